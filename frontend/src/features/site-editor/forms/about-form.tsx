import { aboutPageSchema, type AboutPage } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { columns, group, textBox, type FieldSpec } from '../form-spec';
import { paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';

const text = siteText.about;

type Section = AboutPage['sections'][number];
/** The About page as the form holds it: each block's paragraphs as one text. The sections' lists and closing lines are kept as saved. */
type AboutValues = Omit<AboutPage, 'sections' | 'connect'> & {
  sections: (Omit<Section, 'paragraphs'> & { paragraphs: string })[];
  connect: Omit<AboutPage['connect'], 'paragraphs'> & { paragraphs: string };
};

/** A link of the page: its text, and where it goes (a page of this site or another site). */
const linkFields = (path: string): FieldSpec<AboutValues> =>
  columns('sm:grid-cols-2', [
    textBox(`${path}.label`, siteText.link.label, { required: true }),
    textBox(`${path}.href`, text.linkHref, { required: true, verbatim: true }),
  ]);

export const aboutEditor = defineEditor({
  schema: aboutPageSchema,
  fromBody: (page): AboutValues => ({
    ...page,
    sections: page.sections.map((section) => ({ ...section, paragraphs: paragraphsText(section.paragraphs) })),
    connect: { ...page.connect, paragraphs: paragraphsText(page.connect.paragraphs) },
  }),
  toBody: (values) => ({
    ...values,
    sections: values.sections.map((section) => ({ ...section, paragraphs: paragraphsOf(section.paragraphs) })),
    connect: { ...values.connect, paragraphs: paragraphsOf(values.connect.paragraphs) },
  }),
  form: (values) => [
    group(text.top, [
      textBox('heading', text.pageHeading, { required: true }),
      textBox('intro', text.intro, { rows: 3, required: true }),
    ]),
    ...values.sections.map((_, index) =>
      group(text.section(index), [
        textBox(`sections.${index}.heading`, text.sectionHeading, { required: true }),
        textBox(`sections.${index}.paragraphs`, text.sectionText, { rows: 8, required: true }),
      ]),
    ),
    group(
      text.connect,
      [
        textBox('connect.heading', text.blockHeading, { required: true }),
        textBox('connect.paragraphs', text.connectText, { rows: 4 }),
        ...values.connect.links.map((_, index) => group(text.link(index), [linkFields(`connect.links.${index}`)])),
      ],
      text.connectHint,
    ),
    group(text.challenge, [
      textBox('challenge.heading', text.blockHeading, { required: true }),
      textBox('challenge.text', text.challengeText, { rows: 3, required: true }),
      linkFields('challenge.link'),
    ]),
  ],
});
