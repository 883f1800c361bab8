import type { ReactNode } from 'react';
import type { Piece } from '@contract/site-content';
import type { PieceRef } from './api';
import { newBookValues } from './book-body';
import { PieceEditor } from './components/piece-editor';
import { ReadOnlyPiece } from './components/read-only-piece';
import { aboutEditor } from './forms/about-form';
import { authorEditor } from './forms/author-form';
import { bookEditor } from './forms/book-form';
import { linksEditor } from './forms/links-form';
import { seriesEditor } from './forms/series-form';
import { siteText } from './texts';

interface EditorProps {
  piece: Piece | null;
  pieceRef: (body: unknown) => PieceRef;
  onReload: () => Promise<unknown>;
}

/** Whether the admin has an editor for this piece (the site's details, its links, the About page, a book or a series). */
export function hasEditor({ kind, id }: PieceRef): boolean {
  return (
    kind === 'book' ||
    kind === 'series' ||
    (kind === 'site' && (id === 'author' || id === 'links')) ||
    (kind === 'page' && id === 'about')
  );
}

/** The editor of a piece, by its kind (and for the site's details and pages, its id). */
export function pieceEditor({ kind, id }: PieceRef, props: EditorProps): ReactNode {
  const heading = props.piece?.title ?? siteText.book.newHeading;
  if (kind === 'book') return <PieceEditor def={bookEditor} heading={heading} newValues={newBookValues} {...props} />;
  if (kind === 'series') return <PieceEditor def={seriesEditor} heading={heading} {...props} />;
  if (kind === 'page' && id === 'about') return <PieceEditor def={aboutEditor} heading={heading} {...props} />;
  if (kind === 'site' && id === 'links') return <PieceEditor def={linksEditor} heading={heading} {...props} />;
  if (kind === 'site' && id === 'author') return <PieceEditor def={authorEditor} heading={heading} {...props} />;
  return null;
}

/** A saved version of a piece, read-only in its editor's form. */
export function pieceVersionView({ kind, id }: PieceRef, body: unknown, idPrefix: string): ReactNode {
  const props = { body, idPrefix };
  if (kind === 'book') return <ReadOnlyPiece def={bookEditor} {...props} />;
  if (kind === 'series') return <ReadOnlyPiece def={seriesEditor} {...props} />;
  if (kind === 'page' && id === 'about') return <ReadOnlyPiece def={aboutEditor} {...props} />;
  if (kind === 'site' && id === 'links') return <ReadOnlyPiece def={linksEditor} {...props} />;
  if (kind === 'site' && id === 'author') return <ReadOnlyPiece def={authorEditor} {...props} />;
  return null;
}
