import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Piece } from '@contract/site-content';
import { AdminLoading, ListState } from '@frontend/components/admin-list';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { ConfirmChoices, Dialog } from '@frontend/components/dialog';
import { FormError } from '@frontend/components/form-error';
import { QueryState } from '@frontend/components/query-state';
import { toast } from '@frontend/components/toast';
import { formatDateTime } from '@frontend/lib/format';
import { pieceHistoryQuery, pieceVersionQuery, sitePieceQuery, useRestorePiece, type PieceRef } from '../api';
import { pieceVersionView } from '../editors';
import { historyPath, piecePath, versionPath } from '../pieces';
import { siteText } from '../texts';
import { markClass } from './mark';
import { EditorHeader } from './piece-editor';
import { PieceNotFound } from './piece-editor-page';

const text = siteText.history;

/** The piece's title and versions, read before its history shows: not found and failures said as on its editor. */
function WithPiece({ pieceRef, children }: { pieceRef: PieceRef; children: (piece: Piece) => ReactNode }) {
  const piece = useQuery(sitePieceQuery(pieceRef));
  return (
    <QueryState
      query={piece}
      pending={<AdminLoading>{text.loading}</AdminLoading>}
      error={siteText.editor.loadFailed}
      notFound={<PieceNotFound />}
    >
      {children}
    </QueryState>
  );
}

/** `/admin/site/{kind}/{id}/history`: every saved version, newest first, when and by whom; each opens to read and restore. */
export function PieceHistoryPage({ pieceRef }: { pieceRef: PieceRef }) {
  return <WithPiece pieceRef={pieceRef}>{(piece) => <HistoryList piece={piece} pieceRef={pieceRef} />}</WithPiece>;
}

function HistoryList({ piece, pieceRef }: { piece: Piece; pieceRef: PieceRef }) {
  const history = useQuery(pieceHistoryQuery(pieceRef));
  return (
    <HistorySection
      back={{ to: piecePath(pieceRef), label: text.backToEditor }}
      heading={text.heading(piece.title)}
      intro={text.intro}
    >
      <ListState query={history} texts={text} itemsOf={(data) => data.versions}>
        {({ versions }) => (
          <ol aria-label={text.listLabel} className="space-y-3">
            {versions.map((entry) => (
              <li
                key={entry.version}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-800 bg-ink-900/60 p-4"
              >
                <div className="min-w-0 space-y-1">
                  <h3 className="font-display text-lg text-parchment-100">{text.entry(entry.version)}</h3>
                  <p className="text-sm break-words text-parchment-400">
                    {text.by(formatDateTime(entry.savedAt), entry.savedBy)}
                  </p>
                  {entry.removed === undefined ? null : (
                    <p className="text-sm text-parchment-200">{text.removal(entry.removed)}</p>
                  )}
                  <VersionMarks piece={piece} version={entry.version} />
                </div>
                <Link to={versionPath(pieceRef, entry.version)} className={textLinkStyle}>
                  {text.view}
                  <span className="sr-only"> {text.entry(entry.version)}</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </HistorySection>
  );
}

/** A page of the history: the way back, its heading (naming the section), a line under it, then its contents. */
function HistorySection({
  back,
  heading,
  intro,
  children,
}: {
  back: { to: string; label: string };
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <EditorHeader id={headingId} heading={heading} back={back} {...(intro ? { intro } : {})} />
      {children}
    </section>
  );
}

function VersionMarks({ piece, version }: { piece: Piece; version: number }) {
  const marks = [
    version === piece.version ? { label: text.current, tone: 'plain' as const } : null,
    version === piece.publishedVersion ? { label: text.live, tone: 'live' as const } : null,
  ].filter((entry) => entry !== null);
  return marks.length ? (
    <ul className="flex flex-wrap gap-2">
      {marks.map(({ label, tone }) => (
        <li key={label} className={markClass(tone)}>
          {label}
        </li>
      ))}
    </ul>
  ) : null;
}

/** `/admin/site/{kind}/{id}/history/{version}`: one saved version, read-only in its editor's form, and its restore. */
export function PieceVersionPage({ pieceRef, version }: { pieceRef: PieceRef; version: number }) {
  return (
    <WithPiece pieceRef={pieceRef}>
      {(piece) => <VersionView piece={piece} pieceRef={pieceRef} version={version} />}
    </WithPiece>
  );
}

function VersionView({ piece, pieceRef, version }: { piece: Piece; pieceRef: PieceRef; version: number }) {
  const navigate = useNavigate();
  const saved = useQuery(pieceVersionQuery(pieceRef, version));
  const restore = useRestorePiece();
  const isCurrent = version === piece.version;
  const restoreNow = () =>
    restore.mutate(
      // Restored over the version read now: had it moved on since, the server says so (409).
      { piece: pieceRef, version, expectedVersion: piece.version },
      {
        onSuccess: (reply) => {
          toast({ title: text.restored(version, reply.version) });
          void navigate(piecePath(pieceRef));
        },
      },
    );
  return (
    <HistorySection
      back={{ to: historyPath(pieceRef), label: text.backToHistory }}
      heading={text.versionHeading(version, piece.title)}
    >
      <QueryState
        query={saved}
        pending={<AdminLoading>{text.versionLoading}</AdminLoading>}
        error={text.versionLoadFailed}
      >
        {(entry) => (
          <>
            <p className="text-sm text-parchment-400">{text.by(formatDateTime(entry.savedAt), entry.savedBy)}</p>
            <div className="flex flex-wrap items-center gap-3">
              {isCurrent ? (
                <p className="text-sm text-parchment-300">{text.isCurrent}</p>
              ) : (
                <Dialog
                  trigger={
                    <button
                      type="button"
                      disabled={restore.isPending}
                      className={`${buttonStyles.primary} disabled:opacity-60`}
                    >
                      {restore.isPending ? text.restoring : text.restore}
                    </button>
                  }
                  title={text.restoreTitle(version)}
                  description={text.restoreDescription}
                  closeLabel={text.close}
                >
                  <ConfirmChoices cancel={text.cancel} confirm={text.restoreConfirm} onConfirm={restoreNow} />
                </Dialog>
              )}
            </div>
            <FormError message={restore.error ? `${text.restoreFailed}: ${restore.error.message}` : null} />
            {pieceVersionView(pieceRef, entry.body, `version-${version}`)}
          </>
        )}
      </QueryState>
    </HistorySection>
  );
}
