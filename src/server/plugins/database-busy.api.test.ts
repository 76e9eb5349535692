import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ownAppClosedAfterEach } from '#tests/support/own-app.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { apiOnlyWebRoot, createTestConfig } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { monthKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { buildContent } from '../modules/contents/content-factory.js';
import { busyRetryAfterSeconds } from './error-handler.js';
import { insertContents } from '../modules/contents/content-repository.js';

const started = ownAppClosedAfterEach();

/** The app on a database it waits for at most `waitMs`, with `poolSize` connections on PostgreSQL. */
async function start(waitMs: number, poolSize: number) {
  const test = await createTestConfig();
  started.cleanUp = test.cleanUp;
  const database: Config['database'] =
    test.config.database.kind === 'postgres'
      ? { ...test.config.database, poolSize, waitMs }
      : { ...test.config.database, waitMs };
  const app = await buildApp({
    config: { ...test.config, database },
    logger: false,
    webRoot: apiOnlyWebRoot(test.config),
  });
  started.app = app;
  await setPassphrase(app.db, monthKey(new Date(), 'Asia/Tokyo'), 'もみじ');
  return { app, database };
}

/**
 * Keeps the database from the app until release(): PostgreSQL's only pooled connection taken,
 * or SQLite's write lock held by another connection (as another process would).
 */
async function occupy(target: FastifyInstance, database: Config['database']) {
  if (database.kind === 'sqlite') {
    const other = new SQLite(database.file);
    other.exec('begin immediate');
    return () => {
      other.exec('rollback');
      other.close();
    };
  }
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const takenPromise = new Promise<void>((resolve) => (taken = resolve));
  void target.db.connection().execute(async () => {
    taken();
    await held;
  });
  await takenPromise;
  return release;
}

describe('a database too busy to answer in time', () => {
  it('answers 503 with Retry-After and a Japanese message, then serves again', async () => {
    const { app, database } = await start(300, 1);
    const release = await occupy(app, database);
    // Entering writes a session: it needs the connection, or the write lock.
    const refused = await testVisitor(app).post(apiPaths.gate, { passphrase: 'もみじ' });
    release();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(busyRetryAfterSeconds));
    expect(refused.json()).toEqual({ message: copy.site.tooManyRequests });
    const again = await testVisitor(app).post(apiPaths.gate, { passphrase: 'もみじ' });
    expect(again.statusCode).toBe(200);
  });

  it('lets a burst it can work through wait its turn: every request answered 200', async () => {
    const { app } = await start(10_000, 2);
    await insertContents(app.db, [buildContent({ id: 'c1' })]);
    const guest = await signedInGuest(app, 'もみじ');
    const member = await signedInMember(app, 'もみじ');
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        i % 3 === 0
          ? member.request({ method: i % 2 ? 'PUT' : 'DELETE', url: apiPaths.favorite('c1') })
          : guest.get(i % 3 === 1 ? `${apiPaths.contents}?list=popular` : apiPaths.content('c1')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });
});
