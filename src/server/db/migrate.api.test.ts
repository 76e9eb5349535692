import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabaseSettings,
  type TestDatabaseSettings,
} from '../../../tests/support/test-database.js';
import { createDatabase, type Db } from './database.js';

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
