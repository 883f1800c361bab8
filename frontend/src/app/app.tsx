import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createRouter } from './router';
import { AppProvider } from './provider';

export function App({ router, queryClient }: { router: ReturnType<typeof createRouter>; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
