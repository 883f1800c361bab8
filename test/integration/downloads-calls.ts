/** Calls of the download handler modules, as API Gateway would make them, and the mail store, for the downloads-*.test.ts files. */
import { randomUUID } from 'node:crypto';
import { SendBulkEmailCommand, type BulkEmailEntryResult, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { pathOf } from '../../functions/contract/define-route';
import type { BulkEmailJobProgress } from '../../functions/contract/downloads';
import { routes, type RouteName } from '../../functions/contract/routes';
import { handler as bulkGenerate } from '../../functions/http/downloads/bulk-generate-download-links';
import { handler as checkDownload } from '../../functions/http/downloads/check-download';
import { handler as download } from '../../functions/http/downloads/download';
import { handler as downloadPage } from '../../functions/http/downloads/download-page';
import { handler as generate } from '../../functions/http/downloads/generate-download-link';
import { handler as generateShared } from '../../functions/http/downloads/generate-shared-download-link';
import { handler as getJob } from '../../functions/http/downloads/get-bulk-email-job';
import { handler as retryJob } from '../../functions/http/downloads/retry-bulk-email-job';
import { handler as sendBulk } from '../../functions/http/downloads/send-bulk-download-emails';
import { handler as sendOne } from '../../functions/http/downloads/send-download-email';
import { inProcessJobsSettled } from '../../functions/core/bulk-email/start-worker';
import { apiGatewayEvent } from '../../infra/local/api-gateway-event';
import { endpoint } from '../../infra/local/settings';
import { testSettings } from '../support/stack-settings';

type Handler = (event: never, context: never) => Promise<unknown>;
const handlers = {
  generateDownloadLink: generate,
  bulkGenerateDownloadLinks: bulkGenerate,
  generateSharedDownloadLink: generateShared,
  downloadPage,
  checkDownload,
  download,
  sendDownloadEmail: sendOne,
  sendBulkDownloadEmails: sendBulk,
  getBulkEmailJob: getJob,
  retryBulkEmailJob: retryJob,
} satisfies Partial<Record<RouteName, Handler>>;

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

/** One call of a download route's handler module: JSON body, a form body (string) or none. */
export async function call(
  name: keyof typeof handlers,
  options: { params?: Record<string, string>; body?: unknown; form?: string; headers?: Record<string, string>; query?: string } = {},
): Promise<Answer> {
  const route = routes[name];
  const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const contentType = options.form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
  const event = apiGatewayEvent({
    route,
    rawPath: pathOf(route, options.params),
    rawQueryString: options.query,
    pathParameters: options.params,
    headers: { ...(body !== undefined ? { 'content-type': contentType } : {}), ...options.headers },
    body,
    claims: route.access === 'admin' ? { sub: 'test-author', username: 'author', 'cognito:groups': '[admin]' } : undefined,
  });
  const result = (await (handlers[name] as Handler)(event as never, {} as never)) as APIGatewayProxyStructuredResultV2;
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 0,
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** The token at the end of a download URL. */
export const tokenOf = (downloadUrl: string) => new URL(downloadUrl).pathname.split('/').pop()!;

/** A domain no other test uses, so this file's mail can be told apart in the shared mail store. */
export const uniqueDomain = (what: string) => `${what}-${randomUUID().slice(0, 8)}.test`;

export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
  at: number;
}

/** Mail the SES emulator captured for addresses at `domain`. */
export async function mailTo(domain: string): Promise<StoredEmail[]> {
  const reply = await fetch(`${endpoint(testSettings.ports.ses)}/store`);
  const { emails } = (await reply.json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.some((to) => to.endsWith(`@${domain}`)));
}

/** How many emails each address received. */
export function countByRecipient(emails: StoredEmail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const email of emails) for (const to of email.destination.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

/** Polls a job until its worker is done, then waits for the in-process worker to stop. */
export async function waitForJob(jobId: string, timeoutMs = 100_000): Promise<BulkEmailJobProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = (await call('getBulkEmailJob', { params: { jobId } })).json<BulkEmailJobProgress>();
    if (progress.status === 'done') {
      await inProcessJobsSettled();
      return progress;
    }
    if (Date.now() > deadline) throw new Error(`Job ${jobId} still running after ${timeoutMs} ms: ${JSON.stringify(progress).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * An SES client that sends through the real emulator client, except that it refuses the calls
 * whose number (0-based) is in `throttleCalls` with a ThrottlingException, answers
 * MESSAGE_REJECTED for addresses in `reject`, and TRANSIENT_FAILURE the first time it sees an
 * address in `transientOnce`. Refused entries are not passed on, so they are not "sent".
 */
export function flakySes(real: SESv2Client, faults: { throttleCalls?: Set<number>; reject?: Set<string>; transientOnce?: Set<string> }) {
  let calls = 0;
  const seen = new Set<string>();
  const log = { bulkCalls: 0, throttled: 0, destinations: 0 };
  const send = async (command: unknown) => {
    if (!(command instanceof SendBulkEmailCommand)) return real.send(command as never);
    const n = calls++;
    log.bulkCalls++;
    if (faults.throttleCalls?.has(n)) {
      log.throttled++;
      throw Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } });
    }
    const entries = command.input.BulkEmailEntries ?? [];
    log.destinations += entries.length;
    const fault = (to: string): BulkEmailEntryResult | undefined => {
      if (faults.reject?.has(to)) return { Status: 'MESSAGE_REJECTED', Error: 'Email address is on the account-level suppression list.' };
      if (faults.transientOnce?.has(to) && !seen.has(to)) {
        seen.add(to);
        return { Status: 'TRANSIENT_FAILURE', Error: 'Try again later.' };
      }
      return undefined;
    };
    const faults_ = entries.map((entry) => fault(entry.Destination!.ToAddresses![0]!));
    const passOn = entries.filter((_, i) => !faults_[i]);
    const results = passOn.length
      ? ((await real.send(new SendBulkEmailCommand({ ...command.input, BulkEmailEntries: passOn }))).BulkEmailEntryResults ?? [])
      : [];
    let next = 0;
    return { BulkEmailEntryResults: faults_.map((f) => f ?? results[next++]), $metadata: {} };
  };
  const client = Object.assign(Object.create(real) as SESv2Client, { send });
  return { client, log };
}
