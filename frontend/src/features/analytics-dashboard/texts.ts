import type { AnalyticsRange } from './api';

/** The analytics dashboard's texts (admin only, so kept with the feature rather than in content/ui-text.ts). */
export const analyticsText = {
  heading: 'Visitor analytics',
  intro: 'Visits to the public site by readers. Your own visits are left out.',
  rangeLabel: 'Period',
  ranges: { '7d': '7 days', '30d': '30 days', '90d': '90 days' } satisfies Record<AnalyticsRange, string>,
  rangeLong: { '7d': 'the last 7 days', '30d': 'the last 30 days', '90d': 'the last 90 days' } satisfies Record<
    AnalyticsRange,
    string
  >,
  period: (from: string, to: string, timeZone: string) => `${from} – ${to} (days in ${timeZone})`,
  loading: 'Loading figures…',
  loadError: 'The figures could not be loaded.',
  empty: 'No visits recorded in this period yet',
  emptyHint: 'Pageviews appear here as readers visit the site.',
  authorVisits: (pageviews: string) => `Your own visits in this period, not counted: ${pageviews} pageviews.`,
  totals: { pageviews: 'Pageviews', sessions: 'Sessions', signups: 'Sign-ups' },
  sessionsHint: 'Unique visitors per day, summed',
  chart: {
    heading: 'Pageviews and sessions per day',
    pageviews: 'Pageviews',
    sessions: 'Sessions',
    date: 'Date',
    summary: (range: string, pageviews: string, busiest: string | null) =>
      `Pageviews per day over ${range}: ${pageviews} in all${busiest ? `; busiest day ${busiest}` : ''}. The table of every day follows.`,
  },
  topPages: { heading: 'Top pages', name: 'Page', count: 'Pageviews' },
  topReferrers: {
    heading: 'Top referrers',
    name: 'Site',
    count: 'Pageviews',
    none: 'No visits came from other sites.',
  },
  events: { heading: 'Events', name: 'Event', count: 'Count', none: 'No events recorded.' },
  noneYet: 'None in this period.',
  funnel: {
    heading: 'Sign-up funnel',
    intro: 'Views of the sign-up pages, then mailing-list sign-ups and their confirmations.',
    signupPageviews: 'Sign-up page views',
    signups: 'Sign-ups',
    confirmations: 'Confirmations',
    ofPrevious: (percent: string, previous: string) => `${percent} of ${previous.toLowerCase()}`,
    notApplicable: 'no rate: the step before is 0',
    bySource: 'Sign-ups by form',
  },
};
