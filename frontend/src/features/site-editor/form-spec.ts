import type { ReactNode } from 'react';
import type { FieldKit, SelectFieldProps, TextFieldProps, ToggleFieldProps } from './components/fields';
import { fieldPattern, valueAt } from './form-paths';

/**
 * An editor's form as data: each field declared once, by its path and its words (label, hint,
 * and the message that says what to give when the schema refuses it). One component draws it
 * (FormView), and the editor reads from the same declaration the fields a message may stand
 * beside, in the order they show (the first with a message takes the focus), and each one's
 * message in her words.
 */
export type FormSpec<V> = readonly FieldSpec<V>[];

/** A field's words, as texts.ts keeps them; without a message the schema's own is shown. */
export interface FieldWords {
  label: string;
  hint?: string;
  message?: string;
}

type Props<P> = Omit<P, 'kit'>;
type Message = { message?: string };
/** A field drawn by its own component; a function (not any component type) so a form of any values may hold it. */
type CustomField<V> = (props: { kit: FieldKit<V>; path: string }) => ReactNode;

export type FieldSpec<V> =
  | ({ kind: 'text'; field: Props<TextFieldProps> } & Message)
  | ({ kind: 'select'; field: Props<SelectFieldProps> } & Message)
  | { kind: 'toggle'; field: Props<ToggleFieldProps> }
  | ({ kind: 'custom'; path: string; Field: CustomField<V> } & Message)
  | { kind: 'group'; legend: string; hint?: string; fields: FormSpec<V> }
  /** Fields side by side on wider screens; `template` is the grid's Tailwind columns class. */
  | { kind: 'columns'; template: string; fields: FormSpec<V> }
  | { kind: 'note'; text: string }
  | ({ kind: 'rows' } & RowsSpec<V>);

/**
 * A list she adds rows to and removes them from (a book's other stores), and moves a row up in
 * when it has `moveUp` words (a page's sections): each row's fields under `path.<index>`.
 */
export interface RowsSpec<V> {
  path: string;
  words: {
    label: string;
    hint: string;
    legend: (index: number) => string;
    remove: (index: number) => string;
    moveUp?: (index: number) => string;
    add: string;
  };
  blank: unknown;
  fields: (rowPath: string) => FormSpec<V>;
}

/** A box she types in; `options` say how (several lines, a web address, required…). */
export const textBox = <V>(
  path: string,
  { label, hint, message }: FieldWords,
  options: Omit<Props<TextFieldProps>, 'path' | 'label' | 'hint'> = {},
): FieldSpec<V> => ({ kind: 'text', field: { path, label, hint, ...options }, message });

export const toggle = <V>(path: string, { label, hint }: { label: string; hint: string }): FieldSpec<V> => ({
  kind: 'toggle',
  field: { path, label, hint },
});

export const choice = <V>(
  path: string,
  { label, hint, message }: FieldWords,
  options: SelectFieldProps['options'],
): FieldSpec<V> => ({ kind: 'select', field: { path, label, hint, options }, message });

export const custom = <V>(path: string, Field: CustomField<V>, message?: string): FieldSpec<V> => ({
  kind: 'custom',
  path,
  Field,
  message,
});

export const group = <V>(legend: string, fields: FormSpec<V>, hint?: string): FieldSpec<V> => ({
  kind: 'group',
  legend,
  hint,
  fields,
});

export const columns = <V>(template: string, fields: FormSpec<V>): FieldSpec<V> => ({
  kind: 'columns',
  template,
  fields,
});

export const note = <V>(text: string): FieldSpec<V> => ({ kind: 'note', text });

export const rows = <V>(spec: RowsSpec<V>): FieldSpec<V> => ({ kind: 'rows', ...spec });

/**
 * A new piece's id (a book's, a story's), made from its title (`idOf`) until she types her own;
 * once saved it is said, not edited: pages and libraries already link to it.
 */
export const newPieceId = <V extends { id: string; title: string }>(
  values: V,
  isNew: boolean,
  idOf: (named: { id: string; title: string }) => string,
  words: Omit<FieldWords, 'hint'> & { hint: (id: string) => string; locked: (id: string) => string },
): FieldSpec<V> =>
  isNew
    ? textBox(
        'id',
        { ...words, hint: words.hint(idOf(values)) },
        { placeholder: idOf({ id: '', title: values.title }), verbatim: true },
      )
    : note(words.locked(values.id));

/** The fields of a form that can carry a message, in its order, with their messages in her words. */
function fieldsWithMessages<V>(form: FormSpec<V>, values: V): { path: string; message?: string }[] {
  return form.flatMap((spec) => {
    switch (spec.kind) {
      case 'text':
      case 'select':
        return [{ path: spec.field.path, message: spec.message }];
      case 'custom':
        return [{ path: spec.path, message: spec.message }];
      case 'group':
      case 'columns':
        return fieldsWithMessages(spec.fields, values);
      case 'rows':
        return ((valueAt(values, spec.path) as unknown[] | undefined) ?? []).flatMap((_, index) =>
          fieldsWithMessages(spec.fields(`${spec.path}.${index}`), values),
        );
      // A toggle is always a valid answer; a note is no field.
      case 'toggle':
      case 'note':
        return [];
    }
  });
}

/** The paths of the fields a message may stand beside, in the order the form shows them. */
export const fieldsOf = <V>(form: FormSpec<V>, values: V): string[] =>
  fieldsWithMessages(form, values).map(({ path }) => path);

/** Each field's message in her words, by its kind of field (`retailLinks.#.url`), as messagesInHerWords reads them. */
export const wordsOf = <V>(form: FormSpec<V>, values: V): Record<string, string> =>
  Object.fromEntries(
    fieldsWithMessages(form, values).flatMap(({ path, message }) =>
      message === undefined ? [] : [[fieldPattern(path), message]],
    ),
  );
