import { afterEach, describe, expect, it } from 'vitest';
import {
  apiOnlyWebRoot,
  createTestApp,
  createTestConfig,
  fixedClock,
  type TestApp,
} from '#tests/support/test-app.js';
import { categories } from '#shared/categories.js';
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

  it('fill an empty database at start with ten varied contents that show every badge', async () => {
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
    expect(rows.filter((row) => row.viewCount >= limits.popularBadgeViews).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.viewCount < limits.popularBadgeViews).length).toBeGreaterThan(0);
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
});
