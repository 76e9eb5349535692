import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { dashboardQueryOptions } from '#web/features/dashboard/api/get-dashboard';
import { DashboardView } from '#web/features/dashboard/components/dashboard-view';
import { ProgramStats } from '#web/features/programs/components/program-stats';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(dashboardQueryOptions);
  return null;
};

export default function AdminDashboardRoute() {
  useDocumentTitle(copy.admin.tabs.dashboard);
  return (
    <>
      <h1>{copy.admin.tabs.dashboard}</h1>
      <DashboardView />
      <ProgramStats />
    </>
  );
}
