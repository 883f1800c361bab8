import { legalWordsSchema, type LegalWords } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { columns, group, textBox } from '../form-spec';
import { paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';
import { mergeFieldsNote, sectionBodies, sectionRows, sectionValues, type SectionValues } from './page-words';

const text = siteText.legal;
const words = siteText.pageWords;

/** The Terms of Service or the Privacy Policy as the form holds them: each block's paragraphs as one text. */
type LegalValues = Omit<LegalWords, 'intro' | 'sections'> & { intro: string; sections: SectionValues[] };

/** The legal pages' words: their dates, intro, sections (added, removed, moved up) and contact line. */
export const legalEditor = defineEditor({
  schema: legalWordsSchema,
  fromBody: (page): LegalValues => ({
    ...page,
    intro: paragraphsText(page.intro),
    sections: page.sections.map(sectionValues),
  }),
  toBody: (values) => ({
    ...values,
    intro: paragraphsOf(values.intro),
    sections: sectionBodies(values.sections),
  }),
  form: () => [
    mergeFieldsNote(),
    group(text.top, [
      textBox('heading', words.heading, { required: true }),
      columns('sm:grid-cols-2', [
        textBox('effectiveDate', text.effectiveDate, { type: 'date', required: true }),
        textBox('lastUpdated', text.lastUpdated, { type: 'date', required: true }),
      ]),
      textBox('intro', text.intro, { rows: 6, required: true }),
    ]),
    sectionRows('sections'),
    group(
      text.contact,
      [
        textBox('contact.heading', words.heading, { required: true }),
        textBox('contact.text', text.contactText, { required: true }),
      ],
      text.contactHint,
    ),
  ],
});
