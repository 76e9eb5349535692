import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { Mail } from '#server/mail/mailer.js';

// 21:00 on 23 November in Tokyo: eight days before the month ends.
const clock = fixedClock('2026-11-23T12:00:00Z');

describe('running the site from the admin screen', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInMember>>;
  const sent: Mail[] = [];

  beforeEach(async () => {
    clock.set('2026-11-23T12:00:00Z');
    sent.length = 0;
    testApp = await createTestApp({
      clock,
      seedSamples: true,
      mailer: { send: async (mail) => void sent.push(mail) },
    });
    await setPassphrase(testApp.app.db, '2026-09', 'すすき');
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterEach(() => testApp.close());

  describe('passphrases', () => {
    it('shows past months that have one, this month and the next 12', async () => {
      const body = (await admin.get(apiPaths.adminPassphrases)).json();
      expect(body.currentMonth).toBe('2026-11');
      expect(body.months[0]).toEqual({ month: '2026-09', passphrase: 'すすき' });
      expect(body.months[1]).toEqual({ month: '2026-11', passphrase: 'もみじ' });
      expect(body.months.at(-1)).toEqual({ month: '2027-11', passphrase: null });
      expect(body.months).toHaveLength(14);
    });

    it('sets and replaces a month, refusing empty ones and months out of reach', async () => {
      const set = (month: string, passphrase: string) =>
        admin.request({ method: 'PUT', url: apiPaths.adminPassphrase(month), payload: { passphrase } });
      expect((await set('2026-12', ' ゆずのかおり2026 ')).json()).toMatchObject({
        message: '2026年12月の合言葉を保存しました',
      });
      await set('2026-12', 'ふゆのあさ2026');
      expect((await set('2026-12', '  ')).json()).toEqual({
        message: copy.admin.passphraseEmpty,
        field: 'passphrase',
      });
      expect((await set('2026-10', 'むかしのはなし1')).json()).toEqual({
        message: copy.admin.monthOutOfRange,
      });
      expect((await set('2027-12', 'さきのはなし12')).json()).toEqual({
        message: copy.admin.monthOutOfRange,
      });
      expect((await set('2026-13', 'xxxxxxxxxx')).statusCode).toBe(400);
      const december = (await admin.get(apiPaths.adminPassphrases))
        .json()
        .months.find((row: { month: string }) => row.month === '2026-12');
      expect(december.passphrase).toBe('ふゆのあさ2026');
    });

    it.each([
      ['fewer than 8 characters', 'ゆずゆ2026', copy.admin.passphraseTooShort],
      [
        'fewer than 8 characters once full-width is made half-width',
        '  ａｂｃ１２３  ',
        copy.admin.passphraseTooShort,
      ],
      ['a common password', 'password123', copy.admin.passphraseTooCommon],
      ['a common password in capitals and full-width', 'ＳＵＮＳＨＩＮＥ', copy.admin.passphraseTooCommon],
      ['digits alone', '20261201', copy.admin.passphraseTooCommon],
      ['one character repeated', 'ああああああああ', copy.admin.passphraseTooCommon],
    ])(
      'refuses a passphrase of %s, naming the field, and keeps the old one',
      async (_case, typed, message) => {
        await admin.request({
          method: 'PUT',
          url: apiPaths.adminPassphrase('2026-12'),
          payload: { passphrase: 'ふゆのあさ2026' },
        });
        const refused = await admin.request({
          method: 'PUT',
          url: apiPaths.adminPassphrase('2026-12'),
          payload: { passphrase: typed },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ message, field: 'passphrase' });
        const december = (await admin.get(apiPaths.adminPassphrases))
          .json()
          .months.find((row: { month: string }) => row.month === '2026-12');
        expect(december.passphrase).toBe('ふゆのあさ2026');
      },
    );

    it('offers a generated suggestion, hiragana words and digits, that the rules accept', async () => {
      const first = await admin.get(apiPaths.adminPassphraseSuggestion);
      expect(first.statusCode).toBe(200);
      const { passphrase } = first.json() as { passphrase: string };
      expect(passphrase).toMatch(/^[\u3041-\u3096]{4,}\d{4}$/);
      const saved = await admin.request({
        method: 'PUT',
        url: apiPaths.adminPassphrase('2026-12'),
        payload: { passphrase },
      });
      expect(saved.statusCode).toBe(200);
      const others = await Promise.all(
        Array.from(
          { length: 5 },
          async () => (await admin.get(apiPaths.adminPassphraseSuggestion)).json().passphrase,
        ),
      );
      expect(new Set([passphrase, ...others]).size).toBe(6);
      const member = await signedInMember(testApp.app, 'もみじ');
      expect((await member.get(apiPaths.adminPassphraseSuggestion)).statusCode).toBe(403);
    });

    it('warns from 7 days before the month ends while next month has none', async () => {
      const status = async () => (await admin.get(apiPaths.adminStatus)).json().nextMonthPassphraseMissing;
      expect(await status()).toBe(false);
      clock.set('2026-11-23T15:00:00Z');
      expect(await status()).toBe(true);
      await admin.request({
        method: 'PUT',
        url: apiPaths.adminPassphrase('2026-12'),
        payload: { passphrase: 'ゆずのかおり2026' },
      });
      expect(await status()).toBe(false);
    });

    it('names the months that have none, this month first', async () => {
      const missing = async () => (await admin.get(apiPaths.adminStatus)).json().missingPassphraseMonths;
      expect(await missing()).toEqual([]);
      await testApp.app.db.deleteFrom('monthlyPassphrases').where('month', '=', '2026-11').execute();
      // This month is named at any time; next month from 7 days before it starts.
      expect(await missing()).toEqual(['2026-11']);
      clock.set('2026-11-23T15:00:00Z');
      expect(await missing()).toEqual(['2026-11', '2026-12']);
    });
  });

  describe('members', () => {
    it('lists members with their last sign-in and makes another one admin', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const list = (await admin.get(apiPaths.adminMembers)).json().items;
      expect(list.find((row: { email: string }) => row.email === member.email)).toMatchObject({
        isAdmin: false,
        lastLoginAt: '2026-11-23T12:00:00.000Z',
      });
      const promoted = await admin.request({
        method: 'PUT',
        url: apiPaths.adminMemberRole(member.userId),
        payload: { isAdmin: true },
      });
      expect(promoted.json()).toMatchObject({ message: copy.admin.roleUpdated, member: { isAdmin: true } });
      expect((await member.get(apiPaths.adminStatus)).statusCode).toBe(200);
    });

    it('never removes the last admin', async () => {
      const response = await admin.request({
        method: 'PUT',
        url: apiPaths.adminMemberRole(admin.userId),
        payload: { isAdmin: false },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: copy.admin.lastAdmin });
      expect((await admin.get(apiPaths.adminStatus)).statusCode).toBe(200);
    });

    it('mails a member a reset link that works', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const response = await admin.post(apiPaths.adminMemberPasswordReset(member.userId));
      expect(response.json()).toEqual({ message: copy.admin.resetSent(member.email) });
      expect(sent.map((mail) => mail.to)).toEqual([member.email]);
      const token = new URL(/https?:\/\/\S+/.exec(sent[0]!.text)![0]).searchParams.get('token')!;
      const reset = await testVisitor(testApp.app).post(apiPaths.passwordResetConfirm, {
        token,
        password: 'staff-Reset-2026',
        passwordConfirm: 'staff-Reset-2026',
      });
      expect(reset.statusCode).toBe(200);
    });
  });

  describe('dashboard', () => {
    it('counts members, members active this month, views per day and this month’s top contents', async () => {
      // The admin signed in too: staff are not counted as members.
      const member = await signedInMember(testApp.app, 'もみじ');
      // A session's view of a content counts once in 30 minutes: these are 31 minutes apart.
      await member.post(apiPaths.contentViews('sample-01'));
      clock.set('2026-11-23T12:31:00Z');
      await member.post(apiPaths.contentViews('sample-01'));
      await member.post(apiPaths.contentViews('sample-02'));
      clock.set('2026-11-24T01:00:00Z');
      await member.post(apiPaths.contentViews('sample-02'));
      clock.set('2026-11-24T01:31:00Z');
      await member.post(apiPaths.contentViews('sample-02'));
      clock.set('2026-11-24T02:02:00Z');
      await member.post(apiPaths.contentViews('sample-02'));

      const dashboard = (await admin.get(apiPaths.adminDashboard)).json();
      expect(dashboard.members).toBe(1);
      expect(dashboard.activeThisMonth).toBe(1);
      expect(dashboard.viewsPerDay).toHaveLength(30);
      expect(dashboard.viewsPerDay.at(-1)).toEqual({ day: '2026-11-24', views: 3 });
      expect(dashboard.viewsPerDay.at(-2)).toEqual({ day: '2026-11-23', views: 3 });
      expect(dashboard.viewsPerDay[0]).toEqual({ day: '2026-10-26', views: 0 });
      expect(dashboard.topContents.slice(0, 2)).toEqual([
        { id: 'sample-02', title: expect.any(String), views: 4 },
        { id: 'sample-01', title: expect.any(String), views: 2 },
      ]);
    });
  });

  describe('settings', () => {
    it('keep the live lesson link from anyone without a guest or member session', async () => {
      const settings = (await admin.get(apiPaths.settings)).json();
      await admin.request({
        method: 'PUT',
        url: apiPaths.adminSettings,
        payload: { ...settings, liveLessonUrl: 'https://live.example.jp/room' },
      });
      expect((await testVisitor(testApp.app).get(apiPaths.settings)).json().liveLessonUrl).toBeNull();
      expect((await admin.get(apiPaths.settings)).json().liveLessonUrl).toBe('https://live.example.jp/room');
    });

    it('start from the defaults, are public to read, and change the site name in the page', async () => {
      const defaults = (await testVisitor(testApp.app).get(apiPaths.settings)).json();
      expect(defaults).toEqual({
        siteName: 'からだ日和',
        joinUrl: null,
        communityUrl: null,
        liveLessonUrl: null,
        liveWeekday: 3,
        liveTime: '21:00',
      });
      const saved = await admin.request({
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
      expect((await testVisitor(testApp.app).get(apiPaths.settings)).json()).toMatchObject({
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
      const defaults = (await admin.get(apiPaths.settings)).json();
      const response = await admin.request({
        method: 'PUT',
        url: apiPaths.adminSettings,
        payload: { ...defaults, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
    });
  });
});
