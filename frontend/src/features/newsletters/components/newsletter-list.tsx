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

function NewsletterRow({ campaign }: { campaign: NewsletterSummary }) {
  const date = campaign.sentAt ?? campaign.updatedAt;
  const open = (
    <Link to={newsletterPath(campaign.id)} className={`shrink-0 text-sm ${textLinkStyle}`}>
      {text.open}
      <span className="sr-only">: {campaign.subject}</span>
    </Link>
  );
  return (
    <AdminListCard headingId={`campaign-${campaign.id}`} title={campaign.subject} actions={open}>
      <p className="text-sm text-parchment-400">
        <span className={`mr-2 inline-block rounded-full border px-2 py-0.5 text-xs ${STATUS_STYLES[campaign.status]}`}>
          {text.status[campaign.status]}
        </span>
        {audienceLabel(campaign.audience)} · <time dateTime={date}>{formatDate(date)}</time>
        {campaign.recipients !== undefined ? ` · ${text.readers(campaign.recipients)}` : null}
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
      entry={(campaign) => <NewsletterRow campaign={campaign} />}
    />
  );
}
