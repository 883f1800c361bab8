/**
 * An SES event its function fails on: EventBridge invokes the SES events function asynchronously,
 * so Lambda runs the event again (SES_EVENTS_RETRY_ATTEMPTS times) and then sends it, with its
 * error, to the function's on-failure destination. The local feed does the same through
 * infra/local/async-invoke.ts; here with the function's real bundle and a table that refuses.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { overrideDeps, type Deps } from '../../functions/lib/deps';
import { SES_EVENTS_RETRY_ATTEMPTS } from '../../infra/constructs/background';
import { invokeAsync, localDeadLetters } from '../../infra/local/async-invoke';
import { simulatedEvents } from '../../infra/local/ses-event-feed';
import { sesEvents } from '../support/invoke';

const bounce = () =>
  simulatedEvents({
    messageId: `ses-${Date.now()}`,
    destination: { to: ['bounce+kept@simulator.amazonses.com'] },
    at: 1_700_000_000,
  })[0]!;

/** A table that refuses every call, as DynamoDB does when it throttles. */
const throttledTable = {
  send: async () => {
    throw Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
      name: 'ThrottlingException',
    });
  },
} as unknown as Deps['db'];

let restore = () => {};
afterEach(() => restore());

describe('an SES event the SES events function fails on', () => {
  it('is run three times, then kept in the local dead-letter queue with its payload and error', async () => {
    const queue = localDeadLetters(mkdtempSync(path.join(tmpdir(), 'author-site-dead-letters-')), 'sesEvents');
    const event = bounce();
    restore = overrideDeps({ db: throttledTable });
    const runs: unknown[] = [];
    const pauses: number[] = [];
    await invokeAsync(
      'sesEvents',
      (e) => {
        runs.push(e);
        return sesEvents(e);
      },
      event,
      { retryAttempts: SES_EVENTS_RETRY_ATTEMPTS, onFailure: queue, pause: async (retry) => void pauses.push(retry) },
    );
    expect(runs).toEqual([event, event, event]);
    expect(pauses).toEqual([1, 2]);
    const kept = await queue.read();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: 3 },
      requestPayload: event,
      responseContext: { functionError: 'Unhandled' },
      responsePayload: {
        errorType: 'ThrottlingException',
        errorMessage: 'Rate of requests exceeds the allowed throughput.',
      },
    });
  });

  it('is not kept when a retry succeeds', async () => {
    const queue = localDeadLetters(mkdtempSync(path.join(tmpdir(), 'author-site-dead-letters-')), 'sesEvents');
    restore = overrideDeps({ db: throttledTable });
    let runs = 0;
    await invokeAsync(
      'sesEvents',
      async (e) => {
        // The table is back for the second run.
        if (++runs === 2) restore();
        return sesEvents(e);
      },
      bounce(),
      { retryAttempts: SES_EVENTS_RETRY_ATTEMPTS, onFailure: queue, pause: async () => {} },
    );
    expect(runs).toBe(2);
    expect(await queue.read()).toEqual([]);
  });
});
