import { useId } from 'react';
import type { Ebook } from '@contract/arc';
import { DIRECT_BOOKS, formatAmount, SALES_CURRENCY } from '@contract/sales';
import { FormError } from '@frontend/components/form-error';
import { inputClass } from '@frontend/components/form-field';
import { StatusText } from '@frontend/components/status-text';
import { useUpdateEbook } from '../api';
import { arcText } from '../texts';

const text = arcText.books;
const priceOf = (price: number | null) =>
  price === null ? '' : ` · ${formatAmount(Math.round(price * 100), SALES_CURRENCY)}`;

/**
 * The link that decides what Buy Direct sells: this EPUB as one of the catalogue's
 * direct books, or nothing. A book already sold from another EPUB is refused by the server in words.
 */
export function SellAsField({ book }: { book: Ebook }) {
  const update = useUpdateEbook(book.id);
  const id = useId();
  const chosen = update.isPending ? (update.variables.sellsBookId ?? '') : (book.sellsBookId ?? '');
  const saved = DIRECT_BOOKS.find((b) => b.id === update.variables?.sellsBookId)?.title;
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
        {DIRECT_BOOKS.map((direct) => (
          <option key={direct.id} value={direct.id}>
            {direct.title}
            {priceOf(direct.directPrice)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-parchment-400">
        {text.sellAsHint}
      </p>
      {update.isSuccess ? (
        <p role="status" className="mt-1 text-sm">
          <StatusText tone="success">{text.sellAsSaved(saved)}</StatusText>
        </p>
      ) : null}
      <FormError message={update.error?.message} />
    </div>
  );
}
