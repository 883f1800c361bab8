/**
 * Issue 12, item 7: a download link allows a bounded number of downloads (the button's POSTs),
 * exactly, however many presses race; then its page says it is used up and how to get a new one.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import {
  PERSONAL_LINK_MAX_DOWNLOADS,
  SHARED_LINK_MAX_DOWNLOADS,
  type DownloadLink,
} from '../../functions/contract/downloads';
import { hashToken } from '../../functions/core/mailing-list/tokens';
import { deps } from '../../functions/lib/deps';
import { downloadLinkKey, subscriberDownloadKey } from '../../functions/entities/download-link';
import { tokenOf, uniqueDomain } from './downloads-calls';
import { invoke } from '../support/invoke';
import { seenPage } from '../support/reader-view';

const domain = uniqueDomain('bounds');
const press = (token: string) => invoke('download', { params: { token }, form: '' });
const get = async (key: { pk: string; sk: string }) =>
  (await deps().db.send(new GetCommand({ TableName: deps().table, Key: key, ConsistentRead: true }))).Item;

describe('download bounds', () => {
  it(`a personal link allows ${PERSONAL_LINK_MAX_DOWNLOADS} downloads, exactly, under 20 concurrent presses; then a clear used-up page`, async () => {
    const email = `reader@${domain}`;
    const link = (
      await invoke('generateDownloadLink', { body: { email, filename: EBOOK_FILENAME } })
    ).json<DownloadLink>();
    const token = tokenOf(link.downloadUrl);

    const replies = await Promise.all(Array.from({ length: 20 }, () => press(token)));
    expect(replies.filter((r) => r.status === 303)).toHaveLength(PERSONAL_LINK_MAX_DOWNLOADS);
    const refused = replies.filter((r) => r.status !== 303);
    expect(refused.map((r) => r.status)).toEqual(Array(20 - PERSONAL_LINK_MAX_DOWNLOADS).fill(410));
    expect((await get(downloadLinkKey(hashToken(token))))?.downloads).toBe(PERSONAL_LINK_MAX_DOWNLOADS);
    expect((await get(subscriberDownloadKey(email, EBOOK_FILENAME)))?.downloads).toBe(PERSONAL_LINK_MAX_DOWNLOADS);

    // The page, opened or pressed, says so in words, and how to get a new link.
    for (const page of [refused[0]!, await invoke('downloadPage', { params: { token } })]) {
      expect(page.status).toBe(410);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('This download link has been used up');
      expect(page.text).toContain(`allows ${PERSONAL_LINK_MAX_DOWNLOADS} downloads`);
      expect(page.text).toContain('reply to the email this link came in');
      expect(seenPage(page.text).links.map((link) => link.href)).toContain('/sign-up');
      expect(seenPage(page.text).forms).toEqual([]);
    }
    expect((await invoke('checkDownload', { params: { token } })).status).toBe(410);
    expect((await get(downloadLinkKey(hashToken(token))))?.downloads).toBe(PERSONAL_LINK_MAX_DOWNLOADS);

    // A new link for the same reader works again.
    const fresh = (
      await invoke('generateDownloadLink', { body: { email, filename: EBOOK_FILENAME } })
    ).json<DownloadLink>();
    expect((await press(tokenOf(fresh.downloadUrl))).status).toBe(303);
  });

  it(`a shared link allows ${SHARED_LINK_MAX_DOWNLOADS} downloads: the last ones race exactly`, async () => {
    const reply = await invoke('generateSharedDownloadLink', { body: { filename: EBOOK_FILENAME } });
    const token = tokenOf(reply.json<{ downloadUrl: string }>().downloadUrl);
    const key = downloadLinkKey(hashToken(token));
    // As if all but 3 downloads had been taken.
    await deps().db.send(
      new UpdateCommand({
        TableName: deps().table,
        Key: key,
        // eslint-disable-next-line no-restricted-syntax -- fault injection: the link's count as if many downloads had happened
        UpdateExpression: 'SET downloads = :n',
        ExpressionAttributeValues: { ':n': SHARED_LINK_MAX_DOWNLOADS - 3 },
      }),
    );
    const replies = await Promise.all(Array.from({ length: 12 }, () => press(token)));
    expect(replies.filter((r) => r.status === 303)).toHaveLength(3);
    expect((await get(key))?.downloads).toBe(SHARED_LINK_MAX_DOWNLOADS);
    const page = replies.find((r) => r.status !== 303)!;
    expect(page.status).toBe(410);
    expect(page.text).toContain(`This shared link to`);
    expect(page.text).toContain('Ask the person who shared it for a new one');
  });
});
