import { useQuery } from '@tanstack/react-query';
import type { Image } from '@contract/images';
import { BOOK_FORMATS, bookSchema, type Book, type Picture } from '@content/schemas';
import { buttonStyles } from '@frontend/components/buttons';
import { LoadingLine, QueryState } from '@frontend/components/query-state';
import { imagesQuery } from '@frontend/lib/images-query';
import { siteOverviewQuery } from '../api';
import { bookBody, bookFormValues, bookIdOf, coverImageOf, type BookFormValues } from '../book-body';
import { defineEditor } from '../editor-def';
import { FieldGroup, SelectField, TextField, ToggleField, type FieldKit } from '../components/fields';
import { siteText } from '../texts';

const text = siteText.book;

const FIXED_FIELDS = [
  'coverImage',
  'id',
  'title',
  'subtitle',
  'series',
  'seriesOrder',
  'genre',
  'caption',
  'description',
  'publicationDate',
  'price',
  'wordCount',
  'isbn',
  'amazonLink',
  'sampleLink',
];

export const bookEditor = defineEditor<BookFormValues>({
  schema: bookSchema,
  fromBody: (body) => bookFormValues(body as Book),
  toBody: bookBody,
  fieldsOf: (values) => [
    ...FIXED_FIELDS,
    ...values.retailLinks.flatMap((_, index) => [`retailLinks.${index}.retailer`, `retailLinks.${index}.url`]),
    'directPrice',
    'epubFilename',
  ],
  words: siteText.bookWords,
  Form: BookForm,
});

function BookForm({ kit }: { kit: FieldKit<BookFormValues> }) {
  const { values } = kit;
  return (
    <>
      <CoverPicker kit={kit} />
      <FieldGroup legend={text.identity}>
        <TextField kit={kit} path="title" label={text.title} required />
        {kit.isNew ? (
          <TextField
            kit={kit}
            path="id"
            label={text.id}
            hint={text.idHint(bookIdOf(values))}
            placeholder={bookIdOf({ id: '', title: values.title })}
            verbatim
          />
        ) : (
          <p className="text-sm text-parchment-400">{text.idLocked(values.id)}</p>
        )}
        <TextField kit={kit} path="subtitle" label={text.subtitle} />
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <SeriesChoice kit={kit} />
          <TextField
            kit={kit}
            path="seriesOrder"
            label={text.seriesOrder}
            hint={text.seriesOrderHint}
            inputMode="numeric"
          />
        </div>
        <TextField kit={kit} path="genre" label={text.genre} required />
      </FieldGroup>
      <FieldGroup legend={text.words}>
        <TextField kit={kit} path="caption" label={text.caption} hint={text.captionHint} rows={2} required />
        <TextField
          kit={kit}
          path="description"
          label={text.description}
          hint={text.descriptionHint}
          rows={4}
          required
        />
      </FieldGroup>
      <FieldGroup legend={text.facts}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField kit={kit} path="publicationDate" label={text.publicationDate} type="date" required />
          <TextField kit={kit} path="price" label={text.price} hint={text.priceHint} inputMode="decimal" required />
          <TextField kit={kit} path="wordCount" label={text.wordCount} inputMode="numeric" required />
          <TextField kit={kit} path="isbn" label={text.isbn} hint={text.isbnHint} inputMode="numeric" verbatim />
        </div>
      </FieldGroup>
      <FieldGroup legend={text.links}>
        <TextField
          kit={kit}
          path="amazonLink"
          label={text.amazonLink}
          hint={text.amazonLinkHint}
          type="url"
          required
          verbatim
        />
        <TextField kit={kit} path="sampleLink" label={text.sampleLink} hint={text.sampleLinkHint} type="url" verbatim />
        <RetailLinks kit={kit} />
      </FieldGroup>
      <FieldGroup legend={text.direct}>
        <ToggleField
          kit={kit}
          path="directPurchaseAvailable"
          label={text.directPurchaseAvailable}
          hint={text.directHint}
        />
        {values.directPurchaseAvailable ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField kit={kit} path="directPrice" label={text.directPrice} inputMode="decimal" required />
            <TextField
              kit={kit}
              path="epubFilename"
              label={text.epubFilename}
              hint={text.epubFilenameHint}
              required
              verbatim
            />
          </div>
        ) : null}
      </FieldGroup>
    </>
  );
}

/** The book's series, one of hers (a book names its series by the series' name), or none. */
function SeriesChoice({ kit }: { kit: FieldKit<BookFormValues> }) {
  const overview = useQuery({ ...siteOverviewQuery(), enabled: !kit.readOnly });
  const names = (overview.data?.pieces ?? []).filter((piece) => piece.kind === 'series').map((piece) => piece.title);
  const current = kit.values.series;
  const options = [
    { value: '', label: text.standalone },
    ...[...new Set(current ? [...names, current] : names)].map((name) => ({ value: name, label: name })),
  ];
  return <SelectField kit={kit} path="series" label={text.series} hint={text.seriesHint} options={options} />;
}

/** Other formats and stores: a row each (format, store, address), added and removed. */
function RetailLinks({ kit }: { kit: FieldKit<BookFormValues> }) {
  const rows = kit.values.retailLinks;
  const setRows = (next: BookFormValues['retailLinks']) => kit.set('retailLinks', next);
  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm font-medium text-parchment-200">{text.retailLinks}</p>
        <p className="text-xs text-parchment-400">{text.retailLinksHint}</p>
      </div>
      {rows.map((row, index) => (
        <FieldGroup
          key={index}
          legend={text.retailLink(index)}
          actions={
            kit.readOnly ? null : (
              <button
                type="button"
                onClick={() => setRows(rows.filter((_, other) => other !== index))}
                className={buttonStyles.quiet}
              >
                {text.removeRetailLink(index)}
              </button>
            )
          }
        >
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <SelectField
              kit={kit}
              path={`retailLinks.${index}.format`}
              label={text.format}
              options={BOOK_FORMATS.map((format) => ({ value: format, label: text.formats[format] }))}
            />
            <TextField
              kit={kit}
              path={`retailLinks.${index}.retailer`}
              label={text.retailer}
              hint={text.retailerHint}
              required
            />
          </div>
          <TextField kit={kit} path={`retailLinks.${index}.url`} label={text.url} type="url" required verbatim />
        </FieldGroup>
      ))}
      {kit.readOnly ? null : (
        <button
          type="button"
          onClick={() => setRows([...rows, { format: 'paperback', retailer: '', url: '' }])}
          className={buttonStyles.secondary}
        >
          {text.addRetailLink}
        </button>
      )}
    </div>
  );
}

/** The thumbnail's width in the picker; its height keeps the picture's proportions. */
const THUMBNAIL_WIDTH = 64;

/** The cover: one of her pictures, or the cover drawn from the book's mood; a radio group, so arrows move between them. */
function CoverPicker({ kit }: { kit: FieldKit<BookFormValues> }) {
  const images = useQuery({ ...imagesQuery(), enabled: !kit.readOnly });
  const chosen = kit.values.coverImage?.imageId ?? null;
  const error = kit.error('coverImage');
  const name = kit.fieldId('coverImage');
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
        onChange={() => kit.set('coverImage', cover ?? null)}
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
      <legend className="px-1 font-display text-lg text-parchment-100">{text.cover}</legend>
      <p id={`${name}-hint`} className="text-xs text-parchment-400">
        {text.coverHint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {option(null, text.drawnCover)}
        {/* Shown as saved, whether or not it is still among her pictures. */}
        {kit.values.coverImage && (kit.readOnly || !isListed(images.data?.images, chosen))
          ? option(chosen, text.chosenCover, kit.values.coverImage)
          : null}
        {kit.readOnly ? null : (
          <QueryState
            query={images}
            pending={<LoadingLine status>{text.coversLoading}</LoadingLine>}
            error={text.coversFailed}
            empty={<p className="text-sm text-parchment-400">{text.noPictures}</p>}
            isEmpty={(data) => data.images.length === 0}
          >
            {(data) =>
              data.images.map((picture) => option(picture.id, text.chooseCover(picture.alt), coverImageOf(picture)))
            }
          </QueryState>
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
