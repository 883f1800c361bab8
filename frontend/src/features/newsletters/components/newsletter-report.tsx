import { useQuery } from '@tanstack/react-query';
import type { NewsletterReport as Report } from '@contract/newsletters';
import { buttonStyles } from '@frontend/components/buttons';
import { LoadError } from '@frontend/components/load-error';
import { Panel } from '@frontend/components/panel';
import { newsletterReportQuery } from '../api';
import { newsletterText } from '../texts';

const text = newsletterText.report;
const FIGURES = [
  'sent',
  'delivered',
  'bounced',
  'complained',
  'unsubscribed',
] as const satisfies readonly (keyof Report)[];
type Figure = (typeof FIGURES)[number] | keyof NonNullable<Report['engagement']>;

function FigureCard({ figure, value, sent }: { figure: Figure; value: number; sent: number }) {
  return (
    <div className="rounded-md border border-ink-800 bg-ink-950/60 p-3">
      <dt className="text-xs tracking-wide text-parchment-400 uppercase">{text.figures[figure]}</dt>
      <dd className="mt-1 text-xl font-semibold text-parchment-100" data-testid={`report-${figure}`}>
        {value.toLocaleString('en-US')}
      </dd>
      {figure !== 'sent' ? <dd className="text-xs text-parchment-400">{text.ofSent(value, sent)}</dd> : null}
    </div>
  );
}

/** What happened to a sent newsletter: sent, delivered, bounced, marked as spam, unsubscribed since; opened and clicked when it counts them. */
export function NewsletterReport({ id, sending }: { id: string; sending: boolean }) {
  const report = useQuery(newsletterReportQuery(id, sending));
  return (
    <Panel
      title={text.heading}
      explain={report.data?.engagement ? text.explainEngagement : text.explain}
      actions={
        <button
          type="button"
          onClick={() => void report.refetch()}
          disabled={report.isFetching}
          className={`${buttonStyles.secondary} disabled:opacity-60`}
        >
          {text.refresh}
        </button>
      }
    >
      {report.isPending ? (
        <p aria-busy="true" className="text-sm text-parchment-400">
          {text.loading}
        </p>
      ) : report.isError ? (
        <LoadError
          title={text.loadError}
          detail={report.error.message}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {FIGURES.map((figure) => (
            <FigureCard key={figure} figure={figure} value={report.data[figure]} sent={report.data.sent} />
          ))}
          {report.data.engagement ? (
            <>
              <FigureCard figure="opened" value={report.data.engagement.opened} sent={report.data.sent} />
              <FigureCard figure="clicked" value={report.data.engagement.clicked} sent={report.data.sent} />
            </>
          ) : null}
        </dl>
      )}
    </Panel>
  );
}
