import { CONTACT_EMAIL } from '../../../../../content/author';
import type { Book } from '../../../../../content/schemas';
import { formatPrice, uiText } from '../../../../../content/site';
import { buttonStyles } from '../../../components/buttons';
import { Dialog } from '../../../components/dialog';
import { ExternalLink } from '../../../components/external-link';
import { storeButtonLabel } from '../book-links';

/**
 * "Buy Direct $4.99". Direct sales do not exist yet, so the button opens a dialog that says so
 * and offers the two ways to get the book now: the bookstore, or an email to the author.
 */
export function BuyDirectButton({ book, price }: { book: Book; price: number }) {
  const text = uiText.books.directDialog;
  const label = `${uiText.books.buyDirect} ${formatPrice(price)}`;
  const mailto = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(`${text.emailSubject}: ${book.title}`)}`;
  return (
    <Dialog
      trigger={
        <button type="button" className={buttonStyles.primary}>
          {label}
        </button>
      }
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
  );
}
