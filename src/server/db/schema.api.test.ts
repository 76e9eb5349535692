import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { buildContent } from '../modules/contents/content-factory.js';
import { insertContent } from '../modules/contents/content-repository.js';
import { insertUser } from '../modules/users/user-repository.js';

const now = new Date('2026-11-21T03:00:00Z');

describe('the database schema', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('holds every entity of the product as its own table', async () => {
    const tables = (await testApp.app.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'contents',
        'users',
        'sessions',
        'monthly_passphrases',
        'favorites',
        'view_history',
        'password_reset_tokens',
      ]),
    );
  });

  it('refuses a favorite or a history entry that points at nothing', async () => {
    const db = testApp.app.db;
    await expect(
      db
        .insertInto('favorites')
        .values({ userId: 'nobody', contentId: 'nothing', addedAt: now.toISOString() })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('viewHistory')
        .values({ userId: 'nobody', contentId: 'nothing', viewedAt: now.toISOString() })
        .execute(),
    ).rejects.toThrow();
  });

  it('removes favorites, history and sessions with their member or content', async () => {
    const db = testApp.app.db;
    const user = await insertUser(db, {
      email: 'cascade@example.jp',
      passwordHash: 'x',
      staffRole: null,
      now,
    });
    const kept = buildContent({ now, title: '残るコンテンツ' });
    const removed = buildContent({ now, title: '消えるコンテンツ' });
    await insertContent(db, kept);
    await insertContent(db, removed);
    const at = now.toISOString();
    await db
      .insertInto('favorites')
      .values([
        { userId: user.id, contentId: kept.id, addedAt: at },
        { userId: user.id, contentId: removed.id, addedAt: at },
      ])
      .execute();
    await db
      .insertInto('viewHistory')
      .values({ userId: user.id, contentId: removed.id, viewedAt: at })
      .execute();
    await db
      .insertInto('sessions')
      .values({ id: 'hash', userId: user.id, kind: 'member', createdAt: at, expiresAt: at, lastSeenAt: at })
      .execute();

    await db.deleteFrom('contents').where('id', '=', removed.id).execute();
    expect(
      await db.selectFrom('favorites').select('contentId').where('userId', '=', user.id).execute(),
    ).toEqual([{ contentId: kept.id }]);
    expect(await db.selectFrom('viewHistory').selectAll().where('userId', '=', user.id).execute()).toEqual(
      [],
    );

    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('favorites').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('keeps e-mail addresses unique', async () => {
    const db = testApp.app.db;
    await insertUser(db, { email: 'twice@example.jp', passwordHash: 'x', staffRole: null, now });
    await expect(
      insertUser(db, { email: 'twice@example.jp', passwordHash: 'y', staffRole: null, now }),
    ).rejects.toThrow();
  });

  it('refuses values outside the product rules', async () => {
    const db = testApp.app.db;
    await expect(insertContent(db, buildContent({ now, category: 'gardening' }))).rejects.toThrow();
    await expect(insertContent(db, buildContent({ now, type: 'podcast' }))).rejects.toThrow();
    await expect(insertContent(db, buildContent({ now, viewCount: -1 }))).rejects.toThrow();
    await expect(insertContent(db, buildContent({ now, type: 'video', videoUrl: null }))).rejects.toThrow();
    await expect(insertContent(db, buildContent({ now, type: 'article', body: null }))).rejects.toThrow();
    for (const month of ['2026-1', '2026-13', '2026-00', '2026/11']) {
      await expect(
        sql`insert into monthly_passphrases (month, passphrase, created_at, updated_at) values (${month}, 'x', 'a', 'a')`.execute(
          db,
        ),
        month,
      ).rejects.toThrow();
    }
    await expect(
      insertUser(db, { email: 'Upper@Example.jp', passwordHash: 'x', staffRole: null, now }),
    ).rejects.toThrow();
    const at = now.toISOString();
    await expect(
      db
        .insertInto('sessions')
        .values({
          id: 'member-without-user',
          userId: null,
          kind: 'member',
          createdAt: at,
          expiresAt: at,
          lastSeenAt: at,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
