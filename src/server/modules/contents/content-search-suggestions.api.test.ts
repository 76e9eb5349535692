import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { searchPageOf } from '#tests/support/contents.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { answerSecond } from '#server/plugins/content-answers.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';

// Issue 25: when nothing is found, a shorter word another visitor searched is known from its
// shared page, but only from one built within the suggestions' own second: nothing older than a
// second reaches a member.

const start = new Date('2026-11-21T01:00:00Z');
const clock = fixedClock(start);

describe('suggestions beside shared search pages', () => {
  let testApp: TestApp;
  let member: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    await insertContents(testApp.app.db, [
      buildContent({ now: start, id: 'walk', title: '朝のウォーキング' }),
    ]);
    member = await signedInMember(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  const search = (q: string) => searchPageOf(member, q);

  it('asks the database again when the word’s page was built before the suggestions’ second began', async () => {
    // Each shared answer's second begins at its own offset: 足首's page is built at the start of
    // its second, the suggestions are asked once their own second has begun, inside 足首's.
    const wordSecond = answerSecond('search:足首:', start);
    const suggestionSecond = answerSecond('search-none:ぬぬぬ 足首', new Date(wordSecond + 999));
    expect(suggestionSecond).toBeGreaterThan(wordSecond);

    clock.set(new Date(wordSecond));
    expect((await search('足首')).items).toEqual([]);
    // Written by another app process: this one's shared answers are not told.
    await insertContents(testApp.app.db, [
      buildContent({ now: start, id: 'ankle', title: '足首まわし', date: '2026-11-20' }),
    ]);
    clock.set(new Date(suggestionSecond));
    const page = await search('ぬぬぬ 足首');
    expect(page.items).toEqual([]);
    expect(page.suggestions?.words).toEqual(['足首']);
  });
});
