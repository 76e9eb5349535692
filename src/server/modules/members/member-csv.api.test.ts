import { describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { adminForEachTest } from '#tests/support/admin-screen.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { parseCsv } from './csv.js';
import { insertImportedMembers } from './member-csv-repository.js';

const words = copy.admin.memberCsv;

describe('members in and out as CSV', () => {
  // 00:30 on 1 December in Tokyo, still 30 November in UTC: the business month is December.
  const site = adminForEachTest({
    at: '2026-11-30T15:30:00Z',
    passphrases: { '2026-12': 'ゆず' },
    signInWith: 'ゆず',
  });

  const upload = (url: string, csv: string | Buffer, visitor = site.admin) =>
    visitor.request({ method: 'POST', url, payload: csv, headers: { 'content-type': 'text/csv' } });
  const preview = (csv: string | Buffer) => upload(apiPaths.adminMembersImportPreview, csv);
  const importCsv = (csv: string | Buffer) => upload(apiPaths.adminMembersImport, csv);

  describe('export', () => {
    it('writes every member with Japanese headers, business-zone times, programs and this month’s やったよ', async () => {
      const { db } = site.testApp.app;
      const member = await createMember(db, {
        email: 'hanako@example.jp',
        now: new Date('2026-11-25T00:30:00Z'),
      });
      await db
        .updateTable('users')
        .set({ displayName: '=HYPERLINK("x")', disabledAt: '2026-11-29T00:00:00Z' })
        .where('id', '=', member.id)
        .execute();
      await db
        .insertInto('programs')
        .values({
          id: 'p1',
          title: '朝のストレッチ',
          dayCount: 7,
          publishedAt: 'x',
          createdAt: 'x',
          updatedAt: 'x',
        })
        .execute();
      await db
        .insertInto('programEnrolments')
        .values({
          id: 'e1',
          userId: member.id,
          programId: 'p1',
          startedDay: '2026-11-20',
          startedAt: 'x',
          endedAt: null,
          endReason: null,
        })
        .execute();
      const content = {
        category: 'exercise',
        type: 'article',
        body: '本文',
        date: '2026-11-01',
        publishedAt: '2026-10-31T15:00:00.000Z',
        createdAt: 'x',
        updatedAt: 'x',
      };
      await db
        .insertInto('contents')
        .values([
          { ...content, id: 'c1', title: '一つ目' },
          { ...content, id: 'c2', title: '二つ目' },
        ])
        .execute();
      // Two in the business month (1 December counts), one the month before.
      await db
        .insertInto('activityLog')
        .values([
          { userId: member.id, contentId: 'c1', day: '2026-12-01', doneAt: 'x' },
          { userId: member.id, contentId: 'c2', day: '2026-12-01', doneAt: 'x' },
          { userId: member.id, contentId: 'c1', day: '2026-11-30', doneAt: 'x' },
        ])
        .execute();

      const response = await site.admin.get(apiPaths.adminMembersExport);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="members-2026-12-01.csv"');
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const records = parseCsv(response.body).map((record) => record.cells);
      expect(records[0]).toEqual([
        'メールアドレス',
        'お名前',
        '登録日時',
        '最終来訪',
        '利用停止',
        '参加中のプログラム',
        '今月のやったよ',
      ]);
      expect(records.find((cells) => cells[0] === 'hanako@example.jp')).toEqual([
        'hanako@example.jp',
        `'=HYPERLINK("x")`,
        '2026-11-25 09:30',
        '',
        '停止中',
        '朝のストレッチ',
        '2',
      ]);
      expect(records.find((cells) => cells[0] === site.admin.email)).toMatchObject({ 3: '2026-12-01 00:30' });
    });

    it('is for admins only', async () => {
      const member = await signedInMember(site.testApp.app, 'ゆず');
      expect((await member.get(apiPaths.adminMembersExport)).statusCode).toBe(403);
      expect((await testVisitor(site.testApp.app).get(apiPaths.adminMembersExport)).statusCode).toBe(401);
      expect((await upload(apiPaths.adminMembersImport, 'a@example.jp', member)).statusCode).toBe(403);
    });
  });

  describe('import', () => {
    it('shows each row’s problems with its line number, and the counts', async () => {
      await createMember(site.testApp.app.db, { email: 'already@example.jp' });
      const csv = [
        'メールアドレス,お名前',
        'new@example.jp,新しい 会員',
        'not-an-address,名前',
        'ALREADY@example.jp,',
        ' New@Example.jp ,二重',
        `long@example.jp,${'あ'.repeat(51)}`,
      ].join('\r\n');
      const response = await preview(csv);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        counts: { total: 5, ok: 1, errors: 4 },
        rows: [
          { row: 2, email: 'new@example.jp', displayName: '新しい 会員', problems: [] },
          { row: 3, email: 'not-an-address', displayName: '名前', problems: [words.badEmail] },
          { row: 4, email: 'already@example.jp', displayName: null, problems: [words.alreadyMember] },
          { row: 5, email: 'new@example.jp', displayName: '二重', problems: [words.duplicateInFile(2)] },
          { row: 6, email: 'long@example.jp', displayName: 'あ'.repeat(51), problems: [words.nameTooLong] },
        ],
      });
    });

    it('creates the good rows as members, mails each a link to set her password, and creates nobody twice', async () => {
      const csv = 'one@example.jp,一人目\nbad address\ntwo@example.jp\n';
      const response = await importCsv(csv);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: words.imported(2), created: 2 });
      await expect
        .poll(() => site.sent.map((mail) => mail.to).sort())
        .toEqual(['one@example.jp', 'two@example.jp']);
      expect(site.sent[0]!.text).toContain('7日間');

      const members = (await site.admin.get(apiPaths.adminMembers)).json().items as {
        email: string;
        displayName: string | null;
      }[];
      expect(members.find((member) => member.email === 'one@example.jp')).toMatchObject({
        displayName: '一人目',
      });

      // No password yet: she cannot sign in with an empty or any password until she sets one.
      const login = (password: string) =>
        testVisitor(site.testApp.app).post(apiPaths.login, {
          email: 'one@example.jp',
          password,
          passphrase: 'ゆず',
        });
      expect((await login('')).statusCode).not.toBe(200);
      expect((await login('anything-2026')).statusCode).toBe(401);

      // The link is good after six days, and once.
      site.clock.set('2026-12-06T15:30:00Z');
      const mail = site.sent.find((each) => each.to === 'one@example.jp')!;
      const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
      const set = (password: string) =>
        testVisitor(site.testApp.app).post(apiPaths.passwordResetConfirm, {
          token,
          password,
          passwordConfirm: password,
        });
      expect((await set('my-First-2026')).statusCode).toBe(200);
      expect((await set('my-Second-2026')).statusCode).toBe(400);
      await setPassphrase(site.testApp.app.db, '2026-12', 'ゆず');
      expect((await login('my-First-2026')).statusCode).toBe(200);

      const again = await preview(csv);
      expect(again.json().counts).toEqual({ total: 3, ok: 0, errors: 3 });
      const twice = await importCsv(csv);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ message: words.nothingToImport });
      await site.testApp.app.drainBackgroundWork();
      expect(site.sent).toHaveLength(2);
    });

    it('creates a member only once when another import took the address after the preview', async () => {
      // What a second import running at the same moment meets: its check passed, the address is gone.
      const rows = [{ email: 'race@example.jp', displayName: null }];
      const now = site.clock.now();
      expect(await insertImportedMembers(site.testApp.app.db, rows, now)).toHaveLength(1);
      expect(await insertImportedMembers(site.testApp.app.db, rows, now)).toEqual([]);
    });

    it('refuses the link after seven days', async () => {
      await importCsv('late@example.jp');
      await expect.poll(() => site.sent.length).toBe(1);
      site.clock.set('2026-12-07T15:30:00.001Z');
      const token = new URL(/https?:\/\/\S+/.exec(site.sent[0]!.text)![0]).searchParams.get('token')!;
      const response = await testVisitor(site.testApp.app).post(apiPaths.passwordResetConfirm, {
        token,
        password: 'my-First-2026',
        passwordConfirm: 'my-First-2026',
      });
      expect(response.json()).toEqual({ message: copy.reset.linkInvalid, field: 'token' });
    });

    it('reads Excel’s Shift_JIS file', async () => {
      const shiftJis = Buffer.concat([
        Buffer.from('sjis@example.jp,'),
        Buffer.from([0x8e, 0x52, 0x93, 0x63, 0x89, 0xd4, 0x8e, 0x71]),
      ]);
      expect((await preview(shiftJis)).json().rows[0]).toMatchObject({
        displayName: '山田花子',
        problems: [],
      });
    });

    it('refuses a file over 2 MB or 5,000 rows with a Japanese message', async () => {
      const tooBig = await preview(`${'x'.repeat(2 * 1024 * 1024 + 1)}`);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ message: words.tooLarge });
      const tooMany = Array.from({ length: 5_001 }, (_, i) => `m${i}@example.jp`).join('\n');
      const refused = await preview(tooMany);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ message: words.tooLarge });
      expect((await preview('')).json()).toEqual({ message: words.noRows });
    });

    it('imports 1,000 rows well under a minute', async () => {
      const csv = Array.from({ length: 1_000 }, (_, i) => `bulk${i}@example.jp,会員${i}`).join('\r\n');
      const started = performance.now();
      const response = await importCsv(csv);
      await site.testApp.app.drainBackgroundWork();
      const seconds = (performance.now() - started) / 1000;
      console.info(`1,000 rows imported and mailed in ${seconds.toFixed(2)} s`);
      expect(response.json()).toMatchObject({ created: 1_000 });
      expect(site.sent).toHaveLength(1_000);
      expect(seconds).toBeLessThan(20);
    });
  });
});
