import { EBOOK_FILENAME } from '@contract/constants';
import { callApi } from '../../lib/api';

export const sendDownloadEmail = (email: string) =>
  callApi('sendDownloadEmail', { body: { email, filename: EBOOK_FILENAME } });

export const generateSubscriberLink = (email: string) =>
  callApi('generateDownloadLink', { body: { email, filename: EBOOK_FILENAME } });

export const generateSharedLink = (hoursToExpire: number) =>
  callApi('generateSharedDownloadLink', { body: { filename: EBOOK_FILENAME, hoursToExpire } });

/** Starts a bulk send; the server answers at once with the job to follow (202 `{ jobId, total }`). */
export const startBulkSend = ({ subscribers, onlyNotHad }: { subscribers: string[]; onlyNotHad: boolean }) =>
  callApi('sendBulkDownloadEmails', { body: { subscribers, filename: EBOOK_FILENAME, onlyNotHad } });
