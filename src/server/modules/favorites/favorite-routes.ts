import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { ContentIdParams, FavoriteList, FavoriteState } from '#shared/schemas/contents.js';
import { HttpError } from '#server/http-error.js';
import { memberId } from '../account/member-id.js';
import { toContentCard } from '../contents/content-card.js';
import { findVisibleContent, visibleContents, visibleAt } from '../contents/content-visibility.js';
import { addFavorite, listFavorites, removeFavorite } from './favorite-repository.js';

const favoriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.favorites,
    {
      schema: {
        summary: "The member's favorites, newest first",
        tags: ['favorites'],
        response: { 200: FavoriteList },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const now = app.clock.now();
      const rows = await listFavorites(app.db, memberId(request.visitor));
      // A content staff took back to 下書き (or moved to a later 予約), or whose video is not ready, is hidden here too.
      const at = visibleAt(now);
      return {
        items: (await visibleContents(app.db, rows, at)).map(({ addedAt, ...row }) => ({
          content: toContentCard(row, now, app.config.timeZone),
          addedAt,
        })),
      };
    },
  );

  app.put(
    apiRoutes.favorite,
    {
      schema: {
        summary: 'Add to favorites (adding twice is a no-op success)',
        tags: ['favorites'],
        params: ContentIdParams,
        response: { 200: FavoriteState },
      },
      config: { access: 'member' },
    },
    async (request) => {
      if (!(await findVisibleContent(app.db, request.params.id, app.clock.now())))
        throw new HttpError(404, copy.detail.notFound);
      await addFavorite(app.db, memberId(request.visitor), request.params.id, app.clock.now());
      return { isFavorite: true };
    },
  );

  app.delete(
    apiRoutes.favorite,
    {
      schema: {
        summary: 'Remove from favorites (removing an absent one is a no-op success)',
        tags: ['favorites'],
        params: ContentIdParams,
        response: { 200: FavoriteState },
      },
      config: { access: 'member' },
    },
    async (request) => {
      await removeFavorite(app.db, memberId(request.visitor), request.params.id);
      return { isFavorite: false };
    },
  );
};

export default favoriteRoutes;
