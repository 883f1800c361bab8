/**
 * Issue 24 item 9: HEAD answers like GET on every page a function renders (mail scanners check
 * links by HEAD): the same status and headers, no body, and nothing noted or counted. The ARC
 * link, whose GET notes "opened", has its own test in arc.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import type { DownloadLink } from '../../functions/contract/downloads';
import { methodsOf } from '../../functions/contract/define-route';
import { routeList, type RouteName } from '../../functions/contract/routes';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { createPost } from './blog-support';
import { linkIn, mailTo, signUp, signUpAndConfirm, subscriber, uniqueEmail } from './mailing-list-helpers';

/** Every GET page or feed a function renders for readers and crawlers. */
const PAGES: RouteName[] = [
  'reviewCopyPage',
  'downloadPage',
  'mailingListConfirmPage',
  'mailingListUnsubscribePage',
  'mailingListPreferencesPage',
  'mailingListEmailChangePage',
  'newsletterWebPage',
  'newsletterArchivePage',
  'blogListPage',
  'blogPostPage',
  'blogFeed',
  'sitemap',
];

/** HEAD then GET through the local server: the same answer but the body. */
async function headLikeGet(path: string): Promise<number> {
  const head = await rawRequest('HEAD', path);
  const get = await rawRequest('GET', path);
  const shape = (reply: typeof head) => ({
    status: reply.status,
    type: reply.headers['content-type'],
    cache: reply.headers['cache-control'],
  });
  expect(shape(head), `HEAD ${path}`).toEqual(shape(get));
  expect(head.text, `HEAD ${path}`).toBe('');
  return get.status;
}

describe('HEAD on the pages a function renders', () => {
  it('is declared once, in the route table, for every page (the stack and the local server read it there)', () => {
    // The download link's HEAD is its own route (the admin's availability test), which counts nothing either.
    for (const name of PAGES) {
      const { path } = routeList.find((route) => route.name === name)!;
      expect(
        routeList.some((route) => route.path === path && methodsOf(route).includes('HEAD')),
        name,
      ).toBe(true);
    }
  });

  it("answers the reader's links (confirm, unsubscribe, preferences, change address, download) as GET does, changing nothing", async () => {
    const email = uniqueEmail('head-links');
    expect((await signUp({ email, source: 'signup_page' })).status).toBe(200);
    const confirm = linkIn((await mailTo(email))[0]!, '/api/newsletter/confirm/');
    expect(await headLikeGet(confirm)).toBe(200);
    expect((await subscriber(email))?.status, 'a HEAD confirms nobody').not.toBe('confirmed');

    const confirmed = uniqueEmail('head-welcome');
    const welcome = await signUpAndConfirm(confirmed);
    expect(await headLikeGet(linkIn(welcome, '/api/newsletter/unsubscribe/'))).toBe(200);
    expect(await headLikeGet(linkIn(welcome, '/api/newsletter/preferences/'))).toBe(200);
    expect((await subscriber(confirmed))?.status, 'a HEAD unsubscribes nobody').toBe('confirmed');

    expect(await headLikeGet('/api/newsletter/change-email/not-a-token')).toBe(404);
    expect(await headLikeGet('/api/newsletter/confirm/not-a-token')).toBe(404);

    const link = (
      await invoke('generateDownloadLink', { body: { email: uniqueEmail('head-download'), filename: EBOOK_FILENAME } })
    ).json<DownloadLink>();
    expect(await headLikeGet(new URL(link.downloadUrl).pathname)).toBe(200);
    expect(await headLikeGet('/api/download/not-a-token')).toBe(404);
  });

  it("answers the site's own pages (a post, the newsletters, the feed, the sitemap) as GET does", async () => {
    const post = await createPost();
    expect(await headLikeGet(`/blog/${post.slug}`)).toBe(200);
    expect(await headLikeGet('/blog/no-such-post-here')).toBe(404);
    expect(await headLikeGet('/newsletters')).toBe(200);
    expect(await headLikeGet('/newsletters/no-such-newsletter')).toBe(404);
    expect(await headLikeGet('/blog/rss.xml')).toBe(200);
    expect(await headLikeGet('/sitemap.xml')).toBe(200);
  });
});
