import { randomBytes } from 'node:crypto';
import {
  ARC_CSV_COLUMNS,
  ARC_LINK_DAYS_AFTER_DEADLINE,
  ARC_PLATFORM_LABELS,
  ARC_ROLE_LABELS,
  type ArcRound,
  type ArcRoundDetail,
  type ArcHistoryEntry,
  type ArcInvite,
  type ArcRole,
  type CreateArcRound,
  type InviteState,
} from '../../contract/arc';
import { deadlineInstant, formatDeadline } from '../../contract/deadline';
import { DEFAULT_TIME_ZONE } from '../../contract/time-zone';
import { pathOf } from '../../contract/define-route';
import { readerIdOf } from '../../contract/readers';
import { routes } from '../../contract/routes';
import { invitationEmail, reminderEmail, type ArcLetterValues } from '../../emails/arc';
import {
  claimReminders,
  getArcRoundItem,
  listArcRoundItems,
  putArcRound,
  type ArcRoundItem,
} from '../../entities/arc-round';
import {
  addArcLink,
  invitesOf,
  invitesOfReader,
  markReminded,
  putInvite,
  withdrawInvite,
  type InviteItem,
} from '../../entities/arc-invite';
import { toCsv } from '../../lib/csv';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import { NotFoundError } from '../../lib/errors';
import { log } from '../../lib/log';
import { authorTimeZone } from '../admin/time-zone';
import { sendMarketingEmail } from '../mailing-list/emails';
import { recentAuthor } from '../site-content/published-content';
import { hashToken, newToken } from '../mailing-list/tokens';
import { findEbook } from './ebooks';
import { isActive, listMembers, readSubscribersFor } from './readers';

/**
 * ARC rounds: a book offered to approved members with seats, a review
 * deadline and a reminder; one private link per invitee; the table of who opened, downloaded and
 * reviewed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const toRound = (item: ArcRoundItem): ArcRound => ({
  id: item.id,
  bookId: item.bookId,
  bookTitle: item.bookTitle,
  seats: item.seats,
  deadline: item.deadline,
  timeZone: item.timeZone ?? DEFAULT_TIME_ZONE,
  instructions: item.instructions,
  platforms: item.platforms,
  reminderDaysBefore: item.reminderDaysBefore,
  createdAt: item.createdAt,
  invited: item.invited,
  reviewed: item.reviewed,
});

type RoundDeadline = Pick<ArcRoundItem, 'deadline' | 'timeZone'>;
/** The instant a round's deadline ends: the end of its day in the zone the round was made in. */
const roundEnds = (round: RoundDeadline) => deadlineInstant(round.deadline, round.timeZone);

export function inviteStateOf(
  invite: Pick<InviteItem, 'reviews' | 'downloads' | 'openedAt' | 'withdrawnAt'>,
  round: RoundDeadline,
  now: Date,
): InviteState {
  if (invite.withdrawnAt) return 'withdrawn';
  if (invite.reviews.length) return 'reviewed';
  if (now > roundEnds(round)) return 'overdue';
  if (invite.downloads > 0) return 'downloaded';
  return invite.openedAt ? 'opened' : 'invited';
}

const toInvite = (item: InviteItem, round: RoundDeadline, now: Date): ArcInvite => ({
  readerId: readerIdOf(item.email),
  email: item.email,
  ...(item.name ? { name: item.name } : {}),
  ...(item.role ? { role: item.role } : {}),
  state: inviteStateOf(item, round, now),
  invitedAt: item.createdAt,
  ...(item.openedAt ? { openedAt: item.openedAt } : {}),
  downloads: item.downloads,
  ...(item.downloadedAt ? { downloadedAt: item.downloadedAt } : {}),
  ...(item.remindedAt ? { remindedAt: item.remindedAt } : {}),
  reviews: item.reviews,
});

export async function createArcRound(
  deps: Deps,
  input: Omit<CreateArcRound, 'platforms'> & { platforms: ArcRound['platforms'] },
): Promise<ArcRound> {
  const book = await findEbook(deps, input.bookId);
  // The deadline is a day of the author's zone as it is now: the reader's page, the reminders and
  // the admin keep reading it there even if she changes her setting later.
  const timeZone = await authorTimeZone(deps);
  const item: ArcRoundItem = {
    id: randomBytes(6).toString('hex'),
    bookId: book.id,
    bookTitle: book.title,
    seats: input.seats,
    deadline: input.deadline,
    timeZone,
    instructions: input.instructions,
    platforms: input.platforms,
    reminderDaysBefore: input.reminderDaysBefore,
    createdAt: deps.now().toISOString(),
    invited: 0,
    reviewed: 0,
  };
  await putArcRound(deps, item);
  return toRound(item);
}

export const listArcRounds = async (deps: Deps) => (await listArcRoundItems(deps)).map(toRound);

export async function findArcRound(deps: Deps, roundId: string): Promise<ArcRoundItem> {
  const round = await getArcRoundItem(deps, roundId);
  if (!round) throw new NotFoundError('There is no such ARC round. Reload the list of rounds.');
  return round;
}

export async function getArcRound(deps: Deps, roundId: string): Promise<ArcRoundDetail> {
  const round = await findArcRound(deps, roundId);
  const now = deps.now();
  const invites = (await invitesOf(deps, roundId)).map((invite) => toInvite(invite, round, now));
  return { campaign: toRound(round), invites };
}

export const reviewCopyUrlOf = (deps: Pick<Deps, 'siteUrl'>, token: string) =>
  `${deps.siteUrl}${pathOf(routes.reviewCopyPage, { token })}`;

const letterValues = (deps: Deps, round: ArcRoundItem, name: string | undefined, token: string): ArcLetterValues => ({
  ...(name ? { name } : {}),
  bookTitle: round.bookTitle,
  deadline: formatDeadline(round.deadline),
  link: reviewCopyUrlOf(deps, token),
  platforms: round.platforms,
  instructions: round.instructions,
});

/** A private link works until some days after the deadline, so a late reader can still report. */
export const linkValidUntil = (round: ArcRoundItem) =>
  new Date(roundEnds(round).getTime() + ARC_LINK_DAYS_AFTER_DEADLINE * DAY_MS).toISOString();

export type InviteTarget = { kind: 'all' } | { kind: 'role'; role: ArcRole } | { kind: 'picked'; emails: string[] };

/**
 * Invites Dream Team members (`listMembers`), up to the seats left: each gets their invitation and
 * link in one transaction, then the email. A reader who cannot be invited is listed with the reason.
 */
export async function inviteToArcRound(deps: Deps, roundId: string, target: InviteTarget) {
  const round = await findArcRound(deps, roundId);
  const members = await listMembers(deps);
  const skipped: { email: string; reason: string }[] = [];
  let chosen = members;
  if (target.kind === 'role') chosen = members.filter((member) => member.role === target.role);
  if (target.kind === 'picked') {
    const picked = [...new Set(target.emails.map(normaliseEmail))];
    chosen = members.filter((member) => picked.includes(member.email));
    for (const email of picked)
      if (!chosen.some((member) => member.email === email))
        skipped.push({ email, reason: 'not an approved Dream Team member' });
  }
  const validUntil = linkValidUntil(round);
  let invited = 0;
  const sender = await recentAuthor(deps);
  for (const member of chosen) {
    const token = newToken();
    // The name the reader confirmed, never one an unconfirmed sign-up gave with the application.
    const name = member.name;
    const at = deps.now().toISOString();
    const outcome = await putInvite(
      deps,
      {
        campaignId: roundId,
        email: member.email,
        ...(name ? { name } : {}),
        role: member.role,
        createdAt: at,
        downloads: 0,
        reviews: [],
      },
      { tokenHash: hashToken(token), email: member.email, campaignId: roundId, validUntil },
      round.seats,
    );
    if (outcome === 'invited-before') {
      skipped.push({ email: member.email, reason: 'already invited' });
      continue;
    }
    if (outcome === 'full') {
      skipped.push({ email: member.email, reason: 'no seats left' });
      continue;
    }
    invited++;
    await sendMarketingEmail(deps, sender, {
      to: member.email,
      ...invitationEmail(sender, letterValues(deps, round, name, token)),
    });
  }
  const seatsLeft = round.seats - round.invited - invited;
  const message = `${invited} reader${invited === 1 ? '' : 's'} invited${skipped.length ? `, ${skipped.length} skipped` : ''}; ${seatsLeft} seat${seatsLeft === 1 ? '' : 's'} left.`;
  return { invited, skipped, seatsLeft, message };
}

/**
 * Reminds every invitee without a reported review. The table keeps only the hash of the invitation's
 * token, so the reminder carries a second token of the reader's own, for the same invitation.
 */
export async function sendReminders(deps: Deps, roundId: string): Promise<{ reminded: number; message: string }> {
  const round = await findArcRound(deps, roundId);
  const invites = await invitesOf(deps, roundId);
  const due = invites.filter((invite) => invite.reviews.length === 0 && !invite.withdrawnAt);
  const readers = await readSubscribersFor(
    deps,
    due.map((invite) => invite.email),
  );
  let reminded = 0;
  const sender = await recentAuthor(deps);
  for (const invite of due) {
    if (!isActive(readers.get(invite.email))) continue;
    const token = await reminderToken(deps, invite, round);
    const sent = await sendMarketingEmail(deps, sender, {
      to: invite.email,
      ...reminderEmail(sender, letterValues(deps, round, invite.name, token)),
    });
    if (!sent.sent) continue;
    await markReminded(deps, invite.email, roundId, deps.now().toISOString());
    reminded++;
  }
  return {
    reminded,
    message: reminded
      ? `Reminder sent to ${reminded} reader${reminded === 1 ? '' : 's'} without a reported review.`
      : 'Every invitee has reported a review: no one to remind.',
  };
}

/** Scheduled: each round whose reminder day has come and whose deadline has not passed, once. */
export async function sendDueReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  let rounds = 0;
  for (const round of await listArcRoundItems(deps)) {
    if (round.remindersSentAt) continue;
    const deadline = roundEnds(round);
    if (now > deadline || now.getTime() < deadline.getTime() - round.reminderDaysBefore * DAY_MS) continue;
    if (!(await claimReminders(deps, round.id, now.toISOString()))) continue;
    const { reminded } = await sendReminders(deps, round.id);
    log.info('ARC reminders sent', { campaignId: round.id, reminded });
    rounds++;
  }
  return rounds;
}

async function reminderToken(deps: Deps, invite: InviteItem, round: ArcRoundItem): Promise<string> {
  const token = newToken();
  await addArcLink(deps, hashToken(token), {
    email: invite.email,
    campaignId: round.id,
    validUntil: linkValidUntil(round),
  });
  return token;
}

/** A member taken off the team: their invitations whose links still work are withdrawn. How many. */
export async function withdrawOpenInvitations(deps: Deps, email: string): Promise<number> {
  const now = deps.now();
  let withdrawn = 0;
  for (const invite of await invitesOfReader(deps, email)) {
    if (invite.withdrawnAt) continue;
    const round = await getArcRoundItem(deps, invite.campaignId);
    if (!round || new Date(linkValidUntil(round)) <= now) continue;
    if (await withdrawInvite(deps, email, invite.campaignId, now.toISOString())) withdrawn++;
  }
  return withdrawn;
}

/** A reader's ARC rounds, newest first, for their page in the desk. */
export async function arcHistoryOf(deps: Deps, email: string): Promise<ArcHistoryEntry[]> {
  const now = deps.now();
  const entries: ArcHistoryEntry[] = [];
  for (const invite of await invitesOfReader(deps, email)) {
    const round = await getArcRoundItem(deps, invite.campaignId);
    if (!round) continue;
    const state = inviteStateOf(invite, round, now);
    entries.push({
      campaignId: round.id,
      bookTitle: round.bookTitle,
      deadline: round.deadline,
      state,
      invitedAt: invite.createdAt,
      downloads: invite.downloads,
      reviews: invite.reviews,
    });
  }
  return entries.sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
}

export async function exportArcRound(deps: Deps, roundId: string): Promise<{ filename: string; csv: string }> {
  const { campaign: round, invites } = await getArcRound(deps, roundId);
  const rows = invites.map((invite) => ({
    email: invite.email,
    name: invite.name ?? '',
    role: invite.role ? ARC_ROLE_LABELS[invite.role] : '',
    state: invite.state,
    invited: invite.invitedAt,
    opened: invite.openedAt ?? '',
    downloaded: invite.downloadedAt ?? '',
    downloads: String(invite.downloads),
    reminded: invite.remindedAt ?? '',
    reviews: invite.reviews.map((review) => `${ARC_PLATFORM_LABELS[review.platform]}: ${review.url}`).join('; '),
  }));
  const csv = toCsv(ARC_CSV_COLUMNS, rows);
  const slug =
    round.bookTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'campaign';
  return { filename: `arc-${slug}-${deps.now().toISOString().slice(0, 10)}.csv`, csv };
}
