import { useQuery } from '@tanstack/react-query';
import type { NewsletterReport as Report } from '@contract/newsletters';
import { buttonStyles } from '@frontend/components/buttons';
import { LoadingLine, QueryState } from '@frontend/components/query-state';
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
      <QueryState query={report} pending={<LoadingLine>{text.loading}</LoadingLine>} error={text.loadError}>
        {(data) => (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {FIGURES.map((figure) => (
              <FigureCard key={figure} figure={figure} value={data[figure]} sent={data.sent} />
            ))}
            {data.engagement ? (
              <>
                <FigureCard figure="opened" value={data.engagement.opened} sent={data.sent} />
                <FigureCard figure="clicked" value={data.engagement.clicked} sent={data.sent} />
              </>
            ) : null}
          </dl>
        )}
      </QueryState>
    </Panel>
  );
}
