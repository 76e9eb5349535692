import type { FastifyInstance } from 'fastify';
import { copy } from '#shared/copy.js';

/**
 * Tells the member by push that staff replied to her, if she allowed push on a device. The send
 * is claimed on the reply's row first (one conditional update), so it goes out once however many
 * processes see the reply; a push service that fails is not tried again (she still sees the reply
 * counted in the site).
 */
export async function sendStaffReplyPush(
  app: FastifyInstance,
  replyId: string,
  memberId: string,
  contentId: string,
  contentTitle: string,
): Promise<number> {
  const claimed = await app.db
    .updateTable('comments')
    .set({ pushClaimedAt: app.clock.now().toISOString() })
    .where('id', '=', replyId)
    .where('pushClaimedAt', 'is', null)
    .where('status', '=', 'visible')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return 0;
  return app.pushToMember(memberId, {
    title: copy.comments.pushTitle,
    body: copy.comments.pushBody(contentTitle),
    url: `/member/content/${encodeURIComponent(contentId)}#comments`,
  });
}
