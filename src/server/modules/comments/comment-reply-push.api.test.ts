import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { pushProcessesForAllTests } from '#tests/support/push-app.js';
import { fixedClock } from '#tests/support/test-app.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { sendStaffReplyPush } from './comment-reply-push.js';

// A staff reply reaches the member it answers by push, once, when she allowed push on a device;
// two app processes on one database, a stand-in push service that decrypts what it gets.

const passphrase = 'すずらん';

describe('push when staff reply', () => {
  const clock = fixedClock('2026-11-26T01:00:00Z');
  let first: FastifyInstance;
  let second: FastifyInstance;

  const push = pushProcessesForAllTests(clock);

  beforeAll(async () => {
    first = await push.start();
    second = await push.start();
    await setPassphrase(first.db, '2026-11', passphrase);
  });

  it('pushes her each staff reply once, from whichever process; a member reply pushes nothing', async () => {
    const admin = await signedInMember(first, passphrase, { isAdmin: true });
    const hanako = await signedInMember(second, passphrase);
    const other = await signedInMember(first, passphrase);
    const phone = push.service.device('hanako-phone');
    expect((await hanako.post(apiPaths.myPushSubscription, phone.subscription)).statusCode).toBe(200);
    const created = await admin.post(apiPaths.adminContents, testArticle({ title: '朝のストレッチ' }));
    const contentId = (created.json() as { content: { id: string } }).content.id;
    const asked = await hanako.post(apiPaths.contentComments(contentId), {
      kind: 'question',
      body: '回数は？',
    });
    const questionId = (asked.json() as { comment: { id: string } }).comment.id;

    await other.post(apiPaths.contentComments(contentId), {
      kind: 'comment',
      body: '私も知りたいです',
      parentId: questionId,
    });
    const replied = await admin.post(apiPaths.adminCommentReplies(questionId), {
      body: '10回を2セットです。',
    });
    expect(replied.statusCode).toBe(201);
    const replyId = (replied.json() as { comment: { id: string } }).comment.id;
    await first.drainBackgroundWork();
    await second.drainBackgroundWork();

    expect(phone.received).toEqual([
      {
        title: copy.comments.pushTitle,
        body: copy.comments.pushBody('朝のストレッチ'),
        url: `/member/content/${contentId}#comments`,
      },
    ]);
    // The send is claimed on the reply: another process, or this one again, sends nothing more.
    const question = await first.db
      .selectFrom('comments')
      .select('userId')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    const again = await Promise.all([
      sendStaffReplyPush(first, replyId, question.userId!, contentId, '朝のストレッチ'),
      sendStaffReplyPush(second, replyId, question.userId!, contentId, '朝のストレッチ'),
    ]);
    expect(again).toEqual([0, 0]);
    expect(phone.received).toHaveLength(1);
    expect(push.service.refused).toEqual([]);
  });
});
