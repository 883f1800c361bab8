import { HOME_MERGE_FIELDS } from '@content/merge-fields';
import { homeWordsSchema } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { group, textBox } from '../form-spec';
import { siteText } from '../texts';
import { mergeFieldsNote } from './page-words';

const text = siteText.home;
const words = siteText.pageWords;

/** The home page's words, block by block, and the Books page's intro: each a line of text. */
export const homeEditor = defineEditor({
  schema: homeWordsSchema,
  // A copy: the form's values are its own, never the saved body they came from.
  fromBody: (page) => structuredClone(page),
  toBody: (values) => values,
  form: () => [
    mergeFieldsNote(HOME_MERGE_FIELDS),
    group(text.hero, [
      textBox('hero.eyebrow', words.eyebrow, { required: true }),
      textBox('hero.heading', words.heading, { rows: 2, required: true }),
      textBox('hero.text', text.heroText, { rows: 4, required: true }),
      textBox('hero.browseBooks', text.browseBooks, { required: true }),
      textBox('hero.getFreeArc', text.getFreeArc, { required: true }),
      textBox('hero.challengeLink', text.challengeLink, { required: true }),
    ]),
    group(
      text.about,
      [
        textBox('about.heading', words.heading, { required: true }),
        textBox('about.link', text.aboutLink, { required: true }),
      ],
      text.aboutHint,
    ),
    group(
      text.readerMagnets,
      [
        textBox('readerMagnets.heading', words.heading, { required: true }),
        textBox('readerMagnets.text', words.line, { rows: 3, required: true }),
        textBox('readerMagnets.link', text.readerMagnetsLink, { required: true }),
      ],
      text.readerMagnetsHint,
    ),
    group(text.support, [
      textBox('support.heading', words.heading, { required: true }),
      textBox('support.text', words.line, { rows: 4, required: true }),
      textBox('support.button', text.supportButton, { required: true }),
    ]),
    group(text.books, [textBox('booksIntro', text.booksIntro, { rows: 3, required: true })]),
  ],
});
