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

/** Every API route must say who may call it (the app refuses to start otherwise), and that is enforced. */
export default fp(
  async function routeAccess(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
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
