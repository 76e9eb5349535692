import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { legalPageKeys } from '#shared/legal-pages.js';
import { AdminLegalPages, LegalPageInput, LegalPageParams, LegalPageSaved } from '#shared/schemas/legal.js';
import { changedFields } from '../audit/changed-fields.js';
import { recordedChangeWith, recordStaffAction, staffRead } from '../audit/record-staff-action.js';
import { cleanLegalHtml } from './legal-html.js';
import { readLegalPages, saveLegalPage } from './legal-page-repository.js';

/** The owner writes the legal pages on the admin screen; only admins see a page's draft. */
const legalAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.adminLegalPages,
    staffRead('All three legal pages, empty ones included', AdminLegalPages),
    async () => {
      const rows = await readLegalPages(app.db);
      return {
        pages: legalPageKeys.map((page) => {
          const row = rows.find((candidate) => candidate.page === page);
          return { page, body: row?.body ?? '', updatedAt: row?.updatedAt ?? null };
        }),
      };
    },
  );

  app.put(
    apiRoutes.adminLegalPage,
    recordedChangeWith(
      'Save one legal page (sanitized; empty hides it)',
      LegalPageParams,
      LegalPageInput,
      LegalPageSaved,
    ),
    async (request) => {
      const { page } = request.params;
      const before = (await readLegalPages(app.db)).find((row) => row.page === page);
      const saved = await saveLegalPage(app.db, page, cleanLegalHtml(request.body.body), app.clock.now());
      await recordStaffAction(app.db, request, {
        action: 'legal.update',
        target: { id: page, label: copy.legal.titles[page] },
        changes: changedFields({ body: before?.body ?? '' }, { body: saved.body }, { long: ['body'] }),
      });
      // Before the answer leaves: the landing page and the public address show it at once.
      app.legalPages.forget();
      const title = copy.legal.titles[page];
      const message = saved.body === '' ? copy.legal.admin.emptied(title) : copy.legal.admin.saved(title);
      return { message, page: saved };
    },
  );
};

export default legalAdminRoutes;
