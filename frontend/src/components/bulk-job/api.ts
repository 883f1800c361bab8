import { queryOptions } from '@tanstack/react-query';
import type { BulkEmailJobProgress } from '@contract/downloads';
import { callApi, fillPath } from '../../lib/api';
import { routeTable } from '../../lib/route-table';

/** How often a running bulk send's progress is read. */
export const JOB_POLL_MS = 1000;

/** Sends a finished job's failed recipients their email again; the same job then runs again. */
export const retryFailedEmails = (jobId: string) => callApi('retryBulkEmailJob', { params: { jobId } });

/**
 * A bulk send's progress. Polled every JOB_POLL_MS while the job runs, and only then: this is a
 * job being watched, not a cached read (those never poll, docs/SPEC.md §9). An unknown job stops polling.
 */
export const bulkEmailJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: [fillPath(routeTable.getBulkEmailJob.path, { jobId })],
    queryFn: ({ signal }) => callApi('getBulkEmailJob', { params: { jobId }, signal }),
    refetchInterval: (query) => {
      const progress: BulkEmailJobProgress | undefined = query.state.data;
      if (progress && progress.status !== 'running') return false;
      if (!progress && query.state.status === 'error') return false;
      return JOB_POLL_MS;
    },
  });

/** Resumes a send the deliverability guard paused. */
export const resumeBulkEmailJob = (jobId: string) => callApi('resumeBulkEmailJob', { params: { jobId } });

/** Cancels the rest of a paused or running send. */
export const cancelBulkEmailJob = (jobId: string) => callApi('cancelBulkEmailJob', { params: { jobId } });
