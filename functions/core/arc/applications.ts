import { readerIdOf } from '../../contract/readers';
import { DEFAULT_ARC_ROLE, type Application, type ApplicationDecision, type ArcRole } from '../../contract/arc';
import { GROUP_DREAM_TEAM } from '../../contract/mailing-list';
import { decisionEmail } from '../../emails/arc';
import {
  decide,
  getApplication,
  listApplicationItems,
  putApplication,
  type ApplicationItem,
} from '../../entities/arc-application';
import { readSubscribers, setOnList, type Subscriber } from '../../entities/subscriber';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { sendMarketingEmail } from '../mailing-list/emails';
import { recentAuthor } from '../site-content/published-content';
import { withdrawOpenInvitations } from './rounds';
import { getSubscriber, isActive, listMembers, readSubscribersFor, type Member } from './readers';

/**
 * Dream Team applications. Every Dream Team sign-up is one; a repeated sign-up keeps the first
 * (and its history). The author decides once the reader has confirmed their address, and the
 * reader gets the matching letter; her decision is what puts them on the team's list or takes
 * them off it (`listMembers`).
 */

/** True when this is the reader's first application (a repeat keeps the first). */
export async function recordApplication(
  deps: Deps,
  input: { email: string; name?: string; role: ArcRole },
): Promise<boolean> {
  const at = deps.now().toISOString();
  return putApplication(deps, {
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

/** The application a member the author added or imported stands on: approved by her when she added them. */
const addedByAuthor = (member: Member, at: string): ApplicationItem => ({
  email: member.email,
  ...(member.name ? { name: member.name } : {}),
  role: member.role,
  state: 'approved',
  createdAt: at,
  history: [{ at, state: 'approved', note: ADDED_BY_AUTHOR_NOTE }],
});
export const ADDED_BY_AUTHOR_NOTE = 'Added to the Dream Team by you.';

/**
 * Every application, and every member who never applied (added or imported by the author), as
 * approved; and how many readers are on the team.
 */
export async function listApplications(deps: Deps): Promise<{ applications: Application[]; members: number }> {
  const [items, members] = await Promise.all([listApplicationItems(deps), listMembers(deps)]);
  const readers = await readSubscribersFor(
    deps,
    items.map((item) => item.email),
  );
  const added = members.filter((member) => !member.application);
  const addedAt = await readSubscribersAddedAt(deps, added);
  return {
    applications: [
      ...items.map((item) => toApplication(item, isActive(readers.get(item.email)))),
      ...added.map((member) => toApplication(addedByAuthor(member, addedAt.get(member.email)!), true)),
    ],
    members: members.length,
  };
}

/** When each reader joined (their record's creation). */
async function readSubscribersAddedAt(deps: Deps, members: Member[]): Promise<Map<string, string>> {
  if (!members.length) return new Map();
  const found = await readSubscribers(
    deps,
    members.map((member) => member.email),
    ['createdAt'],
  );
  return new Map(found.map((reader) => [reader.email, reader.createdAt ?? deps.now().toISOString()]));
}

/** A member the author added or imported, about to be decided on: their approval is written down first. */
async function recordAddedMember(deps: Deps, reader: Subscriber | undefined): Promise<ApplicationItem | undefined> {
  if (!reader?.groups?.has(GROUP_DREAM_TEAM)) return undefined;
  const item = addedByAuthor(
    { email: reader.email, ...(reader.name ? { name: reader.name } : {}), role: DEFAULT_ARC_ROLE },
    reader.createdAt ?? deps.now().toISOString(),
  );
  await putApplication(deps, item);
  return (await getApplication(deps, reader.email)) ?? item;
}

export async function decideApplication(
  deps: Deps,
  email: string,
  input: { decision: ApplicationDecision; note?: string },
): Promise<{ application: Application; message: string }> {
  const reader = await getSubscriber(deps, email);
  const current = (await getApplication(deps, email)) ?? (await recordAddedMember(deps, reader));
  if (!current) throw new NotFoundError(`${email} has not applied to the Dream Team.`);
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
  // The team is its list (listMembers): approving puts the reader on it, anything else takes them off.
  await setOnList(deps, email, GROUP_DREAM_TEAM, input.decision === 'approved', deps.now().toISOString());
  // Greeted by the name the reader confirmed: the application's may be a stranger's.
  const sender = await recentAuthor(deps);
  const letter = decisionEmail(sender, {
    decision: input.decision,
    role: updated.role,
    wasMember,
    ...(reader?.name ? { name: reader.name } : {}),
    ...(input.note ? { note: input.note } : {}),
  });
  const sent = await sendMarketingEmail(deps, sender, { to: email, ...letter });
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
