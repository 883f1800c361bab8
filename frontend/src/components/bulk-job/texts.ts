import { count } from '../../lib/count';

/** The words of a bulk email job being watched: the download emails' bulk send and a campaign's send. */
export const bulkJobText = {
  starting: 'Starting…',
  progressLabel: 'Bulk email progress',
  progressText: (done: number, total: number) =>
    `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} processed`,
  running: (done: number, total: number) =>
    `Sending… ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} processed.`,
  finished: (sent: number, failed: number, total: number) =>
    `Finished: ${sent.toLocaleString('en-US')} sent, ${failed.toLocaleString('en-US')} failed, ${total.toLocaleString('en-US')} in total.`,
  pollError: 'The progress could not be read. Trying again…',
  lostJob: 'This send’s progress could not be read.',
  tryAgain: 'Try again',
  figures: { sent: 'Sent', failed: 'Failed', skipped: 'Skipped', total: 'Total', bounced: 'Bounced' },
  errorsHeading: 'Failed',
  skippedHeading: 'Skipped',
  retry: (n: number) => `Retry ${count(n, 'failed email', 'failed emails')}`,
  retrying: 'Retrying…',
  newSend: 'Done',
  paused: 'Sending is paused.',
  resume: 'Resume sending',
  resuming: 'Resuming…',
  cancel: 'Cancel the rest',
  cancelling: 'Cancelling…',
  cancelTitle: 'Cancel the rest of this send?',
  cancelDescription: (left: number) =>
    `${count(left, 'reader', 'readers')} will not get it. Those already sent to keep their copy.`,
  keepPaused: 'Keep it paused',
  confirmCancel: 'Cancel the rest',
  close: 'Close',
  cancelled: (sent: number, total: number) =>
    `Cancelled: ${sent.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} sent; nobody else will get it.`,
  actionFailed: 'Not done',
  /** SPEC (the toast of a failed bulk send, a retry's too). */
  sendFailedToast: { title: 'Bulk Email Send Failed', description: 'Failed to send emails' },
} as const;
