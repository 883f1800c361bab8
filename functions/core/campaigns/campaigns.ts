import { randomUUID } from 'node:crypto';
import type { Campaign, CampaignSummary, ValidCampaignInput } from '../../contract/campaigns';
import { GROUP_VORACIOUS_READERS } from '../../contract/mailing-list';
import { renderCampaignEmail } from '../../emails/campaign';
import { getPost } from '../../entities/blog-post';
import {
  deleteDraft,
  getCampaign as readCampaign,
  putNewCampaign,
  queryCampaigns,
  updateDraft,
  type CampaignRecord,
} from '../../entities/campaign';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';

/**
 * The author's campaigns (issue 15): drafts kept and changed until they are sent, and "Email
 * this post". Sending is send.ts, scheduling schedule.ts; the handlers in functions/http/campaigns
 * call these.
 */

export const toCampaign = (record: CampaignRecord): Campaign => ({
  ...record,
  countEngagement: record.countEngagement ?? false,
});
const toSummary = (record: CampaignRecord): CampaignSummary => {
  const { content: _content, ...summary } = toCampaign(record);
  return summary;
};

/** Newest first: sent ones by when they went out, drafts by their last change. */
export async function listCampaigns(deps: Deps): Promise<CampaignSummary[]> {
  const byDate = (c: CampaignRecord) => c.sentAt ?? c.updatedAt;
  return (await queryCampaigns(deps)).sort((a, b) => byDate(b).localeCompare(byDate(a))).map(toSummary);
}

export async function requireCampaign(deps: Deps, id: string): Promise<CampaignRecord> {
  const found = await readCampaign(deps, id);
  if (!found)
    throw new NotFoundError('There is no such campaign: it may have been deleted. Go back to the list of newsletters.');
  return found;
}

export const getCampaign = async (deps: Deps, id: string): Promise<Campaign> =>
  toCampaign(await requireCampaign(deps, id));

/**
 * Left out, a newsletter is public once sent to all readers or the Voracious Readers (not the
 * Dream Team's or a tag's news), and counts no opens or clicks.
 */
const withDefaults = (input: ValidCampaignInput) => ({
  ...input,
  public: input.public ?? (input.audience === 'all' || input.audience === GROUP_VORACIOUS_READERS),
  countEngagement: input.countEngagement ?? false,
});

export async function createCampaign(deps: Deps, input: ValidCampaignInput & { postId?: string }): Promise<Campaign> {
  const now = deps.now().toISOString();
  const record: CampaignRecord = {
    id: randomUUID(),
    ...withDefaults(input),
    status: 'draft',
    createdAt: now,
    updatedAt: now,
  };
  await putNewCampaign(deps, record);
  return toCampaign(record);
}

const ALREADY_SENT =
  'This newsletter has been sent, so it can no longer be changed. Duplicate its words into a new draft instead.';

export async function updateCampaign(deps: Deps, id: string, input: ValidCampaignInput): Promise<Campaign> {
  const updated = await updateDraft(deps, id, withDefaults(input), deps.now().toISOString());
  if (updated) return toCampaign(updated);
  await requireCampaign(deps, id);
  throw new ConflictError(ALREADY_SENT);
}

export async function deleteCampaign(deps: Deps, id: string): Promise<{ message: string }> {
  const campaign = await requireCampaign(deps, id);
  if (!(await deleteDraft(deps, id)))
    throw new ConflictError('This newsletter has been sent, so it is kept as a record and cannot be deleted.');
  return { message: `The draft "${campaign.subject}" was deleted.` };
}

/**
 * "Email this post": a draft holding the published post's words and a link to read it on the
 * site, to the newsletter list. The author reviews it before sending.
 */
export async function campaignFromPost(deps: Deps, postId: string): Promise<Campaign> {
  const post = await getPost(deps, postId);
  if (!post?.isPublished)
    throw new NotFoundError('Only a published post can be emailed: publish it first, then choose "Email this post".');
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
