import { MERGE_FIELDS, mergeFieldList, type FieldMeanings } from '@content/merge-fields';
import type { ContentSection } from '@content/schemas';
import { bookIdFromTitle } from '../book-body';
import { group, note, rows, textBox, type FieldSpec, type FormSpec } from '../form-spec';
import { listItemsOf, listItemsText, paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';

/**
 * What the editors of her pages' words share: the merge fields' note, and a section as the form
 * holds it (its paragraphs, list and closing lines each one text) with its fields.
 */

const text = siteText.pageWords;

/** The note atop a page's form: the merge fields she can write (the page's own too), and what each becomes. */
export const mergeFieldsNote = <V,>(fields: FieldMeanings = MERGE_FIELDS): FieldSpec<V> =>
  note(
    `${text.mergeFields(mergeFieldList('or', fields))} ${Object.entries(fields)
      .map(([field, meaning]) => `{${field}}: ${meaning}`)
      .join('; ')}.`,
  );

/** A section as the form holds it: paragraphs, list and closing as texts; its anchor id kept as saved. */
export type SectionValues = { id: string; heading: string; paragraphs: string; list: string; closing: string };

export const sectionValues = (section: ContentSection): SectionValues => ({
  id: section.id,
  heading: section.heading,
  paragraphs: paragraphsText(section.paragraphs),
  list: listItemsText(section.list),
  closing: paragraphsText(section.closing ?? []),
});

/**
 * A section's body from the form: an empty list or closing is none, and a new section's anchor
 * id is made from its heading, unlike any other section's of the page.
 */
export function sectionBodies(sections: readonly SectionValues[]): ContentSection[] {
  const taken = new Set(sections.map((section) => section.id).filter(Boolean));
  return sections.map((section) => {
    let id = section.id;
    if (!id) {
      const base = bookIdFromTitle(section.heading);
      id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      taken.add(id);
    }
    const list = listItemsOf(section.list);
    const closing = paragraphsOf(section.closing);
    return {
      id,
      heading: section.heading,
      paragraphs: paragraphsOf(section.paragraphs),
      list: list.length ? list : null,
      closing: closing.length ? closing : null,
    };
  });
}

/** A section's fields under `path`: heading, text, list and closing lines. */
export const sectionFields = <V,>(path: string): FormSpec<V> => [
  textBox(`${path}.heading`, text.sectionHeading, { required: true }),
  textBox(`${path}.paragraphs`, text.sectionText, { rows: 6 }),
  textBox(`${path}.list`, text.sectionList, { rows: 4 }),
  textBox(`${path}.closing`, text.sectionClosing, { rows: 2 }),
];

/** A fixed number of sections, each in its group (the Dream Team's four guidelines). */
export const fixedSections = <V,>(path: string, count: number): FormSpec<V> =>
  Array.from({ length: count }, (_, index) => group(text.section(index), sectionFields<V>(`${path}.${index}`)));

/** Sections she adds, removes and moves up (the legal pages', the House Hippo page's). */
export const sectionRows = <V,>(path: string): FieldSpec<V> =>
  rows({
    path,
    words: text.sections,
    blank: { id: '', heading: '', paragraphs: '', list: '', closing: '' } satisfies SectionValues,
    fields: (row) => sectionFields<V>(row),
  });
