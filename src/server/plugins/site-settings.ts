import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteSettings } from '#shared/schemas/admin.js';
import { readSettings, saveSettings } from '../modules/settings/settings-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    siteSettings: {
      get(): Promise<SiteSettings>;
      save(settings: SiteSettings): Promise<void>;
      /** Read again next time: some of them were changed elsewhere (the live lesson's schedule). */
      forget(): void;
    };
  }
}

/**
 * The settings every page needs (site name in the HTML title, links), read once and kept in
 * memory until staff save new ones. Several app processes see a change within a minute.
 */
export default fp(
  async function siteSettings(app: FastifyInstance) {
    const maxAgeMs = 60_000;
    let cached: { settings: SiteSettings; readAt: number } | undefined;
    app.decorate('siteSettings', {
      async get() {
        if (!cached || Date.now() - cached.readAt > maxAgeMs) {
          cached = { settings: await readSettings(app.db, app.config), readAt: Date.now() };
        }
        return cached.settings;
      },
      async save(settings) {
        await saveSettings(app.db, settings, app.clock.now());
        cached = { settings, readAt: Date.now() };
      },
      forget() {
        cached = undefined;
      },
    });
  },
  { name: 'site-settings', dependencies: ['database'] },
);
