import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { NewsletterStatus, NewsletterSummary } from '@contract/newsletters';
import { AdminEmptyState, AdminListCard, AdminQueryList } from '@frontend/components/admin-list';
import { textLinkStyle } from '@frontend/components/buttons';
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

function NewsletterRow({ newsletter }: { newsletter: NewsletterSummary }) {
  const date = newsletter.sentAt ?? newsletter.updatedAt;
  const open = (
    <Link to={newsletterPath(newsletter.id)} className={`shrink-0 text-sm ${textLinkStyle}`}>
      {text.open}
      <span className="sr-only">: {newsletter.subject}</span>
    </Link>
  );
  return (
    <AdminListCard headingId={`newsletter-${newsletter.id}`} title={newsletter.subject} actions={open}>
      <p className="text-sm text-parchment-400">
        <span
          className={`mr-2 inline-block rounded-full border px-2 py-0.5 text-xs ${STATUS_STYLES[newsletter.status]}`}
        >
          {text.status[newsletter.status]}
        </span>
        {audienceLabel(newsletter.audience)} · <time dateTime={date}>{formatDate(date)}</time>
        {newsletter.recipients !== undefined ? ` · ${text.readers(newsletter.recipients)}` : null}
      </p>
    </AdminListCard>
  );
}

/** Every newsletter, drafts and sent, with their loading, error and empty states. */
export function NewsletterList() {
  const newsletters = useQuery(newslettersQuery());
  const write = { to: NEW_NEWSLETTER_PATH, label: text.write };
  return (
    <AdminQueryList
      query={newsletters}
      texts={text}
      label={text.listLabel}
      empty={<AdminEmptyState heading={text.emptyHeading} text={text.emptyText} action={write} />}
      entry={(newsletter) => <NewsletterRow newsletter={newsletter} />}
    />
  );
}
