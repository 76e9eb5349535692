import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabaseSettings, type TestDatabaseSettings } from '#tests/support/test-database.js';
import { createDatabase, databaseKind, type Db } from './database.js';
import { searchGramsColumn } from './search-grams.js';
import { searchContents } from '#server/modules/contents/content-search-repository.js';
import { migrateToLatest, migrationProvider } from './migrate.js';

describe('adding search text to an install that already has contents', () => {
  let settings: TestDatabaseSettings;
  let db: Db;
  afterEach(async () => {
    await db.destroy();
    await settings.drop();
  });

  it('fills it in for the contents already there', async () => {
    settings = await createTestDatabaseSettings();
    const { drop: _drop, ...connection } = settings;
    db = createDatabase(connection);
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo('20261121190000-site-settings');
    await sql`insert into contents (id, title, category, type, date, description, body, created_at, updated_at)
      values ('old', '１０分ＹＯＧＡ', 'exercise', 'article', '2026-01-01', 'ゆっくり', '<p>x</p>', 'a', 'a')`.execute(
      db,
    );
    await migrateToLatest(db);
    const row = await db
      .selectFrom('contents')
      .select('searchText')
      .where('id', '=', 'old')
      .executeTakeFirstOrThrow();
    // As search reads it today (20261126235000): folded, with the article text.
    expect(row.searchText).toBe('10分yoga\nゆつくり\nx');
  });
});

describe('searching the article text of contents written before it was indexed', () => {
  let settings: TestDatabaseSettings;
  let db: Db;
  afterEach(async () => {
    await db.destroy();
    await settings.drop();
  });

  it('fills in the folded text and title and indexes them', async () => {
    settings = await createTestDatabaseSettings();
    const { drop: _drop, ...connection } = settings;
    db = createDatabase(connection);
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo('20261126200000-hosted-videos');
    await sql`insert into contents (id, title, category, type, date, description, body, created_at, updated_at, published_at)
      values ('old', 'ストレッチ入門', 'exercise', 'article', '2026-01-01', '', '<p><strong>足首</strong>を回す</p>', 'a', 'a', '2026-01-01T00:00:00.000Z')`.execute(
      db,
    );
    await migrateToLatest(db);
    const at = '2026-11-01T00:00:00.000Z';
    const found = async (q: string) => (await searchContents(db, q, 20, at)).map((row) => [row.id, row.rank]);
    expect(await found('足首')).toEqual([['old', 1]]);
    expect(await found('すとれっち')).toEqual([['old', 0]]);
    expect(await found('strong')).toEqual([]);
  });
});

describe('search pieces for contents written before PostgreSQL stored them', () => {
  let settings: TestDatabaseSettings;
  let db: Db;
  afterEach(async () => {
    await db.destroy();
    await settings.drop();
  });

  it('fills them in from the search text, so the contents are still found', async () => {
    settings = await createTestDatabaseSettings();
    const { drop: _drop, ...connection } = settings;
    db = createDatabase(connection);
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo('20261126235000-search-article-text');
    await sql`insert into contents (id, title, category, type, date, description, body, created_at, updated_at, published_at, search_text, search_title)
      values ('old', 'ストレッチ入門', 'exercise', 'article', '2026-01-01', '', '<p>足首を回す</p>', 'a', 'a', '2026-01-01T00:00:00.000Z', 'すとれつち入門

足首を回す', 'すとれつち入門')`.execute(db);
    await migrateToLatest(db);
    const { searchGrams } = await db
      .selectFrom('contents')
      .select('searchGrams')
      .where('id', '=', 'old')
      .executeTakeFirstOrThrow();
    // SQLite's index is fed from search_text by its triggers: nothing stored twice there.
    expect(searchGrams).toBe(
      databaseKind(db) === 'postgres' ? searchGramsColumn('すとれつち入門\n\n足首を回す') : '',
    );
    const at = '2026-11-01T00:00:00.000Z';
    const found = async (q: string) => (await searchContents(db, q, 20, at)).map((row) => [row.id, row.rank]);
    expect(await found('首を回')).toEqual([['old', 1]]);
    expect(await found('ストレッチ')).toEqual([['old', 0]]);
    expect(await found('入門 足首')).toEqual([['old', 1]]);
    expect(await found('回す入門')).toEqual([]);
  });
});

describe('daily view counts on an install that already has single view events', () => {
  let settings: TestDatabaseSettings;
  let db: Db;
  afterEach(async () => {
    await db.destroy();
    await settings.drop();
  });

  it('adds the events up per day and content, so the dashboard keeps its numbers', async () => {
    settings = await createTestDatabaseSettings();
    const { drop: _drop, ...connection } = settings;
    db = createDatabase(connection);
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo('20261123120000-attempt-counters');
    for (const id of ['a', 'b']) {
      await sql`insert into contents (id, title, category, type, date, description, body, created_at, updated_at)
        values (${id}, ${id}, 'diet', 'article', '2026-11-01', '', '<p>x</p>', 'a', 'a')`.execute(db);
    }
    const events = [
      ['a', '2026-11-20'],
      ['a', '2026-11-20'],
      ['a', '2026-11-21'],
      ['b', '2026-11-21'],
      ['b', '2026-11-21'],
      ['b', '2026-11-21'],
    ];
    for (const [index, [contentId, day]] of events.entries()) {
      await sql`insert into view_events (id, content_id, user_id, day, viewed_at)
        values (${`e${index}`}, ${contentId}, null, ${day}, ${`${day}T01:00:00.000Z`})`.execute(db);
    }
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('contentDailyViews')
      .select(['day', 'contentId', 'views'])
      .orderBy('day')
      .orderBy('contentId')
      .execute();
    expect(rows).toEqual([
      { day: '2026-11-20', contentId: 'a', views: 2 },
      { day: '2026-11-21', contentId: 'a', views: 1 },
      { day: '2026-11-21', contentId: 'b', views: 3 },
    ]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('view_events');
  });
});

describe('the walk’s copy of contents written before PostgreSQL kept one', () => {
  let settings: TestDatabaseSettings;
  let db: Db;
  afterEach(async () => {
    await db.destroy();
    await settings.drop();
  });

  it('is filled for them, and taken back whole by the migration’s down', async () => {
    settings = await createTestDatabaseSettings();
    const { drop: _drop, ...connection } = settings;
    db = createDatabase(connection);
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo('20261127180000-search-token-counts');
    // As the app wrote a content then (search-grams.ts: PostgreSQL's pieces, none on SQLite).
    const write = async (id: string, title: string, date: string) => {
      const text = `${title}\n\n肩を回す`;
      const grams = databaseKind(db) === 'postgres' ? searchGramsColumn(text) : '';
      await sql`insert into contents (id, title, category, type, date, description, body, created_at, updated_at, published_at, search_text, search_title, search_grams)
        values (${id}, ${title}, 'exercise', 'article', ${date}, '', '<p>肩を回す</p>', 'a', 'a', ${`${date}T00:00:00.000Z`}, ${text}, ${title}, ${grams})`.execute(
        db,
      );
    };
    await write('old', '朝の体操', '2026-01-01');
    await migrateToLatest(db);
    const at = '2026-11-01T00:00:00.000Z';
    const found = async (q: string) => (await searchContents(db, q, 20, at)).map((row) => [row.id, row.rank]);
    expect(await found('肩を回')).toEqual([['old', 1]]);
    if (databaseKind(db) !== 'postgres') return;
    const walkIds = async () =>
      (await sql<{ id: string }>`select id from content_search_walk`.execute(db)).rows.map((row) => row.id);
    expect(await walkIds()).toEqual(['old']);
    // Down leaves the schema as 20261127180000 made it: no walk's copy, no TRUNCATE trigger (which
    // would name the copy), contents still truncated; and up again fills it anew.
    await migrator.migrateDown();
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('content_search_walk');
    await sql`truncate contents cascade`.execute(db);
    await write('new', '夜の体操', '2026-02-01');
    await migrateToLatest(db);
    expect(await walkIds()).toEqual(['new']);
    expect(await found('肩を回')).toEqual([['new', 1]]);
  });
});

describe('a migration that fails halfway', () => {
  let settings: TestDatabaseSettings;
  let db: Db;
  afterEach(async () => {
    await db.destroy();
    await settings.drop();
  });

  it('leaves no part of its schema behind, on either engine', async () => {
    settings = await createTestDatabaseSettings();
    const { drop: _drop, ...connection } = settings;
    db = createDatabase(connection);
    const migrator = new Migrator({
      db,
      provider: {
        getMigrations: async () => ({
          '20990101000000-breaks': {
            // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a throwaway schema
            async up(migrationDb: Kysely<any>) {
              await migrationDb.schema.createTable('half_built').addColumn('id', 'text').execute();
              await sql`this is not sql`.execute(migrationDb);
            },
          },
        }),
      },
    });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeDefined();
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('half_built');
  });
});
