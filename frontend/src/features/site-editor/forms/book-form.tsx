import { useQuery } from '@tanstack/react-query';
import type { Image } from '@contract/images';
import { BOOK_FORMATS, type Picture } from '@content/schemas';
import { ListState } from '@frontend/components/admin-list';
import { imagesQuery } from '@frontend/lib/images-query';
import { siteOverviewQuery } from '../api';
import { bookBodies, bookIdOf, coverImageOf, newBookValues, type BookFormValues } from '../book-body';
import { defineEditor } from '../editor-def';
import { SelectField, type FieldKit } from '../components/fields';
import { choice, columns, custom, group, newPieceId, rows, textBox, toggle } from '../form-spec';
import { siteText } from '../texts';

const text = siteText.book;

export const bookEditor = defineEditor({
  ...bookBodies,
  newPiece: { heading: text.newHeading, kind: 'book', values: newBookValues },
  form: (values, { isNew }) => [
    custom('coverImage', CoverPicker, text.cover.message),
    group(text.identity, [
      textBox('title', text.title, { required: true }),
      newPieceId(values, isNew, bookIdOf, { ...text.id, locked: text.idLocked }),
      textBox('subtitle', text.subtitle),
      columns('sm:grid-cols-[1fr_12rem]', [
        custom('series', SeriesChoice),
        textBox('seriesOrder', text.seriesOrder, { inputMode: 'numeric' }),
      ]),
      textBox('genre', text.genre, { required: true }),
    ]),
    group(text.words, [
      textBox('caption', text.caption, { rows: 2, required: true }),
      textBox('description', text.description, { rows: 4, required: true }),
    ]),
    group(text.facts, [
      columns('sm:grid-cols-2', [
        textBox('publicationDate', text.publicationDate, { type: 'date', required: true }),
        textBox('price', text.price, { inputMode: 'decimal', required: true }),
        textBox('wordCount', text.wordCount, { inputMode: 'numeric', required: true }),
        textBox('isbn', text.isbn, { inputMode: 'numeric', verbatim: true }),
      ]),
    ]),
    group(text.links, [
      textBox('amazonLink', text.amazonLink, { type: 'url', required: true, verbatim: true }),
      textBox('sampleLink', text.sampleLink, { type: 'url', verbatim: true }),
      rows({
        path: 'retailLinks',
        words: text.retailLinks,
        blank: { format: 'paperback', retailer: '', url: '' },
        fields: (row) => [
          columns('sm:grid-cols-[10rem_1fr]', [
            choice(
              `${row}.format`,
              text.format,
              BOOK_FORMATS.map((format) => ({ value: format, label: text.formats[format] })),
            ),
            textBox(`${row}.retailer`, text.retailer, { required: true }),
          ]),
          textBox(`${row}.url`, text.url, { type: 'url', required: true, verbatim: true }),
        ],
      }),
    ]),
    group(text.direct, [
      toggle('directPurchaseAvailable', text.directPurchaseAvailable),
      // Her price and file only for a book she sells here: the schema asks for them only then.
      ...(values.directPurchaseAvailable
        ? [
            columns<BookFormValues>('sm:grid-cols-2', [
              textBox('directPrice', text.directPrice, { inputMode: 'decimal', required: true }),
              textBox('epubFilename', text.epubFilename, { required: true, verbatim: true }),
            ]),
          ]
        : []),
    ]),
  ],
});

/** The book's series, one of hers (a book names its series by the series' name), or none. */
function SeriesChoice({ kit, path }: { kit: FieldKit<BookFormValues>; path: string }) {
  const overview = useQuery({ ...siteOverviewQuery(), enabled: !kit.readOnly });
  const names = (overview.data?.pieces ?? []).filter((piece) => piece.kind === 'series').map((piece) => piece.title);
  const current = kit.values.series;
  const options = [
    { value: '', label: text.standalone },
    ...[...new Set(current ? [...names, current] : names)].map((name) => ({ value: name, label: name })),
  ];
  return <SelectField kit={kit} path={path} {...text.series} options={options} />;
}

/** The thumbnail's width in the picker; its height keeps the picture's proportions. */
const THUMBNAIL_WIDTH = 64;

/** The cover: one of her pictures, or the cover drawn from the book's mood; a radio group, so arrows move between them. */
function CoverPicker({ kit, path }: { kit: FieldKit<BookFormValues>; path: string }) {
  const images = useQuery({ ...imagesQuery(), enabled: !kit.readOnly });
  const chosen = kit.values.coverImage?.imageId ?? null;
  const error = kit.error(path);
  const name = kit.fieldId(path);
  const option = (id: string | null, label: string, cover?: Picture) => (
    <label
      key={id ?? 'drawn'}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-ink-700 p-2 text-sm text-parchment-200 has-checked:border-ember-500 has-checked:bg-ember-950/40"
    >
      <input
        type="radio"
        name={name}
        id={id === null ? name : undefined}
        checked={chosen === id}
        disabled={kit.readOnly}
        onChange={() => kit.set(path, cover ?? null)}
        className="size-5 shrink-0 accent-ember-600"
      />
      {cover ? <Thumbnail cover={cover} /> : null}
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-lg border border-ink-800 p-4"
      aria-describedby={`${name}-hint${error ? ` ${name}-error` : ''}`}
    >
      <legend className="px-1 font-display text-lg text-parchment-100">{text.cover.label}</legend>
      <p id={`${name}-hint`} className="text-xs text-parchment-400">
        {text.cover.hint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {option(null, text.drawnCover)}
        {/* Shown as saved, whether or not it is still among her pictures. */}
        {kit.values.coverImage && (kit.readOnly || !isListed(images.data?.images, chosen))
          ? option(chosen, text.chosenCover, kit.values.coverImage)
          : null}
        {kit.readOnly ? null : (
          <ListState
            query={images}
            texts={{ loading: text.coversLoading, loadFailed: text.coversFailed, empty: text.noPictures }}
            itemsOf={(data) => data.images}
            inline
          >
            {(data) =>
              data.images.map((picture) => option(picture.id, text.chooseCover(picture.alt), coverImageOf(picture)))
            }
          </ListState>
        )}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const isListed = (images: readonly Image[] | undefined, id: string | null) =>
  images?.some((picture) => picture.id === id) ?? false;

function Thumbnail({ cover }: { cover: Picture }) {
  const smallest = cover.variants[0]!;
  return (
    <img
      src={smallest.src}
      width={THUMBNAIL_WIDTH}
      height={Math.round((THUMBNAIL_WIDTH * smallest.height) / smallest.width)}
      alt=""
      loading="lazy"
      className="h-auto w-16 shrink-0 rounded bg-ink-950"
    />
  );
}
