import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { monthKey } from '#shared/business-time.js';

describe('JSON bodies are taken as sent', () => {
  let testApp: TestApp;
  let member: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await setPassphrase(testApp.app.db, monthKey(new Date(), 'Asia/Tokyo'), 'もみじ');
    member = await signedInMember(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  const profile = async () =>
    testApp.app.db
      .selectFrom('users')
      .select(['email', 'displayName'])
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();

  /** A PATCH of the profile with a body written by hand, byte for byte. */
  const patchRaw = (body: string | Buffer) =>
    member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });

  it('refuses a list where text is expected, and changes nothing', async () => {
    const before = await profile();
    const response = await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: member.email, displayName: ['a'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.site.invalidInput });
    expect(await profile()).toEqual(before);
  });

  it('refuses a number where text is expected', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: apiPaths.gate,
      headers: { [csrfHeader.name]: csrfHeader.value },
      payload: { passphrase: 12345 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.site.invalidInput });
  });

  it('refuses text holding half of a surrogate pair instead of storing U+FFFD', async () => {
    const before = await profile();
    const response = await patchRaw(`{"email":"${member.email}","displayName":"ゆ\\ud800み"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.site.invalidInput });
    expect(await profile()).toEqual(before);
    // A whole pair is a character like any other.
    const whole = await patchRaw(`{"email":"${member.email}","displayName":"ゆ\\ud83c\\udf38み"}`);
    expect(whole.statusCode).toBe(200);
    expect((await profile()).displayName).toBe('ゆ🌸み');
  });

  it('refuses bytes that are not UTF-8', async () => {
    const before = await profile();
    const bytes = Buffer.concat([
      Buffer.from(`{"email":"${member.email}","displayName":"`),
      Buffer.from([0xe3, 0x81]),
      Buffer.from('"}'),
    ]);
    const response = await patchRaw(bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.site.invalidInput });
    expect(await profile()).toEqual(before);
  });

  it('still reads the address: a list name and category as text, an unknown one refused', async () => {
    expect((await member.get(`${apiPaths.contents}?list=new&category=diet`)).statusCode).toBe(200);
    expect((await member.get(`${apiPaths.contents}?list=new&category=1`)).statusCode).toBe(400);
  });
});
