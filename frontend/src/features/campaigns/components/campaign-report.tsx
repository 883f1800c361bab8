import { useQuery } from '@tanstack/react-query';
import type { CampaignReport as Report } from '../../../../../functions/contract/campaigns';
import { buttonStyles } from '../../../components/buttons';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { campaignReportQuery } from '../api';
import { campaignText } from '../texts';

const text = campaignText.report;
const FIGURES = ['sent', 'delivered', 'bounced', 'complained', 'unsubscribed'] as const satisfies readonly (keyof Report)[];

/** What happened to a sent newsletter: sent, delivered, bounced, marked as spam, unsubscribed since. */
export function CampaignReport({ id, sending }: { id: string; sending: boolean }) {
  const report = useQuery(campaignReportQuery(id, sending));
  return (
    <Panel
      title={text.heading}
      explain={text.explain}
      actions={
        <button type="button" onClick={() => void report.refetch()} disabled={report.isFetching} className={`${buttonStyles.secondary} disabled:opacity-60`}>
          {text.refresh}
        </button>
      }
    >
      {report.isPending ? (
        <p aria-busy="true" className="text-sm text-parchment-400">
          {text.loading}
        </p>
      ) : report.isError ? (
        <LoadError title={text.loadError} detail={report.error.message} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {FIGURES.map((figure) => (
            <div key={figure} className="rounded-md border border-ink-800 bg-ink-950/60 p-3">
              <dt className="text-xs tracking-wide text-parchment-400 uppercase">{text.figures[figure]}</dt>
              <dd className="mt-1 text-xl font-semibold text-parchment-100" data-testid={`report-${figure}`}>
                {report.data[figure].toLocaleString('en-US')}
              </dd>
              {figure !== 'sent' ? <dd className="text-xs text-parchment-400">{text.ofSent(report.data[figure], report.data.sent)}</dd> : null}
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
