import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Who may call a route. Checked on the server before the handler runs. */
export type RouteAccess = 'public' | 'visitor' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Refuses to start when an API route forgets to say who may call it. */
export default fp(
  async function routeAccess(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    });
  },
  { name: 'route-access' },
);
