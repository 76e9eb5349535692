import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

// 21:00 on 23 November in Tokyo: eight days before the month ends.
const clock = fixedClock('2026-11-23T12:00:00Z');

describe('running the site from the admin screen', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInMember>>;

  beforeEach(async () => {
    clock.set('2026-11-23T12:00:00Z');
    testApp = await createTestApp({ clock, seedSamples: true });
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
});
