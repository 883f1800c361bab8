import { randomUUID } from 'node:crypto';
import {
  mayBePublic,
  publicByDefault,
  type Newsletter,
  type NewsletterSummary,
  type ValidNewsletterInput,
} from '../../contract/newsletters';
import { GROUP_VORACIOUS_READERS } from '../../contract/mailing-list';
import { listLinkPlaceholders } from '../../emails/footer';
import { readerFills } from '../../emails/merge-fields';
import type { Sender } from '../../emails/footer';
import { renderNewsletterEmail } from '../../emails/newsletter';
import { getPost } from '../../entities/blog-post';
import {
  deleteDraft,
  getNewsletter as readNewsletter,
  putNewNewsletter,
  queryNewsletters,
  updateDraft,
  type NewsletterRecord,
} from '../../entities/newsletter';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';

/**
 * The author's newsletters: drafts kept and changed until they are sent, and "Email
 * this post". Sending is send.ts, scheduling schedule.ts; the handlers in functions/http/newsletters
 * call these.
 */

export const toNewsletter = (record: NewsletterRecord): Newsletter => ({
  ...record,
  countEngagement: record.countEngagement ?? false,
});
const toSummary = (record: NewsletterRecord): NewsletterSummary => {
  const { content: _content, ...summary } = toNewsletter(record);
  return summary;
};

/** Newest first: sent ones by when they went out, drafts by their last change. */
export async function listNewsletters(deps: Deps): Promise<NewsletterSummary[]> {
  const byDate = (c: NewsletterRecord) => c.sentAt ?? c.updatedAt;
  return (await queryNewsletters(deps)).sort((a, b) => byDate(b).localeCompare(byDate(a))).map(toSummary);
}

export async function requireNewsletter(deps: Deps, id: string): Promise<NewsletterRecord> {
  const found = await readNewsletter(deps, id);
  if (!found)
    throw new NotFoundError(
      'There is no such newsletter: it may have been deleted. Go back to the list of newsletters.',
    );
  return found;
}

export const getNewsletter = async (deps: Deps, id: string): Promise<Newsletter> =>
  toNewsletter(await requireNewsletter(deps, id));

/**
 * Left out, a newsletter is public once sent to all readers or the Voracious Readers (not the
 * Dream Team's news), and counts no opens or clicks. A tag's is private whatever was asked.
 */
const withDefaults = (input: ValidNewsletterInput) => ({
  ...input,
  public: mayBePublic(input.audience) && (input.public ?? publicByDefault(input.audience)),
  countEngagement: input.countEngagement ?? false,
});

export async function createNewsletter(
  deps: Deps,
  input: ValidNewsletterInput & { postId?: string },
): Promise<Newsletter> {
  const now = deps.now().toISOString();
  const record: NewsletterRecord = {
    id: randomUUID(),
    ...withDefaults(input),
    status: 'draft',
    createdAt: now,
    updatedAt: now,
  };
  await putNewNewsletter(deps, record);
  return toNewsletter(record);
}

const ALREADY_SENT =
  'This newsletter has been sent, so it can no longer be changed. Duplicate its words into a new draft instead.';

export async function updateNewsletter(deps: Deps, id: string, input: ValidNewsletterInput): Promise<Newsletter> {
  const updated = await updateDraft(deps, id, withDefaults(input), deps.now().toISOString());
  if (updated) return toNewsletter(updated);
  await requireNewsletter(deps, id);
  throw new ConflictError(ALREADY_SENT);
}

export async function deleteNewsletter(deps: Deps, id: string): Promise<{ message: string }> {
  const newsletter = await requireNewsletter(deps, id);
  if (!(await deleteDraft(deps, id)))
    throw new ConflictError('This newsletter has been sent, so it is kept as a record and cannot be deleted.');
  return { message: `The draft "${newsletter.subject}" was deleted.` };
}

/**
 * "Email this post": a draft holding the published post's words and a link to read it on the
 * site, to the newsletter list. The author reviews it before sending.
 */
export async function newsletterFromPost(deps: Deps, postId: string): Promise<Newsletter> {
  const post = await getPost(deps, postId);
  if (!post?.isPublished)
    throw new NotFoundError('Only a published post can be emailed: publish it first, then choose "Email this post".');
  const url = `${deps.siteUrl}/blog/${post.slug}`;
  const content = `# ${post.title}\n\n${post.content.trim()}\n\n[Read “${post.title}” on the site](${url})\n`;
  return createNewsletter(deps, {
    subject: post.title,
    previewText: post.excerpt ?? '',
    // Neither the mail service's placeholders nor merge fields: a post's braces are words.
    content: content.replaceAll('{{', '{ {').replaceAll('}}', '} }').replaceAll('{$', '{ $'),
    audience: GROUP_VORACIOUS_READERS,
    postId,
  });
}

/** The editor's preview: what a reader of that name gets, with placeholders where their own links go. */
export function previewNewsletter(
  sender: Sender,
  { readerName, ...words }: Pick<NewsletterRecord, 'subject' | 'previewText' | 'content'> & { readerName?: string },
) {
  return renderNewsletterEmail(sender, { ...words, ...listLinkPlaceholders }, readerFills({ name: readerName }));
}
