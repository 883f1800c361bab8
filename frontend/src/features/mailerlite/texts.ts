import { MAILERLITE_SYNC_GROUP_NAME } from '@contract/mailerlite';

const count = (n: number) => n.toLocaleString('en-US');

/** The MailerLite tools' texts (docs/SPEC.md §7's `{email-service}`). Strings the spec gives exactly (docs/SPEC.md §8) are marked SPEC. */
export const mailerLiteText = {
  heading: 'MailerLite',
  explain: `The site keeps the list; MailerLite gets a copy of the active Voracious Readers in its “${MAILERLITE_SYNC_GROUP_NAME}” group.`,
  sync: {
    heading: 'Sync subscribers',
    button: 'Sync with MailerLite',
    busy: 'Syncing…',
    figures: { successful: 'In the group', failed: 'Refused', removed: 'Removed', remaining: 'Still to sync' },
    remainingNote: 'MailerLite’s rate limit stopped this run early: sync again to carry on.',
    errorsHeading: 'Refused by MailerLite',
  },
  groups: {
    heading: 'Groups',
    button: 'Load groups',
    reload: 'Reload groups',
    busy: 'Loading…',
    count: (n: number) => (n === 1 ? '1 group' : `${count(n)} groups`),
    active: (n: number | undefined) => (n === undefined ? '' : `${count(n)} active`),
    empty: 'The account has no groups yet.',
  },
  add: {
    heading: 'Add a subscriber',
    label: 'Email address',
    placeholder: 'reader@example.com',
    button: 'Add to MailerLite',
    busy: 'Adding…',
    required: 'Please enter an email address.',
    added: (email: string) => `${email} is in the ${MAILERLITE_SYNC_GROUP_NAME} group.`,
  },
  toasts: {
    /** SPEC */
    syncFailed: { title: 'Sync Failed', description: 'Failed to sync subscribers' },
    groupsFailed: 'Failed to Fetch Groups',
    addFailed: 'Add Failed',
    /** Not in the spec. */
    groupsFailedFallback: 'Failed to fetch groups',
    addFailedFallback: 'Failed to add subscriber',
    synced: (successful: number) => ({
      title: 'Sync Complete',
      description: `${count(successful)} subscribers are in the ${MAILERLITE_SYNC_GROUP_NAME} group`,
    }),
    added: (email: string) => ({ title: 'Subscriber Added', description: `${email} was added to MailerLite` }),
  },
} as const;
