import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { apiPaths, apiRoutes } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import { AdminContent, AdminContentList, ContentInput, ContentSaved } from '../../../shared/schemas/admin.js';
import { Message } from '../../../shared/schemas/auth.js';
import { ContentIdParams } from '../../../shared/schemas/contents.js';
import { FieldErrorResponse } from '../../../shared/schemas/error.js';
import { HttpError } from '../../http-error.js';
import { storeYoutubeThumbnail } from '../../images/youtube-thumbnails.js';
import { thumbnailUrlOf } from '../contents/content-card.js';
import { findContentById, searchTextOf, type ContentRow } from '../contents/content-repository.js';
import { checkContentInput } from './content-input.js';
import { uploadedImageKeys } from './sanitize-article.js';

export function toAdminContent(row: ContentRow): AdminContent {
  return {
    id: row.id,
    title: row.title,
    category: row.category as AdminContent['category'],
    type: row.type as AdminContent['type'],
    date: row.date,
    description: row.description,
    videoUrl: row.originalVideoUrl,
    embedUrl: row.videoUrl,
    body: row.body,
    thumbnailKey: row.thumbnail,
    thumbnailUrl: thumbnailUrlOf(row.thumbnail),
    viewCount: row.viewCount,
    isFeatured: row.isFeatured === 1,
    liveLessonDate: row.liveLessonDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every upload a content uses: its thumbnail and the images in its article. */
function uploadsOf(row: Pick<ContentRow, 'thumbnail' | 'body'>): string[] {
  return [...(row.thumbnail ? [row.thumbnail] : []), ...uploadedImageKeys(row.body ?? '')];
}

const adminContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Deletes uploads no content uses any more (an image may have been reused in another article). */
  async function deleteUnusedUploads(keys: string[]) {
    for (const key of new Set(keys)) {
      const stillUsed = await app.db
        .selectFrom('contents')
        .select('id')
        .where((eb) => eb.or([eb('thumbnail', '=', key), eb('body', 'like', `%/uploads/${key}%`)]))
        .executeTakeFirst();
      if (!stillUsed) await app.storage.delete(key);
    }
  }

  function fetchThumbnailLater(contentId: string) {
    app.inBackground('youtube thumbnail', () =>
      storeYoutubeThumbnail(
        { db: app.db, storage: app.storage, fetchImage: app.fetchImage, log: app.log },
        contentId,
      ),
    );
  }

  app.get(
    apiPaths.adminContents,
    {
      schema: {
        summary: 'Every content, newest date first',
        tags: ['admin'],
        response: { 200: AdminContentList },
      },
      config: { access: 'admin' },
    },
    async () => {
      const rows = await app.db
        .selectFrom('contents')
        .selectAll()
        .orderBy('date', 'desc')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(2_000)
        .execute();
      return { items: rows.map(toAdminContent) };
    },
  );

  app.get(
    apiRoutes.adminContent,
    {
      schema: {
        summary: 'One content, for the edit form',
        tags: ['admin'],
        params: ContentIdParams,
        response: { 200: AdminContent },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const row = await findContentById(app.db, request.params.id);
      if (!row) throw new HttpError(404, copy.detail.notFound);
      return toAdminContent(row);
    },
  );

  app.post(
    apiPaths.adminContents,
    {
      schema: {
        summary: 'Post a video or an article',
        tags: ['admin'],
        body: ContentInput,
        response: { 201: ContentSaved, 400: FieldErrorResponse },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const checked = checkContentInput(request.body);
      const now = app.clock.now().toISOString();
      const row = await app.db
        .insertInto('contents')
        .values({
          id: randomUUID(),
          ...checked,
          searchText: searchTextOf(checked.title, checked.description),
          createdAt: now,
          updatedAt: now,
          migratedAt: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (row.type === 'video' && !row.thumbnail) fetchThumbnailLater(row.id);
      return reply.status(201).send({ message: copy.admin.posted, content: toAdminContent(row) });
    },
  );

  app.put(
    apiRoutes.adminContent,
    {
      schema: {
        summary: 'Edit a content (the same checks as a new post, YouTube link included)',
        tags: ['admin'],
        params: ContentIdParams,
        body: ContentInput,
        response: { 200: ContentSaved, 400: FieldErrorResponse },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const before = await findContentById(app.db, request.params.id);
      if (!before) throw new HttpError(404, copy.detail.notFound);
      const checked = checkContentInput(request.body);
      // A new link means a new video: the old fetched thumbnail no longer fits.
      const videoChanged = checked.videoUrl !== before.videoUrl;
      const thumbnail =
        checked.thumbnail ?? (checked.type === 'video' && !videoChanged ? before.thumbnail : null);
      const row = await app.db
        .updateTable('contents')
        .set({
          ...checked,
          thumbnail,
          searchText: searchTextOf(checked.title, checked.description),
          updatedAt: app.clock.now().toISOString(),
        })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const kept = new Set(uploadsOf(row));
      await deleteUnusedUploads(uploadsOf(before).filter((key) => !kept.has(key)));
      if (row.type === 'video' && !row.thumbnail) fetchThumbnailLater(row.id);
      return { message: copy.admin.updated, content: toAdminContent(row) };
    },
  );

  app.delete(
    apiRoutes.adminContent,
    {
      schema: {
        summary: 'Delete a content, its favorites and history entries, and its uploaded files',
        tags: ['admin'],
        params: ContentIdParams,
        response: { 200: Message },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const row = await findContentById(app.db, request.params.id);
      if (!row) throw new HttpError(404, copy.detail.notFound);
      // Favorites, history and view events go with it (foreign keys, ON DELETE CASCADE).
      await app.db.deleteFrom('contents').where('id', '=', row.id).execute();
      await deleteUnusedUploads(uploadsOf(row));
      return { message: copy.admin.deleted };
    },
  );
};

export default adminContentRoutes;
