import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { APP_STARTED_ATTRIBUTE } from './app-started';
import { AppRoutes } from './app-routes';
import { AppProvider } from './provider';

/**
 * The app in the browser. React Router's declarative router: the site needs no loaders or
 * actions (pages read through TanStack Query), and the data router's code was about 17 kB gzip of
 * every reader's download.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, ''), []);
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
