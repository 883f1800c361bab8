import { aboutPageSchema, type AboutPage } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { FieldGroup, TextField, type FieldKit } from '../components/fields';
import { paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';

const text = siteText.about;

type Section = AboutPage['sections'][number];
/** The About page as the form holds it: each block's paragraphs as one text. The sections' lists and closing lines are kept as saved. */
type AboutValues = Omit<AboutPage, 'sections' | 'connect'> & {
  sections: (Omit<Section, 'paragraphs'> & { paragraphs: string })[];
  connect: Omit<AboutPage['connect'], 'paragraphs'> & { paragraphs: string };
};

export const aboutEditor = defineEditor<AboutValues>({
  schema: aboutPageSchema,
  fromBody: (body) => {
    const page = body as AboutPage;
    return {
      ...page,
      sections: page.sections.map((section) => ({ ...section, paragraphs: paragraphsText(section.paragraphs) })),
      connect: { ...page.connect, paragraphs: paragraphsText(page.connect.paragraphs) },
    };
  },
  toBody: (values) => ({
    ...values,
    sections: values.sections.map((section) => ({ ...section, paragraphs: paragraphsOf(section.paragraphs) })),
    connect: { ...values.connect, paragraphs: paragraphsOf(values.connect.paragraphs) },
  }),
  fieldsOf: (values) => [
    'heading',
    'intro',
    ...values.sections.flatMap((_, index) => [`sections.${index}.heading`, `sections.${index}.paragraphs`]),
    'connect.heading',
    'connect.paragraphs',
    ...values.connect.links.flatMap((_, index) => [`connect.links.${index}.label`, `connect.links.${index}.href`]),
    'challenge.heading',
    'challenge.text',
    'challenge.link.label',
    'challenge.link.href',
  ],
  words: siteText.aboutWords,
  Form: AboutForm,
});

function LinkFields({ kit, path }: { kit: FieldKit<AboutValues>; path: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField kit={kit} path={`${path}.label`} label={text.linkLabel} required />
      <TextField kit={kit} path={`${path}.href`} label={text.linkHref} hint={text.linkHrefHint} required verbatim />
    </div>
  );
}

function AboutForm({ kit }: { kit: FieldKit<AboutValues> }) {
  return (
    <>
      <FieldGroup legend={text.top}>
        <TextField kit={kit} path="heading" label={text.pageHeading} required />
        <TextField kit={kit} path="intro" label={text.intro} rows={3} required />
      </FieldGroup>
      {kit.values.sections.map((_, index) => (
        <FieldGroup key={index} legend={text.section(index)}>
          <TextField kit={kit} path={`sections.${index}.heading`} label={text.sectionHeading} required />
          <TextField
            kit={kit}
            path={`sections.${index}.paragraphs`}
            label={text.paragraphs}
            hint={text.paragraphsHint}
            rows={8}
            required
          />
        </FieldGroup>
      ))}
      <FieldGroup legend={text.connect}>
        <p className="text-xs text-parchment-400">{text.connectHint}</p>
        <TextField kit={kit} path="connect.heading" label={text.sectionHeading} required />
        <TextField kit={kit} path="connect.paragraphs" label={text.paragraphs} hint={text.paragraphsHint} rows={4} />
        {kit.values.connect.links.map((_, index) => (
          <FieldGroup key={index} legend={text.link(index)}>
            <LinkFields kit={kit} path={`connect.links.${index}`} />
          </FieldGroup>
        ))}
      </FieldGroup>
      <FieldGroup legend={text.challenge}>
        <TextField kit={kit} path="challenge.heading" label={text.sectionHeading} required />
        <TextField kit={kit} path="challenge.text" label={text.challengeText} rows={3} required />
        <LinkFields kit={kit} path="challenge.link" />
      </FieldGroup>
    </>
  );
}
