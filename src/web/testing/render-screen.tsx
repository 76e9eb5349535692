import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function WhereNow() {
  const location = useLocation();
  return <p data-testid="where-now">{location.pathname}</p>;
}

/**
 * Renders a screen part as the app does (a query client, a router at `path`), with a person's
 * keyboard and mouse. Where a form sends her is shown by the `where-now` line.
 */
export function renderScreen(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <WhereNow />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
