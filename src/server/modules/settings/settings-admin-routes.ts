import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiPaths } from '#shared/api-paths.js';
import { settingsFields, settingsProblem } from '#shared/checks/settings-checks.js';
import { copy } from '#shared/copy.js';
import { SiteSettings } from '#shared/schemas/admin.js';
import { changedFields } from '../audit/changed-fields.js';
import { recordStaffAction } from '../audit/record-staff-action.js';
import { readSettings } from './settings-repository.js';

/** An empty link is stored as null: the link is not shown. */
const linkOrNull = (value: string | null) => value?.trim() || null;

const settingsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    apiPaths.adminSettings,
    {
      schema: {
        summary: 'Change the site settings',
        // Name and time are checked by settingsProblem, so a mistake is named in words.
        body: Type.Object({
          ...SiteSettings.properties,
          siteName: Type.String({ maxLength: 50 }),
          liveTime: Type.String({ maxLength: 5 }),
        }),
        response: { 200: Type.Object({ message: Type.String(), settings: SiteSettings }) },
      },
      config: { form: { fields: settingsFields, problem: settingsProblem }, audit: 'recorded' },
    },
    async (request) => {
      const settings = {
        ...request.body,
        siteName: request.body.siteName.trim(),
        joinUrl: linkOrNull(request.body.joinUrl),
        communityUrl: linkOrNull(request.body.communityUrl),
        liveLessonUrl: linkOrNull(request.body.liveLessonUrl),
      };
      // From the database, not the cache another process may have left behind.
      const before = await readSettings(app.db, app.config);
      await app.siteSettings.save(settings);
      await recordStaffAction(app.db, request, {
        action: 'settings.update',
        target: { id: null, label: copy.audit.siteSettingsLabel },
        changes: changedFields(before, settings),
      });
      return { message: copy.admin.settingsSaved, settings };
    },
  );
};

export default settingsAdminRoutes;
