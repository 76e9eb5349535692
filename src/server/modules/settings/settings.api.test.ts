import { describe, expect, it } from 'vitest';
import { adminScreenForEachTest } from '#tests/support/admin-screen.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

describe('running the site from the admin screen', () => {
  const screen = adminScreenForEachTest();

  describe('settings', () => {
    it('keep the live lesson link from anyone without a guest or member session', async () => {
      const settings = (await screen.admin.get(apiPaths.settings)).json();
      await screen.admin.request({
        method: 'PUT',
        url: apiPaths.adminSettings,
        payload: { ...settings, liveLessonUrl: 'https://live.example.jp/room' },
      });
      expect((await testVisitor(screen.testApp.app).get(apiPaths.settings)).json().liveLessonUrl).toBeNull();
      expect((await screen.admin.get(apiPaths.settings)).json().liveLessonUrl).toBe(
        'https://live.example.jp/room',
      );
    });

    it('start from the defaults, are public to read, and change the site name in the page', async () => {
      const defaults = (await testVisitor(screen.testApp.app).get(apiPaths.settings)).json();
      expect(defaults).toEqual({
        siteName: 'からだ日和',
        joinUrl: null,
        communityUrl: null,
        liveLessonUrl: null,
        liveWeekday: 3,
        liveTime: '21:00',
      });
      const saved = await screen.admin.request({
        method: 'PUT',
        url: apiPaths.adminSettings,
        payload: {
          ...defaults,
          siteName: ' ゆるり日和 ',
          joinUrl: 'https://join.example.jp',
          liveTime: '20:30',
          liveWeekday: 4,
        },
      });
      expect(saved.json()).toMatchObject({
        message: copy.admin.settingsSaved,
        settings: { siteName: 'ゆるり日和' },
      });
      expect((await testVisitor(screen.testApp.app).get(apiPaths.settings)).json()).toMatchObject({
        siteName: 'ゆるり日和',
        joinUrl: 'https://join.example.jp',
        liveWeekday: 4,
        liveTime: '20:30',
      });
    });

    it.each([
      [{ siteName: '  ' }, copy.admin.siteNameMissing, 'siteName'],
      [{ joinUrl: 'javascript:alert(1)' }, copy.admin.urlInvalid, 'joinUrl'],
      [{ communityUrl: 'not a url' }, copy.admin.urlInvalid, 'communityUrl'],
      [{ liveLessonUrl: 'https:live.example.jp' }, copy.admin.urlInvalid, 'liveLessonUrl'],
      [{ liveTime: '24:00' }, copy.admin.settings.timeInvalid, 'liveTime'],
    ])('refuse %j, naming the field', async (change, message, field) => {
      const defaults = (await screen.admin.get(apiPaths.settings)).json();
      const response = await screen.admin.request({
        method: 'PUT',
        url: apiPaths.adminSettings,
        payload: { ...defaults, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
    });
  });
});
