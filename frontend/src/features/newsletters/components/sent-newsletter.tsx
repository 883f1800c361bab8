import { useNavigate } from 'react-router-dom';
import type { Newsletter } from '@contract/newsletters';
import { JobProgress } from '@frontend/components/bulk-job/job-progress';
import { Panel } from '@frontend/components/panel';
import { audienceLabel, newsletterText } from '../texts';
import { NewsletterPreview } from './newsletter-preview';
import { NewsletterReport } from './newsletter-report';

const text = newsletterText.sent;

/** A newsletter being sent or sent: when, to whom, its job's progress and figures, and its words. */
export function SentNewsletter({ newsletter }: { newsletter: Newsletter }) {
  const navigate = useNavigate();
  const facts: [string, string][] = [
    [text.audience, audienceLabel(newsletter.audience)],
    [
      text.sentAt,
      newsletter.sentAt
        ? new Date(newsletter.sentAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
        : '—',
    ],
    [text.recipients, newsletter.recipients?.toLocaleString('en-US') ?? '—'],
  ];
  return (
    <div className="space-y-6">
      <h2 className="font-display text-2xl break-words text-parchment-100">{newsletter.subject}</h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md border border-ink-800 bg-ink-950/60 p-3">
            <dt className="text-xs tracking-wide text-parchment-400 uppercase">{label}</dt>
            <dd className="mt-1 text-parchment-100">{value}</dd>
          </div>
        ))}
      </dl>
      {newsletter.jobId ? (
        <Panel title={text.progress}>
          <JobProgress jobId={newsletter.jobId} onClose={() => void navigate('/admin/newsletters')} />
        </Panel>
      ) : null}
      <NewsletterReport id={newsletter.id} sending={newsletter.status === 'sending'} />
      <NewsletterPreview words={newsletter} />
    </div>
  );
}
