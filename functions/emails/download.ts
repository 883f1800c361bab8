import { AUTHOR_NAME } from '../../content/author';
import { EPUB_READING_HELP } from '../../content/site';
import { PER_SUBSCRIBER_LINK_HOURS } from '../contract/constants';
import { renderBlocks, type Block } from './blocks';
import { libraryLinkLasts } from './library';
import { listLinksIn, type ListLinks } from './footer';
import { renderListEmail, type EmailContent, type RenderedEmail } from './layout';

/**
 * The download email: one text for the single send and the bulk job. The bulk job fills the same
 * content with SES template placeholders (`{{downloadUrl}}`), so the two can never drift apart.
 * The email a confirmation sends leads to the reader's library instead (`libraryUrl`), whose
 * link lasts LIBRARY_LINK_DAYS and keeps the ebook beside the free stories.
 */
export type DownloadEmailValues = {
  title: string;
  /** The expiry as people read it (`formatExpiry`). */
  expiresAt: string;
} & ({ downloadUrl: string } | { libraryUrl: string });

export function downloadEmailContent(values: DownloadEmailValues): EmailContent {
  const { title, expiresAt } = values;
  const url = 'libraryUrl' in values ? values.libraryUrl : values.downloadUrl;
  const link: Block[] =
    'libraryUrl' in values
      ? [
          { p: ['It is in your library, with the free stories: press ', { strong: `Download ${title}` }, ' there.'] },
          { button: 'Open my library', href: url },
          ...libraryLinkLasts(expiresAt),
        ]
      : [
          { button: `Download ${title}`, href: url },
          {
            p: [
              `The link works for ${PER_SUBSCRIBER_LINK_HOURS} hours, until `,
              { strong: expiresAt },
              '. If it has expired, just reply to this email and I will send you a new one.',
            ],
          },
        ];
  return {
    subject: `Your free ebook: ${title}`,
    ...renderBlocks([
      { h1: `Your copy of ${title} is ready` },
      { p: ['Thank you for reading with me. Here is your free EPUB of ', { strong: title }, '.'] },
      ...link,
      { buttonFallback: url },
      { p: EPUB_READING_HELP },
      { lines: ['Happy reading,', AUTHOR_NAME] },
    ]),
  };
}

/**
 * The download email as a reader receives it, layout and unsubscribe footer included. The bulk
 * send's SES template is this with placeholders as values, and the admin's preview shows exactly that.
 */
export function renderDownloadEmail(values: DownloadEmailValues & ListLinks): RenderedEmail {
  return renderListEmail({ ...downloadEmailContent(values), ...listLinksIn(values) });
}
