import { CONTACT_EMAIL } from '@content/author';
import type { Book } from '@content/schemas';
import { formatPrice, uiText } from '@content/ui-text';
import { buttonStyles } from '@frontend/components/buttons';
import { Dialog } from '@frontend/components/dialog';
import { ExternalLink } from '@frontend/components/external-link';
import { routeTable } from '@frontend/lib/route-table';
import { storeButtonLabel } from '../book-links';

/**
 * "Buy Direct $4.99": a form that posts the book to the checkout (a 303 to Stripe's page), so it
 * sells before and without JavaScript. Once its part has started it knows whether the author has
 * linked the book to its EPUB (`onSale`); while not, the button opens a dialog that says so and
 * offers the two ways to get the book now: the bookstore, or an email to the author.
 */
/** What the button needs of its book: its props are written into the page for the island (BookCard). */
export type BuyDirectBook = Pick<Book, 'id' | 'title' | 'purchaseLink'>;

/** Only what the button uses goes into the island's props in the page: a whole book was 1.6 kB of HTML a card. */
export const buyDirectBook = ({ id, title, purchaseLink }: BuyDirectBook): BuyDirectBook => ({
  id,
  title,
  purchaseLink,
});

export function BuyDirectButton({ book, price, onSale }: { book: BuyDirectBook; price: number; onSale?: boolean }) {
  const text = uiText.books.directDialog;
  const label = `${uiText.books.buyDirect} ${formatPrice(price)}`;
  const mailto = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(`${text.emailSubject}: ${book.title}`)}`;
  return (
    <form method="post" action={routeTable.buyDirect.path} className="contents">
      <input type="hidden" name="bookId" value={book.id} />
      <Dialog
        trigger={
          <button type="submit" className={buttonStyles.primary}>
            {label}
          </button>
        }
        // Unknown (the offers could not be asked): the form posts and the server decides.
        opensWhen={() => onSale === false}
        title={text.heading}
        description={text.text}
        closeLabel={text.close}
      >
        <p className="mt-4 rounded-md bg-ink-800/70 px-3 py-2 text-sm text-parchment-200">
          <span className="font-display text-base text-parchment-100">{book.title}</span> · {label}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ExternalLink href={book.purchaseLink} className={buttonStyles.primary}>
            {storeButtonLabel(book)}
          </ExternalLink>
          <a href={mailto} className={buttonStyles.secondary}>
            {text.emailAuthor}
          </a>
        </div>
      </Dialog>
    </form>
  );
}
