import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import type { BulkEmailJobProgress } from '../../functions/contract/bulk-email';
import { startBulkEmailJob } from '../../functions/core/bulk-email/jobs';
import { runBulkEmailJob } from '../../functions/core/bulk-email/worker';
import { bulkEmailJobKey, getJob } from '../../functions/entities/bulk-email-job';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { countByRecipient, mailTo, uniqueDomain } from './downloads-calls';

/**
 * A bulk send states its kind on its job item when it is made, and the engine finds the kind by
 * it; a job stored before jobs stated their kind is read as the kind its fields name.
 */

let restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.reverse()) restore();
  restores = [];
});

/** The job item as stored, not as getJob reads it. */
const storedJob = async (jobId: string) =>
  (await deps().db.send(new GetCommand({ TableName: deps().table, Key: bulkEmailJobKey(jobId) }))).Item;

describe('a bulk send states its kind', () => {
  it('writes the kind on the job item of a download send and of a newsletter send', async () => {
    restores.push(overrideDeps({ startBulkEmailJob: async () => undefined }));
    const domain = uniqueDomain('kinds');
    const download = await invoke('sendBulkDownloadEmails', {
      body: { subscribers: [`a@${domain}`], filename: EBOOK_FILENAME },
    });
    expect(download.status).toBe(202);
    expect(await storedJob(download.json<{ jobId: string }>().jobId)).toMatchObject({
      kind: 'download',
      filename: EBOOK_FILENAME,
    });
    const { jobId } = await startBulkEmailJob(deps(), {
      kind: 'newsletter',
      subscribers: [`b@${domain}`],
      campaignId: randomUUID(),
    });
    expect(await storedJob(jobId)).toMatchObject({ kind: 'newsletter' });
  });

  it('reads a job stored without its kind as the kind its fields name, and sends it', async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity, startBulkEmailJob: async () => undefined }));
    const domain = uniqueDomain('oldjob');
    const { jobId } = await startBulkEmailJob(deps(), {
      kind: 'download',
      subscribers: [`reader@${domain}`],
      filename: EBOOK_FILENAME,
    });
    // As a job item was written before jobs stated their kind.
    const { kind: _, ...old } = (await storedJob(jobId))!;
    await deps().db.send(new PutCommand({ TableName: deps().table, Item: old }));
    expect((await storedJob(jobId))!.kind).toBeUndefined();

    expect((await getJob(deps(), jobId))!.kind).toBe('download');
    expect(await runBulkEmailJob(deps(), jobId)).toBe('done');
    const progress = (await invoke('getBulkEmailJob', { params: { jobId } })).json<BulkEmailJobProgress>();
    expect(progress).toMatchObject({ filename: EBOOK_FILENAME, status: 'done', sent: 1 });
    expect(countByRecipient(await mailTo(domain)).get(`reader@${domain}`)).toBe(1);
  });
});
