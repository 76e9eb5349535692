import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabaseSettings,
  type TestDatabaseSettings,
} from '../../../tests/support/test-database.js';
import { createDatabase, type Db } from './database.js';
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
    expect(row.searchText).toBe('10分yoga\nゆっくり');
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
