/**
 * The emails strangers can make the site send (confirmations, library links, address changes)
 * have ceilings beyond each address's and each client's: an IPv6 client's /48 has a budget of its
 * own, and the whole site has an hourly and a daily one. Past any of them the form answers the
 * same and the email is held; the address's own cap is given back, so the reader's next try
 * sends. Sign-ups go through the real handler in this process, at a clock of their own (an hour no
 * other test counts in).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIRMATION_EMAILS_PER_CLIENT,
  CONFIRMATION_EMAILS_PER_NETWORK,
  CONFIRMATION_EMAILS_SITE_WIDE,
  SIGNUP_REPLY_MESSAGES,
} from '../../functions/contract/mailing-list';
import { SITE_WIDE_CEILING_MESSAGE } from '../../functions/core/mailing-list/confirmation-cap';
import { overrideDeps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { mailCountTo, mailTo, randomClient, uniqueEmail } from './mailing-list-helpers';

const HOUR = 60 * 60 * 1000;
const hextet = () => randomBytes(2).toString('hex');

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The top of an hour years away, its own for this test's windows (hourly and daily). */
const anHourOfItsOwn = () => new Date(Date.UTC(2040, 0, 1) + randomInt(0, 200_000) * 24 * HOUR);

const signUp = async (email: string, sourceIp: string) => {
  const reply = await invoke('mailingListSignup', { body: { email }, sourceIp });
  expect({ status: reply.status, body: reply.json() }).toEqual({
    status: 200,
    body: { message: SIGNUP_REPLY_MESSAGES.confirmationRequired, confirmationRequired: true },
  });
};

describe('an IPv6 network', () => {
  it('is declared a budget above a /64’s: the reported 120 sign-ups from 120 /64s of one /48 would send at most it', () => {
    expect(CONFIRMATION_EMAILS_PER_NETWORK.perSeconds).toBe(CONFIRMATION_EMAILS_PER_CLIENT.perSeconds);
    expect(CONFIRMATION_EMAILS_PER_NETWORK.requests).toBeGreaterThan(CONFIRMATION_EMAILS_PER_CLIENT.requests);
    expect(CONFIRMATION_EMAILS_PER_NETWORK.requests).toBeLessThan(120);
  });

  it('sign-ups from many /64s of one /48 send at most the /48’s budget (a small one here); another /48 is unaffected', async () => {
    const at = anHourOfItsOwn();
    const perNetwork = { requests: 5, perSeconds: CONFIRMATION_EMAILS_PER_NETWORK.perSeconds };
    restore = overrideDeps({
      now: () => at,
      confirmationEmailCeilings: { perNetwork, siteWide: CONFIRMATION_EMAILS_SITE_WIDE },
    });
    const network = `2001:db8:${hextet()}`;
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`net-${i}`));
    // Each from its own /64 of the /48 (hextet 4), so no /64 comes near its own budget.
    await Promise.all(emails.map((email, i) => signUp(email, `${network}:${i.toString(16)}::${hextet()}`)));
    expect(await mailCountTo(emails)).toBe(perNetwork.requests);

    const neighbour = uniqueEmail('other-network');
    await signUp(neighbour, `2001:db8:${hextet()}:1::1`);
    expect(await mailTo(neighbour)).toHaveLength(1);
  });
});

describe('the site-wide ceiling', () => {
  it('is declared hourly and daily, well above a /48’s budget', () => {
    expect(CONFIRMATION_EMAILS_SITE_WIDE.map((limit) => limit.perSeconds)).toEqual([60 * 60, 24 * 60 * 60]);
    for (const limit of CONFIRMATION_EMAILS_SITE_WIDE)
      expect(limit.requests).toBeGreaterThan(CONFIRMATION_EMAILS_PER_NETWORK.requests);
  });

  it('holds the emails past it, whoever asks, with the same reply and a log line for the alarm; the held reader’s next try, in the next hour, sends', async () => {
    const start = anHourOfItsOwn();
    const ceiling = [
      { requests: 5, perSeconds: 60 * 60 },
      { requests: 8, perSeconds: 24 * 60 * 60 },
    ];
    const at = (hours: number) => {
      restore?.();
      restore = overrideDeps({
        now: () => new Date(start.getTime() + hours * HOUR),
        confirmationEmailCeilings: { perNetwork: CONFIRMATION_EMAILS_PER_NETWORK, siteWide: ceiling },
      });
    };
    // The functions' log lines, heard for this test alone (the worker keeps them silent).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubEnv('LOG_LEVEL', 'info');
    const held = () =>
      logged.mock.calls.filter(([line]) => String(line).includes(SITE_WIDE_CEILING_MESSAGE)).map(([line]) => line);

    at(0);
    // Seven readers, each from a network of their own: no address or client cap is near.
    const first = Array.from({ length: 7 }, (_, i) => uniqueEmail(`ceiling-${i}`));
    for (const email of first) await signUp(email, randomClient());
    const sent = await Promise.all(first.map(async (email) => (await mailTo(email)).length));
    expect(sent).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(held()).toHaveLength(2);
    expect(JSON.parse(String(held()[0]))).toMatchObject({ level: 'warn', windowSeconds: 60 * 60 });

    // The next hour: the hourly window is new, the day's has three left.
    at(1);
    await signUp(first[5]!, randomClient());
    expect(await mailTo(first[5]!), 'the held reader, trying again').toHaveLength(1);
    const later = Array.from({ length: 3 }, (_, i) => uniqueEmail(`ceiling-later-${i}`));
    for (const email of later) await signUp(email, randomClient());
    expect(await mailCountTo(later)).toBe(2);
    expect(JSON.parse(String(held().at(-1)))).toMatchObject({ windowSeconds: 24 * 60 * 60 });
  });
});
