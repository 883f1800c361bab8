import type { ComponentType } from 'react';
import type { ZodType } from 'zod';
import type { FieldKit } from './components/fields';

/**
 * One kind of piece's editor: how a saved body becomes the form's values and back, the schema
 * both the browser and the server check it with, its fields in the order the form shows them
 * (the first with a message takes the focus), each field's message in her words, and the form.
 */
export interface EditorDef<V> {
  schema: ZodType;
  fromBody: (body: unknown) => V;
  toBody: (values: V) => unknown;
  fieldsOf: (values: V) => string[];
  words: Readonly<Record<string, string>>;
  Form: ComponentType<{ kit: FieldKit<V> }>;
}

/** Helps TypeScript keep a definition's own values type while lists hold any of them. */
export const defineEditor = <V>(def: EditorDef<V>): EditorDef<V> => def;
