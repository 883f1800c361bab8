import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '@contract/mailing-list';
import { MERGE_FIELD_EXAMPLE } from '@contract/merge-fields';
import { AUDIENCES, audienceTag, type Audience, type NewsletterStatus } from '@contract/newsletters';

type ListAudience = (typeof AUDIENCES)[number];

import { count } from '../../lib/count';

/** The words of the newsletter pages (/admin/newsletters): not in the spec, chosen here. */
export const newsletterText = {
  heading: 'Newsletters',
  intro:
    'Write to your readers from the site: each confirmed reader of the audience gets one email, with a one-click unsubscribe and a link to their preferences.',
  write: 'Write a newsletter',
  loading: 'Loading newsletters…',
  loadError: 'The newsletters could not be loaded.',
  emptyHeading: 'No newsletters yet',
  emptyText: 'Write your first one here, or choose “Email this post” on a published post in the blog list.',
  listLabel: 'Newsletters, newest first',
  open: 'Open',
  status: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    sending: 'Sending',
    paused: 'Paused',
    sent: 'Sent',
    cancelled: 'Cancelled',
  } satisfies Record<NewsletterStatus, string>,
  audiences: {
    all: 'All confirmed readers',
    [GROUP_VORACIOUS_READERS]: 'Voracious Readers',
    [GROUP_DREAM_TEAM]: 'Dream Team',
  } satisfies Record<ListAudience, string>,
  audienceHints: {
    all: 'Everyone who confirmed, on either list.',
    [GROUP_VORACIOUS_READERS]: 'The newsletter list: every reader who signed up and kept it.',
    [GROUP_DREAM_TEAM]: 'Readers who joined the Dream Team.',
  } satisfies Record<ListAudience, string>,
  tagAudience: 'Readers with a tag',
  tagAudienceHint: 'Confirmed readers you gave this tag on the Readers page.',
  tagChoice: 'Tag',
  noTags: 'No reader has a tag yet: tag readers on the Readers page.',
  readers: (n: number) => count(n, 'reader', 'readers'),
  counting: 'counting…',
  editor: {
    newHeading: 'New newsletter',
    editHeading: 'Edit newsletter',
    back: 'Back to newsletters',
    notFound: 'This newsletter was not found: it may have been deleted.',
    subject: 'Subject',
    previewText: 'Preview text',
    previewTextHint: 'The line most inboxes show after the subject. Optional.',
    audience: 'Audience',
    audienceHint: 'Only confirmed readers are counted and sent to; unsubscribed and bounced addresses never are.',
    content: 'Content',
    contentHint: `Markdown: # heading, **bold**, *italic*, [link](https://…), lists and quotes. Raw HTML is left out of emails. Greet each reader by name with {$name}, or ${MERGE_FIELD_EXAMPLE} for readers who gave none (the subject and preview text take it too).`,
    public: 'Show it in the newsletter archive on the site once sent',
    publicHint:
      'Readers find past newsletters at /newsletters, each with a web version (no reader’s links in it). Dream Team news stays private unless you tick this.',
    tagPrivate:
      'A newsletter to readers with a tag stays private to them: it is never shown in the newsletter archive on the site.',
    countEngagement: 'Count opens and clicks',
    countEngagementHint:
      'Off unless you turn it on. The mail service adds an invisible image and routes every link through itself to count them. Opens are unreliable: many mail apps load images on their own (so everyone “opens”) or never (so nobody does), and some readers would rather not be followed.',
    save: 'Save draft',
    saving: 'Saving…',
    /** The save line's reasons (after "Not saved: "): a draft saves itself, a scheduled one waits for the button. */
    unsavedScheduled: (button: string) => `it is scheduled, so your changes wait for “${button}”.`,
    unsavedIncomplete: 'a draft saves itself once it has a subject and some text.',
    saved: 'Draft saved',
    testTo: 'Send a test to',
    testToHint: 'The test is marked [Test] and its unsubscribe links lead to the site’s home page.',
    sendTest: 'Send a test',
    sendingTest: 'Sending the test…',
    testSent: (to: string) => ({ title: 'Test sent', description: `The test is on its way to ${to}` }),
    sendNow: 'Send now…',
    confirmTitle: 'Send this newsletter?',
    confirmDescription: (n: number, audience: string) =>
      `${count(n, 'reader', 'readers')} (${audience}) will each get it, once. It cannot be changed or called back after this.`,
    confirm: (n: number) => `Send to ${count(n, 'reader', 'readers')}`,
    cancel: 'Cancel',
    close: 'Close',
    nobody: 'Nobody is in this audience yet.',
    started: (n: number) => ({ title: 'Sending started', description: `Sending to ${count(n, 'reader', 'readers')}` }),
    failed: 'Not done',
    delete: 'Delete draft',
    deleted: 'Draft deleted',
  },
  report: {
    heading: 'Report',
    explain:
      'From the mail service’s own events, which arrive over minutes to hours after sending. Opens and clicks were not counted for this newsletter (the default): mail apps load images and follow links on their own, so those figures mislead, and readers are not followed.',
    explainEngagement:
      'From the mail service’s own events, which arrive over minutes to hours after sending. This newsletter counts opens and clicks, each reader once; treat opens as a rough sign only, since many mail apps load images on their own or never.',
    loading: 'Loading the report…',
    loadError: 'The report could not be loaded.',
    refresh: 'Refresh',
    figures: {
      sent: 'Sent',
      delivered: 'Delivered',
      bounced: 'Bounced',
      complained: 'Marked as spam',
      unsubscribed: 'Unsubscribed since',
      opened: 'Opened',
      clicked: 'Clicked a link',
    },
    ofSent: (n: number, sent: number) =>
      sent ? `${((n / sent) * 100).toFixed(n && n / sent < 0.01 ? 2 : 1)}% of sent` : '',
  },
  health: {
    heading: 'Sending reputation',
    explain: (days: number) =>
      `Bounces and spam complaints over the last ${days} days, from the mail service’s own reports on every email the site sent. A send pauses itself at the guard’s limit, before the rate where SES reviews the account.`,
    loading: 'Loading…',
    loadError: 'The sending reputation could not be loaded.',
    bounces: 'Bounce rate',
    complaints: 'Complaint rate',
    of: (n: number, sent: number) => `${n.toLocaleString('en-US')} of ${sent.toLocaleString('en-US')} emails`,
    guard: (rate: string) => `guard pauses at ${rate}`,
    ses: (rate: string) => `SES reviews at ${rate}`,
    nothing: 'No emails reported on yet.',
  },
  schedule: {
    heading: 'Schedule',
    explain: (zone: string) =>
      `Or send it later, by itself: pick a date and time in your time zone (${zone}). It can be changed or cancelled until then.`,
    when: 'Send on',
    schedule: 'Schedule',
    reschedule: 'Change the time',
    scheduling: 'Scheduling…',
    scheduledFor: (when: string) => `Scheduled to send on ${when}.`,
    unschedule: 'Cancel the schedule',
    scheduled: (when: string) => ({ title: 'Scheduled', description: `It will be sent on ${when}` }),
    unscheduled: { title: 'Schedule cancelled', description: 'It is a draft again' },
    pickTime: 'Pick a date and time first.',
    problem: 'The scheduled send did not start.',
  },
  sent: {
    audience: 'Audience',
    sentAt: 'Sent',
    recipients: 'Readers',
    progress: 'Sending',
    words: 'What was sent',
  },
  preview: {
    heading: 'Preview',
    explain:
      'As each reader receives it: their own links replace {{unsubscribeUrl}} and {{preferencesUrl}}, and their name each {$name}.',
    readerName: 'Preview for a reader named',
    readerNameHint: 'Leave it empty to see what a reader who gave no name gets: the fallback words.',
    sampleReaderName: 'Anna',
    empty: 'Write a subject and some content to see the email.',
    updating: 'Updating…',
    frameTitle: 'Preview of the newsletter email',
    plainText: 'Plain-text version',
    error: 'The preview could not be made:',
  },
} as const;

/** How an audience reads in the admin: a list's name, or the tag's. */
export function audienceLabel(audience: Audience): string {
  const tag = audienceTag(audience);
  return tag === undefined ? newsletterText.audiences[audience as ListAudience] : `Readers tagged “${tag}”`;
}
