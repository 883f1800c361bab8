import { externalLinksSchema, type ExternalLinks } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { columns, group, note, textBox, toggle } from '../form-spec';
import { siteText } from '../texts';

const text = siteText.links;
const link = siteText.link;
const LINKS = Object.keys(text.names) as (keyof ExternalLinks)[];

export const linksEditor = defineEditor({
  schema: externalLinksSchema,
  fromBody: (links): ExternalLinks => structuredClone(links),
  toBody: (values) => values,
  form: () => [
    note(text.intro),
    ...LINKS.map((name) =>
      group(text.names[name], [
        columns('sm:grid-cols-2', [
          textBox(`${name}.label`, link.label, { required: true }),
          textBox(`${name}.shortLabel`, link.shortLabel, { required: true }),
        ]),
        textBox(`${name}.href`, link.href, { type: 'url', required: true, verbatim: true }),
        toggle(`${name}.placeholder`, { label: link.hidden, hint: text.hiddenHint }),
      ]),
    ),
  ],
});
