import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { copy } from '#shared/copy.js';
import { HttpError } from '../http-error.js';

/**
 * Who may call a route: anyone; a visitor with a guest or member session; a member; an admin.
 * Checked on the server before the handler runs.
 */
export type RouteAccess = 'public' | 'visitor' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Where a plugin keeps the access it gives its routes; its child plugins see it through the prototype. */
const inheritedAccess = Symbol('access of every route in this plugin');

/**
 * Every route registered in this plugin, and in the plugins it registers, gets `access`; a route
 * there that declares another is refused at start (the `/api/admin` plugin gives 'admin').
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
  if (access === 'admin' && !visitor.user.isAdmin) return new HttpError(403, copy.site.adminOnly);
  return null;
}

/**
 * Every API route must say who may call it, or inherit it from its plugin (the app refuses to
 * start otherwise), and that is enforced. An /api/admin address is for admins only.
 */
export default fp(
  async function routeAccess(app: FastifyInstance) {
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
      if (route.url.startsWith('/api/admin/') && access !== 'admin') {
        throw new Error(`${name} is an admin address open to '${access}'`);
      }
      route.config = { ...route.config, access };
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
