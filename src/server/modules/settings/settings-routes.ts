import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { SiteSettings } from '#shared/schemas/admin.js';

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.settings,
    {
      schema: {
        summary: 'Site name, links and the weekly live lesson (its link only for guests and members)',
        tags: ['settings'],
        response: { 200: SiteSettings },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const settings = await app.siteSettings.get();
      const signedIn = request.visitor.kind === 'guest' || request.visitor.kind === 'member';
      return signedIn ? settings : { ...settings, liveLessonUrl: null };
    },
  );
};

export default settingsRoutes;
