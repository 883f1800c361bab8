/**
 * Set on <html> once the app has hydrated (or rendered) the page. Before it the page is its
 * prerendered HTML: readable, its links plain links (main.tsx starts the app after the first paint).
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
