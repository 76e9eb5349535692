import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '#tests/support/accounts.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { expectNewAccountSignedIn } from '#tests/support/signed-in.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { freshSetupLink } from './announce-setup-link.js';

describe('first-admin setup', () => {
  let testApp: TestApp;
  let token: string;
  beforeEach(async () => {
    testApp = await createTestApp();
    const link = await freshSetupLink(testApp.app);
    token = new URL(link!).searchParams.get('token')!;
  });
  afterEach(() => testApp.close());

  const setup = (fields: object) =>
    testVisitor(testApp.app).post(apiPaths.setup, {
      token,
      email: 'staff@example.jp',
      password: 'kanri-Sakura-26',
      ...fields,
    });
  const admins = () =>
    testApp.app.db.selectFrom('users').select('email').where('staffRole', '=', 'owner').execute();

  it('creates the admin with the printed link, signs her in, and then refuses', async () => {
    expect((await testVisitor(testApp.app).get(apiPaths.setup)).json()).toEqual({ needed: true });
    const visitor = testVisitor(testApp.app);
    const response = await visitor.post(apiPaths.setup, {
      token,
      email: 'Staff@Example.jp',
      password: 'kanri-Sakura-26',
    });
    expectNewAccountSignedIn(response, copy.setup.created, {
      user: { email: 'staff@example.jp', staffRole: 'owner' },
    });
    expect((await visitor.get(apiPaths.setup)).json()).toEqual({ needed: false });

    const second = await setup({ email: 'other@example.jp' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: copy.setup.adminExists });
    expect(await admins()).toEqual([{ email: 'staff@example.jp' }]);
    expect(await freshSetupLink(testApp.app)).toBeNull();
  });

  it.each([
    ['no e-mail', { email: ' ' }, 400, { message: copy.setup.missing, field: 'email' }],
    ['no password', { password: '' }, 400, { message: copy.setup.missing, field: 'password' }],
    ['an invented link', { token: 'invented' }, 403, { message: copy.setup.linkInvalid }],
    ['a bad address', { email: 'staff@example' }, 400, { message: copy.register.badEmail, field: 'email' }],
    ['a short password', { password: 'abc12' }, 400, { message: copy.register.tooShort, field: 'password' }],
    [
      'a common password',
      { password: 'administrator' },
      400,
      { message: copy.register.tooCommon, field: 'password' },
    ],
  ])('refuses %s and creates no admin', async (_case, fields, status, answer) => {
    const response = await setup(fields);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(answer);
    expect(await admins()).toEqual([]);
  });

  it('stops an older link working once the server prints a new one', async () => {
    const newer = new URL((await freshSetupLink(testApp.app))!).searchParams.get('token')!;
    expect((await setup({})).statusCode).toBe(403);
    expect((await setup({ token: newer })).statusCode).toBe(201);
  });

  it('refuses once an admin exists, even one made with the CLI', async () => {
    await createMember(testApp.app.db, { isAdmin: true });
    const response = await setup({});
    expect(response.statusCode).toBe(409);
    expect((await testVisitor(testApp.app).get(apiPaths.setup)).json()).toEqual({ needed: false });
  });
});
