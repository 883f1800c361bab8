import { randomUUID } from 'node:crypto';
import { audienceTag, isPublicNewsletter, type Audience, type NewsletterReport } from '../../contract/newsletters';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../contract/mailing-list';
import { everyListLinkTo } from '../../emails/footer';
import { readerFills } from '../../emails/merge-fields';
import { renderNewsletterEmail } from '../../emails/newsletter';
import { getJob, readChunks } from '../../entities/bulk-email-job';
import { markSending, unmarkSending } from '../../entities/newsletter';
import { refreshReaderPages } from '../edge/reader-pages';
import { readSubscribers } from '../../entities/subscriber';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { sendEmail } from '../../lib/mail';
import { jobFigures, startBulkEmailJob } from '../bulk-email/jobs';
import { listActiveSubscribers } from '../mailing-list/subscribers';
import { recentAuthor } from '../site-content/published-content';
import { requireNewsletter } from './newsletters';

/**
 * Sending a newsletter: its audience, a test to one address, the send itself (the bulk
 * email job: paced, at most once per reader, resumable) and its report.
 */

/** The confirmed, unsuppressed readers of an audience, by address. */
async function audienceOf(deps: Deps, audience: Audience): Promise<string[]> {
  const group = audience === GROUP_DREAM_TEAM || audience === GROUP_VORACIOUS_READERS ? audience : undefined;
  return (await listActiveSubscribers(deps, group, audienceTag(audience))).map((reader) => reader.email);
}

export async function countAudience(deps: Deps, audience: Audience): Promise<{ audience: Audience; count: number }> {
  return { audience, count: (await audienceOf(deps, audience)).length };
}

/**
 * The newsletter as its readers will get it, to one address (hers as published, unless `to`), marked as a test. Its
 * list links lead to the site's home: a test is not list mail and has no reader to unsubscribe.
 * Its merge fields are that address's reader's (a reader's own address shows their name), else the
 * fallbacks.
 */
export async function sendNewsletterTest(
  deps: Deps,
  id: string,
  given?: string,
): Promise<{ to: string; messageId: string }> {
  const sender = await recentAuthor(deps);
  const to = given ?? sender.email;
  const [newsletter, [reader]] = await Promise.all([
    requireNewsletter(deps, id),
    readSubscribers(deps, [to], ['name']),
  ]);
  const email = renderNewsletterEmail(
    sender,
    { ...newsletter, ...everyListLinkTo(`${deps.siteUrl}/`) },
    readerFills({ name: reader?.name }),
  );
  const messageId = await sendEmail(deps, {
    to,
    ...email,
    subject: `[Test] ${email.subject}`,
    replyTo: [sender.email],
  });
  return { to, messageId };
}

/**
 * Sends a draft to its audience as it is now: the newsletter becomes 'sending' with its job in one
 * conditional write first, so only one send can ever start; then the job is recorded and started.
 */
export async function sendNewsletter(deps: Deps, id: string): Promise<{ jobId: string; total: number }> {
  const newsletter = await requireNewsletter(deps, id);
  if (newsletter.status !== 'draft' && newsletter.status !== 'scheduled')
    throw new ConflictError('This newsletter is already being sent or has been sent. Watch its progress instead.');
  const subscribers = await audienceOf(deps, newsletter.audience);
  if (!subscribers.length)
    throw new ConflictError(
      'No confirmed reader is in this audience yet, so there is nobody to send to. Choose another audience.',
    );
  const jobId = randomUUID();
  if (!(await markSending(deps, id, { jobId, recipients: subscribers.length, at: deps.now().toISOString() }))) {
    throw new ConflictError('This newsletter is already being sent or has been sent. Watch its progress instead.');
  }
  try {
    const started = await startBulkEmailJob(deps, { kind: 'newsletter', subscribers, campaignId: id, jobId });
    // Now on the site's archive, if public.
    if (isPublicNewsletter(newsletter)) await refreshReaderPages(deps, 'newsletters');
    return started;
  } catch (error) {
    // Not recorded: back to a draft, nothing sent. Recorded but not started: its progress page restarts it.
    if (!(await getJob(deps, jobId))) await unmarkSending(deps, id, jobId, deps.now().toISOString());
    throw error;
  }
}

/**
 * A sent newsletter's figures: its job's counters (SES's events add to them as they arrive) and
 * how many of the readers it reached have unsubscribed since it went out (one read of their
 * profiles, 100 at a time: a report is opened now and then, not polled by readers).
 */
export async function newsletterReport(deps: Deps, id: string): Promise<NewsletterReport> {
  const newsletter = await requireNewsletter(deps, id);
  const job = newsletter.jobId ? await getJob(deps, newsletter.jobId) : undefined;
  if (!job || !newsletter.sentAt)
    throw new ConflictError('This newsletter has not been sent yet, so it has no report. Send it first.');
  const reached = (await readChunks(deps, job.jobId)).flatMap((chunk) =>
    chunk.recipients.filter((r) => r.status === 'sent').map((r) => r.email),
  );
  const since = newsletter.sentAt;
  const profiles = await readSubscribers(deps, reached, ['status', 'unsubscribedAt']);
  return {
    ...jobFigures(job),
    unsubscribed: profiles.filter((p) => p.status === 'unsubscribed' && (p.unsubscribedAt ?? '') >= since).length,
    ...(newsletter.countEngagement ? { engagement: { opened: job.opened ?? 0, clicked: job.clicked ?? 0 } } : {}),
  };
}
