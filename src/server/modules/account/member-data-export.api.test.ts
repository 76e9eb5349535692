import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appForPersonalRows, fillEveryTable, filledAt as at } from '#tests/support/personal-rows.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';

// データのダウンロード on my page: her data as a JSON file, every table of hers in it, no secrets.

// 10:00 on 25 November in Tokyo.
const clock = fixedClock('2026-11-25T01:00:00Z');

describe('退会 and データのダウンロード', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await appForPersonalRows(clock);
  });
  afterEach(() => testApp.close());

  it('hands her data over as a JSON file, without the keys of her devices', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: member.email, displayName: 'はなこ' },
    });
    const { first, second } = await fillEveryTable(testApp, member);

    const response = await member.get(apiPaths.myData);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data-2026-11-25.json"');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toMatch(/secret-|feed-hash|stop-hash|reset-hash|change-hash|passwordHash/);
    expect(response.json()).toEqual({
      exportedAt: at,
      profile: {
        email: member.email,
        displayName: 'はなこ',
        joinedAt: expect.any(String),
        lastLoginAt: at,
        isAdmin: false,
      },
      history: [{ contentId: first.id, title: first.title, viewedAt: at }],
      favorites: [{ contentId: second.id, title: second.title, addedAt: at }],
      progress: [
        {
          contentId: first.id,
          title: first.title,
          positionSeconds: 90,
          durationSeconds: 600,
          watchedAt: null,
          updatedAt: at,
        },
      ],
      activity: [{ contentId: first.id, title: first.title, day: '2026-11-25', doneAt: at }],
      programs: [
        {
          programId: 'p-morning',
          title: '朝の7日間',
          startedDay: '2026-11-25',
          startedAt: at,
          endedAt: null,
          endReason: null,
        },
      ],
      comments: [
        {
          contentId: first.id,
          title: first.title,
          kind: 'question',
          body: '膝が痛いときは？',
          status: 'visible',
          createdAt: at,
          editedAt: null,
        },
      ],
      commentReports: [{ commentId: 'c-other', reason: 'spam', createdAt: at }],
      pushDevices: [{ registeredAt: at, pushService: 'fcm.googleapis.com' }],
      settings: {
        liveReminderMail: true,
        liveReminderMailSince: at,
        calendarFeedIssuedAt: at,
        noticeMail: true,
        newContentPush: true,
        weeklyDigest: true,
      },
      noticesRead: [{ title: 'お知らせ', readAt: at }],
    });
  });
});
