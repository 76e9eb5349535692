import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { searchPageOf } from '#tests/support/contents.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { categories } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';

// Issue 25: search as a member types — the article's text, kana either way, widths alike, title
// matches first, every word of two, and what to try when nothing matches.

const clock = fixedClock('2026-11-21T01:00:00Z');
const now = clock.now();
const day = (n: number) => `2026-11-${String(20 - n).padStart(2, '0')}`;

const contents = [
  // Newest: the words only in the article's text.
  buildContent({
    now,
    id: 'body-only',
    title: '朝の習慣',
    date: day(0),
    body: '<h2>はじめに</h2><p><strong>足首</strong>を回してから、厚生労働省のすすめる<em>ストレッチ</em>を。</p>',
  }),
  buildContent({ now, id: 'title', title: 'ストレッチで肩こり知らず', date: day(1), description: '毎日5分' }),
  buildContent({ now, id: 'hiragana', title: 'すとれっち入門', date: day(2) }),
  buildContent({
    now,
    id: 'description',
    title: 'ウォーキングのすすめ',
    date: day(3),
    description: '足首をやわらかくするストレッチ付き',
  }),
  buildContent({
    now,
    id: 'video',
    type: 'video',
    title: '１０分ＹＯＧＡ',
    date: day(4),
    description: '筋肉量を保つ',
  }),
  buildContent({ now, id: 'skin', title: 'スキンケアの基本', date: day(5) }),
];

describe('search as members type', () => {
  let testApp: TestApp;
  let member: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    await insertContents(testApp.app.db, contents);
    member = await signedInMember(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  const search = (q: string) => searchPageOf(member, q);
  const ids = async (q: string) => (await search(q)).items.map((item) => item.id);

  it('finds words that stand only in the article text, not its markup', async () => {
    expect(await ids('足首')).toEqual(['body-only', 'description']);
    expect(await ids('厚生労働省')).toEqual(['body-only']);
    expect(await ids('strong')).toEqual([]);
    expect(await ids('はじめに')).toEqual(['body-only']);
  });

  it('treats hiragana and katakana, small kana and the long vowel mark alike', async () => {
    const stretch = ['title', 'hiragana', 'body-only', 'description'];
    expect(await ids('すとれっち')).toEqual(stretch);
    expect(await ids('ストレッチ')).toEqual(stretch);
    expect(await ids('うぉーきんぐ')).toEqual(['description']);
    expect(await ids('ウオキング')).toEqual(['description']);
  });

  it('keeps full-width and half-width, capitals and small letters alike', async () => {
    expect(await ids('ｽﾄﾚｯﾁ')).toEqual(await ids('ストレッチ'));
    expect(await ids('10分 yoga')).toEqual(['video']);
    expect(await ids('ＹＯＧＡ')).toEqual(['video']);
  });

  it('ranks contents with the words in their title above newer ones with them elsewhere', async () => {
    const found = await ids('ストレッチ');
    // body-only is the newest, yet comes after both title matches.
    expect(found.indexOf('title')).toBeLessThan(found.indexOf('body-only'));
    expect(found.indexOf('hiragana')).toBeLessThan(found.indexOf('body-only'));
  });

  it('finds, for two words, only the contents holding both, wherever each stands', async () => {
    expect(await ids('ストレッチ 足首')).toEqual(['body-only', 'description']);
    expect(await ids('ストレッチ 肩こり')).toEqual(['title']);
    expect(await ids('肩こり 足首')).toEqual([]);
  });

  it('offers shorter words that find something, and the categories, when nothing matches', async () => {
    const page = await search('ストレッチ体操教室');
    expect(page.items).toEqual([]);
    expect(page.suggestions).toEqual({
      message: copy.member.searchSuggestion(true),
      words: ['ストレッチ'],
      categories: [...categories],
    });
    const nothing = await search('ぬぬぬぬ');
    expect(nothing.suggestions).toEqual({
      message: copy.member.searchSuggestion(false),
      words: [],
      categories: [...categories],
    });
    // Typed in kana, 筋肉 is not found; its halves きん and にく are not offered, though きん
    // is in スキンケア: two kana alone say nothing of what she looked for.
    const kana = await search('きんにく');
    expect(kana.items).toEqual([]);
    expect(kana.suggestions?.words).toEqual([]);
    expect((await search('スキン')).items.map((item) => item.id)).toEqual(['skin']);
    // Two words that never meet: each alone finds something.
    expect((await search('肩こり 足首')).suggestions?.words).toEqual(['肩こり', '足首']);
    expect((await search('足首')).suggestions).toBeUndefined();
  });

  it('names shorter words as she typed them, though every spelling shares one search', async () => {
    expect(await ids('すとれっち')).toEqual(await ids('ストレッチ'));
    // ストレッチ体操教室 finds nothing; typed in hiragana, the word offered is in hiragana too.
    const hiragana = await search('すとれっち体操教室');
    expect(hiragana.items).toEqual([]);
    expect(hiragana.suggestions?.words).toEqual(['すとれっち']);
    expect((await search('ストレッチ体操教室')).suggestions?.words).toEqual(['ストレッチ']);
    expect((await search('ｽﾄﾚｯﾁ体操教室')).suggestions?.words).toEqual(['ストレッチ']);
  });

  it('follows what staff save: the new text is found, the old is not', async () => {
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const saved = await admin.request({
      method: 'PUT',
      url: apiPaths.adminContent('body-only'),
      payload: {
        title: '朝の習慣',
        category: 'diet',
        type: 'article',
        date: day(0),
        description: '',
        videoUrl: '',
        body: '<p>ふくらはぎをもみほぐす</p>',
        thumbnailKey: null,
        viewCount: 0,
        isFeatured: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await ids('フクラハギ')).toEqual(['body-only']);
    expect(await ids('厚生労働省')).toEqual([]);
  });
});
