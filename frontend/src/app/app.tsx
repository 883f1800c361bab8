import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createRouter } from './router';
import { APP_STARTED_ATTRIBUTE } from './app-started';
import { AppProvider } from './provider';

export function App({ router, queryClient }: { router: ReturnType<typeof createRouter>; queryClient: QueryClient }) {
  useEffect(() => document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, ''), []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
