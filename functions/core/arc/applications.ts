import { readerIdOf } from '../../contract/readers';
import type { Application, ApplicationDecision, ArcRole } from '../../contract/arc';
import { decisionEmail } from '../../emails/arc';
import {
  decide,
  getApplication,
  listApplicationItems,
  putApplication,
  type ApplicationItem,
} from '../../entities/arc-application';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { sendMarketingEmail } from '../mailing-list/emails';
import { withdrawOpenInvitations } from './rounds';
import { getSubscriber, isActive, readSubscribersFor } from './readers';

/**
 * Dream Team applications. Every Dream Team sign-up is one; a repeated sign-up
 * keeps the first (and its history). The author decides once the reader has confirmed their
 * address, and the reader gets the matching letter.
 */

export async function recordApplication(
  deps: Deps,
  input: { email: string; name?: string; role: ArcRole },
): Promise<void> {
  const at = deps.now().toISOString();
  await putApplication(deps, {
    email: normaliseEmail(input.email),
    ...(input.name ? { name: input.name } : {}),
    role: input.role,
    state: 'pending',
    createdAt: at,
    history: [{ at, state: 'pending' }],
  });
}

const toApplication = (item: ApplicationItem, confirmed: boolean): Application => ({
  id: readerIdOf(item.email),
  email: item.email,
  ...(item.name ? { name: item.name } : {}),
  role: item.role,
  state: item.state,
  appliedAt: item.createdAt,
  confirmed,
  ...(item.note ? { note: item.note } : {}),
  history: item.history,
});

export async function listApplications(deps: Deps): Promise<Application[]> {
  const items = await listApplicationItems(deps);
  const readers = await readSubscribersFor(
    deps,
    items.map((item) => item.email),
  );
  return items.map((item) => toApplication(item, isActive(readers.get(item.email))));
}

export async function decideApplication(
  deps: Deps,
  email: string,
  input: { decision: ApplicationDecision; note?: string },
): Promise<{ application: Application; message: string }> {
  const current = await getApplication(deps, email);
  if (!current) throw new NotFoundError(`${email} has not applied to the Dream Team.`);
  const reader = await getSubscriber(deps, email);
  if (!isActive(reader)) {
    throw new ConflictError(
      reader?.status === 'pending'
        ? `${email} has not confirmed their address yet, so they cannot be answered. Decide once they have confirmed.`
        : `${email} is no longer on the mailing list (unsubscribed or bouncing), so no letter can reach them.`,
    );
  }
  const updated = await decide(deps, email, {
    at: deps.now().toISOString(),
    state: input.decision,
    ...(input.note ? { note: input.note } : {}),
  });
  if (!updated) throw new NotFoundError(`${email} has not applied to the Dream Team.`);
  // Declining or waitlisting an approved member takes them off the team: a letter that says so.
  const wasMember = current.state === 'approved';
  // Greeted by the name the reader confirmed: the application's may be a stranger's.
  const letter = decisionEmail({
    decision: input.decision,
    role: updated.role,
    wasMember,
    ...(reader?.name ? { name: reader.name } : {}),
    ...(input.note ? { note: input.note } : {}),
  });
  const sent = await sendMarketingEmail(deps, { to: email, ...letter });
  const word = (
    wasMember
      ? { approved: 'approved', declined: 'taken off the team', waitlisted: 'off the team until a seat opens' }
      : { approved: 'approved', declined: 'declined', waitlisted: 'put on the waiting list' }
  )[input.decision];
  // Off the team, the review copies still on offer to them are withdrawn too.
  const withdrawn = wasMember && input.decision !== 'approved' ? await withdrawOpenInvitations(deps, email) : 0;
  const links = withdrawn
    ? ` Their ${withdrawn === 1 ? 'review copy link is' : `${withdrawn} review copy links are`} withdrawn.`
    : '';
  return {
    application: toApplication(updated, true),
    message:
      (sent.sent
        ? `${email} is ${word}, and the letter is on its way.`
        : `${email} is ${word}, but no letter was sent: they have just left the list.`) + links,
  };
}
