import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { auditEntries, auditUrl } from '#tests/support/audit-log.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { emptyNoticeInput } from '#shared/schemas/notices.js';
import type { Mail } from '#server/mail/mailer.js';

// 12:00 on 25 November in Tokyo.
const clock = fixedClock('2026-11-25T03:00:00Z');

describe('the audit log of staff actions', () => {
  let testApp: TestApp;
  let admin: TestVisitor & { userId: string; email: string; password: string };
  let member: TestVisitor & { userId: string; email: string; password: string };
  const sent: Mail[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ clock, mailer: { send: async (mail) => void sent.push(mail) } });
    await setPassphrase(testApp.app.db, '2026-11', 'いちょうなみき');
    admin = await signedInMember(testApp.app, 'いちょうなみき', { isAdmin: true });
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    clock.set('2026-11-25T03:00:00Z');
    sent.length = 0;
    // A reset link ends her sessions: each test has a member of its own.
    member = await signedInMember(testApp.app, 'いちょうなみき');
    await testApp.app.db.deleteFrom('staffAuditEntries').execute();
  });

  const entries = (query: Record<string, string> = {}) => auditEntries(admin, query);
  /** Every stored byte of the log, to look for what must never be in it. */
  async function tableText(): Promise<string> {
    return JSON.stringify(await testApp.app.db.selectFrom('staffAuditEntries').selectAll().execute());
  }
  /** Each staff action a second after the last, so that the log's newest-first order is theirs. */
  function aSecondLater() {
    clock.set(new Date(clock.now().getTime() + 1000));
  }
  const put = (who: TestVisitor, url: string, payload: object) => {
    aSecondLater();
    return who.request({ method: 'PUT', url, payload });
  };
  const post = (who: TestVisitor, url: string, payload?: object) => {
    aSecondLater();
    return who.post(url, payload);
  };
  const remove = (who: TestVisitor, url: string) => {
    aSecondLater();
    return who.request({ method: 'DELETE', url });
  };

  it('records a content posted and edited, with who, what, the title and each changed field', async () => {
    const posted = await post(
      admin,
      apiPaths.adminContents,
      testArticle({ title: '朝のストレッチ', state: 'draft' }),
    );
    expect(posted.statusCode).toBe(201);
    const id = posted.json().content.id as string;
    const edited = await put(
      admin,
      apiPaths.adminContent(id),
      testArticle({
        title: '夜のストレッチ',
        isFeatured: true,
        body: '<p>新しい本文</p>',
        state: 'published',
      }),
    );
    expect(edited.statusCode).toBe(200);

    const [update, create] = await entries();
    expect(update).toEqual({
      id: expect.any(String),
      at: '2026-11-25T03:00:02.000Z',
      actor: { id: admin.userId, email: admin.email },
      action: 'content.update',
      targetType: 'content',
      targetId: id,
      targetLabel: '夜のストレッチ',
      changes: [
        { field: 'title', before: '朝のストレッチ', after: '夜のストレッチ' },
        { field: 'body', hidden: 'long' },
        { field: 'isFeatured', before: false, after: true },
        { field: 'state', before: 'draft', after: 'published' },
        // The draft had no publication time of its own (the start of its day was stored, unused).
        { field: 'publishedAt', before: null, after: '2026-11-25T03:00:02.000Z' },
      ],
      counts: {},
      clientAddress: '127.0.0.1',
    });
    expect(create).toMatchObject({
      action: 'content.create',
      at: '2026-11-25T03:00:01.000Z',
      targetLabel: '朝のストレッチ',
    });
    expect(create!.changes).toContainEqual({ field: 'title', before: null, after: '朝のストレッチ' });

    expect((await remove(admin, apiPaths.adminContent(id))).statusCode).toBe(200);
    expect((await entries())[0]).toMatchObject({
      action: 'content.delete',
      targetId: id,
      targetLabel: '夜のストレッチ',
    });
  });

  it('records a passphrase set and replaced without its value anywhere in the log', async () => {
    expect(
      (await put(admin, apiPaths.adminPassphrase('2026-12'), { passphrase: 'ゆきだるま2026' })).statusCode,
    ).toBe(200);
    expect(
      (await put(admin, apiPaths.adminPassphrase('2026-12'), { passphrase: 'こたつみかん8181' })).statusCode,
    ).toBe(200);
    const [replace, set] = await entries();
    expect(set).toMatchObject({
      action: 'passphrase.set',
      targetId: '2026-12',
      changes: [{ field: 'passphrase', hidden: 'secret' }],
    });
    expect(replace).toMatchObject({
      action: 'passphrase.replace',
      changes: [{ field: 'passphrase', hidden: 'secret' }],
      counts: { endedGuestSessions: 0 },
    });
    const text = await tableText();
    for (const secret of ['ゆきだるま', 'こたつみかん', '2026', '8181']) {
      expect(text.replaceAll('2026-1', '')).not.toContain(secret);
    }
  });

  it('records a reset link sent but never the link, and a member’s own password change not at all', async () => {
    expect((await post(admin, apiPaths.adminMemberPasswordReset(member.userId))).statusCode).toBe(200);
    // The link's token is what opens her account: it must not be in the log.
    const token = /token=([\w-]+)/.exec(sent[0]!.text)![1]!;
    const again = await signedInMember(testApp.app, 'いちょうなみき');
    const changed = await again.post(apiPaths.myPassword, {
      currentPassword: again.password,
      newPassword: 'atarashii-Pass-1',
      newPasswordConfirm: 'atarashii-Pass-1',
    });
    expect(changed.statusCode).toBe(200);

    expect((await entries()).map((entry) => [entry.action, entry.targetLabel, entry.changes])).toEqual([
      ['member.reset_link_send', member.email, []],
    ]);
    const text = await tableText();
    for (const secret of [token, 'atarashii-Pass-1']) expect(text).not.toContain(secret);
  });

  it('records nothing for a refused or failed request', async () => {
    const refused = [
      await post(admin, apiPaths.adminContents, testArticle({ title: '' })),
      await post(member, apiPaths.adminContents, testArticle()),
      await testVisitor(testApp.app).post(apiPaths.adminContents, testArticle()),
      await put(admin, apiPaths.adminPassphrase('2026-12'), { passphrase: 'a' }),
      await put(member, apiPaths.adminPassphrase('2026-12'), { passphrase: 'ゆきだるま2026' }),
      await put(admin, apiPaths.adminPassphrase('2025-01'), { passphrase: 'ゆきだるま2026' }),
      await put(admin, apiPaths.adminStaffRole(admin.userId), { role: 'editor' }),
      await put(admin, apiPaths.adminMemberStatus(admin.userId), { disabled: true }),
      await put(admin, apiPaths.adminSettings, {
        ...(await admin.get(apiPaths.settings)).json(),
        siteName: ' ',
      }),
      await remove(admin, apiPaths.adminMember(admin.userId)),
      await remove(admin, apiPaths.adminContent('no-such-content')),
    ].map((response) => response.statusCode);
    expect(refused).toEqual([400, 403, 401, 400, 403, 400, 409, 409, 400, 409, 404]);
    expect(await testApp.app.db.selectFrom('staffAuditEntries').selectAll().execute()).toEqual([]);
  });

  it('records settings, legal pages, programs and the live lesson with what changed', async () => {
    const settings = (await admin.get(apiPaths.settings)).json();
    await put(admin, apiPaths.adminSettings, { ...settings, siteName: 'からだ日和スタジオ' });
    await put(admin, apiPaths.adminLegalPage('terms'), { body: '<p>利用規約です。</p>' });
    const program = await post(admin, apiPaths.adminPrograms, {
      title: '7日間のやさしい習慣',
      description: '',
      coverKey: null,
      state: 'draft',
      days: [[], [], []],
    });
    expect(program.statusCode).toBe(201);
    const exception = await post(admin, apiPaths.adminLiveExceptions, {
      kind: 'cancel',
      date: '2026-12-02',
      startTime: '',
    });
    expect(exception.statusCode).toBe(201);

    const recorded = await entries();
    expect(recorded.map((entry) => [entry.action, entry.targetLabel, entry.changes])).toEqual([
      [
        'live.exception_create',
        '12月2日(水)',
        [
          { field: 'kind', before: null, after: 'cancel' },
          { field: 'lessonDate', before: null, after: '2026-12-02' },
        ],
      ],
      [
        'program.create',
        '7日間のやさしい習慣',
        [
          { field: 'title', before: null, after: '7日間のやさしい習慣' },
          // A draft has no publication time to record.
          { field: 'state', before: null, after: 'draft' },
          { field: 'dayCount', before: null, after: 3 },
          { field: 'days', hidden: 'long' },
        ],
      ],
      ['legal.update', copy.legal.titles.terms, [{ field: 'body', hidden: 'long' }]],
      [
        'settings.update',
        copy.audit.siteSettingsLabel,
        [{ field: 'siteName', before: settings.siteName, after: 'からだ日和スタジオ' }],
      ],
    ]);
  });

  it('records a notice pinned until a day as that day, not as the moment the pin ends', async () => {
    const pinned = await post(admin, apiPaths.adminNotices, {
      ...emptyNoticeInput,
      title: '12月の予定',
      body: '<p>予定です</p>',
      pinnedUntil: '2026-12-05',
    });
    expect(pinned.statusCode).toBe(201);
    const [create] = await entries();
    expect(create!.changes).toContainEqual({ field: 'pinnedUntil', before: null, after: '2026-12-05' });
  });

  it('records a notice scheduled for later as 予約, as 公開 once it is published now, and with no 公開日時 as a draft', async () => {
    const scheduled = await post(admin, apiPaths.adminNotices, {
      ...emptyNoticeInput,
      title: '年末年始のお知らせ',
      body: '<p>休みます</p>',
      state: 'scheduled',
      publishDate: '2026-11-30',
      publishTime: '09:00',
    });
    expect(scheduled.statusCode).toBe(201);
    const id = scheduled.json().notice.id as string;
    const edited = await put(admin, apiPaths.adminNotice(id), {
      ...emptyNoticeInput,
      title: '年末年始のお知らせ',
      body: '<p>休みます</p>',
    });
    expect(edited.statusCode).toBe(200);

    const [update, create] = await entries();
    expect(create!.changes).toContainEqual({ field: 'state', before: null, after: 'scheduled' });
    expect(update!.changes).toContainEqual({ field: 'state', before: 'scheduled', after: 'published' });
    expect(JSON.stringify([create, update])).not.toContain('"status"');

    const drafted = await put(admin, apiPaths.adminNotice(id), {
      ...emptyNoticeInput,
      title: '年末年始のお知らせ',
      body: '<p>休みます</p>',
      state: 'draft',
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const [takenDown] = await entries();
    expect(takenDown!.changes).toContainEqual({ field: 'state', before: 'published', after: 'draft' });
    expect(takenDown!.changes).toContainEqual({
      field: 'publishedAt',
      before: update!.changes.find((change) => change.field === 'publishedAt')!.after,
      after: null,
    });
  });

  it('records disabling, a staff role change and deleting a member; once she is deleted, her e-mail only masked', async () => {
    const hanako = await createMember(testApp.app.db, { email: 'hanako@example.jp', staffRole: 'editor' });
    await put(admin, apiPaths.adminMemberStatus(hanako.id), { disabled: true });
    await put(admin, apiPaths.adminStaffRole(hanako.id), { role: 'owner' });
    const before = await entries();
    expect(before.map((entry) => [entry.action, entry.targetLabel, entry.changes])).toEqual([
      [
        'staff.role_change',
        'hanako@example.jp',
        [{ field: 'staffRole', before: copy.staff.roles.editor, after: copy.staff.roles.owner }],
      ],
      ['member.disable', 'hanako@example.jp', [{ field: 'disabled', before: false, after: true }]],
    ]);

    expect((await remove(admin, apiPaths.adminMember(hanako.id))).statusCode).toBe(200);
    const after = await entries();
    expect(after.map((entry) => [entry.action, entry.targetId, entry.targetLabel])).toEqual([
      ['member.delete', hanako.id, 'ha…@example.jp'],
      ['staff.role_change', hanako.id, 'ha…@example.jp'],
      ['member.disable', hanako.id, 'ha…@example.jp'],
    ]);
    expect(await tableText()).not.toContain('hanako@');
  });

  it('records a CSV export and import by their counts, never the members in them', async () => {
    aSecondLater();
    const exported = await admin.get(apiPaths.adminMembersExport);
    expect(exported.statusCode).toBe(200);
    const rows = exported.body.trim().split('\n').length - 1;
    aSecondLater();
    const imported = await admin.request({
      method: 'POST',
      url: apiPaths.adminMembersImport,
      payload: 'メールアドレス,お名前\nnew-one@example.jp,新井\nnot-an-address,誰か\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode).toBe(200);
    expect((await entries()).map((entry) => [entry.action, entry.targetLabel, entry.counts])).toEqual([
      ['member.import', copy.audit.membersLabel, { created: 1, skipped: 1 }],
      ['member.export', copy.audit.membersLabel, { rows }],
    ]);
    expect(await tableText()).not.toContain('new-one@');
  });

  it('is the admins’ only', async () => {
    expect((await member.get(auditUrl())).statusCode).toBe(403);
    expect((await testVisitor(testApp.app).get(auditUrl())).statusCode).toBe(401);
  });
});
