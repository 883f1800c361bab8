import { EPUB_READING_HELP } from '../../content/site';
import { renderBlocks } from './blocks';
import { libraryLinkLasts } from './library';
import { listLinksIn, type ListLinks, type Sender } from './footer';
import { renderListEmail, type EmailContent, type RenderedEmail } from './layout';

/**
 * The download email: one text for the single send, the send on confirmation and the bulk job.
 * The bulk job fills the same content with SES template placeholders (`{{libraryUrl}}`), so the
 * sends can never drift apart. Its link leads to the reader's library, which keeps the ebook beside
 * the free stories and whose link lasts LIBRARY_LINK_DAYS; the download URL its Download button
 * makes lives minutes.
 */
export interface DownloadEmailValues {
  title: string;
  libraryUrl: string;
  /** The library link's expiry as people read it (`formatExpiry`). */
  expiresAt: string;
}

export function downloadEmailContent(sender: Sender, values: DownloadEmailValues): EmailContent {
  const { title, libraryUrl, expiresAt } = values;
  return {
    subject: `Your free ebook: ${title}`,
    ...renderBlocks([
      { h1: `Your copy of ${title} is ready` },
      { p: ['Thank you for reading with me. Here is your free EPUB of ', { strong: title }, '.'] },
      { p: ['It is in your library, with the free stories: press ', { strong: `Download ${title}` }, ' there.'] },
      { button: 'Open my library', href: libraryUrl },
      ...libraryLinkLasts(expiresAt),
      { buttonFallback: libraryUrl },
      { p: EPUB_READING_HELP },
      { lines: ['Happy reading,', sender.name] },
    ]),
  };
}

/**
 * The download email as a reader receives it, layout and unsubscribe footer included. The bulk
 * send's SES template is this with placeholders as values, and the admin's preview shows exactly that.
 */
export function renderDownloadEmail(sender: Sender, values: DownloadEmailValues & ListLinks): RenderedEmail {
  return renderListEmail(sender, { ...downloadEmailContent(sender, values), ...listLinksIn(values) });
}
