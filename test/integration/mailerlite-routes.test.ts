/**
 * GET /api/mailerlite/groups, POST /api/mailerlite/add-subscriber, and every MailerLite route
 * without a key: the real handlers against DynamoDB Local and the MailerLite stand-in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAILERLITE_KEY_PLACEHOLDER,
  MAILERLITE_SYNC_GROUP_NAME,
  mailerLiteGroupsReply,
} from '../../functions/contract/mailerlite';
import { GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import { confirmSubscriber, recordSignup, suppress, unsubscribe } from '../../functions/core/mailing-list/subscribers';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { routes } from '../../functions/contract/routes';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { isolatedMailerLite, MailerLiteStandIn } from '../support/mailerlite-stand-in';
import { adminToken } from '../support/tokens';

/** An admin call of a MailerLite route, its JSON reply read. */
async function call(name: 'syncVoraciousReaders' | 'listMailerLiteGroups' | 'addMailerLiteSubscriber', body?: unknown) {
  const reply = await invoke(name, { body });
  return { status: reply.status, body: reply.json() };
}

const everyRoute = [
  ['syncVoraciousReaders', undefined],
  ['listMailerLiteGroups', undefined],
  ['addMailerLiteSubscriber', { email: 'reader@example.com' }],
] as const;

describe('without a MailerLite key', () => {
  it.each([undefined, '', `  ${MAILERLITE_KEY_PLACEHOLDER} `])(
    'every route answers 503 saying how to connect (key %j)',
    async (key) => {
      const standIn = await MailerLiteStandIn.start();
      const restore = overrideDeps({ mailerLite: { baseUrl: standIn.url, apiKey: async () => key } });
      try {
        for (const [name, body] of everyRoute) {
          const reply = await call(name, body);
          expect(reply.status, name).toBe(503);
          expect(reply.body).toEqual({
            message: 'MailerLite is not connected: set the API key (see README, Deploying).',
          });
        }
        expect(standIn.received).toEqual([]);
      } finally {
        restore();
        await standIn.stop();
      }
    },
  );

  it('the local server answers 503 too (no key in its environment)', async () => {
    if (process.env.MAILERLITE_API_KEY) return; // someone connected a real account on this machine
    const reply = await rawRequest('GET', routes.listMailerLiteGroups.path, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(reply.status).toBe(503);
    expect(reply.json()).toEqual({ message: 'MailerLite is not connected: set the API key (see README, Deploying).' });
  });
});

describe('with the stand-in connected', () => {
  let standIn: MailerLiteStandIn;
  let stop: () => Promise<void>;
  beforeEach(async () => {
    ({ standIn, stop } = await isolatedMailerLite());
  });
  afterEach(() => stop());

  it('lists the account groups with their active counts', async () => {
    const readers = standIn.addGroup(MAILERLITE_SYNC_GROUP_NAME);
    const team = standIn.addGroup('Dream Team');
    for (const email of ['a@example.com', 'b@example.com']) await call('addMailerLiteSubscriber', { email });

    const reply = await call('listMailerLiteGroups');

    expect(reply.status).toBe(200);
    expect(mailerLiteGroupsReply.parse(reply.body)).toEqual({
      count: 2,
      groups: [
        { id: readers.id, name: MAILERLITE_SYNC_GROUP_NAME, activeCount: 2 },
        { id: team.id, name: 'Dream Team', activeCount: 0 },
      ],
    });
  });

  it('pages through an account with many groups', async () => {
    for (let i = 0; i < 230; i++) standIn.addGroup(`Group ${i}`);
    const reply = await call('listMailerLiteGroups');
    expect(reply.body.count).toBe(230);
    expect(standIn.received.filter((r) => r.path.startsWith('/api/groups'))).toHaveLength(3);
  });

  it('adds a subscriber to the Voracious Readers group (made if missing), trimmed and lower-cased, with the name the site knows', async () => {
    await recordSignup(deps(), {
      email: 'ann@example.com',
      name: 'Ann Reader',
      groups: [GROUP_VORACIOUS_READERS],
      source: 'signup_page',
    });
    await confirmSubscriber(deps(), 'ann@example.com');

    const reply = await call('addMailerLiteSubscriber', { email: '  Ann@Example.COM ' });

    expect(reply).toEqual({ status: 200, body: { email: 'ann@example.com' } });
    expect(standIn.membersOf(MAILERLITE_SYNC_GROUP_NAME)).toEqual(['ann@example.com']);
    expect(standIn.subscriber('ann@example.com')?.name).toBe('Ann Reader');
    expect((await call('addMailerLiteSubscriber', { email: 'new@example.com' })).status).toBe(200);
    expect(standIn.membersOf(MAILERLITE_SYNC_GROUP_NAME)).toEqual(['ann@example.com', 'new@example.com']);
  });

  it('refuses (409) to put back someone who unsubscribed or bounced here, without calling MailerLite', async () => {
    for (const email of ['left@example.com', 'bounced@example.com']) {
      await recordSignup(deps(), { email, groups: [GROUP_VORACIOUS_READERS], source: 'signup_page' });
      await confirmSubscriber(deps(), email);
    }
    await unsubscribe(deps(), 'left@example.com');
    await suppress(deps(), 'bounced@example.com', 'Permanent bounce');

    const left = await call('addMailerLiteSubscriber', { email: 'left@example.com' });
    expect(left.status).toBe(409);
    expect(left.body.message).toMatch(/unsubscribed from the mailing list.*can sign up again/);
    const bounced = await call('addMailerLiteSubscriber', { email: 'bounced@example.com' });
    expect(bounced.status).toBe(409);
    expect(bounced.body.message).toMatch(/bounced or was marked as spam/);
    expect(standIn.received).toEqual([]);
  });

  it('answers 502 when MailerLite refuses the key', async () => {
    const restore = overrideDeps({ mailerLite: { baseUrl: standIn.url, apiKey: async () => 'a-revoked-key' } });
    try {
      const reply = await call('listMailerLiteGroups');
      expect(reply).toEqual({
        status: 502,
        body: { message: 'MailerLite refused the API key. Store a valid key (see README, Deploying) and try again.' },
      });
      expect(standIn.received.map((r) => r.status)).toEqual([401]);
    } finally {
      restore();
    }
  });

  it('answers 502 when MailerLite cannot be reached', async () => {
    const restore = overrideDeps({
      mailerLite: { baseUrl: 'http://127.0.0.1:9/api', apiKey: async () => standIn.apiKey },
    });
    try {
      const reply = await call('addMailerLiteSubscriber', { email: 'one@example.com' });
      expect(reply).toEqual({
        status: 502,
        body: { message: 'MailerLite could not be reached. Please try again in a few minutes.' },
      });
    } finally {
      restore();
    }
  });

  it('retries a 503 from MailerLite and succeeds', async () => {
    standIn.failNext(2, 503);
    const reply = await call('addMailerLiteSubscriber', { email: 'patient@example.com' });
    expect(reply.status).toBe(200);
    expect(standIn.received.map((r) => r.status).slice(0, 2)).toEqual([503, 503]);
    expect(standIn.membersOf(MAILERLITE_SYNC_GROUP_NAME)).toEqual(['patient@example.com']);
  });
});
