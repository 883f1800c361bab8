export { DEFAULT_RANGE, isAnalyticsRange, type AnalyticsRange } from './api';
export { AnalyticsDashboard } from './components/analytics-dashboard';
