export type { SalesPeriodQuery } from './api';
export { SalesDesk } from './components/sales-desk';
export { SalesSummaryPanel } from './components/sales-summary';
