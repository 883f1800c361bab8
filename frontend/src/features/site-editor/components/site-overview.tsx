import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PieceSummary, SiteOverview } from '@contract/site-content';
import { AdminLoading } from '@frontend/components/admin-list';
import { AdminPage } from '@frontend/components/admin-page-header';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { QueryState } from '@frontend/components/query-state';
import { StatusText } from '@frontend/components/status-text';
import { formatDateTime } from '@frontend/lib/format';
import { siteOverviewQuery, usePublishSite } from '../api';
import { hasEditor } from '../editors';
import { changedSincePublishing, historyPath, NEW_BOOK_PATH, piecePath, publishCounts } from '../pieces';
import { siteText } from '../texts';
import { markClass } from './mark';

const text = siteText.overview;
const GROUPS = ['site', 'book', 'series'] as const;
/** The site's details and its pages are listed together, first, as the overview gives them. */
const groupOf = (piece: PieceSummary) => (piece.kind === 'page' ? 'site' : piece.kind);

/** `/admin/site`: every piece of her site (details, links, pages, books in /books's order, series), what changed since publishing, and Publish. */
export function SiteOverviewPage() {
  const overview = useQuery(siteOverviewQuery());
  return (
    <AdminPage
      id="site-heading"
      title={text.heading}
      intro={text.intro}
      actions={
        <Link to={NEW_BOOK_PATH} className={buttonStyles.secondary}>
          {text.addBook}
        </Link>
      }
    >
      <QueryState
        query={overview}
        pending={<AdminLoading>{text.loading}</AdminLoading>}
        error={text.loadFailed}
        empty={<p className="text-parchment-300">{text.empty}</p>}
        isEmpty={(data) => data.pieces.length === 0}
      >
        {(data) => (
          <>
            <PublishPanel overview={data} />
            {GROUPS.map((group) => {
              const pieces = data.pieces.filter((piece) => groupOf(piece) === group);
              return pieces.length ? <PieceGroup key={group} title={text.groups[group]} pieces={pieces} /> : null;
            })}
          </>
        )}
      </QueryState>
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

function PieceGroup({ title, pieces }: { title: string; pieces: PieceSummary[] }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="font-display text-xl text-parchment-100">{title}</h3>
      <ul className="space-y-2">
        {pieces.map((piece) => (
          <li key={`${piece.kind}/${piece.id}`}>
            <PieceRow piece={piece} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PieceRow({ piece }: { piece: PieceSummary }) {
  const changed = changedSincePublishing(piece);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-ink-800 bg-ink-900/60 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words text-parchment-100">{piece.title}</p>
        <p className="text-xs break-words text-parchment-400">
          {text.saved(formatDateTime(piece.savedAt), piece.savedBy)}
        </p>
        <p className="text-xs">
          <span className={markClass(changed ? 'changed' : 'live')}>
            {changed ? (piece.publishedVersion === null ? text.neverPublished : text.changed) : text.live}
          </span>
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
        </div>
      ) : null}
    </div>
  );
}
