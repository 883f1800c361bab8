import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PIECE_KINDS, type PieceKind } from '@contract/site-content';
import { AdminLoading } from '@frontend/components/admin-list';
import { NotFoundNotice } from '@frontend/components/not-found-notice';
import { QueryFailure } from '@frontend/components/query-state';
import { sitePieceQuery, type PieceRef } from '../api';
import { hasEditor, pieceEditor } from '../editors';
import { SITE_PATH } from '../pieces';
import { siteText } from '../texts';

const text = siteText.editor;

/** The piece a route names, or null when the admin has no editor for it. */
export function pieceRefOf(kind: string | undefined, id: string | undefined): PieceRef | null {
  if (!kind || !id || !PIECE_KINDS.includes(kind as PieceKind)) return null;
  const ref = { kind: kind as PieceKind, id };
  return hasEditor(ref) ? ref : null;
}

export function PieceNotFound() {
  return <NotFoundNotice message={text.notFound} back={{ to: SITE_PATH, label: text.back }} />;
}

/** A query's states before the editor can open: loading, not found, or the error with Try again. */
function Waiting({ query }: { query: UseQueryResult<unknown> }): ReactNode {
  return query.isError ? (
    <QueryFailure query={query} title={text.loadFailed} notFound={<PieceNotFound />} />
  ) : (
    <AdminLoading>{text.loading}</AdminLoading>
  );
}

/**
 * `/admin/site/{kind}/{id}`: the piece as saved now (read again on every opening, so an edit
 * never starts from a version that moved on), in its editor. "Load the saved version" reads it
 * again and opens the editor afresh.
 */
export function PieceEditorPage({ pieceRef }: { pieceRef: PieceRef }) {
  const piece = useQuery({ ...sitePieceQuery(pieceRef), refetchOnMount: 'always' });
  const [opened, setOpened] = useState(0);
  if (!piece.isFetchedAfterMount || !piece.data) return <Waiting query={piece} />;
  return (
    <div key={opened}>
      {pieceEditor(pieceRef, {
        piece: piece.data,
        pieceRef: () => pieceRef,
        onReload: async () => {
          await piece.refetch();
          setOpened((count) => count + 1);
        },
      })}
    </div>
  );
}

/** A piece not saved yet (a book, a story); its id comes from its title until she types her own. */
function NewPiecePage({ kind }: { kind: 'book' | 'story' }) {
  return pieceEditor(
    { kind, id: '' },
    {
      piece: null,
      pieceRef: (body) => ({ kind, id: (body as { id?: string } | null)?.id ?? '' }),
      onReload: () => Promise.resolve(),
    },
  );
}

/** `/admin/site/new-book`. */
export const NewBookPage = () => <NewPiecePage kind="book" />;
/** `/admin/site/new-story`. */
export const NewStoryPage = () => <NewPiecePage kind="story" />;
