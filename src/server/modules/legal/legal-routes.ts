import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { LegalPage, LegalPageLinks, LegalPageParams } from '#shared/schemas/legal.js';
import { HttpError } from '#server/http-error.js';

/**
 * The legal pages as anyone reads them, signed in or not: someone deciding whether to join has no
 * passphrase yet. A page the owner left empty is not there.
 */
const legalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.legalPages,
    {
      schema: {
        summary: 'The legal pages that have something in them (to link to them)',
        tags: ['legal'],
        response: { 200: LegalPageLinks },
      },
      config: { access: 'public' },
    },
    async () => {
      const pages = await app.legalPages.published();
      return { pages: pages.map(({ page, updatedAt }) => ({ page, updatedAt })) };
    },
  );

  app.get(
    apiRoutes.legalPage,
    {
      schema: {
        summary: 'One legal page; 404 while it is empty',
        tags: ['legal'],
        params: LegalPageParams,
        response: { 200: LegalPage },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const pages = await app.legalPages.published();
      const found = pages.find((page) => page.page === request.params.page);
      if (!found) throw new HttpError(404, copy.legal.notPublished);
      return found;
    },
  );
};

export default legalRoutes;
