import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { NewsletterStatus, NewsletterSummary } from '@contract/newsletters';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { LoadError } from '@frontend/components/load-error';
import { newslettersQuery } from '../api';
import { audienceLabel, newsletterText as text } from '../texts';

export const NEW_NEWSLETTER_PATH = '/admin/newsletters/new';
export const newsletterPath = (id: string) => `/admin/newsletters/${encodeURIComponent(id)}`;

const formatDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_STYLES = {
  draft: 'border-parchment-400/40 text-parchment-200',
  scheduled: 'border-sky-700/60 text-sky-200',
  sending: 'border-amber-600/60 text-amber-200',
  paused: 'border-red-700/70 text-red-200',
  sent: 'border-emerald-700/60 text-emerald-200',
  cancelled: 'border-parchment-400/40 text-parchment-400',
} as const satisfies Record<NewsletterStatus, string>;

function NewsletterRow({ campaign }: { campaign: NewsletterSummary }) {
  const headingId = `campaign-${campaign.id}`;
  const date = campaign.sentAt ?? campaign.updatedAt;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <h3 id={headingId} className="font-display text-lg break-words text-parchment-100">
          {campaign.subject}
        </h3>
        <p className="text-sm text-parchment-400">
          <span
            className={`mr-2 inline-block rounded-full border px-2 py-0.5 text-xs ${STATUS_STYLES[campaign.status]}`}
          >
            {text.status[campaign.status]}
          </span>
          {audienceLabel(campaign.audience)} · <time dateTime={date}>{formatDate(date)}</time>
          {campaign.recipients !== undefined ? ` · ${text.readers(campaign.recipients)}` : null}
        </p>
      </div>
      <Link to={newsletterPath(campaign.id)} className={`shrink-0 text-sm ${textLinkStyle}`}>
        {text.open}
        <span className="sr-only">: {campaign.subject}</span>
      </Link>
    </article>
  );
}

/** Every newsletter, drafts and sent, with their loading, error and empty states. */
export function NewsletterList() {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(newslettersQuery());
  if (isPending) {
    return (
      <p aria-busy="true" aria-live="polite" className="py-10 text-center text-parchment-400">
        {text.loading}
      </p>
    );
  }
  if (isError)
    return (
      <LoadError title={text.loadError} detail={error.message} onRetry={() => void refetch()} retrying={isFetching} />
    );
  if (data.length === 0) {
    return (
      <div className="rounded-lg border border-ink-800 bg-ink-900/50 px-6 py-10 text-center">
        <h3 className="font-display text-2xl text-parchment-100">{text.emptyHeading}</h3>
        <p className="mt-2 text-sm text-parchment-300">{text.emptyText}</p>
        <Link to={NEW_NEWSLETTER_PATH} className={`mt-6 ${buttonStyles.primary}`}>
          {text.write}
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label={text.listLabel} className="space-y-3">
      {data.map((campaign) => (
        <li key={campaign.id}>
          <NewsletterRow campaign={campaign} />
        </li>
      ))}
    </ul>
  );
}
