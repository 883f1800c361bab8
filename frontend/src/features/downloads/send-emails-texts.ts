import { PER_SUBSCRIBER_LINK_HOURS, SHARED_LINK_HOURS } from '@contract/constants';
import { LIBRARY_LINK_DAYS } from '@contract/sales';
import { bulkJobText } from '../../components/bulk-job/texts';

import { count } from '../../lib/count';

/**
 * The email-sending page's texts (admin only, kept with the feature). Strings the spec gives
 * exactly (docs/SPEC.md §8) are marked SPEC.
 */
export const sendEmailsText = {
  heading: 'Send emails',
  intro: 'Email the free ebook to the Voracious Readers, one at a time or all at once, and share a link anywhere.',
  downloadsLink: 'Generate and copy links on the Download campaign page',
  summary: {
    heading: 'Summary',
    subscribers: 'Voracious Readers',
    loading: 'Loading…',
    loadError: 'The subscribers could not be loaded.',
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    ebook: 'Ebook',
    links: 'Link lifetime',
    linksValue: `${PER_SUBSCRIBER_LINK_HOURS} hours per subscriber; shared links ${SHARED_LINK_HOURS} hours unless you choose otherwise`,
  },
  shared: {
    heading: 'Shared link',
    explain: 'One link anyone can use, for a post or a message. It does not name a subscriber.',
    hoursLabel: 'Hours until it expires',
    hoursHint: (min: number, max: number) => `From ${min} to ${max} hours (30 days).`,
    hoursError: (min: number, max: number) => `Enter a whole number of hours from ${min} to ${max}.`,
    generate: 'Generate shared link',
    generating: 'Generating…',
    urlLabel: 'Shared link',
    expires: (when: string) => `Expires ${when}`,
    copy: 'Copy link',
    copied: 'Copied',
  },
  bulk: {
    heading: 'Send to all subscribers',
    explain: `Each subscriber gets an email with a link to their own library, which keeps the ebook; the link works ${LIBRARY_LINK_DAYS} days. Addresses that unsubscribed or bounced are skipped.`,
    button: (n: number) => `Send to ${count(n, 'subscriber', 'subscribers')}`,
    noSubscribers: 'There are no subscribers to send to.',
    waitingForSubscribers: 'Waiting for the subscriber list.',
    confirmTitle: 'Send the download email?',
    confirmDescription: (n: number, title: string) =>
      `${count(n, 'subscriber', 'subscribers')} will each get an email with ${title} in their own library. This cannot be undone.`,
    confirm: (n: number) => `Send ${count(n, 'email', 'emails')}`,
    cancel: 'Cancel',
    close: 'Close',
    starting: 'Starting…',
    onlyNotHad: 'Only readers who have not had it yet',
    onlyNotHadHint: 'Leaves out readers who got the free ebook when they confirmed or from an earlier send.',
  },
  subscribers: {
    heading: 'Subscribers',
    explain: `Send one subscriber the email (the ebook in their library), or make them a ${PER_SUBSCRIBER_LINK_HOURS}-hour download link to send yourself.`,
    searchLabel: 'Find a subscriber',
    searchPlaceholder: 'name@example.com',
    shown: (shown: number, total: number) =>
      shown < total
        ? `Showing ${shown} of ${total.toLocaleString('en-US')}: type to narrow the list.`
        : `${count(total, 'subscriber', 'subscribers')}.`,
    noMatch: 'No subscriber matches.',
    empty: 'No confirmed subscribers yet.',
    send: 'Send email',
    sending: 'Sending…',
    sent: 'Email sent.',
    sendFor: (email: string) => `Send email to ${email}`,
    link: 'Generate link',
    linking: 'Generating…',
    linkFor: (email: string) => `Generate link for ${email}`,
    copy: 'Copy',
    copied: 'Copied',
    copyFor: (email: string) => `Copy link for ${email}`,
    expires: (when: string) => `Expires ${when}`,
  },
  preview: {
    heading: 'Email preview',
    explain: `What each subscriber receives. The link to their own library replaces {{libraryUrl}}, its expiry (${LIBRARY_LINK_DAYS} days on) {{expiresAt}}, their unsubscribe link {{unsubscribeUrl}} and their preference page {{preferencesUrl}}.`,
    subject: 'Subject',
    frameTitle: 'Preview of the download email',
    plainText: 'Plain-text version',
  },
  toasts: {
    /** SPEC */
    emailSendFailed: { title: 'Email Send Failed', description: 'Failed to send email' },
    bulkSendFailed: bulkJobText.sendFailedToast,
    linkGenerationFailed: 'Link Generation Failed',
    copyFailed: { title: 'Error', description: 'Failed to copy to clipboard' },
    /** Not in the spec. */
    linkFailedFallback: 'Failed to generate the download link',
    emailSent: (email: string) => ({ title: 'Email Sent', description: `Download email sent to ${email}` }),
    bulkStarted: (total: number) => ({
      title: 'Sending Started',
      description: `Sending ${count(total, 'email', 'emails')}`,
    }),
    sharedLinkReady: { title: 'Shared Link Ready', description: 'Copy it and share it anywhere' },
    linkReady: (email: string) => ({ title: 'Link Ready', description: `Download link for ${email} generated` }),
    linkCopied: { title: 'Copied', description: 'Download link copied to clipboard' },
  },
} as const;
