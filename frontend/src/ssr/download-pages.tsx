/** The pages behind a download link (functions/http/downloads/public.ts). The only action is the Download button. */
import { EPUB_READING_HELP } from '@content/site';
import { pathOf } from '@contract/define-route';
import { PER_SUBSCRIBER_LINK_HOURS } from '@contract/downloads';
import { routes } from '@contract/routes';
import { formatExpiry } from '../../../functions/core/downloads/expiry';
import { maxDownloadsOf, type FoundLink, type LinkLookup } from '../../../functions/core/downloads/links';
import { AuthorName, Contact, noticePage, type RenderedPage } from './standalone-page';

const unknownLinkPage = () =>
  noticePage({
    statusCode: 404,
    title: 'Download link not recognised',
    heading: 'We don’t recognise this download link',
    words: (
      <>
        It may have been copied incompletely. Please open the link from your email again. If it still does not work,
        reply to that email or write to <Contact />, and we will send you a new one.
      </>
    ),
  });

/** How to get a new link, in words: the reader's own link, or one shared with them. */
const HowToRenew = ({ found }: { found: FoundLink }) =>
  found.link.kind === 'subscriber' ? (
    <p>
      To get a fresh link, simply reply to the email this link came in, or <a href="/sign-up">sign up again</a> with the
      same address and we will send you a new one. New links work for {PER_SUBSCRIBER_LINK_HOURS} hours.
    </p>
  ) : (
    <p>
      Ask the person who shared it for a new one, or <a href="/sign-up">sign up</a> to the reader list and get your own
      copy by email.
    </p>
  );

function usedUpLinkPage(found: FoundLink): RenderedPage {
  const max = maxDownloadsOf(found.link.kind);
  const what = found.link.kind === 'subscriber' ? 'Your personal link' : 'This shared link';
  return noticePage({
    statusCode: 410,
    title: 'Download link used up',
    heading: 'This download link has been used up',
    words: (
      <>
        {what} to <strong>{found.title}</strong> allows {max} downloads, and all of them have been used. If you already
        have the file, you can keep reading it on any of your devices.
      </>
    ),
    more: <HowToRenew found={found} />,
  });
}

const expiredLinkPage = (found: FoundLink) =>
  noticePage({
    statusCode: 410,
    title: 'Download link expired',
    heading: 'This download link has expired',
    words: (
      <>
        The link to <strong>{found.title}</strong> worked until {formatExpiry(new Date(found.link.validUntil))}.
      </>
    ),
    more: <HowToRenew found={found} />,
  });

/** GET /api/download/{token}: the link's ebook and its Download button. */
export const downloadLinkPage = (token: string, found: FoundLink) =>
  noticePage({
    title: `Download ${found.title}`,
    heading: found.title,
    words: (
      <>
        Your free ebook from <AuthorName /> is ready: <strong>{found.title}</strong>. {EPUB_READING_HELP}
      </>
    ),
    more: (
      <>
        <form method="post" action={pathOf(routes.download, { token })}>
          <button type="submit">Download the ebook</button>
        </form>
        <p>This link works until {formatExpiry(new Date(found.link.validUntil))}.</p>
      </>
    ),
  });

/** A good link whose file is missing. */
export const unavailablePage = (found: FoundLink) =>
  noticePage({
    statusCode: 503,
    title: 'Download not available',
    heading: 'The ebook can’t be downloaded right now',
    words: (
      <>
        Your link to <strong>{found.title}</strong> is fine, but the file is not available at the moment. Please try
        again later, or write to <Contact /> and we will sort it out.
      </>
    ),
  });

/** A link that gives no file: unknown, used up or expired. */
export function refusedPage(lookup: Exclude<LinkLookup, FoundLink<'valid'>>): RenderedPage {
  if (lookup.state === 'unknown') return unknownLinkPage();
  return lookup.state === 'used-up' ? usedUpLinkPage(lookup) : expiredLinkPage(lookup);
}
