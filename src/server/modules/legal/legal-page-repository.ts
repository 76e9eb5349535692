import type { LegalPageKey } from '#shared/legal-pages.js';
import type { Db } from '#server/db/database.js';

export type LegalPageRow = { page: LegalPageKey; body: string; updatedAt: string };

/** Every saved page, empty ones included (the admin screen shows them; visitors never see them). */
export async function readLegalPages(db: Db): Promise<LegalPageRow[]> {
  const rows = await db.selectFrom('legalPages').select(['page', 'body', 'updatedAt']).execute();
  return rows as LegalPageRow[];
}

export async function saveLegalPage(
  db: Db,
  page: LegalPageKey,
  body: string,
  now: Date,
): Promise<LegalPageRow> {
  const updatedAt = now.toISOString();
  await db
    .insertInto('legalPages')
    .values({ page, body, updatedAt })
    .onConflict((conflict) => conflict.column('page').doUpdateSet({ body, updatedAt }))
    .execute();
  return { page, body, updatedAt };
}
