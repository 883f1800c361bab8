/**
 * POST /api/mailerlite/sync-voracious-readers: the real handler against DynamoDB Local and the
 * MailerLite stand-in. The site's records decide who is in MailerLite's "Voracious Readers" group.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAILERLITE_SYNC_GROUP_NAME,
  mailerLiteSyncReply,
  type MailerLiteSyncResult,
} from '../../functions/contract/mailerlite';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS, type SubscriberGroup } from '../../functions/contract/mailing-list';
import { confirmSubscriber, recordSignup, suppress, unsubscribe } from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { isolatedMailerLite, type MailerLiteStandIn } from '../support/mailerlite-stand-in';

async function sync(): Promise<{ status: number; body: MailerLiteSyncResult & { message?: string } }> {
  const reply = await invoke('syncVoraciousReaders');
  const body = reply.json<MailerLiteSyncResult & { message?: string }>();
  if (reply.status === 200) mailerLiteSyncReply.parse(body);
  return { status: reply.status, body };
}

/** A reader who signed up and confirmed, as the mailing-list code records them. */
async function activeReader(email: string, name?: string, dreamTeam = false) {
  const groups: SubscriberGroup[] = dreamTeam ? [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM] : [GROUP_VORACIOUS_READERS];
  await recordSignup(deps(), { email, name, groups, source: dreamTeam ? 'dream_team' : 'signup_page' });
  await confirmSubscriber(deps(), email);
}

/** Many active readers, quickly: sign-ups without double opt-in are confirmed at once, 25 at a time. */
async function activeReaders(emails: string[], nameOf: (email: string) => string | undefined = () => undefined) {
  const direct = { ...deps(), doubleOptIn: false };
  for (let i = 0; i < emails.length; i += 25) {
    await Promise.all(
      emails.slice(i, i + 25).map((email) =>
        recordSignup(direct, {
          email,
          name: nameOf(email),
          groups: [GROUP_VORACIOUS_READERS],
          source: 'signup_page',
        }),
      ),
    );
  }
}

const emails = (count: number, prefix = 'reader') =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}@example.com`);

let standIn: MailerLiteStandIn;
let stop: () => Promise<void>;
beforeEach(async () => {
  ({ standIn, stop } = await isolatedMailerLite());
});
afterEach(() => stop());

describe('syncing the Voracious Readers to MailerLite', () => {
  it('puts every active reader (with name) into the group, and never sends pending, unsubscribed or suppressed ones', async () => {
    const readers = emails(60);
    await activeReaders(readers, (email) => `Reader ${email.slice(7, 10)}`);
    await activeReader('dreamer@example.com', 'Dee Dreamer', true);
    await recordSignup(deps(), {
      email: 'pending@example.com',
      groups: [GROUP_VORACIOUS_READERS],
      source: 'signup_page',
    });
    await activeReader('gone@example.com');
    await unsubscribe(deps(), 'gone@example.com');
    await activeReader('bounced@example.com');
    await suppress(deps(), 'bounced@example.com', 'Permanent bounce');

    const { status, body } = await sync();

    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ successful: 61, failed: 0, removed: 0, remaining: 0, errors: [] });
    expect(standIn.membersOf(MAILERLITE_SYNC_GROUP_NAME)).toEqual([...readers, 'dreamer@example.com'].sort());
    expect(standIn.subscriber('dreamer@example.com')?.name).toBe('Dee Dreamer');
    expect(standIn.subscriber('reader-007@example.com')?.name).toBe('Reader 007');
    const sent = JSON.stringify(standIn.operations);
    for (const never of ['pending@', 'gone@', 'bounced@']) expect(sent).not.toContain(never);
    // 61 readers: two batches (50 + 11), not 61 requests.
    expect(standIn.received.filter((r) => r.path === '/api/batch')).toHaveLength(2);
  });

  it('takes out readers who unsubscribed or bounced since, and sends only what changed', async () => {
    const readers = emails(5);
    for (const email of readers) await activeReader(email);
    expect((await sync()).body.successful).toBe(5);

    await unsubscribe(deps(), readers[0]!);
    await suppress(deps(), readers[1]!, 'Complaint');
    await activeReader('newcomer@example.com', 'New Comer');
    const before = standIn.operations.length;
    const { status, body } = await sync();

    expect(status).toBe(200);
    expect(body).toEqual({ successful: 4, failed: 0, removed: 2, remaining: 0, errors: [] });
    expect(standIn.membersOf(MAILERLITE_SYNC_GROUP_NAME)).toEqual([...readers.slice(2), 'newcomer@example.com'].sort());
    const operations = standIn.operations.slice(before).filter((op) => op.method !== 'GET');
    expect(operations.map((op) => `${op.method} ${op.path.split('/')[1]}`).sort()).toEqual([
      'DELETE subscribers',
      'DELETE subscribers',
      'POST subscribers',
    ]);
    // Still subscribers of the MailerLite account, only out of the group.
    expect(standIn.subscriber(readers[0]!)?.groups).toEqual([]);

    const again = standIn.operations.length;
    expect((await sync()).body).toEqual({ successful: 4, failed: 0, removed: 0, remaining: 0, errors: [] });
    expect(standIn.operations.slice(again).filter((op) => op.method !== 'GET')).toEqual([]);
  });

  it('uses the existing "Voracious Readers" group rather than making a second one', async () => {
    const existing = standIn.addGroup(MAILERLITE_SYNC_GROUP_NAME);
    standIn.addGroup('Voracious Readers (old)');
    await activeReader('one@example.com');
    expect((await sync()).status).toBe(200);
    expect(standIn.subscriber('one@example.com')?.groups).toEqual([existing.id]);
    expect(standIn.received.some((r) => r.method === 'POST' && r.path === '/api/groups')).toBe(false);
  });

  it('reports what MailerLite refused and tries it again next time', async () => {
    await activeReader('fine@example.com');
    await activeReader('odd@example'); // accepted here, refused by MailerLite's stricter check
    const { body } = await sync();
    expect(body.successful).toBe(1);
    expect(body.failed).toBe(1);
    expect(body.errors).toEqual([{ email: 'odd@example', message: 'The email must be a valid email address.' }]);
    expect((await sync()).body.failed).toBe(1);
  });

  it('waits out a 429 from MailerLite (Retry-After) and still completes', async () => {
    for (const email of emails(3)) await activeReader(email);
    standIn.failNext(2, 429, { 'retry-after': '1' });
    const started = Date.now();

    const { status, body } = await sync();

    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ successful: 3, failed: 0, removed: 0, remaining: 0, errors: [] });
    expect(standIn.received.filter((r) => r.status === 429)).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(standIn.membersOf(MAILERLITE_SYNC_GROUP_NAME)).toEqual(emails(3));
  });

  it('stays within the import limit (5 upsert batches a minute) and leaves the rest for the next sync', async () => {
    const readers = emails(260);
    await activeReaders(readers);

    const { status, body } = await sync();

    expect(status, JSON.stringify(body)).toBe(200);
    // Six batches are needed; the sixth may start only a minute after the first, past the time one
    // request may take. (On a slow machine the time may run out sooner, never later.)
    expect(body.successful).toBeLessThanOrEqual(250);
    expect(body.successful + body.remaining).toBe(260);
    expect(body.failed).toBe(0);
    expect(standIn.received.filter((r) => r.status === 429)).toEqual([]);
    expect(standIn.membersOf(MAILERLITE_SYNC_GROUP_NAME)).toHaveLength(body.successful);
  });

  it('answers 502 with a message the author can act on when MailerLite keeps failing', async () => {
    await activeReader('one@example.com');
    standIn.failAlways(500);
    const { status, body } = await sync();
    expect(status).toBe(502);
    expect(body.message).toBe(
      'MailerLite is not answering properly (status 500 after 4 tries). Please try again in a few minutes.',
    );
    expect(standIn.received).toHaveLength(4);
  });

  it('answers 502 naming the wait when MailerLite asks for a longer pause than one request may take', async () => {
    await activeReader('one@example.com');
    standIn.failNext(1, 429, { 'retry-after': '120' });
    const { status, body } = await sync();
    expect(status).toBe(502);
    expect(body.message).toBe(
      'MailerLite asks us to wait 120 seconds before the next request. Please try again after that.',
    );
    expect(standIn.received).toHaveLength(1);
  });
});
