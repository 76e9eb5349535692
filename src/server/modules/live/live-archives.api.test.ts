import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { ContentInput } from '#shared/schemas/admin.js';
import type { ContentDetail, ContentPage } from '#shared/schemas/contents.js';
import type { LiveOverview } from '#shared/schemas/live.js';

// ライブアーカイブ: staff mark a content as the recording of a lesson; lists can show only those,
// the detail says which lesson it was, and the card offers the latest one after a lesson.

const video = (title: string, liveLessonDate?: string | null): ContentInput => ({
  title,
  category: 'exercise',
  type: 'video',
  date: '2026-11-26',
  description: '',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  body: '',
  thumbnailKey: null,
  viewCount: 0,
  isFeatured: false,
  ...(liveLessonDate === undefined ? {} : { liveLessonDate }),
});

describe('live archives', () => {
  const clock = fixedClock('2026-11-26T03:00:00Z');
  let testApp: TestApp;
  let admin: TestVisitor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterAll(() => testApp.close());

  it('are marked with the lesson date, checked like the admin form checks it', async () => {
    const bad = await admin.post(apiPaths.adminContents, video('日付が変', '2026-11-31'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: copy.live.admin.archiveDateInvalid, field: 'liveLessonDate' });

    for (const [name, date] of [
      ['old', '2026-11-18'],
      ['latest', '2026-11-25'],
    ] as const) {
      const response = await admin.post(apiPaths.adminContents, video(`ライブ ${date}`, date));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().content.liveLessonDate).toBe(date);
      ids[name] = response.json().content.id;
    }
    const plain = await admin.post(apiPaths.adminContents, video('ふつうの動画'));
    expect(plain.json().content.liveLessonDate).toBeNull();
    ids.plain = plain.json().content.id;
  });

  it('keep their date when an edit leaves it out, and lose it when the edit clears it', async () => {
    const path = apiPaths.adminContent(ids.old!);
    const kept = await admin.request({ method: 'PUT', url: path, payload: video('ライブ 2026-11-18 編集') });
    expect(kept.json().content.liveLessonDate).toBe('2026-11-18');
    const cleared = await admin.request({
      method: 'PUT',
      url: path,
      payload: video('もうアーカイブではない', null),
    });
    expect(cleared.json().content.liveLessonDate).toBeNull();
    await admin.request({ method: 'PUT', url: path, payload: video('ライブ 2026-11-18', '2026-11-18') });
  });

  it('have a filter of their own on every list, with a category too', async () => {
    for (const list of ['new', 'featured', 'popular'] as const) {
      const page: ContentPage = (await admin.get(`${apiPaths.contents}?list=${list}&archive=live`)).json();
      const expected = list === 'featured' ? [] : [ids.latest, ids.old].sort();
      expect(page.items.map((card) => card.id).sort()).toEqual(expected);
      expect(page.items.every((card) => card.liveLessonDate !== null)).toBe(true);
    }
    const diet: ContentPage = (
      await admin.get(`${apiPaths.contents}?list=new&archive=live&category=diet`)
    ).json();
    expect(diet.items).toEqual([]);
    const all: ContentPage = (await admin.get(`${apiPaths.contents}?list=new`)).json();
    expect(all.items.find((card) => card.id === ids.plain)?.liveLessonDate).toBeNull();
    expect((await admin.get(`${apiPaths.contents}?list=new&archive=other`)).statusCode).toBe(400);
  });

  it('say on their detail which lesson they record, and the card offers the latest', async () => {
    const detail: ContentDetail = (await admin.get(apiPaths.content(ids.latest!))).json();
    expect(detail.liveLessonDate).toBe('2026-11-25');
    const overview: LiveOverview = (await admin.get(apiPaths.live)).json();
    expect(overview.phase).toBe('ended');
    expect(overview.previous?.date).toBe('2026-11-25');
    expect(overview.latestArchive).toEqual({
      id: ids.latest,
      title: 'ライブ 2026-11-25',
      liveLessonDate: '2026-11-25',
      dayLabel: '11月25日(水)',
    });
  });
});
