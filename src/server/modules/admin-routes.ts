import type { FastifyPluginAsync } from 'fastify';
import { setRouteAccess } from '#server/plugins/route-access.js';
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
import passphraseAdminRoutes from './passphrases/passphrase-admin-routes.js';
import programAdminRoutes from './programs/program-admin-routes.js';
import settingsAdminRoutes from './settings/settings-admin-routes.js';
import uploadAdminRoutes from './uploads/upload-admin-routes.js';

const adminAddresses = '/api/admin/';

/**
 * The staff routes. Each feature keeps its own in its module (`<feature>-admin-routes.ts`); here
 * they are gathered once: admins only, under /api/admin, in the OpenAPI document's admin tag, and
 * every one that changes something declares whether it records itself in the audit log.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  setRouteAccess(app, 'admin');
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(adminAddresses)) {
      throw new Error(`Staff route ${route.method} ${route.url} is not under ${adminAddresses}`);
    }
    (route.schema ??= {}).tags = ['admin'];
  });
  // Every change staff make is on record (docs/product.md#the-audit-log): each route says how.
  requireAuditDeclarations(app);

  await app.register(contentAdminRoutes);
  await app.register(uploadAdminRoutes);
  await app.register(passphraseAdminRoutes);
  await app.register(memberAdminRoutes);
  await app.register(memberCsvRoutes);
  await app.register(memberDeleteAdminRoutes);
  await app.register(dashboardAdminRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(liveAdminRoutes);
  await app.register(programAdminRoutes);
  await app.register(legalAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(commentAdminRoutes);
};

export default adminRoutes;
