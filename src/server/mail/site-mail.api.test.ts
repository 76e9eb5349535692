import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { linkIn, readOutbox, type OutboxMail } from '#tests/support/outbox.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

const clock = fixedClock('2026-11-21T03:00:00Z');

// Every mail goes through the real mailer into DATA_DIR/outbox, as on a server without SMTP.
describe('the mails the site sends', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInMember>>;

  beforeEach(async () => {
    clock.set('2026-11-21T03:00:00Z');
    // SITE_NAME is only the starting value: staff rename the site on the admin screen.
    testApp = await createTestApp({ clock, env: { SITE_NAME: 'からだ日和' } });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterEach(() => testApp.close());

  async function renameSite(siteName: string) {
    const settings = (await admin.get(apiPaths.settings)).json();
    const saved = await admin.request({
      method: 'PUT',
      url: apiPaths.adminSettings,
      payload: { ...settings, siteName },
    });
    expect(saved.statusCode).toBe(200);
  }

  async function mailsTo(email: string, count = 1): Promise<OutboxMail[]> {
    const mine = () => readOutbox(testApp.config.dataDir).filter((mail) => mail.to === email);
    await expect.poll(() => mine().length).toBe(count);
    return mine();
  }

  it('names the site as it is called now in a reset mail a member asks for', async () => {
    const member = await createMember(testApp.app.db);
    await renameSite('ゆるり日和');
    const response = await testVisitor(testApp.app).post(apiPaths.passwordReset, { email: member.email });
    expect(response.json()).toEqual({ message: copy.reset.requestDone });

    const [mail] = await mailsTo(member.email);
    expect(mail!.subject).toBe('【ゆるり日和】パスワード再設定のご案内');
    expect(mail!.text).toContain('ゆるり日和をご利用いただきありがとうございます。');
    expect(mail!.text).not.toContain('からだ日和');
    expect(linkIn(mail!)).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);

    // Renamed again: the next mail follows at once.
    await renameSite('すこやか日和');
    await testVisitor(testApp.app).post(apiPaths.passwordReset, { email: member.email });
    const [, second] = await mailsTo(member.email, 2);
    expect(second!.subject).toBe('【すこやか日和】パスワード再設定のご案内');
  });

  it('names the site as it is called now in the reset mail staff send', async () => {
    const member = await createMember(testApp.app.db);
    await renameSite('ゆるり日和');
    const response = await admin.post(apiPaths.adminMemberPasswordReset(member.id));
    expect(response.json()).toEqual({ message: copy.admin.resetSent(member.email) });

    const [mail] = await mailsTo(member.email);
    expect(mail!.subject).toBe('【ゆるり日和】パスワード再設定のご案内');
    expect(linkIn(mail!)).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });

  it('names the site as it is called now when confirming a new address and telling the old one', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    await renameSite('ゆるり日和');
    const changed = await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: 'new-address@example.jp', displayName: '', currentPassword: member.password },
    });
    expect(changed.statusCode).toBe(200);

    const [confirmation] = await mailsTo('new-address@example.jp');
    expect(confirmation!.subject).toBe('【ゆるり日和】メールアドレス変更の確認');
    const token = new URL(linkIn(confirmation!)).searchParams.get('token')!;
    expect((await member.post(apiPaths.emailChangeConfirm, { token })).statusCode).toBe(200);

    const [mail] = await mailsTo(member.email);
    expect(mail!.subject).toBe('【ゆるり日和】メールアドレスが変更されました');
    expect(mail!.text).toContain(
      'ゆるり日和のアカウントのメールアドレスが new-address@example.jp に変更されました。',
    );
  });
});
