import { SEED_FREE_EBOOK_TITLE } from '../support/free-ebook-title';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EBOOK_FILENAME,
  EPUB_MEDIA_TYPE,
  PER_SUBSCRIBER_LINK_HOURS,
  SHARED_LINK_HOURS,
} from '../../functions/contract/constants';
import { type DownloadLink, type DownloadLinkError } from '../../functions/contract/downloads';
import { hashToken } from '../../functions/core/mailing-list/tokens';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { downloadLinkKey, subscriberDownloadKey } from '../../functions/entities/download-link';
import { tokenOf, uniqueDomain } from './downloads-calls';
import { invoke } from '../support/invoke';
import { seenPage } from '../support/reader-view';

const HOUR = 60 * 60 * 1000;
const title = SEED_FREE_EBOOK_TITLE;
const domain = uniqueDomain('links');
const reader = (name: string) => `${name}@${domain}`;

let now = new Date('2025-07-26T12:00:00.000Z');
let restore: () => void = () => undefined;
beforeEach(() => {
  now = new Date('2025-07-26T12:00:00.000Z');
  restore = overrideDeps({ now: () => now });
});
afterEach(() => restore());

async function linkItem(token: string) {
  const { Item } = await deps().db.send(
    new GetCommand({ TableName: deps().table, Key: downloadLinkKey(hashToken(token)), ConsistentRead: true }),
  );
  return Item;
}

const newSubscriberLink = async (email: string) =>
  (await invoke('generateDownloadLink', { body: { email, filename: EBOOK_FILENAME } })).json<DownloadLink>();
const open = (token: string) => invoke('downloadPage', { params: { token } });
const check = (token: string) => invoke('checkDownload', { params: { token } });
const press = (token: string) => invoke('download', { params: { token }, form: '' });

describe('link lifetimes (controllable clock)', () => {
  it('a subscriber link works for 24 hours and then says it has expired', async () => {
    const link = await newSubscriberLink(reader('Lifetime'));
    expect(link.email).toBe(reader('lifetime'));
    expect(link.expiresIn).toBe(PER_SUBSCRIBER_LINK_HOURS * 60 * 60);
    expect(link.expiresAt).toBe(new Date(now.getTime() + 24 * HOUR).toISOString());
    expect(link.downloadUrl).toMatch(new RegExp(`^${deps().siteUrl}/api/download/[A-Za-z0-9_-]{43}$`));

    const token = tokenOf(link.downloadUrl);
    now = new Date(now.getTime() + 24 * HOUR - 1000);
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(title);
    expect(seenPage(page.text).forms).toEqual([
      {
        method: 'post',
        action: `/api/download/${token}`,
        fields: [],
        buttons: [{ text: 'Download the ebook', disabled: false }],
      },
    ]);
    expect((await check(token)).status).toBe(200);

    now = new Date(now.getTime() + 1000);
    const expired = await open(token);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('This download link has expired');
    expect(expired.text).toContain('reply to the email');
    expect(expired.text).toContain('href="/sign-up"');
    expect((await check(token)).status).toBe(410);
    const pressed = await press(token);
    expect(pressed.status).toBe(410);
    expect(pressed.headers.location).toBeUndefined();
    expect((await linkItem(token))?.downloads).toBe(0);
  });

  it('a shared link works for 72 hours by default', async () => {
    const reply = await invoke('generateSharedDownloadLink', { body: { filename: EBOOK_FILENAME } });
    expect(reply.status).toBe(200);
    const { downloadUrl, expiresAt } = reply.json<{ downloadUrl: string; expiresAt: string }>();
    expect(expiresAt).toBe(new Date(now.getTime() + SHARED_LINK_HOURS * HOUR).toISOString());
    const token = tokenOf(downloadUrl);
    now = new Date(now.getTime() + 72 * HOUR - 1);
    expect((await open(token)).status).toBe(200);
    now = new Date(now.getTime() + 1);
    expect((await open(token)).status).toBe(410);
  });

  it('a shared link lasts hoursToExpire hours when given, within 1 to 720', async () => {
    for (const hours of [1, 5, 720]) {
      const { downloadUrl, expiresAt } = (
        await invoke('generateSharedDownloadLink', { body: { filename: EBOOK_FILENAME, hoursToExpire: hours } })
      ).json<{
        downloadUrl: string;
        expiresAt: string;
      }>();
      expect(expiresAt).toBe(new Date(now.getTime() + hours * HOUR).toISOString());
      const token = tokenOf(downloadUrl);
      const item = await linkItem(token);
      expect(item).toMatchObject({ kind: 'shared', filename: EBOOK_FILENAME, validUntil: expiresAt, downloads: 0 });
      // The table forgets the link some days after it expires (TTL), not before.
      expect(item!.expiresAt * 1000).toBeGreaterThan(new Date(expiresAt).getTime());
    }
    for (const hoursToExpire of [0, 721, 2.5, -3]) {
      const refused = await invoke('generateSharedDownloadLink', { body: { filename: EBOOK_FILENAME, hoursToExpire } });
      expect(refused.status, String(hoursToExpire)).toBe(400);
      expect(refused.json().message).toMatch(/hoursToExpire|hour/);
    }
  });
});

describe('the download endpoint', () => {
  it('HEAD answers 200 when the file is in the bucket and 404 when it is not, counting nothing', async () => {
    const token = tokenOf((await newSubscriberLink(reader('head'))).downloadUrl);
    const present = await check(token);
    expect(present.status).toBe(200);
    expect(present.text).toBe('');

    // The file missing: the same link, the book taken out of this worker's bucket for a moment
    // (the function's own bucket, which its IAM policy names) and put back afterwards.
    const book = { Bucket: deps().ebookBucket, Key: EBOOK_FILENAME };
    const bytes = await (await deps().s3.send(new GetObjectCommand(book))).Body!.transformToByteArray();
    await deps().s3.send(new DeleteObjectCommand(book));
    try {
      expect((await check(token)).status).toBe(404);
      // The button then shows a page instead of S3's error, and counts nothing.
      const pressed = await press(token);
      expect(pressed.status).toBe(503);
      expect(pressed.text).toContain('can’t be downloaded right now');
    } finally {
      await deps().s3.send(new PutObjectCommand({ ...book, Body: bytes, ContentType: EPUB_MEDIA_TYPE }));
    }
    expect((await linkItem(token))?.downloads).toBe(0);
  });

  it('opening the link (GET) counts nothing; the button (POST) counts and redirects to a presigned URL with the epub', async () => {
    const email = reader('downloader');
    const token = tokenOf((await newSubscriberLink(email)).downloadUrl);
    for (let i = 0; i < 3; i++) expect((await open(token)).status).toBe(200);
    await check(token);
    expect((await linkItem(token))?.downloads).toBe(0);

    const pressed = await press(token);
    expect(pressed.status).toBe(303);
    const location = pressed.headers.location!;
    expect(location).toContain(`/${deps().ebookBucket}/${EBOOK_FILENAME}?`);
    expect(location).toContain('X-Amz-Expires=300');
    expect(decodeURIComponent(location)).toContain(`attachment; filename="${EBOOK_FILENAME}"`);

    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    const stored = await deps().s3.send(new GetObjectCommand({ Bucket: deps().ebookBucket, Key: EBOOK_FILENAME }));
    expect(bytes.equals(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(true);
    expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an EPUB is a zip

    const item = await linkItem(token);
    expect(item).toMatchObject({ downloads: 1, lastDownloadAt: now.toISOString(), email });
    now = new Date(now.getTime() + HOUR);
    expect((await press(token)).status).toBe(303);
    expect((await linkItem(token))?.downloads).toBe(2);

    // And per subscriber, over all their links.
    const second = tokenOf((await newSubscriberLink(email)).downloadUrl);
    expect((await press(second)).status).toBe(303);
    const { Item } = await deps().db.send(
      new GetCommand({
        TableName: deps().table,
        Key: subscriberDownloadKey(email, EBOOK_FILENAME),
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({
      downloads: 3,
      email,
      filename: EBOOK_FILENAME,
      firstDownloadAt: '2025-07-26T12:00:00.000Z',
      lastDownloadAt: now.toISOString(),
    });
  });

  it('forged, altered and malformed tokens get the 404 page and change nothing', async () => {
    const token = tokenOf((await newSubscriberLink(reader('forgery'))).downloadUrl);
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const forged = [
      randomBytes(32).toString('base64url'), // right shape, never issued
      token.slice(0, -1) + flip(token.slice(-1)), // one character changed
      token.slice(0, -2), // cut short
      `${token}x`, // too long
      'sample-value',
      hashToken(token), // what the table stores is no key to the link
    ];
    for (const bad of forged) {
      for (const reply of [await open(bad), await press(bad)]) {
        expect(reply.status, bad).toBe(404);
        expect(reply.text).toContain('We don’t recognise this download link');
      }
      expect((await check(bad)).status).toBe(404);
    }
    expect((await linkItem(token))?.downloads).toBe(0);
    // The table keeps only the token's hash: nothing stored equals the token.
    expect(JSON.stringify(await linkItem(token))).not.toContain(token);
  });

  it('an expired link cannot be made to live longer: its expiry is in the table, not in the URL', async () => {
    const token = tokenOf((await newSubscriberLink(reader('expiry'))).downloadUrl);
    now = new Date(now.getTime() + 25 * HOUR);
    const query = `expires=${Date.now() + 1e9}&validUntil=2999-01-01T00:00:00Z`;
    expect((await invoke('downloadPage', { params: { token }, query })).status).toBe(410);
    expect((await invoke('download', { params: { token }, query, form: 'validUntil=2999-01-01' })).status).toBe(400); // unknown form field refused
    expect((await invoke('download', { params: { token }, query, form: '' })).status).toBe(410);
  });
});

describe('link generation', () => {
  it('refuses a filename outside the known ebooks with a message', async () => {
    for (const filename of [
      'other-book.epub',
      `../${EBOOK_FILENAME}`,
      `${EBOOK_FILENAME}/../secret.txt`,
      'index.html',
      '',
    ]) {
      for (const name of [
        'generateDownloadLink',
        'bulkGenerateDownloadLinks',
        'generateSharedDownloadLink',
        'sendDownloadEmail',
        'sendBulkDownloadEmails',
      ] as const) {
        const body = {
          generateSharedDownloadLink: { filename },
          bulkGenerateDownloadLinks: { subscribers: [reader('x')], filename },
          sendBulkDownloadEmails: { subscribers: [reader('x')], filename },
        }[name as string] ?? { email: reader('x'), filename };
        const reply = await invoke(name, { body });
        expect(reply.status, `${name} ${filename}`).toBe(400);
        expect(reply.json().message).toContain(`Please choose a known ebook: ${EBOOK_FILENAME}`);
      }
    }
  });

  it('makes a link per distinct address in bulk, and an error entry for an invalid one', async () => {
    const reply = await invoke('bulkGenerateDownloadLinks', {
      body: {
        subscribers: [reader('one'), reader('ONE'), 'not-an-email', reader('two'), ' '],
        filename: EBOOK_FILENAME,
      },
    });
    expect(reply.status).toBe(200);
    const { links, count } = reply.json<{ links: (DownloadLink | DownloadLinkError)[]; count: number }>();
    expect(count).toBe(4);
    expect(links.map((l) => l.email)).toEqual([reader('one'), 'not-an-email', reader('two'), ' ']);
    expect(links[1]).toEqual({ email: 'not-an-email', error: expect.stringContaining('not a valid email address') });
    for (const link of [links[0], links[2]] as DownloadLink[]) {
      expect(link.expiresIn).toBe(24 * 60 * 60);
      expect((await open(tokenOf(link.downloadUrl))).status).toBe(200);
      expect((await linkItem(tokenOf(link.downloadUrl)))?.email).toBe(link.email);
    }
    expect(tokenOf((links[0] as DownloadLink).downloadUrl)).not.toBe(tokenOf((links[2] as DownloadLink).downloadUrl));
  });

  it('bounds the bulk call: at most 10,000 addresses', async () => {
    const reply = await invoke('bulkGenerateDownloadLinks', {
      body: { subscribers: Array.from({ length: 10_001 }, (_, i) => `r${i}@${domain}`), filename: EBOOK_FILENAME },
    });
    expect(reply.status).toBe(400);
    expect(reply.json().message).toContain('at most 10000 subscribers');
  });

  it('builds links on the configured site URL only, whatever host headers the request carries', async () => {
    const forged = {
      'x-forwarded-host': 'evil.example',
      host: 'evil.example',
      forwarded: 'host=evil.example;proto=https',
    };
    const reply = await invoke('generateDownloadLink', {
      body: { email: reader('host'), filename: EBOOK_FILENAME },
      headers: forged,
    });
    expect(reply.json<DownloadLink>().downloadUrl.startsWith(`${deps().siteUrl}/api/download/`)).toBe(true);
    expect(reply.text).not.toContain('evil.example');
  });
});
