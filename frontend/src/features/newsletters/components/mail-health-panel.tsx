import { useQuery } from '@tanstack/react-query';
import { DELIVERABILITY_GUARD, SES_REVIEW_THRESHOLDS } from '@contract/newsletters';
import { LoadingLine, QueryState } from '@frontend/components/query-state';
import { Panel } from '@frontend/components/panel';
import { mailHealthQuery } from '../api';
import { newsletterText } from '../texts';

const text = newsletterText.health;
const percent = (rate: number) => `${(rate * 100).toFixed(rate && rate < 0.01 ? 2 : 1)}%`;

/**
 * One rate on a scale that ends past SES's threshold, with the guard's limit and SES's drawn as
 * marks. The figures are in the text too: the bar is for the eye (aria-hidden).
 */
function RateMeter({
  label,
  rate,
  count,
  sent,
  guard,
  ses,
}: {
  label: string;
  rate: number;
  count: number;
  sent: number;
  guard: number;
  ses: number;
}) {
  const scale = ses * 1.5;
  const at = (value: number) => `${Math.min(100, (value / scale) * 100)}%`;
  const tone = rate > ses ? 'bg-red-500' : rate > guard ? 'bg-amber-500' : 'bg-emerald-500';
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-sm font-medium text-parchment-200">{label}</h4>
        <p className="text-sm text-parchment-100">
          <strong data-testid={`health-${label.split(' ')[0]!.toLowerCase()}`}>{percent(rate)}</strong>{' '}
          <span className="text-parchment-400">({text.of(count, sent)})</span>
        </p>
      </div>
      <div aria-hidden="true" className="relative mt-2 h-3 rounded-full bg-ink-800">
        <div className={`h-full rounded-full ${tone}`} style={{ width: at(rate) }} />
        <div className="absolute top-[-4px] h-5 w-0.5 bg-amber-300" style={{ left: at(guard) }} />
        <div className="absolute top-[-4px] h-5 w-0.5 bg-red-400" style={{ left: at(ses) }} />
      </div>
      <p className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-parchment-400">
        <span>{text.guard(percent(guard))}</span>
        <span>{text.ses(percent(ses))}</span>
      </p>
    </div>
  );
}

/** The meters, bounces then complaints: each one's label and where its rate and count are in the figures. */
const METERS = [
  { label: text.bounces, rate: 'bounceRate', count: 'bounced' },
  { label: text.complaints, rate: 'complaintRate', count: 'complained' },
] as const;

/** The dashboard's sending reputation: the last 30 days' bounce and complaint rates against the limits. */
export function MailHealthPanel() {
  const health = useQuery(mailHealthQuery());
  return (
    <Panel title={text.heading} explain={text.explain(health.data?.days ?? 30)}>
      <QueryState
        query={health}
        pending={<LoadingLine>{text.loading}</LoadingLine>}
        error={text.loadError}
        empty={<p className="text-sm text-parchment-400">{text.nothing}</p>}
        isEmpty={(data) => data.sent === 0}
      >
        {(data) => (
          <div className="grid gap-6 sm:grid-cols-2">
            {METERS.map(({ label, rate, count }) => (
              <RateMeter
                key={rate}
                label={label}
                rate={data[rate]}
                count={data[count]}
                sent={data.sent}
                guard={DELIVERABILITY_GUARD[rate]}
                ses={SES_REVIEW_THRESHOLDS[rate]}
              />
            ))}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
