import { useSearchParams } from 'react-router-dom';
import {
  AnalyticsDashboard,
  DEFAULT_RANGE,
  isAnalyticsRange,
  type AnalyticsRange,
} from '@frontend/features/analytics-dashboard';

/**
 * `/admin/analytics`: the author's visitor figures. The range lives in the address
 * (`?range=7d`), so a reload or a shared link keeps it. Never tracked: the tracker skips /admin.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('range');
  const range = isAnalyticsRange(requested) ? requested : DEFAULT_RANGE;

  const changeRange = (next: AnalyticsRange) =>
    setSearchParams(next === DEFAULT_RANGE ? {} : { range: next }, { replace: true, preventScrollReset: true });

  return <AnalyticsDashboard range={range} onRangeChange={changeRange} />;
}
