import {
  ARC_PLATFORM_LABELS,
  ARC_ROLE_LABELS,
  EBOOK_MAX_BYTES,
  type ApplicationState,
  type ArcRound,
  type InviteState,
} from '@contract/arc';
import { daysToDeadline, formatDeadline } from '@contract/deadline';

/** Every text of the ARC team's admin pages. */
const MB = 1024 * 1024;
/**
 * A round's review deadline in words, and how near it is, counted in the days of the zone it was
 * made in: "Friday, December 18, 2026 (in 21 days)".
 */
function deadlineWithDaysLeft({ deadline, timeZone }: Pick<ArcRound, 'deadline' | 'timeZone'>): string {
  const days = daysToDeadline(deadline, new Date(), timeZone);
  return `${formatDeadline(deadline)} (${days < 0 ? 'passed' : days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`})`;
}

export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  pending: 'Waiting for you',
  approved: 'Approved',
  declined: 'Declined',
  waitlisted: 'Waitlisted',
};
export const INVITE_STATE_LABELS: Record<InviteState, string> = {
  invited: 'invited',
  opened: 'opened',
  downloaded: 'downloaded',
  reviewed: 'reviewed',
  overdue: 'overdue',
  withdrawn: 'withdrawn',
};
export { ARC_PLATFORM_LABELS, ARC_ROLE_LABELS };

export const arcText = {
  applications: {
    heading: 'Dream Team applications',
    intro:
      'Every Dream Team sign-up is an application. Approve, waitlist or decline it; the reader gets the matching letter, with your note. An approved member can be taken off the team the same way: they are told so, and get no more invitations.',
    loading: 'Loading applications…',
    empty: 'No applications yet. They appear here when readers join on the Dream Team page.',
    members: (count: number) =>
      `${count === 1 ? '1 reader is' : `${count} readers are`} on the Dream Team: those you approved and those you added or imported with its list. A Dream Team newsletter goes to them, and an ARC round’s “All approved members” invites them.`,
    loadFailed: 'The applications could not be loaded',
    note: (email: string) => `Note to ${email} (optional)`,
    approve: 'Approve',
    waitlist: 'Waitlist',
    decline: 'Decline',
    remove: 'Remove from the team',
    deciding: 'Saving…',
    unconfirmed: 'Waiting for the reader to confirm their address',
    applied: 'Applied',
    history: 'History',
    filter: 'Show',
    all: 'All',
  },
  books: {
    heading: 'Books',
    intro:
      'The EPUBs you give out. Each upload is checked with the standard EPUB checker before it is kept; a new version replaces the file for the downloads and copies made from then on.',
    loading: 'Loading books…',
    empty: 'No books yet. Upload your first EPUB below.',
    loadFailed: 'The books could not be loaded',
    upload: 'Upload a book',
    file: 'EPUB file',
    fileHint: `An .epub of at most ${EBOOK_MAX_BYTES / MB} MB.`,
    title: 'Title',
    cover: 'Cover',
    noCover: 'No cover',
    submit: 'Upload book',
    uploading: 'Uploading…',
    uploaded: (title: string) => `${title} is uploaded and checked.`,
    versions: 'Versions',
    version: (n: number) => `Version ${n}`,
    newVersion: (title: string) => `New version of ${title}`,
    submitVersion: 'Upload version',
    versionUploaded: (n: number) => `Version ${n} is uploaded and checked.`,
    watermark: 'Watermark reader magnet downloads',
    watermarkHint: 'Each reader who downloads this free book gets a copy that names them.',
    sellAs: 'Sell on /books as',
    notSold: 'Not sold direct',
    sellAsHint:
      'Buy Direct sells this EPUB at the direct price on the book’s page: each buyer gets a copy that names them. Its button shows on the book’s pages once the book is set to “Sell the EPUB on this site” with a price (Site → the book) and you publish.',
    sellAsSaved: (title: string) =>
      `This EPUB is now the file of ${title}. Publish your site to show its Buy Direct button.`,
    sellAsNotSoldDirect: (title: string) =>
      `This EPUB is now the file of ${title}. To sell it, turn on “Sell the EPUB on this site” with a price for ${title} in Site, then publish.`,
    sellAsStopped: 'No longer sold direct. Publish your site to take its Buy Direct button off.',
    chooseFile: 'Choose an EPUB file first.',
    giveTitle: 'Give the book a title.',
    warnings: 'The EPUB checker’s warnings',
  },
  rounds: {
    heading: 'ARC rounds',
    intro:
      'Offer a book to your approved Dream Team members: each gets a private link to a copy that names them, and you see who read and reviewed it.',
    loading: 'Loading campaigns…',
    empty: 'No rounds yet.',
    noBooks: 'Upload a book first: a round gives out one of your books.',
    booksLink: 'Go to Books',
    loadFailed: 'The rounds could not be loaded',
    create: 'New round',
    book: 'Book',
    seats: 'Seats',
    deadline: 'Review deadline',
    instructions: 'Instructions',
    instructionsHint: 'What you would love reviewers to do; shown in the email and on their page.',
    platforms: 'Where to post reviews',
    reminder: 'Reminder days before the deadline',
    submit: 'Create round',
    creating: 'Creating…',
    invited: (invited: number, seats: number) => `${invited} of ${seats} seats`,
    reviewed: (n: number) => `${n} reviewed`,
    due: (round: ArcRound) => `Reviews due ${deadlineWithDaysLeft(round)}`,
  },
  round: {
    heading: (title: string) => `${title} ARC`,
    back: 'Back to ARC rounds',
    deadline: deadlineWithDaysLeft,
    loading: 'Loading the campaign…',
    loadFailed: 'The round could not be loaded',
    summary: 'Summary',
    invite: 'Invite',
    everyone: 'All approved members',
    byRole: 'By role',
    role: 'Role',
    picked: 'Picked readers',
    addresses: 'Addresses, one per line',
    send: 'Send invitations',
    sending: 'Sending…',
    skipped: 'Not invited',
    remind: 'Send reminder now',
    reminding: 'Sending…',
    export: 'Export CSV',
    exporting: 'Exporting…',
    exportFailed: 'The CSV could not be made',
    table: 'Invitees',
    empty: 'No one is invited yet.',
    columns: ['Reader', 'Role', 'State', 'Opened', 'Downloaded', 'Reminded', 'Reviews'],
    openedHint: 'Mail scanners open links too, so "opened" is a hint; downloads and reviews are the reader’s own.',
  },
  leak: {
    heading: 'Leak lookup',
    intro:
      'Found one of your books shared where it should not be? Upload the file, or paste a passage copied from it: every copy the site gives out carries its reader’s fingerprint.',
    file: 'Suspect EPUB',
    lookUpFile: 'Look up file',
    passage: 'Passage',
    passageHint: 'Paste text copied from the suspect book (a paragraph or more).',
    lookUpPassage: 'Look up passage',
    looking: 'Looking…',
    foundIn: (places: string[]) => `Found in: ${places.join(', ')}`,
    prepared: 'Prepared',
    /** A copy's reader who has changed address since the copy was made. */
    nowAt: 'Reader now at',
    downloaded: 'Downloaded',
    round: 'From the round',
    magnet: 'A reader magnet download',
    erasedReader: (maskedEmail: string) => `A reader since erased (${maskedEmail})`,
    erased: 'Erased',
  },
  notEpub: 'Only EPUB files (.epub) can be uploaded.',
  tooLarge: (max: number) => `The file is too large: an EPUB may be at most ${max / MB} MB.`,
  uploadUnreachable: 'The file could not be sent to storage. Check your connection and try again.',
  uploadRefused: (status: number) =>
    `Storage refused the file (status ${status}). Try again; if it keeps failing, the file may be too large.`,
};
