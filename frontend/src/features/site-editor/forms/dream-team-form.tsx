import { dreamTeamWordsSchema, type DreamTeamWords } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { group, textBox } from '../form-spec';
import { linesOf, linesText, paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';
import { fixedSections, mergeFieldsNote, sectionBodies, sectionValues, type SectionValues } from './page-words';

const text = siteText.dreamTeam;
const words = siteText.pageWords;

type Card = DreamTeamWords['cards'][number];
/** The Dream Team page as the form holds it: paragraphs and perks each as one text. */
type DreamTeamValues = Omit<DreamTeamWords, 'intro' | 'cards' | 'guidelines' | 'form'> & {
  intro: string;
  cards: (Omit<Card, 'perks'> & { perks: string })[];
  guidelines: Omit<DreamTeamWords['guidelines'], 'sections'> & { sections: SectionValues[] };
  form: { heading: string; intro: string; success: { paragraphs: string } };
};

/** The Dream Team page's words: header, its three cards, its four guidelines and the form's own words. */
export const dreamTeamEditor = defineEditor({
  schema: dreamTeamWordsSchema,
  fromBody: (page): DreamTeamValues => ({
    ...page,
    intro: paragraphsText(page.intro),
    cards: page.cards.map((card) => ({ ...card, perks: linesText(card.perks) })),
    guidelines: { ...page.guidelines, sections: page.guidelines.sections.map(sectionValues) },
    form: { ...page.form, success: { paragraphs: paragraphsText(page.form.success.paragraphs) } },
  }),
  toBody: (values) => ({
    ...values,
    intro: paragraphsOf(values.intro),
    cards: values.cards.map((card) => ({ ...card, perks: linesOf(card.perks) })),
    guidelines: { ...values.guidelines, sections: sectionBodies(values.guidelines.sections) },
    form: { ...values.form, success: { paragraphs: paragraphsOf(values.form.success.paragraphs) } },
  }),
  form: (values) => [
    mergeFieldsNote(),
    group(text.top, [
      textBox('header.eyebrow', words.eyebrow, { required: true }),
      textBox('header.heading', words.heading, { required: true }),
      textBox('header.subheading', words.subheading, { rows: 2, required: true }),
      textBox('intro', text.intro, { rows: 6, required: true }),
    ]),
    ...values.cards.map((_, index) =>
      group(text.card(index), [
        textBox(`cards.${index}.title`, text.cardTitle, { required: true }),
        textBox(`cards.${index}.description`, text.cardDescription, { rows: 3, required: true }),
        textBox(`cards.${index}.perks`, text.perks, { rows: 3 }),
      ]),
    ),
    group(text.guidelines, [
      textBox('guidelines.heading', words.heading, { required: true }),
      textBox('guidelines.intro', text.guidelinesIntro, { rows: 2, required: true }),
    ]),
    ...fixedSections<DreamTeamValues>('guidelines.sections', values.guidelines.sections.length),
    group(
      text.form,
      [
        textBox('form.heading', words.heading, { required: true }),
        textBox('form.intro', text.formIntro, { rows: 2, required: true }),
        textBox('form.success.paragraphs', text.welcome, { rows: 4, required: true }),
      ],
      text.formHint,
    ),
  ],
});
