import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS, SIGNUP_SOURCES } from '@contract/mailing-list';
import { SIGNUP_SOURCE_DREAM_TEAM } from '@contract/constants';
import { formatDeadline } from '@contract/deadline';
import {
  IMPORT_INVITE_MAX,
  IMPORT_MAX_ROWS,
  SOURCE_ADDED_BY_AUTHOR,
  SOURCE_IMPORTED,
  SOURCE_PREFERENCE_PAGE,
  type ReaderSource,
  type RecordState,
} from '@contract/readers';

import { count } from '../../lib/count';

/** The words of the subscriber desk (/admin/readers): not in the spec, chosen here. */
export const readerText = {
  heading: 'Readers',
  intro:
    'Everyone on your list: search, filter, tag, add, import and export them, and see what each one agreed to and was sent.',
  add: 'Add a reader',
  import: 'Import CSV',
  export: 'Export CSV',
  exporting: 'Exporting…',
  exported: (n: number) => ({ title: 'Export ready', description: `${count(n, 'reader', 'readers')} in the file.` }),
  exportFailed: 'Export failed',
  search: 'Search',
  searchHint: 'Part of an address or a name.',
  filters: 'Filters',
  any: 'Any',
  state: 'State',
  list: 'List',
  source: 'Source',
  tag: 'Tag',
  from: 'Signed up from',
  to: 'Signed up until',
  clear: 'Clear filters',
  states: {
    confirmed: 'Confirmed',
    pending: 'Waiting to confirm',
    unsubscribed: 'Unsubscribed',
    suppressed: 'Bounced or spam',
    buyer: 'Bought direct, not on the list',
  } satisfies Record<RecordState, string>,
  lists: { [GROUP_VORACIOUS_READERS]: 'Voracious Readers', [GROUP_DREAM_TEAM]: 'Dream Team' } as Record<string, string>,
  sources: {
    [SIGNUP_SOURCE_DREAM_TEAM]: 'Dream Team page',
    newsletter_prompt: 'Sign-up prompt',
    signup_page: 'Sign-up page',
    [SOURCE_ADDED_BY_AUTHOR]: 'Added by you',
    [SOURCE_IMPORTED]: 'Imported',
    [SOURCE_PREFERENCE_PAGE]: 'Preference page (subscribed again)',
  } satisfies Record<ReaderSource, string>,
  signupSources: SIGNUP_SOURCES,
  loading: 'Loading readers…',
  loadError: 'The readers could not be loaded.',
  emptyHeading: 'No readers yet',
  emptyText: 'Readers appear here as they sign up. You can also add one by hand or import a CSV file.',
  noMatch: 'No reader matches this search.',
  tableLabel: 'Readers, newest first',
  columns: { reader: 'Reader', state: 'State', lists: 'Lists', tags: 'Tags', signedUp: 'Signed up' },
  showing: (from: number, to: number) => `Readers ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')}`,
  newer: 'Newer',
  older: 'Older',
  updating: 'Updating…',
  record: {
    back: 'Back to readers',
    notFound: 'This reader is not on your list: they may have been erased.',
    loading: 'Loading the reader…',
    loadError: 'The reader could not be loaded.',
    facts: 'Details',
    email: 'Email',
    name: 'Name',
    noName: 'No name given',
    signedUp: 'Signed up',
    firstOrder: 'First order',
    buyerOnly:
      'This address bought a book direct and never joined your list, so it gets no newsletter and takes no tags. Its orders are below; the receipt and the thank-you page offered the list.',
    confirmed: 'Confirmed',
    unsubscribed: 'Unsubscribed',
    suppressed: 'Suppressed',
    sources: 'Came from',
    consents: 'Consent',
    noConsents: 'No consent record: this reader signed up before records were kept.',
    /** A buyer who never joined the list has no consent to record. */
    buyerNoConsents: 'Bought a book; never signed up to the list.',
    doubleOptIn: 'confirmed by email',
    singleOptIn: 'without email confirmation',
    mails: 'Newsletters sent',
    noMails: 'No newsletter has been sent to this reader yet.',
    outcomes: {
      sent: 'Sent',
      delivered: 'Delivered',
      opened: 'Opened',
      clicked: 'Clicked a link',
      bounced: 'Bounced',
      complained: 'Marked as spam',
    },
    downloads: 'Downloads',
    noDownloads: 'No downloads yet.',
    arc: 'ARC history',
    noArc: 'Not invited to any ARC round yet.',
    orders: 'Books bought direct',
    noOrders: 'No books bought direct with this address.',
    orderStates: { paid: 'paid', refunded: 'refunded', disputed: 'disputed' },
    orderRefunded: (amount: string) => `${amount} refunded`,
    arcDue: (deadline: string) => `reviews due ${formatDeadline(deadline)}`,
    review: 'Review',
    downloadCount: (n: number) => count(n, 'download', 'downloads'),
  },
  tags: {
    heading: 'Tags',
    hint: 'Your own labels: search by them, and send a newsletter to readers with a tag. Separate tags with commas.',
    label: 'Tags',
    none: 'No tags yet.',
    save: 'Save tags',
    saving: 'Saving…',
    saved: 'Tags saved',
  },
  erase: {
    heading: 'Erase this reader',
    explain:
      'For a reader who asks you to forget them: everything the site holds about them is deleted, and only a scrambled fingerprint of their address is kept (it cannot be turned back into the address), so no import can add them back. They can still sign up again themselves. This cannot be undone.',
    button: 'Erase reader…',
    title: 'Erase this reader for good?',
    description: (email: string) =>
      `Type ${email} to confirm. Their profile, consent records, emails sent and download links are deleted.`,
    confirmLabel: 'Their email address',
    confirm: 'Erase for good',
    cancel: 'Keep them',
    close: 'Close',
    erasing: 'Erasing…',
    done: 'Reader erased',
    mismatch: 'Type the reader’s address exactly to confirm.',
  },
  form: {
    heading: 'Add a reader',
    intro: 'For someone who asked to join your list in person, by email or on paper.',
    email: 'Email address',
    name: 'Name',
    lists: 'Lists',
    tags: 'Tags',
    tagsHint: 'Optional; separate tags with commas.',
    consentBasis: 'How did they agree to hear from you?',
    consentBasisHint:
      'Kept as their consent record, like the words of a sign-up form. For example: “Signed my mailing list sheet at the Leeds book fair, 12 October.”',
    optedIn: 'They have already opted in to my emails',
    optedInHint: `Ticked: they join confirmed. Not ticked: they are sent the confirmation email and join only if they confirm.`,
    submit: 'Add reader',
    submitting: 'Adding…',
  },
  importing: {
    heading: 'Import readers from a CSV file',
    intro: `A header row naming an “email” column, then one reader a line; “name”, “lists” (voracious-readers, dream-team) and “tags” columns are read too, others are ignored. At most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} readers a file. A file this desk exported imports without changing anything.`,
    file: 'CSV file',
    consentBasis: 'How did these readers agree to hear from you?',
    consentBasisHint:
      'Kept as each new reader’s consent record. For example: “Subscribed through my MailerLite form between 2022 and 2025.”',
    optedIn: 'These readers have already opted in to my emails',
    optedInHint: `Not ticked: each new reader is sent the confirmation email (at most ${IMPORT_INVITE_MAX} a file) and joins only by confirming. Existing readers only gain the file’s tags: their lists and state never change, and erased readers are never added back.`,
    submit: 'Import',
    submitting: 'Importing…',
    noFile: 'Choose a CSV file first.',
    reportHeading: 'Import finished',
    figures: {
      rows: 'Rows read',
      added: 'Added',
      updated: 'Gained tags',
      unchanged: 'Already there, unchanged',
      confirmationsSent: 'Confirmation emails sent',
    },
    problems: 'Rows not imported',
    line: 'Line',
    reason: 'Why',
    moreProblems: (n: number) => `…and ${count(n, 'more row', 'more rows')} with problems.`,
  },
  readers: (n: number) => count(n, 'reader', 'readers'),
} as const;

export const formatDay = (iso: string) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '';
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** Tags typed in one field: split at commas, trimmed, empty ones left out. */
export const tagsFrom = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
