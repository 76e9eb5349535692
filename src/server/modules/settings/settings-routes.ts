import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiPaths } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import { SiteSettings } from '../../../shared/schemas/admin.js';
import { HttpError } from '../../http-error.js';

function linkOrNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new HttpError(400, copy.admin.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new HttpError(400, copy.admin.urlInvalid);
  return trimmed;
}

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

  app.put(
    apiPaths.adminSettings,
    {
      schema: {
        summary: 'Change the site settings',
        tags: ['admin'],
        body: Type.Object({ ...SiteSettings.properties, siteName: Type.String({ maxLength: 50 }) }),
        response: { 200: Type.Object({ message: Type.String(), settings: SiteSettings }) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const siteName = request.body.siteName.trim();
      if (siteName === '') throw new HttpError(400, copy.admin.siteNameMissing);
      const settings = {
        ...request.body,
        siteName,
        joinUrl: linkOrNull(request.body.joinUrl),
        communityUrl: linkOrNull(request.body.communityUrl),
        liveLessonUrl: linkOrNull(request.body.liveLessonUrl),
      };
      await app.siteSettings.save(settings);
      return { message: copy.admin.settingsSaved, settings };
    },
  );
};

export default settingsRoutes;
