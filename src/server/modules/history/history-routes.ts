import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { HistoryList } from '#shared/schemas/contents.js';
import { memberId } from '../account/member-id.js';
import { visibleContents, visibleAt } from '../contents/content-visibility.js';
import { toContentCard } from '../contents/content-card.js';
import { listHistory } from './history-repository.js';

const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.history,
    {
      schema: {
        summary: "The member's last 20 views, newest first, each content once",
        tags: ['history'],
        response: { 200: HistoryList },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const now = app.clock.now();
      const rows = await listHistory(app.db, memberId(request.visitor));
      // A content staff took back to 下書き (or moved to a later 予約), or whose video is not ready, is hidden here too.
      const at = visibleAt(now);
      return {
        items: (await visibleContents(app.db, rows, at)).map(({ viewedAt, ...row }) => ({
          content: toContentCard(row, now, app.config.timeZone),
          viewedAt,
        })),
      };
    },
  );
};

export default historyRoutes;
