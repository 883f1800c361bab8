import { AUTHOR_NAME } from '../../content/author';
import { LIBRARY_LINK_HOURS } from '../contract/sales';
import { renderBlocks } from './blocks';
import { renderTransactionalEmail, type RenderedEmail } from './layout';

/**
 * The link to a reader's library ("My books"), sent because someone typed the
 * address: not list mail, so no unsubscribe footer, and it says what to do if it was not them.
 */
export interface LibraryEmailValues {
  libraryUrl: string;
  /** The expiry as people read it (`formatExpiry`). */
  expiresAt: string;
  /** How many books the address bought. */
  books: number;
}

export function libraryEmail(values: LibraryEmailValues): RenderedEmail {
  const { libraryUrl, expiresAt, books } = values;
  const subject = 'Your books';
  const content = renderBlocks([
    { h1: 'Your books' },
    {
      p: `Here is the link to the ${books === 1 ? 'book' : `${books} books`} you bought with this address, each with its Download button.`,
    },
    { button: 'Open my books', href: libraryUrl },
    {
      p: [
        `The link works for ${LIBRARY_LINK_HOURS} hours, until `,
        { strong: expiresAt },
        '. After that, ask for a new one on the same page.',
      ],
    },
    { buttonFallback: libraryUrl },
    {
      p: 'If you did not ask for this, you can ignore this email: the link shows your books only to whoever opens it from here.',
    },
    { lines: ['Happy reading,', AUTHOR_NAME] },
  ]);
  return renderTransactionalEmail({ subject, ...content });
}
