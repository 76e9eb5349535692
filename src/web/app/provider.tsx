import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

// Made once per page load, outside React: StrictMode renders twice in development and a second
// router would listen to the browser history as well.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function AppProvider() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
