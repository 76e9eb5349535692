import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabaseSettings, testDatabaseKind, type TestDatabaseSettings } from '../../../tests/support/test-database.js';

describe(`harness on ${process.env.TEST_DB}`, () => {
  let settings: TestDatabaseSettings;
  beforeAll(async () => { settings = await createTestDatabaseSettings(); });
  afterAll(async () => { await settings.drop(); });

  it('migrates and queries', async () => {
    expect(settings.kind).toBe(testDatabaseKind());
    const db = createDatabase(settings);
    const t = performance.now();
    const applied = await migrateToLatest(db);
    console.log(settings.kind, 'migrations', applied, Math.round(performance.now() - t), 'ms');
    await db.destroy();
  });

  it('answers health through the app', async () => {
    const config = { ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }), database: settings };
    const app = await buildApp({ config, webRoot: os.tmpdir() });
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});
