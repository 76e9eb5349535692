import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import RootLayout from '../components/layouts/root-layout';
import { LoadingScreen } from '../components/loading-screen';
import { RouteError } from '../components/route-error';
import { paths } from '../config/paths';
import { lazyRoute, type RouteModule } from './lazy-route';
import { legacyRedirects, withRequestSearch } from './redirects';

// Redirect routes never render; naming an empty screen keeps React Router from warning about it.
function Redirecting() {
  return null;
}

export function createAppRouter(queryClient: QueryClient) {
  const screen = (load: () => Promise<RouteModule>) => lazyRoute(queryClient, load);

  // Redirects answer from a loader, before anything renders, and replace the history entry
  // so the back button never lands on an address that immediately bounces again.
  const redirectRoutes: RouteObject[] = legacyRedirects.map(({ from, to }) => ({
    path: from,
    loader: ({ params, request }) => replace(withRequestSearch(to(params), request.url)),
    Component: Redirecting,
  }));

  const routes: RouteObject[] = [
    {
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteError,
      children: [
        ...redirectRoutes,
        { path: paths.landing, lazy: screen(() => import('./routes/landing')) },
        {
          lazy: screen(() => import('../components/layouts/entry-layout')),
          children: [
            { path: paths.gate, lazy: screen(() => import('./routes/gate')) },
            { path: paths.login, lazy: screen(() => import('./routes/login')) },
            { path: paths.register, lazy: screen(() => import('./routes/register')) },
            { path: paths.forgotPassword, lazy: screen(() => import('./routes/forgot-password')) },
            { path: paths.resetPassword, lazy: screen(() => import('./routes/reset-password')) },
            { path: paths.confirmEmail, lazy: screen(() => import('./routes/confirm-email')) },
            { path: paths.staffInvitation, lazy: screen(() => import('./routes/staff-invitation')) },
            { path: paths.setup, lazy: screen(() => import('./routes/setup')) },
            { path: paths.liveReminderStop, lazy: screen(() => import('./routes/live-reminder-stop')) },
            { path: paths.goodbye, lazy: screen(() => import('./routes/goodbye')) },
            { path: paths.privacy, lazy: screen(() => import('./routes/legal-page')) },
            { path: paths.terms, lazy: screen(() => import('./routes/legal-page')) },
            { path: paths.commerce, lazy: screen(() => import('./routes/legal-page')) },
          ],
        },
        {
          path: paths.member.home,
          lazy: screen(() => import('./routes/member/layout')),
          children: [
            { index: true, lazy: screen(() => import('./routes/member/home')) },
            { path: paths.member.new, lazy: screen(() => import('./routes/member/new')) },
            { path: paths.member.featured, lazy: screen(() => import('./routes/member/featured')) },
            { path: paths.member.popular, lazy: screen(() => import('./routes/member/popular')) },
            { path: paths.member.contentPattern, lazy: screen(() => import('./routes/member/content')) },
            { path: paths.member.history, lazy: screen(() => import('./routes/member/history')) },
            { path: paths.member.mypage, lazy: screen(() => import('./routes/member/mypage')) },
            { path: paths.member.search, lazy: screen(() => import('./routes/member/search')) },
            { path: paths.member.live, lazy: screen(() => import('./routes/member/live')) },
            { path: paths.member.programs, lazy: screen(() => import('./routes/member/programs')) },
            { path: paths.member.programPattern, lazy: screen(() => import('./routes/member/program')) },
          ],
        },
        {
          path: paths.admin,
          lazy: screen(() => import('./routes/admin/layout')),
          children: [
            { index: true, lazy: screen(() => import('./routes/admin')) },
            { path: paths.adminContents, lazy: screen(() => import('./routes/admin/contents')) },
            {
              path: paths.adminContentEditPattern,
              lazy: screen(() => import('./routes/admin/content-edit')),
            },
            { path: paths.adminDashboard, lazy: screen(() => import('./routes/admin/dashboard')) },
            { path: paths.adminLive, lazy: screen(() => import('./routes/admin/live')) },
            { path: paths.adminComments, lazy: screen(() => import('./routes/admin/comments')) },
            { path: paths.adminPrograms, lazy: screen(() => import('./routes/admin/programs')) },
            { path: paths.adminProgramNew, lazy: screen(() => import('./routes/admin/program-edit')) },
            {
              path: paths.adminProgramEditPattern,
              lazy: screen(() => import('./routes/admin/program-edit')),
            },
            {
              // The オーナー's screens: anyone else on the staff reads why they are closed to her.
              lazy: screen(() => import('./routes/admin/owner-only-layout')),
              children: [
                { path: paths.adminPassphrases, lazy: screen(() => import('./routes/admin/passphrases')) },
                { path: paths.adminMembers, lazy: screen(() => import('./routes/admin/members')) },
                { path: paths.adminSettings, lazy: screen(() => import('./routes/admin/settings')) },
                { path: paths.adminLegal, lazy: screen(() => import('./routes/admin/legal')) },
                { path: paths.adminStaff, lazy: screen(() => import('./routes/admin/staff')) },
                { path: paths.adminAudit, lazy: screen(() => import('./routes/admin/audit')) },
              ],
            },
          ],
        },
        { path: paths.catchAll, loader: () => replace(paths.member.home), Component: Redirecting },
      ],
    },
  ];

  return createBrowserRouter(routes);
}
