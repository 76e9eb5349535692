import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { legalPageKeys } from '#shared/legal-pages.js';
import { readLegalPages, type LegalPageRow } from '../modules/legal/legal-page-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    legalPages: {
      /** The pages with something in them, in the order of legalPageKeys. */
      published(): Promise<LegalPageRow[]>;
      /** Read again next time: a page was saved. */
      forget(): void;
    };
  }
}

/**
 * How long the published pages are kept in memory. The landing page asks on every request; a
 * save through this process shows at once, through another app process within this time.
 */
export const legalPagesMaxAgeMs = 1000;

/** The owner's legal pages as visitors see them (the public API, the landing page's footer). */
export default fp(
  async function legalPages(app: FastifyInstance) {
    let cached: { pages: Promise<LegalPageRow[]>; until: number } | undefined;
    const read = async () => {
      const rows = await readLegalPages(app.db);
      return legalPageKeys.flatMap((key) => rows.filter((row) => row.page === key && row.body !== ''));
    };
    app.decorate('legalPages', {
      published() {
        const now = performance.now();
        if (!cached || cached.until <= now) {
          const pages = read();
          const entry = { pages, until: now + legalPagesMaxAgeMs };
          cached = entry;
          // A failed read is not kept: the next request tries again.
          pages.catch(() => {
            if (cached === entry) cached = undefined;
          });
        }
        return cached.pages;
      },
      forget() {
        cached = undefined;
      },
    });
  },
  { name: 'legal-pages', dependencies: ['database'] },
);
