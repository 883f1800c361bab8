import * as z from 'zod';
import { defineRoute, noBody, noParams } from '../define-route';
import {
  BULK_MAX_BODY_BYTES,
  bulkEmailJobParams,
  bulkEmailJobProgress,
  bulkEmailJobStarted,
  bulkGenerateLinksBody,
  bulkLinksReply,
  downloadLink,
  freeEbookSettings,
  generateLinkBody,
  sendBulkDownloadEmailsBody,
  sendDownloadEmailBody,
  sendDownloadEmailReply,
  sharedLinkBody,
  sharedLinkReply,
} from '../downloads';

/**
 * The token of a download link. Any text is accepted here so that a malformed or altered token
 * gets the same readable "link not recognised" page as an unknown one, not a JSON error.
 */
const tokenParams = z.strictObject({ token: z.string().min(1).max(200) });
/** A standalone HTML page (GET, POST) or nothing at all (HEAD). */
const pageReply = z.string();
/** Per client address: far above what a reader clicks, low enough to stop a script hammering links. */
const DOWNLOAD_RATE_LIMIT = { requests: 60, perSeconds: 60 } as const;

export const downloadRoutes = {
  generateDownloadLink: defineRoute({
    method: 'POST',
    path: '/api/generate-download-link',
    access: 'admin',
    params: noParams,
    body: generateLinkBody,
    reply: downloadLink,
    grants: ['table:write'],
    summary: 'A download link for one subscriber, valid PER_SUBSCRIBER_LINK_HOURS (24 h).',
  }),
  bulkGenerateDownloadLinks: defineRoute({
    method: 'POST',
    path: '/api/bulk-generate-download-links',
    access: 'admin',
    params: noParams,
    body: bulkGenerateLinksBody,
    reply: bulkLinksReply,
    grants: ['table:write'],
    maxBodyBytes: BULK_MAX_BODY_BYTES,
    summary: 'A 24 h download link per subscriber; an invalid address gets an error entry instead.',
  }),
  generateSharedDownloadLink: defineRoute({
    method: 'POST',
    path: '/api/generate-shared-download-link',
    access: 'admin',
    params: noParams,
    body: sharedLinkBody,
    reply: sharedLinkReply,
    grants: ['table:write'],
    summary: 'One link anyone may use, valid hoursToExpire hours (SHARED_LINK_HOURS, 72, by default).',
  }),
  downloadPage: defineRoute({
    method: 'GET',
    path: '/api/download/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: pageReply,
    // table:write for the per-client limit's counter (rateLimit), nothing else.
    grants: ['table:read', 'table:write'],
    rateLimit: DOWNLOAD_RATE_LIMIT,
    summary:
      'The page behind a download link: the book and a Download button. Opening it counts nothing (mail scanners open links).',
  }),
  checkDownload: defineRoute({
    method: 'HEAD',
    path: '/api/download/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: pageReply,
    // table:write for the per-client limit's counter (rateLimit), nothing else.
    grants: ['table:read', 'table:write', 'ebook:read'],
    rateLimit: DOWNLOAD_RATE_LIMIT,
    summary:
      'Availability test: 200 when the link is valid and the file is in the bucket, 404 when the file (or link) is missing, 410 when expired. Counts nothing.',
  }),
  download: defineRoute({
    method: 'POST',
    path: '/api/download/{token}',
    access: 'public',
    params: tokenParams,
    body: noBody,
    reply: pageReply,
    // ebook:write: a book whose downloads are watermarked gets each reader a copy of their own.
    grants: ['table:write', 'ebook:read', 'ebook:write'],
    accepts: 'form',
    maxBodyBytes: 1024,
    rateLimit: DOWNLOAD_RATE_LIMIT,
    summary:
      'The Download button: counts the download (per link and per subscriber) and redirects (303) to the file, presigned for a few minutes: the reader’s own watermarked copy when the book’s downloads are watermarked.',
  }),
  sendDownloadEmail: defineRoute({
    method: 'POST',
    path: '/api/send-download-email',
    access: 'admin',
    params: noParams,
    body: sendDownloadEmailBody,
    reply: sendDownloadEmailReply,
    grants: ['table:write', 'mail:send'],
    summary:
      'Emails one subscriber the free ebook: a link to their library, which keeps it, for LIBRARY_LINK_DAYS (with one-click unsubscribe). Refused for unsubscribed or suppressed addresses.',
  }),
  sendBulkDownloadEmails: defineRoute({
    method: 'POST',
    path: '/api/send-bulk-download-emails',
    access: 'admin',
    params: noParams,
    body: sendBulkDownloadEmailsBody,
    reply: bulkEmailJobStarted,
    // Locally the job runs in this function's process; in the cloud it also needs
    // lambda:InvokeFunction on the bulk email worker (BULK_EMAIL_WORKER_FUNCTION).
    grants: ['table:write', 'mail:send'],
    maxBodyBytes: BULK_MAX_BODY_BYTES,
    summary:
      'Starts a job that emails each subscriber the free ebook, as a link to their library, at the SES send rate (with `onlyNotHad`, only those who have not had the ebook); answers 202 { jobId, total } at once.',
  }),
  getFreeEbookSettings: defineRoute({
    method: 'GET',
    path: '/api/free-ebook-settings',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: freeEbookSettings,
    grants: ['table:read'],
    summary: 'The author’s free-ebook settings: whether a reader who confirms is sent the free ebook (once).',
  }),
  setFreeEbookSettings: defineRoute({
    method: 'PUT',
    path: '/api/free-ebook-settings',
    access: 'admin',
    params: noParams,
    body: freeEbookSettings,
    reply: freeEbookSettings,
    grants: ['table:write'],
    summary: 'Switches the free ebook’s send on confirmation on or off.',
  }),
  getBulkEmailJob: defineRoute({
    method: 'GET',
    path: '/api/bulk-email-jobs/{jobId}',
    access: 'admin',
    params: bulkEmailJobParams,
    body: noBody,
    reply: bulkEmailJobProgress,
    // Restarts a worker that stopped mid-job (see `resumeIfStalled`).
    grants: ['table:write', 'mail:send'],
    summary: 'A bulk email job’s progress; once done, its figures (success, sent, failed, total, errors).',
  }),
  resumeBulkEmailJob: defineRoute({
    method: 'POST',
    path: '/api/bulk-email-jobs/{jobId}/resume',
    access: 'admin',
    params: bulkEmailJobParams,
    body: noBody,
    reply: bulkEmailJobStarted,
    grants: ['table:write', 'mail:send'],
    summary:
      'Resumes a send the deliverability guard paused (it judges afresh from here); 202 at once; 409 if it is not paused.',
  }),
  cancelBulkEmailJob: defineRoute({
    method: 'POST',
    path: '/api/bulk-email-jobs/{jobId}/cancel',
    access: 'admin',
    params: bulkEmailJobParams,
    body: noBody,
    reply: bulkEmailJobProgress,
    grants: ['table:write'],
    summary:
      'Cancels a paused or running send: nobody else is sent to; what went out stays sent. 409 once it has ended.',
  }),
  retryBulkEmailJob: defineRoute({
    method: 'POST',
    path: '/api/bulk-email-jobs/{jobId}/retry-failed',
    access: 'admin',
    params: bulkEmailJobParams,
    body: noBody,
    reply: bulkEmailJobStarted,
    grants: ['table:write', 'mail:send'],
    summary: 'Sends a finished job’s failed recipients their email again (only them); 202 at once.',
  }),
};
