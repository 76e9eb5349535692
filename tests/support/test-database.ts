import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '#server/config.js';
import { makeTempDir, removeDir } from './temp-dir.js';

export type TestDatabaseKind = Config['database']['kind'];

/** Settings for the app's database plus drop(), which deletes it once the file is done. */
export type TestDatabaseSettings = Config['database'] & { drop: () => Promise<void> };

let counter = 0;

/** Which engine this Vitest project tests against; the config sets TEST_DB per project. */
export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DB ?? 'sqlite';
  if (kind !== 'sqlite' && kind !== 'postgres')
    throw new Error(`TEST_DB must be sqlite or postgres, not "${kind}"`);
  return kind;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function sqliteDatabase(): TestDatabaseSettings {
  const dir = makeTempDir('sqlite');
  const drop = () => {
    removeDir(dir);
    return Promise.resolve();
  };
  return { kind: 'sqlite', file: path.join(dir, 'app.sqlite'), drop };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pool that has just ended may still have backends finishing; a plain DROP waits for them.
 * Killing them at once (FORCE) makes a client that is mid-goodbye report an unhandled error,
 * so FORCE is only the last resort, for a connection a test really left open.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await sleep(100);
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function postgresDatabase(): Promise<TestDatabaseSettings> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) {
    throw new Error(
      'TEST_DB=postgres needs tests/support/postgres-global-setup.ts as the project globalSetup',
    );
  }
  // Unique across the parallel worker processes of one run, and safe to use unquoted.
  const name = `test_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => withAdmin(adminUrl, (client) => dropDatabase(client, name));
  return { kind: 'postgres', url: url.toString(), drop };
}

/**
 * A new, empty database for one test file, of the kind TEST_DB names:
 * `{ kind: 'sqlite', file }` in a fresh temp folder, or `{ kind: 'postgres', url }` in the run's cluster.
 */
export async function createTestDatabaseSettings(): Promise<TestDatabaseSettings> {
  return testDatabaseKind() === 'postgres' ? postgresDatabase() : sqliteDatabase();
}
