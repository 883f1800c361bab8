import type { ComponentType } from 'react';
import type { ZodType } from 'zod';
import type { FormSpec } from './form-spec';

/** What the form's declaration may depend on besides the values: a new piece's id may still change. */
export interface FormState {
  isNew: boolean;
}

/**
 * One kind of piece's editor: how a saved body becomes the form's values and back, the schema
 * both the browser and the server check it with, and its form, declared from the values it shows
 * (a row per About section, a book's address while it is new): its fields, their order and their
 * messages in her words all come from that declaration.
 */
export interface EditorDef<V, B = unknown> {
  schema: ZodType<B>;
  /** A saved body (one the schema passed) as the form's values. */
  fromBody: (body: B) => V;
  /** The body to save, not yet checked: the schema refuses in words what she typed wrong (an empty number). */
  toBody: (values: V) => unknown;
  form: (values: V, state: FormState) => FormSpec<V>;
  /** How the piece is previewed from the body on screen, when not as the page it shows on (her emails). */
  Preview?: ComponentType<{ body: unknown }>;
  /** A kind she adds pieces of (a book, a story): the new one's heading, its kind in words, its first values. */
  newPiece?: { heading: string; kind: string; values: () => V };
}

/**
 * Helps TypeScript keep a definition's own values and body types (the body's from its schema) while
 * lists hold any of them.
 */
export const defineEditor = <V, B>(def: EditorDef<V, B>): EditorDef<V, B> => def;
