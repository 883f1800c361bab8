import { useId } from 'react';
import type { CatalogueBook, Ebook } from '@contract/arc';
import { formatAmount, SALES_CURRENCY } from '@contract/sales';
import { FormError } from '@frontend/components/form-error';
import { inputClass } from '@frontend/components/form-field';
import { StatusText } from '@frontend/components/status-text';
import { useUpdateEbook } from '../api';
import { arcText } from '../texts';

const text = arcText.books;
const priceOf = (price: number | null) =>
  price === null ? '' : ` · ${formatAmount(Math.round(price * 100), SALES_CURRENCY)}`;

/**
 * The link that decides which file Buy Direct sells: this EPUB as one of her books, or nothing.
 * Her pages show the button once the book is sold direct at a price and she publishes, so the
 * saved link says what is left to do. A book already sold from another EPUB is refused by the
 * server in words.
 */
export function SellAsField({ book, catalogue }: { book: Ebook; catalogue: CatalogueBook[] }) {
  const update = useUpdateEbook(book.id);
  const id = useId();
  const chosen = update.isPending ? (update.variables.sellsBookId ?? '') : (book.sellsBookId ?? '');
  const saved = catalogue.find((b) => b.id === update.variables?.sellsBookId);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-parchment-200">
        {text.sellAs}
      </label>
      <select
        id={id}
        value={chosen}
        disabled={update.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => update.mutate({ sellsBookId: event.target.value || null })}
        className={`${inputClass} mt-1 max-w-md`}
      >
        <option value="">{text.notSold}</option>
        {catalogue.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.title}
            {entry.directPurchaseAvailable ? priceOf(entry.directPrice) : ''}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-parchment-400">
        {text.sellAsHint}
      </p>
      {update.isSuccess ? (
        <p role="status" className="mt-1 text-sm">
          <StatusText tone="success">
            {saved
              ? saved.directPurchaseAvailable && saved.directPrice !== null
                ? text.sellAsSaved(saved.title)
                : text.sellAsNotSoldDirect(saved.title)
              : text.sellAsStopped}
          </StatusText>
        </p>
      ) : null}
      <FormError message={update.error?.message} />
    </div>
  );
}
