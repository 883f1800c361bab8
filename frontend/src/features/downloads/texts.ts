import { PER_SUBSCRIBER_LINK_HOURS } from '@contract/constants';

/**
 * The download campaign's texts (admin only, so kept with the feature rather than in the readers'
 * content/ui-text.ts). Strings the spec gives exactly (docs/SPEC.md §8) are marked SPEC.
 */
export const downloadsText = {
  heading: 'Download campaign',
  intro: (title: string, filename: string) =>
    `Give each Voracious Reader their own link to ${title} (${filename}). Each link works for ${PER_SUBSCRIBER_LINK_HOURS} hours.`,
  sendEmailsLink: 'Email the links from Send emails',
  stepLabel: (n: number) => `Step ${n}`,
  sendOnConfirm: {
    heading: 'Free ebook for new readers',
    explain: (title: string) =>
      `When a reader confirms their subscription, they get ${title} by email at once, one time only. Turn this off to send it yourself instead.`,
    label: 'Send the free ebook when a reader confirms',
    turnedOn: { title: 'Turned on', description: 'New readers get the free ebook when they confirm.' },
    turnedOff: { title: 'Turned off', description: 'New readers no longer get the free ebook when they confirm.' },
    saveFailed: { title: 'Not saved', description: 'The setting could not be saved. Please try again.' },
    loadFailed: 'The setting could not be read. Reload the page to try again.',
  },
  file: {
    heading: 'Test that the file exists',
    explain:
      'Makes a test link and checks that the ebook’s file is in place for readers to download. Nothing is counted or sent.',
    button: 'Test file availability',
    busyButton: 'Testing…',
    status: {
      unknown: 'Not tested yet.',
      checking: 'Testing the file…',
      /** SPEC. The other outcomes show their toast's title and description. */
      ready: 'File Ready!',
    },
  },
  subscribers: {
    heading: 'Load subscribers',
    explain: 'The Voracious Readers who confirmed their address and have not unsubscribed.',
    button: 'Load subscribers',
    reloadButton: 'Reload subscribers',
    busyButton: 'Loading…',
    status: {
      idle: 'Not loaded yet.',
      loading: 'Loading subscribers…',
      loaded: (count: number) =>
        count === 1 ? '1 subscriber loaded.' : `${count.toLocaleString('en-US')} subscribers loaded.`,
      empty: 'No confirmed subscribers yet.',
      error: 'The subscribers could not be loaded.',
    },
    listLabel: 'Loaded subscribers',
  },
  generate: {
    heading: 'Generate links',
    explain: `One personal link per subscriber, valid ${PER_SUBSCRIBER_LINK_HOURS} hours.`,
    button: 'Generate download links',
    busyButton: 'Generating…',
    blockedBySubscribers: 'Load subscribers first.',
    blockedByFile: 'The file is missing: upload the epub first.',
    status: {
      idle: 'No links yet.',
      busy: 'Generating links…',
      done: (ok: number, failed: number) =>
        failed ? `${ok} links generated, ${failed} could not be made (shown in red below).` : `${ok} links generated.`,
      error: 'The links could not be generated.',
    },
    resultsLabel: 'Generated links',
    expires: (when: string) => `Expires ${when}`,
    /** Before the error text of a link that could not be made, so it never rests on colour alone. */
    errorPrefix: 'No link:',
  },
  copy: {
    heading: 'Copy the links',
    explain: 'Copy one link from the list above, or all of them (one “email: link” per line).',
    all: 'Copy all links',
    one: 'Copy',
    copied: 'Copied',
    oneFor: (email: string) => `Copy link for ${email}`,
    status: {
      idle: 'Generate links to copy them.',
      ready: (count: number) => `${count} links ready to copy.`,
    },
  },
  toasts: {
    /** SPEC */
    fileFound: { title: 'File Found', description: 'File Ready!' },
    fileNotFound: { title: 'File Not Found', description: 'The epub file needs to be uploaded to object storage' },
    setupIssue: { title: 'Setup Issue', description: "There's an issue with the download system" },
    fileTestFailed: { title: 'Error', description: 'Failed to test file availability' },
    noSubscribers: { title: 'No Subscribers', description: 'Please load subscribers first' },
    fileNotReady: { title: 'File Not Ready', description: 'Please upload the epub file first' },
    loadFailed: { title: 'Error', description: 'Failed to load subscribers' },
    generateFailed: { title: 'Error', description: 'Failed to generate download links' },
    copyFailed: { title: 'Error', description: 'Failed to copy to clipboard' },
    /** Not in the spec. */
    subscribersLoaded: (count: number) => ({
      title: 'Subscribers Loaded',
      description: `${count} Voracious Readers loaded`,
    }),
    linksGenerated: (count: number) => ({ title: 'Links Generated', description: `Generated ${count} download links` }),
    linkCopied: { title: 'Copied', description: 'Download link copied to clipboard' },
    allCopied: (count: number) => ({ title: 'Copied', description: `${count} download links copied to clipboard` }),
  },
} as const;
