import { LIBRARY_LINK_DAYS } from '../contract/sales';
import { renderBlocks, type Block } from './blocks';
import type { Sender } from './footer';
import { renderTransactionalEmail, type RenderedEmail } from './layout';

/**
 * The link to a reader's library, sent because someone typed the address (or signed up again):
 * not list mail, so no unsubscribe footer, and it says what to do if it was not them.
 */
export interface LibraryEmailValues {
  libraryUrl: string;
  /** The expiry as people read it (`formatExpiry`). */
  expiresAt: string;
  /** How many books the address bought. */
  books: number;
}

export function libraryEmail(sender: Sender, values: LibraryEmailValues): RenderedEmail {
  const { libraryUrl, expiresAt, books } = values;
  const subject = 'Your books';
  const bought = books ? ` and the ${books === 1 ? 'book' : `${books} books`} you bought with this address` : '';
  const content = renderBlocks([
    { h1: 'Your library' },
    {
      p: `Here is the link to your library: the free stories${bought}, with everything else you have here, ready to read or download.`,
    },
    { button: 'Open my library', href: libraryUrl },
    ...libraryLinkLasts(expiresAt),
    { buttonFallback: libraryUrl },
    {
      p: 'If you did not ask for this, you can ignore this email: the link shows your library only to whoever opens it from here.',
    },
    { lines: ['Happy reading,', sender.name] },
  ]);
  return renderTransactionalEmail(sender, { subject, ...content });
}

/** How long a library link in an email works, and what to do after: every email that carries one says it so. */
export const libraryLinkLasts = (expiresAt: string): Block[] => [
  {
    p: [
      `The link works for ${LIBRARY_LINK_DAYS} days, until `,
      { strong: expiresAt },
      '. After that, the page it opens emails you a fresh one.',
    ],
  },
];
