import { bookSeriesSchema, type BookSeries } from '@content/schemas';
import { SeriesBooksField } from '../components/series-books-field';
import { defineEditor } from '../editor-def';
import { custom, group, textBox } from '../form-spec';
import { siteText } from '../texts';

const text = siteText.series;

/** A series as the form holds it: the planned number of books as text, its books by id in reading order. */
type SeriesValues = Omit<BookSeries, 'numberOfBooks'> & { numberOfBooks: string };

export const seriesEditor = defineEditor({
  schema: bookSeriesSchema,
  fromBody: (series): SeriesValues => ({ ...series, numberOfBooks: String(series.numberOfBooks) }),
  toBody: (values) => ({ ...values, numberOfBooks: values.numberOfBooks.trim() ? Number(values.numberOfBooks) : null }),
  form: () => [
    group(text.heading, [
      textBox('name', text.name, { required: true }),
      textBox('description', text.description, { rows: 4, required: true }),
      textBox('genre', text.genre, { required: true }),
      textBox('numberOfBooks', text.numberOfBooks, { inputMode: 'numeric', required: true }),
    ]),
    custom('bookIds', SeriesBooksField),
  ],
});
