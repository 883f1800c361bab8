import { generateSubscriberLink, generateSubscriberLinks, generateSharedLink } from '../../core/downloads/generate';
import { deps } from '../../lib/deps';
import { sendDownloadEmail } from '../../core/downloads/email';
import {
  startBulkEmailJob,
  bulkEmailJobProgress,
  resumeBulkEmailJob,
  cancelBulkEmailJob,
  retryFailedRecipients,
} from '../../core/bulk-email/jobs';
import { Reply } from '../route-handler';
import { freeEbookSettingsOf, setFreeEbookSettings } from '../../core/downloads/on-confirm';
import { implementRoutes } from '../implement-routes';
import { downloadRoutes } from '../../contract/routes/downloads';

export const handlers = implementRoutes(downloadRoutes, 'admin', {
  generateDownloadLink: async ({ body }) => generateSubscriberLink(deps(), body),
  bulkGenerateDownloadLinks: async ({ body }) => generateSubscriberLinks(deps(), body),
  generateSharedDownloadLink: async ({ body }) => generateSharedLink(deps(), body),
  sendDownloadEmail: async ({ body }) => sendDownloadEmail(deps(), body),
  sendBulkDownloadEmails: async ({ body }) =>
    new Reply(202, await startBulkEmailJob(deps(), { kind: 'download', ...body })),
  getFreeEbookSettings: async () => freeEbookSettingsOf(deps()),
  setFreeEbookSettings: async ({ body }) => setFreeEbookSettings(deps(), body),
  getBulkEmailJob: async ({ params }) => bulkEmailJobProgress(deps(), params.jobId),
  resumeBulkEmailJob: async ({ params }) => new Reply(202, await resumeBulkEmailJob(deps(), params.jobId)),
  cancelBulkEmailJob: ({ params }) => cancelBulkEmailJob(deps(), params.jobId),
  retryBulkEmailJob: async ({ params }) => new Reply(202, await retryFailedRecipients(deps(), params.jobId)),
});
