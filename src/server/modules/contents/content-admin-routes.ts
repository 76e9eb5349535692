import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { contentFields } from '#shared/checks/content-checks.js';
import { copy } from '#shared/copy.js';
import { zonedTime } from '#shared/business-time.js';
import {
  AdminContent,
  AdminContentList,
  ContentInput,
  ContentSaved,
  SamplesRemoved,
} from '#shared/schemas/admin.js';
import { Message } from '#shared/schemas/auth.js';
import { StateFilterQuery } from '#shared/schemas/publishing.js';
import { ContentIdParams } from '#shared/schemas/contents.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import type { Db } from '#server/db/database.js';
import { HttpError, inputError } from '#server/http-error.js';
import { storeYoutubeThumbnail } from './youtube-thumbnails.js';
import { thumbnailUrlOf } from './content-card.js';
import { findContentById, insertContent, type ContentRow } from './content-repository.js';
import { isUploadInUse, takeUploads } from '../uploads/upload-repository.js';
import {
  deleteContent,
  listContentsForAdmin,
  listUneditedSamples,
  updateContent,
} from './content-admin-repository.js';
import { changedFields, createdFields } from '../audit/changed-fields.js';
import { recordedChange, recordStaffAction } from '../audit/record-staff-action.js';
import { contentAuditFields, contentAuditRules } from './content-audit.js';
import { checkContentInput } from './content-input.js';
import { publishingOf } from './content-publishing.js';
import { publishingState } from './content-visibility.js';
import { uploadedImageKeys } from './sanitize-article.js';
import { hostedVideoExists, removeHostedVideo, videoSummaries } from './hosted-videos.js';
import type { VideoSummary } from '#shared/schemas/videos.js';

function toAdminContent(
  row: ContentRow,
  video: VideoSummary | null,
  now: Date,
  timeZone: string,
): AdminContent {
  const publishedAt = new Date(row.publishedAt);
  return {
    id: row.id,
    title: row.title,
    category: row.category as AdminContent['category'],
    type: row.type as AdminContent['type'],
    date: row.date,
    description: row.description,
    videoUrl: row.originalVideoUrl,
    embedUrl: row.videoUrl || null,
    video,
    body: row.body,
    thumbnailKey: row.thumbnail,
    thumbnailUrl: thumbnailUrlOf(row.thumbnail),
    viewCount: row.viewCount,
    isFeatured: row.isFeatured === 1,
    liveLessonDate: row.liveLessonDate,
    isSample: row.uneditedSample === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    state: publishingState(row, now),
    publishedAt: row.publishedAt,
    // A 予約 is edited as its day (the content's date) and this business wall-clock time.
    publishTime: Number.isNaN(publishedAt.getTime()) ? '' : zonedTime(publishedAt, timeZone),
  };
}

/** Every upload a content uses: its thumbnail and the images in its article. */
function uploadsOf(row: Pick<ContentRow, 'thumbnail' | 'body'>): string[] {
  return [...(row.thumbnail ? [row.thumbnail] : []), ...uploadedImageKeys(row.body ?? '')];
}

/**
 * Takes the uploads a save brings (inside the saving transaction), or refuses the save when one
 * of them is gone: the sweep removed it after the form stayed open too long.
 */
async function takeUploadsOrRefuse(db: Db, keys: string[]): Promise<void> {
  const missing = await takeUploads(db, keys);
  if (missing.length > 0) throw new HttpError(400, copy.admin.uploadExpired);
}

/**
 * The uploaded video a save names must exist (the upload was not cancelled or swept) and show in
 * no other content: removing one content's video must never take another's. Inside the saving
 * transaction.
 */
async function checkHostedVideo(db: Db, videoId: string | null | undefined, contentId: string) {
  if (!videoId) return;
  if (!(await hostedVideoExists(db, videoId)))
    throw inputError({ field: 'videoId', message: copy.hostedVideo.videoMissing });
  const other = await db
    .selectFrom('contents')
    .select('id')
    .where('videoId', '=', videoId)
    .where('id', '!=', contentId)
    .executeTakeFirst();
  if (other) throw inputError({ field: 'videoId', message: copy.hostedVideo.videoInUse });
}

const contentAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Contents as the admin screens show them, each with its uploaded video's state (one query). */
  const adminContents = async (rows: ContentRow[]) => {
    const videos = await videoSummaries(
      app.db,
      rows.flatMap((row) => (row.videoId ? [row.videoId] : [])),
    );
    const now = app.clock.now();
    return rows.map((row) =>
      toAdminContent(row, (row.videoId && videos.get(row.videoId)) || null, now, app.config.timeZone),
    );
  };
  const adminContent = async (row: ContentRow) => (await adminContents([row]))[0]!;

  /** A content's uploaded video it no longer shows (deleted, or replaced): its row and files go. */
  async function removeVideoLetGo(videoId: string | null, kept: string | null = null) {
    if (videoId === null || videoId === kept) return;
    await removeHostedVideo(
      { db: app.db, videoStorage: app.videoStorage, dataDir: app.config.dataDir },
      videoId,
    );
  }

  /** Deletes uploads no content uses any more (an image may have been reused in another article). */
  async function deleteUnusedUploads(keys: string[]) {
    for (const key of new Set(keys)) {
      if (!(await isUploadInUse(app.db, key))) await app.storage.delete(key);
    }
  }

  function fetchThumbnailLater(contentId: string) {
    app.inBackground('youtube thumbnail', () =>
      storeYoutubeThumbnail(
        { db: app.db, storage: app.storage, fetchImage: app.fetchImage, clock: app.clock, log: app.log },
        contentId,
      ),
    );
  }

  app.get(
    apiPaths.adminContents,
    {
      schema: {
        summary: 'Every content with its state (下書き/予約/公開), newest date first; optionally one state',
        querystring: StateFilterQuery,
        response: { 200: AdminContentList },
      },
    },
    async (request) => {
      const filter = { state: request.query.state, now: app.clock.now() };
      const rows = await listContentsForAdmin(app.db, 2_000, filter);
      return { items: await adminContents(rows) };
    },
  );

  app.get(
    apiRoutes.adminContent,
    {
      schema: {
        summary: 'One content, for the edit form',
        params: ContentIdParams,
        response: { 200: AdminContent },
      },
    },
    async (request) => {
      const row = await findContentById(app.db, request.params.id);
      if (!row) throw new HttpError(404, copy.detail.notFound);
      return await adminContent(row);
    },
  );

  app.post(
    apiPaths.adminContents,
    {
      schema: {
        summary: 'Post a video or an article',
        body: ContentInput,
        response: { 201: ContentSaved, 400: fieldErrorResponse(contentFields) },
      },
      config: { audit: 'recorded' },
    },
    async (request, reply) => {
      const checked = checkContentInput(request.body);
      const publishing = publishingOf(request.body, { now: app.clock.now(), timeZone: app.config.timeZone });
      const now = app.clock.now().toISOString();
      const id = randomUUID();
      const row = await app.db.transaction().execute(async (trx) => {
        await takeUploadsOrRefuse(trx, uploadsOf(checked));
        await checkHostedVideo(trx, checked.videoId, id);
        const inserted = await insertContent(trx, {
          id,
          ...checked,
          ...publishing,
          createdAt: now,
          updatedAt: now,
          migratedAt: null,
        });
        await recordStaffAction(trx, request, {
          action: 'content.create',
          target: { id: inserted.id, label: inserted.title },
          changes: createdFields(contentAuditFields(inserted, app.clock.now()), contentAuditRules),
        });
        return inserted;
      });
      if (row.type === 'video' && !row.thumbnail && !row.videoId) fetchThumbnailLater(row.id);
      return reply.status(201).send({ message: copy.admin.posted, content: await adminContent(row) });
    },
  );

  app.put(
    apiRoutes.adminContent,
    {
      schema: {
        summary: 'Edit a content (the same checks as a new post, YouTube link included)',
        params: ContentIdParams,
        body: ContentInput,
        response: { 200: ContentSaved, 400: fieldErrorResponse(contentFields) },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const before = await findContentById(app.db, request.params.id);
      if (!before) throw new HttpError(404, copy.detail.notFound);
      // A client that does not send videoId leaves the content's uploaded video as it is.
      const { videoId } = request.body;
      const checked = checkContentInput({
        ...request.body,
        videoId: videoId === undefined ? before.videoId : videoId,
      });
      const publishing = publishingOf(request.body, {
        now: app.clock.now(),
        timeZone: app.config.timeZone,
        before,
      });
      // A new link means a new video: the old fetched thumbnail no longer fits.
      const videoChanged = checked.videoUrl !== before.videoUrl;
      const thumbnail =
        checked.thumbnail ?? (checked.type === 'video' && !videoChanged ? before.thumbnail : null);
      // What the content showed before is its own already; only what the edit adds is taken.
      const had = new Set(uploadsOf(before));
      const added = uploadsOf({ thumbnail, body: checked.body }).filter((key) => !had.has(key));
      const row = await app.db.transaction().execute(async (trx) => {
        await takeUploadsOrRefuse(trx, added);
        await checkHostedVideo(trx, checked.videoId, before.id);
        const updated = await updateContent(trx, before.id, {
          ...checked,
          ...publishing,
          thumbnail,
          updatedAt: app.clock.now().toISOString(),
        });
        const now = app.clock.now();
        await recordStaffAction(trx, request, {
          action: 'content.update',
          target: { id: updated.id, label: updated.title },
          changes: changedFields(
            contentAuditFields(before, now),
            contentAuditFields(updated, now),
            contentAuditRules,
          ),
        });
        return updated;
      });
      const kept = new Set(uploadsOf(row));
      await deleteUnusedUploads(uploadsOf(before).filter((key) => !kept.has(key)));
      // A replaced (or removed) uploaded video: the old one's row and files go.
      await removeVideoLetGo(before.videoId, row.videoId);
      if (row.type === 'video' && !row.thumbnail && !row.videoId) fetchThumbnailLater(row.id);
      return { message: copy.admin.updated, content: await adminContent(row) };
    },
  );

  app.delete(
    apiRoutes.adminContent,
    recordedChange(
      'Delete a content, its favorites and history entries, and its uploaded files',
      ContentIdParams,
      Message,
    ),
    async (request) => {
      const row = await findContentById(app.db, request.params.id);
      if (!row) throw new HttpError(404, copy.detail.notFound);
      await app.db.transaction().execute(async (trx) => {
        await deleteContent(trx, row.id);
        await recordStaffAction(trx, request, {
          action: 'content.delete',
          target: { id: row.id, label: row.title },
        });
      });
      await deleteUnusedUploads(uploadsOf(row));
      await removeVideoLetGo(row.videoId);
      return { message: copy.admin.deleted };
    },
  );

  app.delete(
    apiPaths.adminSamples,
    {
      schema: {
        summary: 'Delete every sample content nobody has edited (edited ones are staff’s own and stay)',
        response: { 200: SamplesRemoved },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const samples = await listUneditedSamples(app.db);
      await app.db.transaction().execute(async (trx) => {
        for (const row of samples) await deleteContent(trx, row.id);
        await recordStaffAction(trx, request, {
          action: 'content.samples_delete',
          target: { id: null, label: copy.audit.samplesLabel },
          counts: { removed: samples.length },
        });
      });
      await deleteUnusedUploads(samples.flatMap(uploadsOf));
      return { message: copy.admin.samplesRemoved(samples.length), removed: samples.length };
    },
  );
};

export default contentAdminRoutes;
