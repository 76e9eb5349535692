import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';
import { searchContents } from './content-search-repository.js';

// On SQLite a search's statements run on the one connection beside Kysely (direct-sqlite.ts,
// decision 37's third revision): while another request's transaction is open on it, a search
// must wait for its end rather than find what that transaction wrote and then rolled back.

describe('a search beside another request’s transaction', () => {
  let testApp: TestApp;
  const at = '2027-01-01T00:00:00.000Z';

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertContents(testApp.app.db, [
      {
        ...buildContent({ title: '朝の肩甲骨ほぐし', category: 'beauty', date: '2026-11-20' }),
        status: 'published',
      },
    ]);
  });
  afterAll(() => testApp.close());

  it('never finds a content written in a transaction that is rolled back', async () => {
    const db = testApp.app.db;
    const rolledBack = new Error('rolled back on purpose');
    const fresh = {
      ...buildContent({ title: '夜の肩甲骨ほぐし', category: 'beauty', date: '2026-11-25' }),
      status: 'published' as const,
    };
    let asked: ReturnType<typeof searchContents> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await insertContents(trx, [fresh]);
        // Another request, not this transaction, searches meanwhile.
        asked = searchContents(db, '肩甲骨', 10, at);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await asked)?.map((row) => row.title)).toEqual(['朝の肩甲骨ほぐし']);
  });
});
