import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { NoticeList, NoticesReadInput, Unread } from '#shared/schemas/notices.js';
import { memberId } from '../account/member-id.js';
import { countUnreadStaffReplies } from '../comments/comment-repository.js';
import { visibleAt } from '../contents/content-visibility.js';
import { isPinned } from './notice-publishing.js';
import { listVisibleNotices, markNoticesRead, type VisibleNotice } from './notice-repository.js';

/** A guest's home shows the newest notice for this long (she keeps no read state). */
const guestHighlightMs = 7 * 24 * 60 * 60 * 1000;

function highlightOf(notices: VisibleNotice[], at: string, isMember: boolean): string | null {
  const pinned = notices.find((notice) => isPinned(notice, at));
  if (pinned) return pinned.id;
  if (isMember) return notices.find((notice) => !notice.read)?.id ?? null;
  const since = new Date(new Date(at).getTime() - guestHighlightMs).toISOString();
  return notices.find((notice) => notice.publishedAt >= since)?.id ?? null;
}

async function unreadOf(app: { db: Parameters<typeof listVisibleNotices>[0] }, userId: string, at: string) {
  const notices = await listVisibleNotices(app.db, at, userId);
  return {
    notices: notices.filter((notice) => !notice.read).length,
    replies: await countUnreadStaffReplies(app.db, userId, at),
  };
}

/** お知らせ for guests and members (docs/product.md#notices-and-news); each member's read state is hers alone. */
const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.notices,
    {
      schema: {
        summary: 'Notices from staff, newest first, with her read state and the one home shows',
        tags: ['notices'],
        response: { 200: NoticeList },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const at = visibleAt(app.clock.now());
      const userId = request.visitor.kind === 'member' ? request.visitor.user.id : null;
      const notices = await listVisibleNotices(app.db, at, userId);
      // Her read state is in the answer: no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return {
        items: notices.map((notice) => ({
          id: notice.id,
          title: notice.title,
          body: notice.body,
          publishedAt: notice.publishedAt,
          pinned: isPinned(notice, at),
          read: notice.read,
        })),
        highlightId: highlightOf(notices, at, userId !== null),
      };
    },
  );

  app.post(
    apiPaths.noticesRead,
    {
      schema: {
        summary: 'The member has read these notices; answers what is still unread',
        tags: ['notices'],
        body: NoticesReadInput,
        response: { 200: Unread },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const at = visibleAt(app.clock.now());
      await markNoticesRead(app.db, userId, request.body.ids, at);
      return unreadOf(app, userId, at);
    },
  );

  app.get(
    apiPaths.myUnread,
    {
      schema: {
        summary: 'What is unread for the header badge, per kind',
        tags: ['notices'],
        response: { 200: Unread },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return unreadOf(app, memberId(request.visitor), visibleAt(app.clock.now()));
    },
  );
};

export default noticeRoutes;
