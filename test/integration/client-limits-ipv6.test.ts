/** Issue 24 item 9: one IPv6 /64 is one client for every per-client limit, as CloudFront reports the viewer. */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNUP_RATE_LIMIT } from '../../functions/contract/mailing-list';
import { overrideDeps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';

const hextet = () => randomBytes(2).toString('hex');
/** A /64 no other test uses, and an address in it. */
const block = () => `2001:db8:${hextet()}:${hextet()}`;
const inBlock = (prefix: string) => `${prefix}:${hextet()}:${hextet()}:${hextet()}:${hextet()}`;

// An empty body is refused (400) after the limit is taken: it counts without signing anyone up.
const attempt = (sourceIp: string) => invoke('mailingListSignup', { body: {}, sourceIp });

// Limits count in windows of the handler's clock: held still, so the attempts never straddle a window's end.
let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('per-client limits and IPv6', () => {
  it('addresses in one /64 share a limit; the next /64 and an IPv4-mapped address are other clients', async () => {
    const at = new Date();
    restore = overrideDeps({ now: () => at });
    const prefix = block();
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUP_RATE_LIMIT.requests; i++) statuses.push((await attempt(inBlock(prefix))).status);
    expect(statuses).toEqual(Array(SIGNUP_RATE_LIMIT.requests).fill(400));

    const refused = await attempt(inBlock(prefix));
    expect(refused.status, 'another address in the same /64').toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await attempt(`${prefix.toUpperCase()}::1`)).status, 'the same /64 written in capitals').toBe(429);

    expect((await attempt(`${block()}::1`)).status, 'another /64').toBe(400);
  });
});
