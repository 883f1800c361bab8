/**
 * A reader form that takes an address a stranger may type (the sign-up, "My books") replies
 * before any work on that address: it takes its per-client limit, hands the address on to run
 * after the reply (in the cloud an asynchronous invoke of its own function, since Lambda freezes a
 * function once it has replied), and replies. So the reply, and its timing, cannot tell whose
 * address it was. The order of the calls is tested, not milliseconds: the handler runs from its
 * built bundle with a starter that records the work and with clients that record every call.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { AfterReplyWork } from '../../functions/core/after-reply/event';
import { routes, type RouteName } from '../../functions/contract/routes';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { rateLimitKey } from '../../functions/entities/rate-limit-window';
import { bundledHandler } from '../../infra/local/bundles';
import { asRouteFunction } from '../../infra/local/iam-policies';
import { invoke, type InvokeOptions } from '../support/invoke';
import { mailTo, randomClient, subscriber, uniqueEmail } from './mailing-list-helpers';
import { buy } from './sales-helpers';
import { uniqueDomain } from './downloads-calls';

/** One call the handler made, in order: a client's (its input, lower-cased), or the work handed on, or the reply. */
type Step =
  { what: 'dynamodb' | 'ses'; input: string } | { what: 'handed-on'; work: AfterReplyWork } | { what: 'replied' };

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** Clients that record each call before making it, and a starter that records the work and runs none. */
function recordSteps(): Step[] {
  const steps: Step[] = [];
  const real = deps();
  const recorded = <C extends { send: (command: never) => Promise<unknown> }>(client: C, what: 'dynamodb' | 'ses') =>
    Object.assign(Object.create(client) as C, {
      send: (command: { input?: unknown }) => {
        steps.push({ what, input: JSON.stringify(command.input ?? {}).toLowerCase() });
        return client.send(command as never);
      },
    });
  restore = overrideDeps({
    db: recorded(real.db, 'dynamodb'),
    ses: recorded(real.ses, 'ses'),
    startAfterReply: async (work) => {
      steps.push({ what: 'handed-on', work: work as AfterReplyWork });
    },
  });
  return steps;
}

/** Posts the form, then marks the reply among the steps. */
async function post(name: RouteName, options: InvokeOptions, steps: Step[]) {
  const reply = await invoke(name, options);
  steps.push({ what: 'replied' });
  return reply;
}

/**
 * Runs the work handed on as the cloud does: the reader's function, invoked with it
 * (functions/http/dispatch.ts), with its own clients again (a paginator wants its own SDK's client).
 */
async function runHandedOn(route: RouteName, work: AfterReplyWork) {
  restore?.();
  restore = undefined;
  const handler = (await bundledHandler('reader')) as unknown as (
    event: { afterReply: AfterReplyWork },
    context: object,
  ) => Promise<APIGatewayProxyResultV2 | void>;
  await asRouteFunction(routes[route], () => handler({ afterReply: work }, {}));
}

const touches = (address: string) => (step: Step) =>
  (step.what === 'dynamodb' || step.what === 'ses') && step.input.includes(address);

/** The steps up to the reply: only the per-client limit's count, then the work handed on. */
function expectNothingOnTheAddressBeforeTheReply(steps: Step[], address: string, client: string) {
  const replied = steps.findIndex((step) => step.what === 'replied');
  const before = steps.slice(0, replied);
  expect(before.filter(touches(address)), 'calls on the address before the reply').toEqual([]);
  expect(
    before.filter((step) => step.what === 'ses'),
    'emails before the reply',
  ).toEqual([]);
  expect(before.map((step) => step.what)).toEqual(['dynamodb', 'handed-on']);
  const limit = (before[0] as { input: string }).input;
  expect(limit).toContain(`"pk":"${rateLimitKey('', 0, 0).pk.toLowerCase()}`);
  expect(limit).toContain(client);
}

describe('a reader form replies before any work on the address', () => {
  it('the sign-up: its limit taken, the address handed on, the reply; then the work writes the reader and sends the confirmation', async () => {
    const email = uniqueEmail('after-reply');
    const client = randomClient();
    const steps = recordSteps();
    const reply = await post('mailingListSignup', { body: { email, name: 'Ada' }, sourceIp: client }, steps);
    expect(reply.status, reply.text).toBe(200);
    expectNothingOnTheAddressBeforeTheReply(steps, email, client);
    const handedOn = steps.find((step) => step.what === 'handed-on')!.work;
    expect(handedOn).toEqual({ kind: 'signup', input: expect.objectContaining({ email, name: 'Ada', client }) });
    expect(await mailTo(email)).toEqual([]);

    await runHandedOn('mailingListSignup', handedOn);
    expect(await subscriber(email)).toMatchObject({ status: 'pending', name: 'Ada' });
    const [confirmation, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toMatch(/^Please confirm/);
  });

  it('"My books": its limit taken, the address handed on, the reply; then the work finds the orders and sends the link', async () => {
    const email = `buyer@${uniqueDomain('after-reply')}`;
    await buy({ email, ebookTitle: 'After Reply' });
    const receipts = (await mailTo(email)).length;
    const client = randomClient();
    const steps = recordSteps();
    const reply = await post('libraryRequest', { form: `email=${encodeURIComponent(email)}`, sourceIp: client }, steps);
    expect(reply.status, reply.text).toBe(200);
    expectNothingOnTheAddressBeforeTheReply(steps, email, client);
    const handedOn = steps.find((step) => step.what === 'handed-on')!.work;
    expect(handedOn).toEqual({ kind: 'library', email, client });
    expect(await mailTo(email)).toHaveLength(receipts);

    await runHandedOn('libraryRequest', handedOn);
    const mail = await mailTo(email);
    expect(mail).toHaveLength(receipts + 1);
    expect(mail.at(-1)!.subject).toBe('Your books');
    expect(mail.at(-1)!.body.text).toContain('/api/sales/library/');
  });
});
