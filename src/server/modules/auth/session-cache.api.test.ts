import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { createDatabase } from '#server/db/database.js';

// The session behind a cookie is kept in memory for a moment (session-cache.ts). Each test first
// asks with the cookie, so that the kept row is there, then changes what it says.
describe('the session kept in memory', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  const passphrase = 'もみじ2026';

  beforeEach(async () => {
    testApp = await createTestApp();
    await setPassphrase(testApp.app.db, currentMonth(), passphrase);
    owner = await signedInMember(testApp.app, passphrase, { staffRole: 'owner' });
  });
  afterEach(() => testApp.close());

  const sessionOf = async (visitor: TestVisitor) => (await visitor.get(apiPaths.session)).json();
  const put = (url: string, payload: object) => owner.request({ method: 'PUT', url, payload });

  it('is forgotten at once when she signs out: the same cookie elsewhere is nobody', async () => {
    const member = await signedInMember(testApp.app, passphrase);
    expect(await sessionOf(member)).toMatchObject({ state: 'authenticated', kind: 'member' });
    const token = member.sessionToken;
    expect((await member.post(apiPaths.logout)).statusCode).toBe(204);
    const keptCookie = testVisitor(testApp.app);
    keptCookie.useSessionToken(token);
    expect(await sessionOf(keptCookie)).toEqual({ state: 'unauthenticated' });
  });

  it('is forgotten at once when staff disable her', async () => {
    const member = await signedInMember(testApp.app, passphrase);
    expect((await member.get(apiPaths.me)).statusCode).toBe(200);
    const disabled = await put(apiPaths.adminMemberStatus(member.userId), { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await sessionOf(member)).toEqual({ state: 'unauthenticated' });
    expect((await member.get(apiPaths.me)).statusCode).toBe(401);
  });

  it('is forgotten at once when the month’s passphrase is replaced', async () => {
    const guest = await signedInGuest(testApp.app, passphrase);
    expect(await sessionOf(guest)).toMatchObject({ state: 'authenticated', kind: 'guest' });
    const replaced = await put(apiPaths.adminPassphrase(currentMonth()), { passphrase: 'かしわもち2026' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await sessionOf(guest)).toEqual({ state: 'unauthenticated' });
  });

  it('shows a new staff role at once', async () => {
    const editor = await signedInMember(testApp.app, passphrase, { staffRole: 'editor' });
    expect(await sessionOf(editor)).toMatchObject({ user: { staffRole: 'editor' } });
    const changed = await put(apiPaths.adminStaffRole(editor.userId), { role: 'owner' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sessionOf(editor)).toMatchObject({ user: { staffRole: 'owner' } });
  });

  it('is forgotten at once when another process ends it', async () => {
    const member = await signedInMember(testApp.app, passphrase);
    expect(await sessionOf(member)).toMatchObject({ state: 'authenticated', kind: 'member' });
    // Another app process (or a command) on the same database ends every session of hers.
    const otherProcess = createDatabase(testApp.config.database);
    try {
      await otherProcess.deleteFrom('sessions').where('userId', '=', member.userId).execute();
    } finally {
      await otherProcess.destroy();
    }
    expect(await sessionOf(member)).toEqual({ state: 'unauthenticated' });
  });
});

/** This month in the business time zone, whose passphrase lets visitors in. */
function currentMonth(): string {
  return new Intl.DateTimeFormat('sv', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
}
