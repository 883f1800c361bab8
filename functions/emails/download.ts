import { AUTHOR_NAME } from '../../content/author';
import { EPUB_READING_HELP } from '../../content/site';
import { PER_SUBSCRIBER_LINK_HOURS } from '../contract/constants';
import { renderBlocks } from './blocks';
import { listLinksIn, type ListLinks } from './footer';
import { renderListEmail, type EmailContent, type RenderedEmail } from './layout';

/**
 * The download email: one text for the single send and the bulk job. The bulk job fills the same
 * content with SES template placeholders (`{{downloadUrl}}`), so the two can never drift apart.
 */
export interface DownloadEmailValues {
  title: string;
  downloadUrl: string;
  /** The expiry as people read it (`formatExpiry`). */
  expiresAt: string;
}

export function downloadEmailContent(values: DownloadEmailValues): EmailContent {
  const { title, downloadUrl, expiresAt } = values;
  return {
    subject: `Your free ebook: ${title}`,
    ...renderBlocks([
      { h1: `Your copy of ${title} is ready` },
      { p: ['Thank you for reading with me. Here is your free EPUB of ', { strong: title }, '.'] },
      { button: `Download ${title}`, href: downloadUrl },
      {
        p: [
          `The link works for ${PER_SUBSCRIBER_LINK_HOURS} hours, until `,
          { strong: expiresAt },
          '. If it has expired, just reply to this email and I will send you a new one.',
        ],
      },
      { buttonFallback: downloadUrl },
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
