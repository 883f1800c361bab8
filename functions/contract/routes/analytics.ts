import * as z from 'zod';
import { analyticsFigures, analyticsRecord, ANALYTICS_LIMITS, trackReply } from '../analytics';
import { defineRoute, noBody, noParams } from '../define-route';

export const analyticsRoutes = {
  trackVisit: defineRoute({
    method: 'POST',
    path: '/api/analytics/track',
    access: 'public',
    params: noParams,
    body: analyticsRecord,
    reply: trackReply,
    grants: ['table:write'],
    maxBodyBytes: ANALYTICS_LIMITS.bodyBytes,
    summary: 'Records one pageview or event of a visitor (202; the site does not read the reply).',
  }),
  getAnalyticsFigures: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics/{range}',
    access: 'admin',
    // Any short text here: the handler refuses ranges other than 7d/30d/90d with a message (see
    // `analyticsRange`), after the caller, size and content-type checks every route gets.
    params: z.strictObject({ range: z.string().max(16) }),
    body: noBody,
    reply: analyticsFigures,
    grants: ['table:read'],
    summary:
      'Pageviews and sessions per day, top pages and referrers, events and the sign-up funnel for the last 7, 30 or 90 days.',
  }),
};
