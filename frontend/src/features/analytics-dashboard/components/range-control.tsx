import { ANALYTICS_RANGES, type AnalyticsRange } from '../api';
import { analyticsText as text } from '../texts';

/** The 7 / 30 / 90 days switch: toggle buttons in a labelled group, the chosen one pressed. */
export function RangeControl({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  return (
    <div
      role="group"
      aria-label={text.rangeLabel}
      className="inline-flex rounded-md border border-ink-700 bg-ink-900 p-1"
    >
      {ANALYTICS_RANGES.map((range) => {
        const pressed = range === value;
        return (
          <button
            key={range}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(range)}
            className={`min-h-10 rounded px-3 text-sm font-medium transition-colors sm:px-4 ${
              pressed ? 'bg-ember-600 text-white' : 'text-parchment-300 hover:bg-ink-800 hover:text-parchment-100'
            }`}
          >
            {text.ranges[range]}
          </button>
        );
      })}
    </div>
  );
}
