import { randomUUID } from 'node:crypto';
import { CONTACT_EMAIL } from '../../../content/author';
import { SCHEDULE_MAX_DAYS, type Audience, type Campaign, type CampaignReport, type CampaignSummary, type ValidCampaignInput } from '../../contract/campaigns';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../contract/newsletter';
import { renderCampaignEmail } from '../../emails/campaign';
import {
  deleteDraft,
  getCampaign as readCampaign,
  markSending,
  putNewCampaign,
  queryCampaigns,
  queryDueCampaigns,
  schedule,
  unmarkSending,
  unschedule,
  updateDraft,
  type CampaignRecord,
} from '../../entities/campaign';
import { log } from '../../lib/log';
import { getPost } from '../../entities/blog-post';
import { getJob, readChunks } from '../../entities/bulk-email-job';
import { readSubscribers } from '../../entities/subscriber';
import { listActiveSubscribers } from '../newsletter/subscribers';
import type { Deps } from '../../lib/deps';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { sendEmail } from '../../lib/mail';
import { jobFigures, startBulkEmailJob } from '../bulk-email/jobs';

/**
 * The author's campaigns (issue 15): drafts kept and changed until sent, a test to one address,
 * and the send itself, which is the bulk email job (paced, at most once per reader, resumable).
 * The handlers in functions/http/campaigns call these.
 */

const toCampaign = (record: CampaignRecord): Campaign => record;
const toSummary = ({ content: _content, ...summary }: CampaignRecord): CampaignSummary => summary;

/** Newest first: sent ones by when they went out, drafts by their last change. */
export async function listCampaigns(deps: Deps): Promise<CampaignSummary[]> {
  const byDate = (c: CampaignRecord) => c.sentAt ?? c.updatedAt;
  return (await queryCampaigns(deps)).sort((a, b) => byDate(b).localeCompare(byDate(a))).map(toSummary);
}

async function requireCampaign(deps: Deps, id: string): Promise<CampaignRecord> {
  const found = await readCampaign(deps, id);
  if (!found) throw new NotFoundError('There is no such campaign: it may have been deleted. Go back to the list of newsletters.');
  return found;
}

export const getCampaign = async (deps: Deps, id: string): Promise<Campaign> => toCampaign(await requireCampaign(deps, id));

/** Left out, a newsletter is public once sent, except the Dream Team's (its news is for the team). */
const withVisibility = (input: ValidCampaignInput) => ({ ...input, public: input.public ?? input.audience !== GROUP_DREAM_TEAM });

export async function createCampaign(deps: Deps, input: ValidCampaignInput & { postId?: string }): Promise<Campaign> {
  const now = deps.now().toISOString();
  const record: CampaignRecord = { id: randomUUID(), ...withVisibility(input), status: 'draft', createdAt: now, updatedAt: now };
  await putNewCampaign(deps, record);
  return toCampaign(record);
}

const ALREADY_SENT = 'This newsletter has been sent, so it can no longer be changed. Duplicate its words into a new draft instead.';

export async function updateCampaign(deps: Deps, id: string, input: ValidCampaignInput): Promise<Campaign> {
  const updated = await updateDraft(deps, id, withVisibility(input), deps.now().toISOString());
  if (updated) return toCampaign(updated);
  await requireCampaign(deps, id);
  throw new ConflictError(ALREADY_SENT);
}

export async function deleteCampaign(deps: Deps, id: string): Promise<{ message: string }> {
  const campaign = await requireCampaign(deps, id);
  if (!(await deleteDraft(deps, id))) throw new ConflictError('This newsletter has been sent, so it is kept as a record and cannot be deleted.');
  return { message: `The draft "${campaign.subject}" was deleted.` };
}

/**
 * "Email this post": a draft holding the published post's words and a link to read it on the
 * site, to the newsletter list. The author reviews it before sending.
 */
export async function campaignFromPost(deps: Deps, postId: string): Promise<Campaign> {
  const post = await getPost(deps, postId);
  if (!post?.isPublished) throw new NotFoundError('Only a published post can be emailed: publish it first, then choose "Email this post".');
  const url = `${deps.siteUrl}/blog/${post.slug}`;
  const content = `# ${post.title}\n\n${post.content.trim()}\n\n[Read “${post.title}” on the site](${url})\n`;
  return createCampaign(deps, {
    subject: post.title,
    previewText: post.excerpt ?? '',
    content: content.replaceAll('{{', '{ {').replaceAll('}}', '} }'),
    audience: GROUP_VORACIOUS_READERS,
    postId,
  });
}

/** The editor's preview: what a reader gets, with placeholders where their own links go. */
export function previewCampaign(words: Pick<CampaignRecord, 'subject' | 'previewText' | 'content'>) {
  return renderCampaignEmail({ ...words, unsubscribeUrl: '{{unsubscribeUrl}}', preferencesUrl: '{{preferencesUrl}}' });
}

/** The confirmed, unsuppressed readers of an audience, by address. */
async function audienceOf(deps: Deps, audience: Audience): Promise<string[]> {
  const group = audience === GROUP_DREAM_TEAM || audience === GROUP_VORACIOUS_READERS ? audience : undefined;
  return (await listActiveSubscribers(deps, group)).map((reader) => reader.email);
}

export async function countAudience(deps: Deps, audience: Audience): Promise<{ audience: Audience; count: number }> {
  return { audience, count: (await audienceOf(deps, audience)).length };
}

/**
 * The campaign as its readers will get it, to one address (the author's), marked as a test. Its
 * list links lead to the site's home: a test is not list mail and has no reader to unsubscribe.
 */
export async function sendCampaignTest(deps: Deps, id: string, to: string = CONTACT_EMAIL): Promise<{ to: string; messageId: string }> {
  const campaign = await requireCampaign(deps, id);
  const email = renderCampaignEmail({ ...campaign, unsubscribeUrl: `${deps.siteUrl}/`, preferencesUrl: `${deps.siteUrl}/` });
  const messageId = await sendEmail(deps, { to, ...email, subject: `[Test] ${email.subject}`, replyTo: [CONTACT_EMAIL] });
  return { to, messageId };
}

/**
 * Sends a draft to its audience as it is now: the campaign becomes 'sending' with its job in one
 * conditional write first, so only one send can ever start; then the job is recorded and started.
 */
export async function sendCampaign(deps: Deps, id: string): Promise<{ jobId: string; total: number }> {
  const campaign = await requireCampaign(deps, id);
  if (campaign.status !== 'draft' && campaign.status !== 'scheduled') throw new ConflictError('This newsletter is already being sent or has been sent. Watch its progress instead.');
  const subscribers = await audienceOf(deps, campaign.audience);
  if (!subscribers.length) throw new ConflictError('No confirmed reader is in this audience yet, so there is nobody to send to. Choose another audience.');
  const jobId = randomUUID();
  if (!(await markSending(deps, id, { jobId, recipients: subscribers.length, at: deps.now().toISOString() }))) {
    throw new ConflictError('This newsletter is already being sent or has been sent. Watch its progress instead.');
  }
  try {
    return await startBulkEmailJob(deps, { subscribers, campaignId: id, jobId });
  } catch (error) {
    // Not recorded: back to a draft, nothing sent. Recorded but not started: its progress page restarts it.
    if (!(await getJob(deps, jobId))) await unmarkSending(deps, id, jobId, deps.now().toISOString());
    throw error;
  }
}

/**
 * A sent campaign's figures: its job's counters (SES's events add to them as they arrive) and
 * how many of the readers it reached have unsubscribed since it went out (one read of their
 * profiles, 100 at a time: a report is opened now and then, not polled by readers).
 */
export async function campaignReport(deps: Deps, id: string): Promise<CampaignReport> {
  const campaign = await requireCampaign(deps, id);
  const job = campaign.jobId ? await getJob(deps, campaign.jobId) : undefined;
  if (!job || !campaign.sentAt) throw new ConflictError('This newsletter has not been sent yet, so it has no report. Send it first.');
  const reached = (await readChunks(deps, job.jobId)).flatMap((chunk) => chunk.recipients.filter((r) => r.status === 'sent').map((r) => r.email));
  const since = campaign.sentAt;
  const profiles = await readSubscribers(deps, reached, ['status', 'unsubscribedAt']);
  return {
    ...jobFigures(job),
    unsubscribed: profiles.filter((p) => p.status === 'unsubscribed' && (p.unsubscribedAt ?? '') >= since).length,
  };
}

const DAY_MS = 86_400_000;

/** Schedules a draft (or moves a scheduled campaign) to start sending at `at`. */
export async function scheduleCampaign(deps: Deps, id: string, at: string): Promise<Campaign> {
  const when = new Date(at);
  const now = deps.now();
  if (when.getTime() <= now.getTime()) throw new BadRequestError('Choose a time in the future: this one has already passed.');
  if (when.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS) throw new BadRequestError(`Choose a time within ${SCHEDULE_MAX_DAYS} days from now.`);
  const scheduled = await schedule(deps, id, when.toISOString(), now.toISOString());
  if (scheduled) return toCampaign(scheduled);
  await requireCampaign(deps, id);
  throw new ConflictError('This newsletter is already being sent or has been sent, so it can no longer be scheduled.');
}

/** Cancels a schedule before it starts: a draft again. */
export async function unscheduleCampaign(deps: Deps, id: string): Promise<Campaign> {
  const draft = await unschedule(deps, id, deps.now().toISOString());
  if (draft) return toCampaign(draft);
  await requireCampaign(deps, id);
  throw new ConflictError('This newsletter is not scheduled (it may have started sending already). Reload to see where it stands.');
}

/**
 * The scheduler's run (every minute: infra/constructs/background.ts, and the local stack): each
 * scheduled campaign whose time has come starts sending, as "Send now" would. One that cannot
 * (nobody in its audience any more) goes back to being a draft, saying why; any other failure
 * leaves it scheduled, so the next run tries again.
 */
export async function startDueCampaigns(deps: Deps): Promise<{ started: string[]; returned: string[] }> {
  const started: string[] = [];
  const returned: string[] = [];
  let failure: unknown;
  for (const campaign of await queryDueCampaigns(deps, deps.now().toISOString())) {
    try {
      await sendCampaign(deps, campaign.id);
      started.push(campaign.id);
    } catch (error) {
      if (error instanceof ConflictError) {
        if (await unschedule(deps, campaign.id, deps.now().toISOString(), `It could not start at its time: ${error.message}`)) returned.push(campaign.id);
      } else {
        log.error('A scheduled campaign could not start; the next run tries again', { campaignId: campaign.id, error: String(error) });
        failure ??= error;
      }
    }
  }
  if (failure) throw failure;
  return { started, returned };
}
