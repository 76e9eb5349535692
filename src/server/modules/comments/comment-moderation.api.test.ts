import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentSteps, contentToCommentOn } from '#tests/support/comments.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { CommentsWaiting } from '#shared/schemas/comments.js';

// Staff keeping the comments under a content (issue 23): reports, 承認制, mutes and the queue.

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
  const adminPatch = (id: string, action: string) =>
    admin.request({ method: 'PATCH', url: apiPaths.adminComment(id), payload: { action } });
  /** The count on staff's コメント tab. */
  const waiting = async () => {
    const response = await admin.get(apiPaths.adminCommentsWaiting);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CommentsWaiting;
  };

  it('hides a comment reported by three different members until staff restore it; its author still sees it, marked', async () => {
    const id = idOf(await post(hanako, '宣伝です'));
    const reporters = [
      await signedInMember(testApp.app, passphrase),
      await signedInMember(testApp.app, passphrase),
      await signedInMember(testApp.app, passphrase),
    ];
    const report = (visitor: TestVisitor) => visitor.post(apiPaths.commentReport(id), { reason: 'spam' });
    expect((await report(hanako)).json()).toEqual({ message: copy.comments.reportOwn });
    expect((await report(reporters[0]!)).statusCode).toBe(200);
    // The same member twice is one report.
    expect((await report(reporters[0]!)).statusCode).toBe(200);
    expect((await report(reporters[1]!)).statusCode).toBe(200);
    expect(await bodies(reporters[2]!)).toEqual(['宣伝です']);
    expect((await list(reporters[1]!)).items[0]!.reportedByMe).toBe(true);

    expect((await report(reporters[2]!)).statusCode).toBe(200);
    for (const reader of [...reporters, admin, await signedInGuest(testApp.app, passphrase)]) {
      expect(await bodies(reader)).toEqual([]);
    }
    expect((await list(hanako)).items.map((item) => item.state)).toEqual(['hidden']);
    // Hidden: she may no longer change it, and nobody can report or answer it as a member.
    const edit = await hanako.request({ method: 'PATCH', url: apiPaths.comment(id), payload: { body: 'x' } });
    expect(edit.statusCode).toBe(409);
    expect((await report(await signedInMember(testApp.app, passphrase))).statusCode).toBe(404);

    const moderation = (await admin.get(apiPaths.adminComments)).json() as {
      items: Array<{ id: string; state: string; hiddenBy: string; reports: unknown[] }>;
    };
    expect(moderation.items).toEqual([
      expect.objectContaining({ id, state: 'hidden', hiddenBy: 'reports', reports: expect.any(Array) }),
    ]);
    expect(moderation.items[0]!.reports).toHaveLength(3);

    expect((await adminPatch(id, 'restore')).json()).toEqual({ message: copy.commentModeration.restored });
    expect(await bodies(reporters[0]!)).toEqual(['宣伝です']);
    // The old reports are settled: it takes three new ones to hide it again.
    expect((await report(reporters[0]!)).statusCode).toBe(200);
    expect(await bodies(reporters[1]!)).toEqual(['宣伝です']);

    // A staff answer stays up whatever members report: staff read the reports and decide.
    const answer = idOf(await admin.post(apiPaths.adminCommentReplies(id), { body: '講師からの回答です。' }));
    for (const reporter of reporters) {
      expect((await reporter.post(apiPaths.commentReport(answer), { reason: 'spam' })).statusCode).toBe(200);
    }
    expect((await list(hanako)).items[0]!.replies.map((reply) => reply.body)).toEqual([
      '講師からの回答です。',
    ]);
  });

  it('under 承認制 shows a member her comment as pending until staff approve it', async () => {
    const toggle = (approvalMode: boolean) =>
      admin.request({ method: 'PUT', url: apiPaths.adminCommentApproval, payload: { approvalMode } });
    expect((await list(hanako)).approvalMode).toBe(false);
    expect((await toggle(true)).json()).toEqual({
      message: copy.commentModeration.approvalSaved(true),
      approvalMode: true,
    });
    const posted = await post(hanako, '確認してください');
    expect(posted.json()).toMatchObject({
      message: copy.comments.postedPending,
      comment: { state: 'pending' },
    });
    const other = await signedInMember(testApp.app, passphrase);
    expect(await bodies(other)).toEqual([]);
    expect((await list(hanako)).items.map((item) => [item.body, item.state])).toEqual([
      ['確認してください', 'pending'],
    ]);
    // Staff posts are not held.
    clock.set('2026-11-26T01:01:00Z');
    await post(admin, 'スタッフのお知らせ');
    expect(await bodies(other)).toEqual(['スタッフのお知らせ']);

    const moderation = (await admin.get(apiPaths.adminComments)).json() as {
      items: Array<{ id: string; state: string }>;
    };
    expect(moderation.items[0]).toMatchObject({ id: idOf(posted), state: 'pending' });
    expect(await waiting()).toEqual({ questions: 0, pending: 1 });
    expect((await adminPatch(idOf(posted), 'approve')).statusCode).toBe(200);
    expect(await waiting()).toEqual({ questions: 0, pending: 0 });
    // Newest first.
    expect(await bodies(other)).toEqual(['スタッフのお知らせ', '確認してください']);
    // Changed after approval, it waits for staff again: approved words cannot be swapped.
    const changed = await hanako.request({
      method: 'PATCH',
      url: apiPaths.comment(idOf(posted)),
      payload: { body: '書き換えた文' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await bodies(other)).toEqual(['スタッフのお知らせ']);
    expect((await adminPatch(idOf(posted), 'approve')).statusCode).toBe(200);
    expect(await bodies(other)).toEqual(['スタッフのお知らせ', '書き換えた文']);
    await toggle(false);
    expect((await post(hanako, 'すぐ出ます')).json()).toMatchObject({ comment: { state: 'visible' } });
  });

  it('counts a question waiting for approval once on the tab, then as a question to answer', async () => {
    await admin.request({
      method: 'PUT',
      url: apiPaths.adminCommentApproval,
      payload: { approvalMode: true },
    });
    const question = idOf(await post(hanako, '朝と夜、どちらがいいですか？', { kind: 'question' }));
    expect(await waiting()).toEqual({ questions: 0, pending: 1 });
    expect((await adminPatch(question, 'approve')).statusCode).toBe(200);
    expect(await waiting()).toEqual({ questions: 1, pending: 0 });
  });

  it('lets a muted member read but not post, until staff unmute her', async () => {
    await post(hanako, '前の投稿');
    const mute = (method: 'PUT' | 'DELETE') =>
      admin.request({ method, url: apiPaths.adminCommentMute(hanako.userId) });
    expect((await mute('PUT')).json()).toEqual({ message: copy.commentModeration.muteDone });
    const seen = await list(hanako);
    expect(seen.posting).toBe('muted');
    expect(seen.items.map((item) => item.body)).toEqual(['前の投稿']);
    const refused = await post(hanako, 'まだ書けますか');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: copy.comments.muted });
    expect((await mute('DELETE')).statusCode).toBe(200);
    expect((await post(hanako, '戻りました')).statusCode).toBe(201);
  });

  it('puts unanswered questions first for staff; staff-only routes refuse members', async () => {
    const comment = idOf(await post(hanako, 'コメントです'));
    clock.set('2026-11-26T01:01:00Z');
    const question = idOf(await post(hanako, '質問です', { kind: 'question' }));
    clock.set('2026-11-26T01:02:00Z');
    await post(hanako, '新しいコメント');
    const order = async () =>
      (
        (await admin.get(apiPaths.adminComments)).json() as {
          items: Array<{ id: string; unanswered: boolean }>;
        }
      ).items;
    expect((await order())[0]).toMatchObject({ id: question, unanswered: true });
    // The tab counts the question until staff answer it; comments need no answer.
    expect(await waiting()).toEqual({ questions: 1, pending: 0 });
    await adminPatch(comment, 'review');
    expect((await order()).map((item) => item.id)).not.toContain(comment);
    await admin.post(apiPaths.adminCommentReplies(question), { body: '回答です' });
    expect((await order()).map((item) => item.id)).not.toContain(question);
    expect(await waiting()).toEqual({ questions: 0, pending: 0 });
    const all = (await admin.get(`${apiPaths.adminComments}?filter=all`)).json() as { items: unknown[] };
    expect(all.items).toHaveLength(4);

    expect((await hanako.get(apiPaths.adminComments)).statusCode).toBe(403);
    expect((await hanako.get(apiPaths.adminCommentsWaiting)).statusCode).toBe(403);
    expect((await hanako.post(apiPaths.adminCommentReplies(question), { body: 'x' })).statusCode).toBe(403);
    expect(
      (await hanako.request({ method: 'DELETE', url: apiPaths.adminComment(question) })).statusCode,
    ).toBe(403);
    expect((await admin.request({ method: 'DELETE', url: apiPaths.adminComment(question) })).statusCode).toBe(
      200,
    );
  });
});
