import { bookSeriesSchema, type BookSeries } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { FieldGroup, TextField, type FieldKit } from '../components/fields';
import { siteText } from '../texts';

const text = siteText.series;

/** A series as the form holds it: the planned number of books as text; its books' order is theirs (each book's place). */
type SeriesValues = Omit<BookSeries, 'numberOfBooks'> & { numberOfBooks: string };

export const seriesEditor = defineEditor<SeriesValues>({
  schema: bookSeriesSchema,
  fromBody: (body) => {
    const series = body as BookSeries;
    return { ...series, numberOfBooks: String(series.numberOfBooks) };
  },
  toBody: (values) => ({ ...values, numberOfBooks: values.numberOfBooks.trim() ? Number(values.numberOfBooks) : null }),
  fieldsOf: () => ['name', 'description', 'genre', 'numberOfBooks'],
  words: siteText.seriesWords,
  Form: SeriesForm,
});

function SeriesForm({ kit }: { kit: FieldKit<SeriesValues> }) {
  return (
    <FieldGroup legend={text.heading}>
      <TextField kit={kit} path="name" label={text.name} required />
      <TextField kit={kit} path="description" label={text.description} rows={4} required />
      <TextField kit={kit} path="genre" label={text.genre} required />
      <TextField
        kit={kit}
        path="numberOfBooks"
        label={text.numberOfBooks}
        hint={text.numberOfBooksHint}
        inputMode="numeric"
        required
      />
    </FieldGroup>
  );
}
