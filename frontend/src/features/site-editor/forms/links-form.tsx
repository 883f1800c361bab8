import { externalLinksSchema, type ExternalLinks } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { FieldGroup, TextField, ToggleField, type FieldKit } from '../components/fields';
import { siteText } from '../texts';

const text = siteText.links;
const LINKS = Object.keys(text.names) as (keyof ExternalLinks)[];

export const linksEditor = defineEditor<ExternalLinks>({
  schema: externalLinksSchema,
  fromBody: (body) => body as ExternalLinks,
  toBody: (values) => values,
  fieldsOf: () => LINKS.flatMap((name) => [`${name}.label`, `${name}.shortLabel`, `${name}.href`]),
  words: Object.fromEntries(
    LINKS.flatMap((name) => [
      [`${name}.label`, siteText.linkWords.label],
      [`${name}.shortLabel`, siteText.shortLabelWords],
      [`${name}.href`, siteText.linkWords.href],
    ]),
  ),
  Form: LinksForm,
});

function LinksForm({ kit }: { kit: FieldKit<ExternalLinks> }) {
  return (
    <>
      <p className="text-sm text-parchment-400">{text.intro}</p>
      {LINKS.map((name) => (
        <FieldGroup key={name} legend={text.names[name]}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField kit={kit} path={`${name}.label`} label={text.label} required />
            <TextField
              kit={kit}
              path={`${name}.shortLabel`}
              label={text.shortLabel}
              hint={text.shortLabelHint}
              required
            />
          </div>
          <TextField kit={kit} path={`${name}.href`} label={text.href} type="url" required verbatim />
          <ToggleField kit={kit} path={`${name}.placeholder`} label={text.hidden} hint={text.hiddenHint} />
        </FieldGroup>
      ))}
    </>
  );
}
