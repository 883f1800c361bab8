import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PieceSummary, SiteOverview } from '@contract/site-content';
import { AdminPage } from '@frontend/components/admin-page-header';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { ListState } from '@frontend/components/admin-list';
import { StatusText } from '@frontend/components/status-text';
import { formatDateTime } from '@frontend/lib/format';
import { siteOverviewQuery, usePublishSite, useSetRemoved } from '../api';
import { hasEditor } from '../editors';
import {
  changedSincePublishing,
  historyPath,
  NEW_BOOK_PATH,
  NEW_STORY_PATH,
  piecePath,
  publishCounts,
} from '../pieces';
import { siteText } from '../texts';
import { markClass } from './mark';

const text = siteText.overview;
const GROUPS = ['site', 'book', 'series', 'story', 'removed'] as const;
/**
 * The site's details and its pages are listed together, first, as the overview gives them; what she
 * took off the site, last.
 */
const groupOf = (piece: PieceSummary) => (piece.removed ? 'removed' : piece.kind === 'page' ? 'site' : piece.kind);
/** Books, series and stories can be taken off the site; its details and pages cannot. */
const canBeTakenOff = (piece: PieceSummary) => piece.kind !== 'site' && piece.kind !== 'page';

/** `/admin/site`: every piece of her site (details, links, pages, books in /books's order, series, stories), what changed since publishing, and Publish. */
export function SiteOverviewPage() {
  const overview = useQuery(siteOverviewQuery());
  const removal = useSetRemoved();
  const toggle = (piece: PieceSummary) =>
    removal.mutate({ piece, removed: !piece.removed, expectedVersion: piece.version });
  return (
    <AdminPage
      id="site-heading"
      title={text.heading}
      intro={text.intro}
      actions={
        <div className="flex flex-wrap gap-3">
          <Link to={NEW_BOOK_PATH} className={buttonStyles.secondary}>
            {text.addBook}
          </Link>
          <Link to={NEW_STORY_PATH} className={buttonStyles.secondary}>
            {text.addStory}
          </Link>
        </div>
      }
    >
      <ListState query={overview} texts={text} itemsOf={(data) => data.pieces}>
        {(data) => (
          <>
            <PublishPanel overview={data} />
            <p role="status" aria-live="polite" data-testid="removal-result" className="text-sm empty:hidden">
              <RemovalOutcome removal={removal} pieces={data.pieces} />
            </p>
            {GROUPS.map((group) => {
              const pieces = data.pieces.filter((piece) => groupOf(piece) === group);
              return pieces.length ? (
                <PieceGroup
                  key={group}
                  title={text.groups[group]}
                  pieces={pieces}
                  onToggle={toggle}
                  busy={removal.isPending}
                />
              ) : null;
            })}
          </>
        )}
      </ListState>
    </AdminPage>
  );
}

/** What the next Publish makes live, the button, and what it did (or why it did nothing), told politely to screen readers. */
function PublishPanel({ overview }: { overview: SiteOverview }) {
  const publish = usePublishSite();
  const waiting = overview.pieces.filter(changedSincePublishing).length;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-ink-700 bg-ink-900/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1 text-sm">
        <p className="text-parchment-200">
          {overview.publishedAt ? text.publishedAt(formatDateTime(overview.publishedAt)) : text.neverPublishedSite}{' '}
          {waiting ? text.unpublished(waiting) : text.allLive}
        </p>
        <p role="status" aria-live="polite" data-testid="publish-result">
          {publish.isPending ? (
            <StatusText tone="busy">{text.publishing}</StatusText>
          ) : publish.isError ? (
            <StatusText tone="error">{text.publishFailed(publish.error.message)}</StatusText>
          ) : publish.data ? (
            <StatusText tone="success">{text.published(publishCounts(publish.data))}</StatusText>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        onClick={() => publish.mutate()}
        disabled={publish.isPending}
        className={`${buttonStyles.primary} shrink-0 disabled:opacity-60`}
      >
        {publish.isPending ? text.publishing : text.publish}
      </button>
    </div>
  );
}

/** What taking a piece off (or putting it back) came to, in words: it is not live until Publish. */
function RemovalOutcome({
  removal,
  pieces,
}: {
  removal: ReturnType<typeof useSetRemoved>;
  pieces: readonly PieceSummary[];
}) {
  const asked = removal.variables;
  if (!asked) return null;
  const title = pieces.find((piece) => piece.kind === asked.piece.kind && piece.id === asked.piece.id)?.title ?? '';
  if (removal.isError) return <StatusText tone="error">{text.notChanged(title, removal.error.message)}</StatusText>;
  if (!removal.isSuccess) return null;
  return (
    <StatusText tone="success">
      {asked.removed ? text.takenOff(title, asked.piece.kind) : text.putBackDone(title)}
    </StatusText>
  );
}

type Toggle = (piece: PieceSummary) => void;

function PieceGroup({
  title,
  pieces,
  onToggle,
  busy,
}: {
  title: string;
  pieces: PieceSummary[];
  onToggle: Toggle;
  busy: boolean;
}) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="font-display text-xl text-parchment-100">{title}</h3>
      <ul className="space-y-2">
        {pieces.map((piece) => (
          <li key={`${piece.kind}/${piece.id}`}>
            <PieceRow piece={piece} onToggle={onToggle} busy={busy} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A piece's state since publishing, in her words. */
function stateOf(piece: PieceSummary): { tone: 'changed' | 'live' | 'plain'; words: string } {
  const changed = changedSincePublishing(piece);
  if (piece.removed)
    return changed ? { tone: 'changed', words: text.offAfterPublish(piece.kind) } : { tone: 'plain', words: text.off };
  if (!changed) return { tone: 'live', words: text.live };
  return { tone: 'changed', words: piece.publishedVersion === null ? text.neverPublished : text.changed };
}

function PieceRow({ piece, onToggle, busy }: { piece: PieceSummary; onToggle: Toggle; busy: boolean }) {
  const state = stateOf(piece);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-ink-800 bg-ink-900/60 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words text-parchment-100">{piece.title}</p>
        <p className="text-xs break-words text-parchment-400">
          {text.saved(formatDateTime(piece.savedAt), piece.savedBy)}
        </p>
        <p className="text-xs">
          <span className={markClass(state.tone)}>{state.words}</span>
        </p>
      </div>
      {hasEditor(piece) ? (
        <div className="flex shrink-0 items-center gap-4 text-sm">
          <Link to={piecePath(piece)} className={textLinkStyle}>
            {text.edit}
            <span className="sr-only">: {piece.title}</span>
          </Link>
          <Link to={historyPath(piece)} className={textLinkStyle}>
            {text.history}
            <span className="sr-only">: {piece.title}</span>
          </Link>
          {canBeTakenOff(piece) ? (
            <button
              type="button"
              onClick={() => onToggle(piece)}
              disabled={busy}
              className={`${textLinkStyle} disabled:opacity-60`}
            >
              {piece.removed ? text.putBack : text.takeOff}
              <span className="sr-only">: {piece.title}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
