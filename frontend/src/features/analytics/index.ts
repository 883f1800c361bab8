export { markAsAuthor, markAsRegularVisitor, trackEvent, trackPageview } from './client';
export { usePageviewTracking } from './use-pageview-tracking';
