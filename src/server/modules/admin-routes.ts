import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { setRouteAccess, type RouteAccess } from '#server/plugins/route-access.js';
import auditAdminRoutes from './audit/audit-admin-routes.js';
import { requireAuditDeclarations } from './audit/record-staff-action.js';
import commentAdminRoutes from './comments/comment-admin-routes.js';
import contentAdminRoutes from './contents/content-admin-routes.js';
import dashboardAdminRoutes from './dashboard/dashboard-admin-routes.js';
import legalAdminRoutes from './legal/legal-admin-routes.js';
import liveAdminRoutes from './live/live-admin-routes.js';
import memberAdminRoutes from './members/member-admin-routes.js';
import memberCsvRoutes from './members/member-csv-routes.js';
import memberDeleteAdminRoutes from './members/member-delete-admin-routes.js';
import noticeAdminRoutes from './notices/notice-admin-routes.js';
import passphraseAdminRoutes from './passphrases/passphrase-admin-routes.js';
import programAdminRoutes from './programs/program-admin-routes.js';
import settingsAdminRoutes from './settings/settings-admin-routes.js';
import staffAdminRoutes from './staff/staff-admin-routes.js';
import uploadAdminRoutes from './uploads/upload-admin-routes.js';
import videoAdminRoutes from './videos/video-admin-routes.js';

const adminAddresses = '/api/admin/';

/**
 * Who may use each feature's staff routes (docs/product.md#staff-roles). Every staff plugin is
 * in exactly one list: there is no third place to register one, and a route registered beside
 * the lists has no access and stops the app at start.
 */
const forEveryStaff: FastifyPluginAsync[] = [
  // The site's contents and what they are made of: 編集者 too.
  contentAdminRoutes,
  uploadAdminRoutes,
  programAdminRoutes,
  liveAdminRoutes,
  // Videos staff upload themselves (issue 24), and whether this install converts them: whoever
  // writes the contents.
  videoAdminRoutes,
  // Members' comments and questions, answered and looked after by whoever is on duty.
  commentAdminRoutes,
  // お知らせ to members: written by whoever writes the contents.
  noticeAdminRoutes,
  // Counts and views; the members it names (しばらくお休み中の方) go to the オーナー alone.
  dashboardAdminRoutes,
];
const forOwners: FastifyPluginAsync[] = [
  // Who may come in, the people, and the site's own words and settings: オーナー only.
  passphraseAdminRoutes,
  memberAdminRoutes,
  memberCsvRoutes,
  memberDeleteAdminRoutes,
  settingsAdminRoutes,
  legalAdminRoutes,
  staffAdminRoutes,
  // Who on the staff did what: the オーナー reads it.
  auditAdminRoutes,
];

async function registerWith(app: FastifyInstance, access: RouteAccess, plugins: FastifyPluginAsync[]) {
  await app.register(async (scope) => {
    setRouteAccess(scope, access);
    for (const plugin of plugins) await scope.register(plugin);
  });
}

/**
 * The staff routes. Each feature keeps its own in its module (`<feature>-admin-routes.ts`); here
 * they are gathered once: staff only, under /api/admin, in the OpenAPI document's admin tag, and
 * every one that changes something declares whether it records itself in the audit log.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(adminAddresses)) {
      throw new Error(`Staff route ${route.method} ${route.url} is not under ${adminAddresses}`);
    }
    (route.schema ??= {}).tags = ['admin'];
  });
  // Every change staff make is on record (docs/product.md#the-audit-log): each route says how.
  requireAuditDeclarations(app);

  await registerWith(app, 'staff', forEveryStaff);
  await registerWith(app, 'owner', forOwners);
};

export default adminRoutes;
