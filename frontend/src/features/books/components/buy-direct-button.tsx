import { formatPrice, uiText } from '@content/ui-text';
import { buttonStyles } from '@frontend/components/buttons';
import { routeTable } from '@frontend/lib/route-table';

/**
 * "Buy Direct $4.99": a plain form that posts the book to the checkout (a 303 to Stripe's page),
 * so it sells with or without JavaScript and loads no script. Publishing renders it only for a
 * book on sale direct, so it never leads to a "not yet"; should her EPUB be unlinked before the
 * next publish, the server answers a page in words.
 */
export function BuyDirectButton({ bookId, price }: { bookId: string; price: number }) {
  return (
    <form method="post" action={routeTable.buyDirect.path} className="contents">
      <input type="hidden" name="bookId" value={bookId} />
      <button type="submit" className={buttonStyles.primary}>
        {`${uiText.books.buyDirect} ${formatPrice(price)}`}
      </button>
    </form>
  );
}
