import { SEED_FREE_EBOOK_TITLE } from '../support/free-ebook-title';
/**
 * Helpers of the mailing-list integration tests. Requests go through the local server like a
 * browser's, each from its own loopback address (127.x.y.z), so the sign-up route's per-client
 * limit counts each test's clients apart, as it would count readers on different networks.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { queryPartition } from '../../functions/entities/table';
import { expect } from 'vitest';
import { getSubscriber } from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { subscriberKey } from '../../functions/entities/subscriber';
import { endpoint, LOCAL_AFTER_REPLY_SETTLED_PATH } from '../../infra/local/settings';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { headerOf, isTo, readMailStore, type StoredMail } from '../support/mail-store';
import { testSettings } from '../support/stack-settings';

/** A loopback address other than 127.0.0.1 (which the contract tests use). */
export const randomClient = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** An address no other test uses, so its mail can be picked out of the shared SES store. */
export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 12)}@example.com`;

/**
 * A request from its own client address (see `randomClient`), so rate limits see separate readers.
 * Once it has its reply, it waits for the work the server's forms left for after their reply (a
 * sign-up's email, say: functions/core/after-reply/), so what follows reads what that work did.
 */
export async function send(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; from?: string } = {},
) {
  const reply = await rawRequest(method, path, { ...options, from: options.from ?? randomClient() });
  await afterReplySettledOnServer();
  return reply;
}

/** Waits for the local server's after-reply work to end (`LOCAL_AFTER_REPLY_SETTLED_PATH`). */
export async function afterReplySettledOnServer(): Promise<void> {
  const reply = await rawRequest('GET', LOCAL_AFTER_REPLY_SETTLED_PATH);
  expect(reply.status, 'the local server answers when its after-reply work has settled').toBe(204);
}

export const signUp = (body: Record<string, unknown>, from?: string) =>
  send('POST', '/api/newsletter/signup', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    from,
  });

/** A form post as a browser (or a mail provider's one-click) sends it. */
export const postForm = (path: string, body = '', contentType = 'application/x-www-form-urlencoded') =>
  send('POST', path, { body, headers: { 'content-type': contentType } });

export { headerOf, type StoredMail };

/** The mail the SES emulator holds for one address, oldest first. */
export const mailTo = async (address: string) =>
  (await readMailStore(endpoint(testSettings.ports.ses))).filter(isTo(address));

/** How many mails went to any of `addresses`, from one read of the store (it holds every mail of the worker's stack). */
export async function mailCountTo(addresses: readonly string[]): Promise<number> {
  const wanted = new Set(addresses);
  return (await readMailStore(endpoint(testSettings.ports.ses))).filter((mail) =>
    mail.destination.to.some((to) => wanted.has(to)),
  ).length;
}

/** The site path of the first link to `prefix` in a mail's text. */
export function linkIn(mail: StoredMail, prefix: string): string {
  const match = new RegExp(`${testSettings.siteUrl}(${prefix}[A-Za-z0-9_%-]+)`).exec(mail.body.text ?? '');
  expect(match, `no ${prefix} link in: ${mail.body.text}`).not.toBeNull();
  return match![1]!;
}

export const subscriber = (email: string) => getSubscriber(deps(), email);

/** Every item in the reader's partition: the profile and one consent record per sign-up. */
export async function readerItems(email: string) {
  const Items = await queryPartition(deps(), subscriberKey(email).pk);
  return {
    profiles: Items.filter((i) => i.sk === 'PROFILE'),
    consents: Items.filter((i) => String(i.sk).startsWith('CONSENT#')),
  };
}

/** The free ebook's email, which a reader is sent by itself once they confirm. */
export const isFreeEbookMail = (mail: StoredMail) => mail.subject.includes(SEED_FREE_EBOOK_TITLE);

/** The welcome email of a reader who just confirmed: the one before the free ebook's, which comes last. */
export async function welcomeBeforeFreeEbook(email: string): Promise<StoredMail> {
  const [welcome, freeEbook] = (await mailTo(email)).slice(-2);
  expect(isFreeEbookMail(freeEbook!), 'the free ebook follows the welcome').toBe(true);
  return welcome!;
}

/** Signs up and confirms through the emailed link and the page's button; returns the welcome email. */
export async function signUpAndConfirm(email: string, extra: Record<string, unknown> = {}): Promise<StoredMail> {
  expect((await signUp({ email, ...extra })).status).toBe(200);
  const [confirmation] = await mailTo(email);
  expect(confirmation, 'confirmation email').toBeDefined();
  const reply = await postForm(linkIn(confirmation!, '/api/newsletter/confirm/'));
  expect(reply.status, reply.text).toBe(200);
  const mail = await mailTo(email);
  expect(mail).toHaveLength(3);
  expect(isFreeEbookMail(mail[2]!)).toBe(true);
  return mail[1]!;
}

const CHANGE_EMAIL = '/api/newsletter/change-email/';

/** The latest mail to `address`, once one has arrived. */
export async function waitForMail(address: string) {
  for (let i = 0; i < 50; i++) {
    const found = await mailTo(address);
    if (found.length) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/**
 * Moves a subscription to `to` as the reader does, from the token of their preference link: the
 * link sent to the new address is pressed, then the one sent to the old address to approve.
 */
export async function moveSubscription(token: string, from: string, to: string): Promise<void> {
  const asked = await invoke('mailingListChangeEmail', {
    params: { token },
    form: `email=${encodeURIComponent(to)}`,
    sourceIp: randomClient(),
  });
  expect(asked.text).toContain('Check your new inbox');
  const press = (mail: StoredMail) =>
    invoke('mailingListEmailChange', { params: { token: linkIn(mail, CHANGE_EMAIL).split('/').pop()! } });
  expect((await press(await waitForMail(to))).text).toContain('One more step');
  const approval = (await mailTo(from)).filter((mail) => /approve/i.test(mail.subject)).at(-1)!;
  expect((await press(approval)).text).toContain('Your subscription has moved');
}
