import type { AnalyticsFigures } from '../api';
import { formatCount, formatRate } from '../format';
import { analyticsText as text } from '../texts';
import { Panel } from './panel';

type Funnel = AnalyticsFigures['funnel'];

/** Each step with its count and its rate against the step before (the first step has none). */
function stepsOf(funnel: Funnel) {
  const steps = [
    { label: text.funnel.signupPageviews, count: funnel.signupPageviews },
    { label: text.funnel.signups, count: funnel.signups },
    { label: text.funnel.confirmations, count: funnel.confirmations },
  ];
  return steps.map((step, index) => {
    const previous = steps[index - 1];
    if (!previous) return { ...step, rate: undefined };
    const rate = formatRate(step.count, previous.count);
    return { ...step, rate: rate ? text.funnel.ofPrevious(rate, previous.label) : text.funnel.notApplicable };
  });
}

/** Sign-up pages → sign-ups → confirmations. Stacked on a phone, side by side from `sm`. */
export function SignupFunnel({ funnel }: { funnel: Funnel }) {
  return (
    <Panel id="analytics-funnel" heading={text.funnel.heading} intro={text.funnel.intro}>
      <ol className="grid gap-3 sm:grid-cols-3">
        {stepsOf(funnel).map((step) => (
          <li key={step.label} className="rounded-md border border-ink-800 bg-ink-950/40 p-3">
            <p className="text-sm text-parchment-400">{step.label}</p>
            <p className="mt-1 font-display text-2xl text-parchment-100 tabular-nums">{formatCount(step.count)}</p>
            {step.rate ? <p className="mt-1 text-xs text-ember-300">{step.rate}</p> : null}
          </li>
        ))}
      </ol>
      {funnel.signupsBySource.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-parchment-300">{text.funnel.bySource}</h4>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {funnel.signupsBySource.map((entry) => (
              <li
                key={entry.source}
                className="rounded-full border border-ink-700 px-3 py-1 break-all text-parchment-200"
              >
                {entry.source}: <span className="tabular-nums">{formatCount(entry.signups)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
