import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { createDatabase, type Db } from '#server/db/database.js';
import { migrateToLatest, migrationProvider } from '#server/db/migrate.js';
import { searchTokens } from '#server/db/search-grams.js';
import { buildContent } from './content-factory.js';
import { insertContents, searchColumnsOf } from './content-repository.js';
import { searchContents } from './content-search-repository.js';

// SQLite's content_search_counts (migration 20261127180000, decision 37's fourth revision): how
// many contents hold each index token. A search takes a count of 0 to mean that no content holds
// the word, so a count below the truth would hide contents: it must follow every write exactly.

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  dirs.splice(0).forEach(removeDir);
});

function openDatabase(): Db {
  const dir = makeTempDir('search-counts');
  dirs.push(dir);
  const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'app.sqlite') });
  dbs.push(db);
  return db;
}

/** The counts as the contents' search text says they should be. */
async function recounted(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('contents').select('searchText').execute();
  const counts: Record<string, number> = {};
  for (const row of rows) {
    for (const token of searchTokens(row.searchText).split(' ').filter(Boolean)) {
      counts[token] = (counts[token] ?? 0) + 1;
    }
  }
  return counts;
}

async function stored(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ token: string; contents: number }>`
    select token, contents from content_search_counts where contents <> 0`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.token, row.contents]));
}

const published = (fields: Parameters<typeof buildContent>[0]) => ({
  ...buildContent(fields),
  status: 'published' as const,
});

describe('the counts of contents holding each search token', () => {
  it('are filled from the contents a library already has', async () => {
    const db = openDatabase();
    await new Migrator({ db, provider: migrationProvider }).migrateTo('20261127110000-search-rows');
    await insertContents(db, [
      published({ id: 'a', title: '朝のストレッチ', description: '肩こりに' }),
      published({ id: 'b', title: '夜のストレッチ', body: '<p>ぐっすり眠る</p>' }),
    ]);
    await migrateToLatest(db);
    expect(await stored(db)).toEqual(await recounted(db));
  });

  it('follow contents as they are added, edited and deleted', async () => {
    const db = openDatabase();
    await migrateToLatest(db);
    await insertContents(db, [
      published({ id: 'a', title: '朝のストレッチ', description: '肩こりに' }),
      published({ id: 'b', title: '夜のストレッチ', body: '<p>ぐっすり眠る</p>' }),
      published({ id: 'c', title: '腰痛ヨガ' }),
    ]);
    const title = 'ピラティスで体幹';
    await db
      .updateTable('contents')
      .set({ title, ...searchColumnsOf(db, { title, description: '', body: null }) })
      .where('id', '=', 'a')
      .execute();
    // A write that leaves the search text as it was changes nothing.
    await db.updateTable('contents').set({ viewCount: 5 }).where('id', '=', 'b').execute();
    await db.deleteFrom('contents').where('id', '=', 'c').execute();
    expect(await stored(db)).toEqual(await recounted(db));

    // What members notice: the edited title is found, the old one and the deleted content are not.
    const at = '2099-01-01T00:00:00.000Z';
    const found = async (q: string) => (await searchContents(db, q, 20, at)).map((row) => row.id);
    expect(await found('ピラティス')).toEqual(['a']);
    expect(await found('朝の')).toEqual([]);
    expect(await found('腰痛')).toEqual([]);
    expect(await found('ストレッチ')).toEqual(['b']);
  });
});
