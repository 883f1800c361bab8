import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkEmailJobProgress } from '@contract/downloads';
import { buttonStyles } from '../buttons';
import { StatusText } from '../status-text';
import { toast } from '../toast';
import { ConfirmChoices, Dialog } from '../dialog';
import { bulkEmailJobQuery, cancelBulkEmailJob, resumeBulkEmailJob, retryFailedEmails } from './api';
import { bulkJobText as text } from './texts';

const processedOf = (job: BulkEmailJobProgress) => job.sent + job.failed + job.skipped;

function ProgressBar({ job }: { job: BulkEmailJobProgress }) {
  const done = processedOf(job);
  const percent = job.total ? Math.round((done / job.total) * 100) : 100;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={text.progressLabel}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={done}
        aria-valuetext={text.progressText(done, job.total)}
        className="h-3 w-full overflow-hidden rounded-full bg-ink-800"
      >
        <div
          className="h-full rounded-full bg-ember-500 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-parchment-400" aria-hidden="true">
        {text.progressText(done, job.total)} ({percent}%)
      </p>
    </div>
  );
}

function Figures({ job }: { job: BulkEmailJobProgress }) {
  const figures: [string, number][] = [
    [text.figures.sent, job.sent],
    [text.figures.failed, job.failed],
    ...(job.skipped ? ([[text.figures.skipped, job.skipped]] as [string, number][]) : []),
    ...(job.bounced ? ([[text.figures.bounced, job.bounced]] as [string, number][]) : []),
    [text.figures.total, job.total],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-ink-800 bg-ink-950/60 p-3">
          <dt className="text-xs tracking-wide text-parchment-400 uppercase">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-parchment-100" data-testid={`figure-${label.toLowerCase()}`}>
            {value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ProblemList({
  heading,
  problems,
  tone,
}: {
  heading: string;
  problems: BulkEmailJobProgress['errors'];
  tone: 'error' | 'warning';
}) {
  if (!problems.length) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-parchment-200">{heading}</h4>
      <ul aria-label={heading} className="mt-2 max-h-60 space-y-1 overflow-y-auto text-sm" tabIndex={0}>
        {problems.map((problem) => (
          <li key={problem.email}>
            <StatusText tone={tone}>
              <strong className="break-all">{problem.email}</strong>: {problem.error}
            </StatusText>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A send the deliverability guard paused: why (role="alert"), and the author's two ways on:
 * resume, or cancel the rest (after a confirmation).
 */
function PausedActions({ job, onChanged }: { job: BulkEmailJobProgress; onChanged: () => Promise<unknown> }) {
  const failed = (error: Error) =>
    toast({ title: text.actionFailed, description: error.message, variant: 'destructive' });
  const resume = useMutation({
    mutationFn: () => resumeBulkEmailJob(job.jobId),
    onSuccess: onChanged,
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => cancelBulkEmailJob(job.jobId),
    onSuccess: onChanged,
    onError: failed,
  });
  const busy = resume.isPending || cancel.isPending;
  return (
    <div role="alert" className="space-y-3 rounded-md border border-red-900/70 bg-red-950/40 p-4">
      <StatusText tone="warning">
        <strong>{text.paused}</strong> {job.pausedReason}
      </StatusText>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => resume.mutate()}
          disabled={busy}
          className={`${buttonStyles.primary} disabled:opacity-60`}
        >
          {resume.isPending ? text.resuming : text.resume}
        </button>
        <Dialog
          trigger={
            <button type="button" disabled={busy} className={`${buttonStyles.secondary} disabled:opacity-60`}>
              {cancel.isPending ? text.cancelling : text.cancel}
            </button>
          }
          title={text.cancelTitle}
          description={text.cancelDescription(job.total - processedOf(job))}
          closeLabel={text.close}
        >
          <ConfirmChoices cancel={text.keepPaused} confirm={text.confirmCancel} onConfirm={() => cancel.mutate()} />
        </Dialog>
      </div>
    </div>
  );
}

/**
 * A bulk send being watched: a progress bar while it runs (polled every second), then the
 * figures (sent, failed, total), what failed and why, and a way to retry only those. A send the
 * deliverability guard paused says why and offers to resume or cancel the rest.
 */
export function JobProgress({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const progress = useQuery(bulkEmailJobQuery(jobId));
  // Read afresh, which restarts the polling of a job that runs again.
  const reread = () => queryClient.invalidateQueries({ queryKey: bulkEmailJobQuery(jobId).queryKey });
  const retry = useMutation({
    mutationFn: () => retryFailedEmails(jobId),
    onSuccess: reread,
    onError: () => toast({ ...text.sendFailedToast, variant: 'destructive' }),
  });

  const job = progress.data;
  if (!job) {
    return progress.isError ? (
      <div role="alert" className="space-y-3">
        <StatusText tone="error">
          {text.lostJob} {progress.error.message}
        </StatusText>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => void progress.refetch()} className={buttonStyles.secondary}>
            {text.tryAgain}
          </button>
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            {text.newSend}
          </button>
        </div>
      </div>
    ) : (
      <p role="status">
        <StatusText tone="busy">{text.starting}</StatusText>
      </p>
    );
  }

  const running = job.status === 'running' || job.status === 'paused';
  return (
    <div className="space-y-4">
      <ProgressBar job={job} />
      <p role="status" aria-live="polite" className="text-sm">
        {job.status === 'running' ? (
          <StatusText tone="busy">{text.running(processedOf(job), job.total)}</StatusText>
        ) : job.status === 'paused' ? null : job.status === 'cancelled' ? (
          <StatusText tone="warning">{text.cancelled(job.sent, job.total)}</StatusText>
        ) : (
          <StatusText tone={job.failed ? 'warning' : 'success'}>
            {text.finished(job.sent, job.failed, job.total)}
          </StatusText>
        )}
      </p>
      {job.status === 'paused' ? <PausedActions job={job} onChanged={reread} /> : null}
      {progress.isError ? <StatusText tone="warning">{text.pollError}</StatusText> : null}
      <Figures job={job} />
      {!running ? (
        <>
          <ProblemList heading={text.errorsHeading} problems={job.errors} tone="error" />
          <ProblemList heading={text.skippedHeading} problems={job.skippedRecipients} tone="warning" />
          <div className="flex flex-wrap gap-3">
            {job.failed > 0 && job.status === 'done' ? (
              <button
                type="button"
                onClick={() => retry.mutate()}
                disabled={retry.isPending}
                className={`${buttonStyles.primary} disabled:opacity-60`}
              >
                {retry.isPending ? text.retrying : text.retry(job.failed)}
              </button>
            ) : null}
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              {text.newSend}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
