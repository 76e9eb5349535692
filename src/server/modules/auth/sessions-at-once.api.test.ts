import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '#tests/support/accounts.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { endOfMonth } from '#shared/business-time.js';
import { apiPaths } from '#shared/api-paths.js';
import { insertUser } from '#server/modules/users/user-repository.js';
import { hashSecretToken } from '#server/secret-token.js';
import { createSession, deleteSession } from './session-repository.js';

// On PostgreSQL the sessions of requests that arrive together are read in one statement
// (read-batch.ts). Each visitor must still be herself, and a session ended just before must count.
describe('many visitors asking at the same moment', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  /** A member with a session made directly (the login route is rate limited per address). */
  async function memberWithSession(now: Date) {
    const email = uniqueEmail();
    const user = await insertUser(testApp.app.db, {
      email,
      passwordHash: 'never-used',
      staffRole: null,
      now,
    });
    const token = await createSession(testApp.app.db, {
      userId: user.id,
      kind: 'member',
      expiresAt: endOfMonth(now, 'Asia/Tokyo'),
      now,
    });
    const visitor = testVisitor(testApp.app);
    visitor.useSessionToken(token);
    return { email, token, visitor };
  }

  it('answers each as herself, and a session ended just before as nobody', async () => {
    const now = new Date();
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await memberWithSession(now));
    const ended = members[5]!;
    await deleteSession(testApp.app.db, hashSecretToken(ended.token));

    const answers = await Promise.all(members.map(({ visitor }) => visitor.get(apiPaths.session)));

    for (const [i, answer] of answers.entries()) {
      const member = members[i]!;
      if (member === ended) expect(answer.json()).toEqual({ state: 'unauthenticated' });
      else expect(answer.json()).toMatchObject({ state: 'authenticated', user: { email: member.email } });
    }
  });

  it('answers the same cookie asked several times at once the same', async () => {
    const { email, visitor } = await memberWithSession(new Date());
    const answers = await Promise.all(Array.from({ length: 5 }, () => visitor.get(apiPaths.me)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json()).toMatchObject({ email });
  });
});
