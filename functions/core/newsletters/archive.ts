import { pageTitle } from '@content/site';
import { uiText } from '@content/ui-text';
import { isPublicNewsletter } from '../../contract/newsletters';
import type { WebLinks } from '../../emails/footer';
import { newsletterWordsOnTheSite, renderNewsletterWebVersion } from '../../emails/newsletter';
import { SafeHtml } from '../../emails/html';
import { getNewsletter, queryNewsletters, type NewsletterRecord } from '../../entities/newsletter';
import type { Deps } from '../../lib/deps';
import { headTags } from '../seo/head-tags';
import { recentAuthor } from '../site-content/published-content';
import { fillMain, loadSiteShell, NOT_FOUND_SHELL_KEY } from '../seo/site-shell';

/**
 * The newsletters on the site: `/newsletters` lists the public ones that were
 * sent, newest first, in the site's own chrome and typography, and `/newsletters/{id}` is one's
 * web version: the email as readers got it, without any reader's links. A draft, a private (a
 * tag's always) or an unknown newsletter answers 404.
 */
export const ARCHIVE_PATH = '/newsletters';
export const webVersionPath = (id: string) => `${ARCHIVE_PATH}/${encodeURIComponent(id)}`;

const isOnTheSite = (newsletter: NewsletterRecord | null): newsletter is NewsletterRecord & { sentAt: string } =>
  Boolean(
    newsletter &&
    isPublicNewsletter(newsletter) &&
    newsletter.sentAt &&
    (newsletter.status === 'sent' || newsletter.status === 'sending'),
  );

const sentOn = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const links = (deps: Pick<Deps, 'siteUrl'>): WebLinks => ({
  signupUrl: `${deps.siteUrl}/sign-up`,
  archiveUrl: `${deps.siteUrl}${ARCHIVE_PATH}`,
});

/** The newsletters on the site: public, sent, newest first. */
export const publicNewsletters = async (deps: Deps) =>
  (await queryNewsletters(deps)).filter(isOnTheSite).sort((a, b) => b.sentAt.localeCompare(a.sentAt));

/** The archive's list, drawn by the site's own components (frontend/src/ssr/newsletter-archive.tsx). */
export type ArchiveRenderer = (
  entries: { subject: string; previewText: string; url: string; sentOn: string }[],
  authorName: string,
) => string;

export async function renderArchivePage(deps: Deps, renderer: ArchiveRenderer): Promise<string> {
  const [shell, sent, author] = await Promise.all([
    loadSiteShell(deps, NOT_FOUND_SHELL_KEY),
    publicNewsletters(deps),
    recentAuthor(deps),
  ]);
  const head = headTags(
    { name: author.name, siteUrl: deps.siteUrl },
    {
      title: pageTitle(uiText.newsletterArchive.heading, author.name),
      description: uiText.newsletterArchive.intro(author.name),
      canonical: ARCHIVE_PATH,
      noindex: false,
    },
  );
  const entries = sent.map((c) => ({
    ...newsletterWordsOnTheSite({ subject: c.subject, previewText: c.previewText }),
    url: webVersionPath(c.id),
    sentOn: sentOn(c.sentAt),
  }));
  return fillMain(shell, head, renderer(entries, author.name));
}

export async function renderWebVersionPage(deps: Deps, id: string): Promise<{ status: 200 | 404; html: string }> {
  const [newsletter, author] = await Promise.all([getNewsletter(deps, id), recentAuthor(deps)]);
  if (!isOnTheSite(newsletter)) {
    const head = headTags(
      { name: author.name, siteUrl: deps.siteUrl },
      {
        title: pageTitle('Newsletter not found', author.name),
        description: 'This newsletter is not on the site.',
        canonical: webVersionPath(id),
        noindex: true,
      },
    );
    return {
      status: 404,
      html: renderNewsletterWebVersion(author, {
        ...links(deps),
        subject: 'Newsletter not found',
        previewText: '',
        content: `# Newsletter not found\n\nThis newsletter is not on the site: it may be private, or the address may be mistyped. [See the past newsletters](${ARCHIVE_PATH}).`,
        sentOn: '',
        head: new SafeHtml(head),
      }),
    };
  }
  const words = newsletterWordsOnTheSite(newsletter);
  const head = headTags(
    { name: author.name, siteUrl: deps.siteUrl },
    {
      title: pageTitle(words.subject, author.name),
      description: words.previewText || `A newsletter from ${author.name}, ${sentOn(newsletter.sentAt)}.`,
      canonical: webVersionPath(id),
      noindex: false,
      type: 'article',
      article: { publishedTime: newsletter.sentAt, author: author.name },
    },
  );
  return {
    status: 200,
    html: renderNewsletterWebVersion(author, {
      ...newsletter,
      ...links(deps),
      sentOn: sentOn(newsletter.sentAt),
      head: new SafeHtml(head),
    }),
  };
}
