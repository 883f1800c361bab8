import { defineRoute, noBody, noParams } from '../define-route';
import { orderRefundParams, orderRefundReply, salesExport, salesFigures } from '../sales-desk';

/** The author's sales desk. Both take the period as `?from=YYYY-MM-DD&to=YYYY-MM-DD` (this month without). */
export const salesDeskRoutes = {
  getSalesFigures: defineRoute({
    method: 'GET',
    path: '/api/admin/sales',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: salesFigures,
    grants: ['table:read'],
    summary:
      'Orders, amounts, Stripe fees, refunds and net by day and by book for a period (`?from=&to=`, days in the author’s time zone; this month without), the orders themselves, and today’s and this month’s totals.',
  }),
  exportSales: defineRoute({
    method: 'GET',
    path: '/api/admin/sales/export',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: salesExport,
    grants: ['table:read'],
    summary: 'The period’s orders as a CSV file (SALES_CSV_COLUMNS), one order a row, the buyer’s address masked.',
  }),
  refundOrder: defineRoute({
    method: 'POST',
    path: '/api/admin/sales/orders/{sessionId}/refund',
    access: 'admin',
    params: orderRefundParams,
    body: noBody,
    reply: orderRefundReply,
    grants: ['table:read', 'stripe:keys'],
    summary:
      'Asks Stripe to refund an order in full (one Idempotency-Key an order, so pressing twice refunds once). Nothing is recorded here: Stripe’s `charge.refunded` webhook marks the order refunded, withdraws its download and emails the buyer. 409 for a disputed order.',
  }),
};
