import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { dashboardQueryOptions } from '#web/features/admin-dashboard/api/get-dashboard';
import { DashboardView } from '#web/features/admin-dashboard/components/dashboard-view';
import { ProgramStats } from '#web/features/admin-programs/components/program-stats';
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
