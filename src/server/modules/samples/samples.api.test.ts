import { afterEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInMember } from '#tests/support/signed-in.js';
import {
  apiOnlyWebRoot,
  createTestApp,
  createTestConfig,
  fixedClock,
  type TestApp,
} from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { startOfZonedDay } from '#shared/business-time.js';
import { categories } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import { limits } from '#shared/limits.js';
import { buildApp } from '#server/app.js';
import type { Db } from '#server/db/database.js';

const dayMs = 24 * 60 * 60 * 1000;

/** Every stored content, whole rows, newest first. */
const allContents = (db: Db) =>
  db.selectFrom('contents').selectAll().orderBy('date', 'desc').orderBy('createdAt', 'desc').execute();
// 00:30 in Tokyo on 21 November is still the 20th in UTC: dates must follow the business day.
const clock = fixedClock('2026-11-20T15:30:00Z');

describe('sample contents', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('go public from the start of their day in the business zone, not in Tokyo’s', async () => {
    const zone = 'America/Los_Angeles';
    testApp = await createTestApp({ seedSamples: true, clock, env: { APP_TIMEZONE: zone } });
    const rows = await allContents(testApp.app.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [year, month, day] = row.date.split('-').map(Number) as [number, number, number];
      expect(row.publishedAt, row.id).toBe(startOfZonedDay(year, month, day, zone).toISOString());
    }
  });

  it('fill an empty database at start with ten varied contents, none with made-up views', async () => {
    testApp = await createTestApp({ seedSamples: true, clock });
    const rows = await allContents(testApp.app.db);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(categories));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['video', 'article']));
    expect(rows.some((row) => row.isFeatured === 1)).toBe(true);

    const today = Date.parse('2026-11-21T00:00:00Z');
    const isNew = (date: string) => today - Date.parse(`${date}T00:00:00Z`) <= limits.newBadgeDays * dayMs;
    expect(rows.filter((row) => isNew(row.date)).length).toBeGreaterThan(0);
    expect(rows.filter((row) => !isNew(row.date)).length).toBeGreaterThan(0);
    // No made-up views: 人気 and the view counts members see come from real viewing only.
    expect(rows.map((row) => row.viewCount)).toEqual(rows.map(() => 0));
    expect(rows[0]!.date).toBe('2026-11-19');

    for (const video of rows.filter((row) => row.type === 'video')) {
      expect(video.videoUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
      expect(video.originalVideoUrl).toBeTruthy();
    }
    for (const article of rows.filter((row) => row.type === 'article')) {
      expect(article.body).toMatch(/^<h2>/);
    }
  });

  it('are not written again on the next start, nor brought back after staff deleted them', async () => {
    const { config, cleanUp } = await createTestConfig();
    const start = () =>
      buildApp({ config, logger: false, seedSamples: true, clock, webRoot: apiOnlyWebRoot(config) });
    try {
      const first = await start();
      await first.db.deleteFrom('contents').where('id', '=', 'sample-01').execute();
      await first.close();

      const second = await start();
      const rows = await allContents(second.db);
      expect(rows).toHaveLength(9);
      expect(rows.map((row) => row.id)).not.toContain('sample-01');
      await second.close();
    } finally {
      await cleanUp();
    }
  });

  it('are marked サンプル to staff until saved, and go all at once, edited ones excepted', async () => {
    testApp = await createTestApp({ seedSamples: true, clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const member = await signedInMember(testApp.app, 'もみじ');
    const list = async (): Promise<AdminContent[]> => (await admin.get(apiPaths.adminContents)).json().items;
    expect((await list()).filter((content) => content.isSample)).toHaveLength(10);

    // Staff save one sample (unchanged even): it is hers now, no longer marked.
    const kept = (await admin.get(apiPaths.adminContent('sample-02'))).json() as AdminContent;
    const saved = await admin.request({
      method: 'PUT',
      url: apiPaths.adminContent(kept.id),
      payload: {
        title: kept.title,
        category: kept.category,
        type: kept.type,
        date: kept.date,
        description: kept.description,
        videoUrl: kept.videoUrl ?? '',
        body: kept.body ?? '',
        thumbnailKey: kept.thumbnailKey,
        viewCount: kept.viewCount,
        isFeatured: kept.isFeatured,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content.isSample).toBe(false);
    const own = await admin.post(apiPaths.adminContents, testArticle({ title: 'はじめての投稿' }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().content.isSample).toBe(false);

    // Only admins may remove them.
    expect((await member.request({ method: 'DELETE', url: apiPaths.adminSamples })).statusCode).toBe(403);
    const removed = await admin.request({ method: 'DELETE', url: apiPaths.adminSamples });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: copy.admin.samplesRemoved(9), removed: 9 });
    expect((await list()).map((content) => content.title).sort()).toEqual(
      [kept.title, 'はじめての投稿'].sort(),
    );
    // Nothing left to remove: says so, removes nothing.
    expect((await admin.request({ method: 'DELETE', url: apiPaths.adminSamples })).json().removed).toBe(0);
  });
});
