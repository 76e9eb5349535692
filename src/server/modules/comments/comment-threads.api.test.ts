import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentSteps, contentToCommentOn } from '#tests/support/comments.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

// Comments and questions under a content (issue 23) as members write them, on the test's engine.

const clock = fixedClock('2026-11-26T01:00:00Z');
const passphrase = 'もみじ';
type Member = Awaited<ReturnType<typeof signedInMember>>;

describe('comments and questions under a content', () => {
  let testApp: TestApp;
  let admin: Member;
  let hanako: Member;
  let contentId: string;

  beforeEach(async () => {
    ({ testApp, admin, hanako, contentId } = await contentToCommentOn(clock, passphrase));
  });
  afterEach(() => testApp.close());

  const { post, list, bodies, idOf } = commentSteps(() => contentId);

  it('lets members post; guests read and are invited to register; nobody signed out reads', async () => {
    const posted = await post(hanako, '  とても分かりやすかったです。\r\n明日も続けます　');
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      message: copy.comments.posted,
      comment: { body: 'とても分かりやすかったです。\n明日も続けます', isMine: true, state: 'visible' },
    });

    const guest = await signedInGuest(testApp.app, passphrase);
    const seen = await list(guest);
    expect(seen.posting).toBe('guest');
    expect(seen.items.map((item) => item.body)).toEqual(['とても分かりやすかったです。\n明日も続けます']);
    expect(seen.items[0]!.isMine).toBe(false);
    const refused = await post(guest, '書けますか');
    expect(refused.statusCode).toBe(401);
    expect((await testVisitor(testApp.app).get(apiPaths.contentComments(contentId))).statusCode).toBe(401);
    expect((await list(hanako)).posting).toBe('open');
    // Per person: never kept by a browser or a proxy.
    expect((await hanako.get(apiPaths.contentComments(contentId))).headers['cache-control']).toBe('no-store');
  });

  it('counts 1,000 characters as a person does, refuses empty or longer text in Japanese, keeps HTML as text', async () => {
    const empty = await post(hanako, ' \n　');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: copy.comments.bodyMissing, field: 'body' });
    // 1,000 family emoji (each several code points) is 1,000 characters.
    expect((await post(hanako, '👩‍👩‍👧'.repeat(1000))).statusCode).toBe(201);
    const long = await post(hanako, 'あ'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: copy.comments.bodyTooLong(1), field: 'body' });
    const html = '<img src=x onerror=alert(1)> https://example.jp/a?b=1';
    const saved = await post(hanako, html);
    expect(saved.statusCode).toBe(201);
    // Stored and answered exactly as typed: the web app shows it as text and links only the address.
    expect(await bodies(admin)).toContain(html);
  });

  it('lets her change her comment for 15 minutes on the app clock, then only delete it', async () => {
    const id = idOf(await post(hanako, '最初の文'));
    const other = await signedInMember(testApp.app, passphrase);
    const edit = (visitor: TestVisitor, body: string) =>
      visitor.request({ method: 'PATCH', url: apiPaths.comment(id), payload: { body } });

    expect((await edit(other, '乗っ取り')).statusCode).toBe(403);
    clock.set('2026-11-26T01:14:00Z');
    const changed = await edit(hanako, '直した文');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      comment: { body: '直した文', editedAt: '2026-11-26T01:14:00.000Z' },
    });
    expect((await list(hanako)).items[0]!.editableUntil).toBe('2026-11-26T01:15:00.000Z');

    clock.set('2026-11-26T01:15:01Z');
    expect((await list(hanako)).items[0]!.editableUntil).toBeNull();
    const late = await edit(hanako, 'もう一度');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: copy.comments.editWindowOver });
    expect((await other.request({ method: 'DELETE', url: apiPaths.comment(id) })).statusCode).toBe(403);
    expect((await hanako.request({ method: 'DELETE', url: apiPaths.comment(id) })).statusCode).toBe(200);
    expect(await bodies(other)).toEqual([]);
  });

  it('marks a staff reply, counts it unread for her until she opens the comments, one level deep', async () => {
    const question = idOf(await post(hanako, '膝が痛いときはどうすればいいですか？', { kind: 'question' }));
    const answered = await admin.post(apiPaths.adminCommentReplies(question), {
      body: '椅子に座って行ってください。',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    // The オーナー answers as 講師, an 編集者 as スタッフ.
    expect(answered.json()).toMatchObject({ comment: { author: { role: 'owner' } } });
    const second = await signedInMember(testApp.app, passphrase, { staffRole: 'editor' });
    clock.set('2026-11-26T01:01:00Z');
    await post(second, 'スタッフからも一言。', { parentId: question });

    const unread = async () =>
      ((await hanako.get(apiPaths.myUnreadReplies)).json() as { count: number }).count;
    expect((await hanako.get(apiPaths.myUnreadReplies)).json()).toEqual({
      count: 2,
      contents: [{ contentId, title: '朝のストレッチ', count: 2 }],
    });
    // The header's count holds them beside the notices.
    expect((await hanako.get(apiPaths.myUnread)).json()).toEqual({ notices: 0, replies: 2 });
    const thread = (await list(hanako)).items[0]!;
    expect(thread.kind).toBe('question');
    expect(thread.replies.map((reply) => [reply.author.role, reply.isNewForMe])).toEqual([
      ['owner', true],
      ['staff', true],
    ]);
    // Another member sees the marks but nothing is new for her.
    const other = await signedInMember(testApp.app, passphrase);
    expect((await list(other)).items[0]!.replies.map((reply) => reply.isNewForMe)).toEqual([false, false]);
    expect((await other.get(apiPaths.myUnreadReplies)).json()).toEqual({ count: 0, contents: [] });

    expect((await hanako.post(apiPaths.contentCommentsRead(contentId))).json()).toEqual({
      count: 0,
      contents: [],
    });
    expect(await unread()).toBe(0);
    expect((await hanako.get(apiPaths.myUnread)).json()).toEqual({ notices: 0, replies: 0 });

    // A member's reply is not counted for her, and a reply to a reply is refused.
    const memberReply = await post(other, 'わたしもです', { parentId: question });
    expect(memberReply.statusCode).toBe(201);
    expect(await unread()).toBe(0);
    const nested = await post(hanako, 'ありがとうございます', { parentId: idOf(memberReply) });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ message: copy.comments.repliesOneLevel });
  });

  it('allows ten posts an hour per member, counted in the database', async () => {
    for (let i = 1; i <= 10; i += 1) expect((await post(hanako, `${i}回目`)).statusCode).toBe(201);
    const eleventh = await post(hanako, '11回目');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: copy.comments.tooMany });
    // Another member is not held back by her posts, nor is staff.
    expect((await post(await signedInMember(testApp.app, passphrase), 'こんにちは')).statusCode).toBe(201);
    clock.set('2026-11-26T02:00:01Z');
    expect((await post(hanako, '1時間後')).statusCode).toBe(201);
  });

  it('tells her of no reply under a content taken back to 下書き: no count, no title', async () => {
    const question = idOf(await post(hanako, 'この動きは毎日してもいいですか？', { kind: 'question' }));
    const taken = await admin.request({
      method: 'PUT',
      url: apiPaths.adminContent(contentId),
      payload: testArticle({ title: '朝のストレッチ', state: 'draft' }),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(
      (await admin.post(apiPaths.adminCommentReplies(question), { body: 'はい、大丈夫です。' })).statusCode,
    ).toBe(201);
    expect((await hanako.get(apiPaths.myUnreadReplies)).json()).toEqual({ count: 0, contents: [] });
    expect((await hanako.get(apiPaths.myUnread)).json()).toMatchObject({ replies: 0 });
  });

  it('deletes the comments with their content; a content members cannot see has none to read or write', async () => {
    const id = idOf(await post(hanako, '消える'));
    await post(admin, '返信', { parentId: id });
    const gone = await admin.request({ method: 'DELETE', url: apiPaths.adminContent(contentId) });
    expect(gone.statusCode).toBeLessThan(300);
    expect(await testApp.app.db.selectFrom('comments').select('id').execute()).toEqual([]);
    expect((await hanako.get(apiPaths.contentComments(contentId))).statusCode).toBe(404);

    const draft = await admin.post(apiPaths.adminContents, testArticle({ state: 'draft' }));
    const draftId = (draft.json() as { content: { id: string } }).content.id;
    expect((await hanako.get(apiPaths.contentComments(draftId))).statusCode).toBe(404);
    expect(
      (await hanako.post(apiPaths.contentComments(draftId), { kind: 'comment', body: 'x' })).statusCode,
    ).toBe(404);
  });
});
