import { GROUP_DREAM_TEAM, type SubscriberGroup } from '../../contract/mailing-list';
import { SOURCE_ADDED_BY_AUTHOR, type ReaderSource, type ValidAddReader } from '../../contract/readers';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import {
  confirmNewOrPending,
  getSubscriber,
  mergeSignup,
  putConsent,
  type Subscriber,
} from '../../entities/subscriber';
import { erasedAmong } from '../../entities/reader-desk';
import { sendConfirmation } from '../mailing-list/signup';
import { cleanName } from '../mailing-list/names';
import { emailHash } from '../mailing-list/tokens';
import { rowOf } from './desk';

/**
 * Readers the author adds herself, one by hand or many by import. Either way she states how they
 * agreed to hear from her (kept as their consent record, as a sign-up keeps the form's words). If
 * she attests that they opted in, they are confirmed at once; otherwise each gets the same
 * confirmation email as a sign-up and joins only by confirming. An existing reader is never
 * changed this way (an unsubscribed reader stays unsubscribed), and an erased address can never
 * be added back: only the reader's own sign-up brings them back.
 */

export { emailHash };

/** Confirmation emails the author causes count against one client, as a sign-up form's do. */
const AUTHOR_CLIENT = 'author';

export interface NewReader {
  email: string;
  name?: string;
  lists: SubscriberGroup[];
  tags?: string[];
  source: ReaderSource;
  consentBasis: string;
  optedIn: boolean;
}

/** Writes a reader known to be new (consent first, as every sign-up); answers whether a confirmation email went out. */
export async function writeNewReader(deps: Deps, reader: NewReader): Promise<{ confirmationSent: boolean }> {
  const { email } = reader;
  const now = deps.now().toISOString();
  await putConsent(deps, {
    email,
    at: now,
    source: reader.source,
    consentVersion: reader.optedIn ? 'author-attested' : 'author-invited',
    consentText: reader.consentBasis,
    doubleOptIn: !reader.optedIn,
  });
  const fields = { email, name: reader.name, groups: reader.lists, source: reader.source, tags: reader.tags };
  if (reader.optedIn) {
    await confirmNewOrPending(deps, email, fields, now);
    return { confirmationSent: false };
  }
  await mergeSignup(deps, email, fields, now);
  const confirmationSent = await sendConfirmation(deps, {
    email,
    name: reader.name,
    client: AUTHOR_CLIENT,
    dreamTeam: reader.lists.includes(GROUP_DREAM_TEAM),
  });
  return { confirmationSent };
}

/** Why an address cannot be added, or null when it is new. */
export function refusalFor(
  existing: Pick<Subscriber, 'status' | 'suppressed'> | undefined,
  erased: boolean,
): string | null {
  if (erased) return 'This address was erased at the reader’s request. Only their own sign-up can bring them back.';
  if (existing?.suppressed) return 'This address bounced or marked an email as spam, so it gets no more mail.';
  if (existing?.status) return 'This reader is already on your list.';
  return null;
}

/** One reader added by hand: 409 when the address is on the list already, suppressed or erased. */
export async function addReader(deps: Deps, input: ValidAddReader) {
  const { email } = input;
  const [existing, erased] = await Promise.all([getSubscriber(deps, email), erasedAmong(deps, [emailHash(email)])]);
  const refusal = refusalFor(existing, erased.size > 0);
  if (refusal) throw new ConflictError(`${refusal}${existing?.status ? ' Open their page to change their tags.' : ''}`);
  const { confirmationSent } = await writeNewReader(deps, {
    ...input,
    email,
    name: cleanName(input.name),
    source: SOURCE_ADDED_BY_AUTHOR,
  });
  const message = input.optedIn
    ? `${email} is on your list, confirmed.`
    : confirmationSent
      ? `${email} is waiting to confirm: they were sent the confirmation email.`
      : `${email} is waiting to confirm, but no confirmation email went out: the hourly cap on confirmation emails was reached. They can sign up on the site themselves.`;
  return { reader: rowOf((await getSubscriber(deps, email))!), confirmationSent, message };
}
