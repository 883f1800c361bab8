/**
 * Issue 12, items 1 and 2: the API trusts only what came through CloudFront (the origin secret),
 * builds emailed links on the configured site URL alone, and limits each client by the viewer
 * address CloudFront reports, so one busy client cannot deny sign-ups to another.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EDGE_HEADERS } from '../../functions/contract/edge';
import { routes } from '../../functions/contract/routes';
import { deps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { testSettings } from '../support/stack-settings';
import { mailTo, randomClient, readerItems, send, signUp, uniqueEmail } from './mailing-list-helpers';

const signUpInProcess = (
  email: string,
  options: { viaDistribution?: boolean; headers?: Record<string, string> } = {},
) => invoke('mailingListSignup', { body: { email, source: 'signup_page' }, sourceIp: randomClient(), ...options });

describe('requests reach the API only through CloudFront', () => {
  it('refuses a request without the origin secret, or with a wrong one, and writes nothing', async () => {
    expect(deps().originSecret).toBeTruthy();
    for (const [email, headers] of [
      [uniqueEmail('direct'), {}],
      [uniqueEmail('guess'), { [EDGE_HEADERS.originSecret]: 'a-guess' }],
    ] as const) {
      const reply = await signUpInProcess(email, { viaDistribution: false, headers });
      expect(reply.status).toBe(403);
      expect(reply.json().message).toMatch(/site's own address/);
      expect((await readerItems(email)).profiles).toEqual([]);
      expect(await mailTo(email)).toEqual([]);
    }
  });

  it('accepts the same request once CloudFront (here the local server) adds the secret', async () => {
    const email = uniqueEmail('via-edge');
    expect((await signUp({ email, source: 'signup_page' })).status).toBe(200);
    expect((await readerItems(email)).profiles).toHaveLength(1);
  });
});

describe('emailed links carry the configured site URL, whatever the request says', () => {
  it('ignores forged x-forwarded-host, host and forwarded headers', async () => {
    const email = uniqueEmail('forged-host');
    const forged = {
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=1.2.3.4;host=evil.example;proto=https',
      'x-forwarded-proto': 'http',
    };
    const reply = await signUpInProcess(email, { headers: { ...forged, host: 'evil.example' } });
    expect(reply.status).toBe(200);
    const [mail] = await mailTo(email);
    const links = [...`${mail!.body.html}\n${mail!.body.text}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map(
      (m) => new URL(m[0]).origin,
    );
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links.filter((origin) => !origin.includes('example.org')))).toEqual(new Set([testSettings.siteUrl]));
    expect(`${mail!.body.html}${mail!.body.text}`).not.toContain('evil.example');
  });
});

describe('per-client limits', () => {
  it(
    'one client flooding sign-ups for 20 s gets 429s while another signing up once a second is always served',
    { timeout: 60_000 },
    async () => {
      const flooder = randomClient();
      const reader = randomClient();
      const until = Date.now() + 20_000;
      const flood: { email: string; status: number; retryAfter: string | undefined }[] = [];
      const steady: { email: string; status: number }[] = [];

      const floodLoop = async () => {
        while (Date.now() < until) {
          const email = uniqueEmail('flood');
          const reply = await signUp({ email, source: 'signup_page' }, flooder);
          flood.push({ email, status: reply.status, retryAfter: reply.headers['retry-after'] as string | undefined });
        }
      };
      const steadyLoop = async () => {
        for (let i = 0; i < 20; i++) {
          const email = uniqueEmail('steady');
          steady.push({ email, status: (await signUp({ email, source: 'signup_page' }, reader)).status });
          await sleep(1000);
        }
      };
      await Promise.all([floodLoop(), floodLoop(), steadyLoop()]);

      expect(steady.map((s) => s.status)).toEqual(Array(20).fill(200));
      const refused = flood.filter((f) => f.status === 429);
      const accepted = flood.filter((f) => f.status === 200);
      expect(refused.length).toBeGreaterThan(accepted.length);
      expect(refused.every((f) => Number(f.retryAfter) > 0)).toBe(true);
      expect(flood.every((f) => f.status === 200 || f.status === 429)).toBe(true);
      // At most one window's allowance per minute that the 20 s touched.
      expect(accepted.length).toBeLessThanOrEqual(2 * routes.mailingListSignup.rateLimit!.requests);

      // Exactly one record per accepted address, none for a refused one.
      for (const { email } of [...accepted, ...steady])
        expect((await readerItems(email)).profiles, email).toHaveLength(1);
      for (const { email } of refused.slice(0, 50)) expect((await readerItems(email)).profiles, email).toHaveLength(0);
    },
  );

  it('explains a refusal in words on a page when a browser posted the form (the download button)', async () => {
    const browser = randomClient();
    const limit = routes.download.rateLimit!.requests;
    const press = () =>
      send('POST', '/api/download/not-a-real-token-but-long-enough-0123456789abcdef', {
        body: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
        from: browser,
      });
    // The limit is a window of the server's real clock: presses that straddle a window's end get a
    // second allowance, so the refusal comes after one to two allowances, never before the first.
    let allowed = 0;
    let refused = await press();
    for (; refused.status !== 429 && allowed < 2 * limit; refused = await press()) allowed++;
    expect(refused.status).toBe(429);
    expect(allowed).toBeGreaterThanOrEqual(limit);
    expect(String(refused.headers['content-type'])).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toMatch(/Too many requests from this address\. Please wait \d+ (seconds?|minutes)/);
  });
});

describe('pages whose address holds a token send no referrer, through the edge too', () => {
  it("keeps the page's own Referrer-Policy (the edge policy does not override it), and the site default elsewhere", async () => {
    const tokenPage = await send('GET', '/api/download/not-a-real-token-but-long-enough-0123456789abcdef');
    expect(tokenPage.status).toBe(404);
    expect(tokenPage.headers['referrer-policy']).toBe('no-referrer');
    expect((await send('GET', '/')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
