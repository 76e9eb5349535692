import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { copy } from '#shared/copy.js';
import { HttpError } from '../http-error.js';

/**
 * Who may call a route: anyone; a visitor with a guest or member session; a member; any staff
 * (オーナー or 編集者); an オーナー only (docs/product.md#staff-roles). Checked on the server before
 * the handler runs.
 */
export type RouteAccess = 'public' | 'visitor' | 'member' | 'staff' | 'owner';

/** The levels an /api/admin address may have. */
const staffLevels: readonly RouteAccess[] = ['staff', 'owner'];

export type RouteWithAccess = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route with the access it was given, in the order registered (tests walk it). */
    routeAccessTable: readonly RouteWithAccess[];
  }
}

/** Where a plugin keeps the access it gives its routes; its child plugins see it through the prototype. */
const inheritedAccess = Symbol('access of every route in this plugin');

/**
 * Every route registered in this plugin, and in the plugins it registers, gets `access`; a route
 * there that declares another is refused at start (the `/api/admin` plugins give 'staff' or 'owner').
 */
export function setRouteAccess(app: FastifyInstance, access: RouteAccess): void {
  app.decorate(inheritedAccess, access);
}

function refusal(request: FastifyRequest, access: RouteAccess): HttpError | null {
  const { visitor } = request;
  if (access === 'public') return null;
  if (visitor.kind === 'monthly-auth') return new HttpError(401, copy.mypage.authExpired);
  if (visitor.kind === 'anonymous') return new HttpError(401, copy.member.loginRequired);
  if (access === 'visitor') return null;
  if (visitor.kind === 'guest') return new HttpError(401, copy.member.loginRequired);
  if (access === 'member') return null;
  if (visitor.user.staffRole === null) return new HttpError(403, copy.site.adminOnly);
  if (access === 'owner' && visitor.user.staffRole !== 'owner')
    return new HttpError(403, copy.site.ownerOnly);
  return null;
}

/**
 * Every API route must say who may call it, or inherit it from its plugin (the app refuses to
 * start otherwise), and that is enforced. An /api/admin address is for staff only: every staff
 * member or the オーナー alone.
 */
export default fp(
  async function routeAccess(app: FastifyInstance) {
    const table: RouteWithAccess[] = [];
    app.decorate('routeAccessTable', table);
    app.addHook('onRoute', function checkAccess(route) {
      if (!route.url.startsWith('/api')) return;
      const name = `Route ${route.method} ${route.url}`;
      const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
      // `this` is the plugin the route is registered in.
      const inherited = (this as unknown as Record<symbol, RouteAccess | undefined>)[inheritedAccess];
      if (declared && inherited && declared !== inherited) {
        throw new Error(`${name} declares access '${declared}' in a plugin that gives '${inherited}'`);
      }
      const access = declared ?? inherited;
      if (!access) throw new Error(`${name} does not declare config.access`);
      if (route.url.startsWith('/api/admin/') && !staffLevels.includes(access)) {
        throw new Error(`${name} is an admin address open to '${access}'`);
      }
      route.config = { ...route.config, access };
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    });

    // Before the body is read: a refused visitor must not make the server buffer an upload.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      const refused = refusal(request, access);
      if (refused) throw refused;
    });
  },
  { name: 'route-access', dependencies: ['session'] },
);
