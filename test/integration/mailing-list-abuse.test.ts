import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SIGNUP_RATE_LIMIT } from '../../functions/contract/mailing-list';
import { routes } from '../../functions/contract/routes';
import { randomClient, signUp, uniqueEmail } from './mailing-list-helpers';

describe('sign-up rate limit on the local server (the stack’s WAF rule)', () => {
  it('answers 429 with a message once one client passes the limit, and serves other clients', async () => {
    expect(routes.mailingListSignup.rateLimit).toEqual(SIGNUP_RATE_LIMIT);
    const client = randomClient();
    const burst = SIGNUP_RATE_LIMIT.requests + 10;
    // Limits count in fixed windows: keep the burst clear of a window's edge.
    const window = SIGNUP_RATE_LIMIT.perSeconds * 1000;
    const left = window - (Date.now() % window);
    if (left < 5000) await sleep(left + 100);
    // The honeypot keeps the burst from writing anything; the limit counts every request.
    const replies = await Promise.all(
      Array.from({ length: burst }, () => signUp({ email: uniqueEmail('burst'), website: 'bot' }, client)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SIGNUP_RATE_LIMIT.requests);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = replies.find((r) => r.status === 429)!;
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect((refused.json() as { message: string }).message).toMatch(/Too many requests/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await signUp({ email: uniqueEmail('burst'), website: 'bot' }, client)).status).toBe(429);
    expect((await signUp({ email: uniqueEmail('neighbour'), website: 'bot' }, randomClient())).status).toBe(200);
  });
});
