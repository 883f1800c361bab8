import type { ReactNode } from 'react';
import type { Piece } from '@contract/site-content';
import type { PieceRef } from './api';
import type { EditorDef } from './editor-def';
import { EmailsPreview } from './components/emails-preview';
import { PieceEditor } from './components/piece-editor';
import { ReadOnlyPiece } from './components/read-only-piece';
import { aboutEditor } from './forms/about-form';
import { authorEditor } from './forms/author-form';
import { bookEditor } from './forms/book-form';
import { dreamTeamEditor } from './forms/dream-team-form';
import { emailsEditor } from './forms/emails-form';
import { homeEditor } from './forms/home-form';
import { houseHippoEditor } from './forms/house-hippo-form';
import { houseHippoWordsEditor } from './forms/house-hippo-words-form';
import { legalEditor } from './forms/legal-form';
import { linksEditor } from './forms/links-form';
import { seriesEditor } from './forms/series-form';
import { storyEditor } from './forms/story-form';

interface EditorProps {
  piece: Piece | null;
  pieceRef: (body: unknown) => PieceRef;
  onReload: () => Promise<unknown>;
}

/**
 * Each piece's editor, declared once: a book's and a series' by their kind, the site's details and
 * pages by `<kind>/<id>`. The overview's Edit links, the editor page and the history's read-only
 * versions all look here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each editor keeps its own values and body types
const EDITORS: Record<string, EditorDef<any, any>> = {
  book: bookEditor,
  series: seriesEditor,
  story: storyEditor,
  'site/author': authorEditor,
  'site/links': linksEditor,
  // Her emails are previewed as emails, not as a page of the site.
  'site/emails': { ...emailsEditor, Preview: EmailsPreview },
  'page/home': homeEditor,
  'page/about': aboutEditor,
  'page/dream-team': dreamTeamEditor,
  'page/house-hippo-words': houseHippoWordsEditor,
  'page/house-hippo': houseHippoEditor,
  'page/terms': legalEditor,
  'page/privacy': legalEditor,
};

const editorOf = ({ kind, id }: PieceRef) => EDITORS[kind] ?? EDITORS[`${kind}/${id}`];

/** Whether the admin has an editor for this piece. */
export const hasEditor = (ref: PieceRef): boolean => editorOf(ref) !== undefined;

/** The editor of a piece (a new book's or story's with its first values). */
export function pieceEditor(ref: PieceRef, props: EditorProps): ReactNode {
  const def = editorOf(ref);
  if (!def) return null;
  return <PieceEditor def={def} heading={props.piece?.title ?? def.newPiece?.heading ?? ''} {...props} />;
}

/** A saved version of a piece, read-only in its editor's form. */
export function pieceVersionView(ref: PieceRef, body: unknown, idPrefix: string): ReactNode {
  const def = editorOf(ref);
  return def ? <ReadOnlyPiece def={def} body={body} idPrefix={idPrefix} /> : null;
}
