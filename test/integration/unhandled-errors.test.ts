/**
 * The line the stack's alarm counts (UNHANDLED_ERROR_LINE, infra/constructs/alerts.ts): a route's
 * real bundle writes it once for an error its code did not expect (here Secrets Manager failing
 * to give the MailerLite key), and not for its designed 503 "not connected".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overrideDeps } from '../../functions/lib/deps';
import { UNHANDLED_ERROR_LINE } from '../../functions/lib/log';
import { invoke } from '../support/invoke';

let restore = () => {};
afterEach(() => restore());

/** The JSON lines the functions write while `call` runs (the suite's silent log level lifted for it). */
async function linesOf(call: () => Promise<unknown>) {
  const before = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const infos = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await call();
    return [...errors.mock.calls, ...infos.mock.calls].map(
      ([line]) => JSON.parse(String(line)) as Record<string, unknown>,
    );
  } finally {
    errors.mockRestore();
    infos.mockRestore();
    process.env.LOG_LEVEL = before;
  }
}

const withKey = (apiKey: () => Promise<string | undefined>) =>
  (restore = overrideDeps({ mailerLite: { baseUrl: 'http://127.0.0.1:9', apiKey } }));

describe('the unhandled-error line', () => {
  it('is written once, naming the route and the error, for an error the code did not expect (answered 500)', async () => {
    withKey(async () => {
      throw Object.assign(new Error('User is not authorized to perform: secretsmanager:GetSecretValue'), {
        name: 'AccessDeniedException',
      });
    });
    let status = 0;
    const lines = await linesOf(async () => ({ status } = await invoke('listMailerLiteGroups')));
    expect(status).toBe(500);
    const alarmed = lines.filter((line) => line.message === UNHANDLED_ERROR_LINE);
    expect(alarmed).toHaveLength(1);
    expect(alarmed[0]).toMatchObject({
      level: 'error',
      route: 'GET /api/mailerlite/groups',
      error: { name: 'AccessDeniedException' },
    });
  });

  it('is not written for the designed 503 "not connected"', async () => {
    withKey(async () => undefined);
    let status = 0;
    const lines = await linesOf(async () => ({ status } = await invoke('listMailerLiteGroups')));
    expect(status).toBe(503);
    expect(lines.filter((line) => line.message === UNHANDLED_ERROR_LINE)).toEqual([]);
  });
});
