import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { Message } from '#shared/schemas/auth.js';
import { VideoConversionStatus } from '#shared/schemas/video-conversion.js';
import { AdminVideo, VideoIdParams, videoUploadLimits } from '#shared/schemas/videos.js';
import { HttpError } from '#server/http-error.js';
import { recordedChange, recordStaffAction, staffRead } from '../audit/record-staff-action.js';
import { videoFailureMessage } from '../contents/hosted-videos.js';
import { findVideo, retryFailedVideo, setCaptionsKey, type VideoRow } from './video-repository.js';
import { removeVideoForStaff } from './video-removal.js';
import videoUploadRoutes from './video-upload-routes.js';

function toAdminVideo(row: VideoRow): AdminVideo {
  return {
    id: row.id,
    state: row.state,
    progress: row.progress,
    failure: videoFailureMessage(row.state, row.failure),
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    posterUrl: row.posterKey ? apiPaths.videoPoster(row.id) : null,
    hasCaptions: row.captionsKey !== null,
  };
}

/** WebVTT as the player takes it: UTF-8 text whose first line is WEBVTT (a BOM before it is allowed). */
function checkedCaptions(body: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new HttpError(400, copy.hostedVideo.captionsInvalid);
  }
  if (!/^\uFEFF?WEBVTT([ \t][^\r\n]*)?(\r\n|\r|\n|$)/.test(text)) {
    throw new HttpError(400, copy.hostedVideo.captionsInvalid);
  }
  return text;
}

/**
 * The staff routes of hosted videos (issue 24): whether this install converts them, state, retry,
 * captions, removal; and the upload.
 */
const videoAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(videoUploadRoutes);

  async function videoOr404(id: string): Promise<VideoRow> {
    const video = await findVideo(app.db, id);
    if (!video) throw new HttpError(404, copy.hostedVideo.notFound);
    return video;
  }

  app.get(
    apiRoutes.adminVideo,
    {
      schema: {
        summary: 'A hosted video: its upload or conversion state, and why it failed in Japanese',
        params: VideoIdParams,
        response: { 200: AdminVideo },
      },
    },
    async (request) => toAdminVideo(await videoOr404(request.params.id)),
  );

  // Whether uploaded videos can be converted here: without ffmpeg uploads wait (the README says how).
  app.get(
    apiPaths.adminVideoConversion,
    staffRead('Whether ffmpeg was found, so that uploaded videos are converted', VideoConversionStatus),
    async () => ({ available: app.videoConversion.available }),
  );

  app.post(
    apiRoutes.adminVideoRetry,
    recordedChange(
      'Convert a failed video again (back to waiting, attempts counted afresh)',
      VideoIdParams,
      AdminVideo,
    ),
    async (request) => {
      const video = await videoOr404(request.params.id);
      if (!(await retryFailedVideo(app.db, video.id, app.clock.now()))) {
        throw new HttpError(409, copy.hostedVideo.retryNotFailed);
      }
      await recordStaffAction(app.db, request, {
        action: 'video.retry',
        target: { id: video.id, label: video.originalName },
      });
      return toAdminVideo(await videoOr404(video.id));
    },
  );

  // Captions come as the .vtt file itself; checked as UTF-8 WebVTT, at most 1 MB.
  app.addContentTypeParser(
    /^text\/vtt(\s*;.*)?$/i,
    { parseAs: 'buffer', bodyLimit: videoUploadLimits.captionsMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.put(
    apiRoutes.adminVideoCaptions,
    {
      schema: {
        summary:
          'Set the captions (字幕): a WebVTT file up to 1 MB sent as text/vtt; replaces the ones before',
        params: VideoIdParams,
        response: { 200: AdminVideo },
      },
      bodyLimit: videoUploadLimits.captionsMaxBytes,
      config: { audit: 'recorded' },
      errorHandler: (error, request, reply) => {
        const status = (error as { statusCode?: number }).statusCode;
        const refusal =
          status === 413
            ? new HttpError(413, copy.hostedVideo.captionsTooLarge)
            : status === 415
              ? new HttpError(415, copy.hostedVideo.captionsInvalid)
              : error;
        return app.errorHandler(refusal, request, reply);
      },
    },
    async (request) => {
      const video = await videoOr404(request.params.id);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, copy.hostedVideo.captionsInvalid);
      const text = checkedCaptions(request.body);
      // A new name each time: a player that cached the old file cannot show it for the new one.
      const key = `${video.id}/captions-${randomBytes(8).toString('hex')}.vtt`;
      await app.videoStorage.put(key, Buffer.from(text, 'utf8'), 'text/vtt; charset=utf-8');
      await setCaptionsKey(app.db, video.id, key, app.clock.now());
      if (video.captionsKey) await app.videoStorage.delete(video.captionsKey);
      await recordStaffAction(app.db, request, {
        action: 'video.captions',
        target: { id: video.id, label: video.originalName },
        changes: [{ field: 'captions', before: video.captionsKey !== null, after: true }],
      });
      return toAdminVideo(await videoOr404(video.id));
    },
  );

  app.delete(
    apiRoutes.adminVideoCaptions,
    recordedChange('Remove the captions', VideoIdParams, AdminVideo),
    async (request) => {
      const video = await videoOr404(request.params.id);
      if (video.captionsKey) {
        await setCaptionsKey(app.db, video.id, null, app.clock.now());
        await app.videoStorage.delete(video.captionsKey);
        await recordStaffAction(app.db, request, {
          action: 'video.captions',
          target: { id: video.id, label: video.originalName },
          changes: [{ field: 'captions', before: true, after: false }],
        });
      }
      return toAdminVideo(await videoOr404(video.id));
    },
  );

  app.delete(
    apiRoutes.adminVideo,
    recordedChange(
      'Delete a hosted video and every file of it; refused while a content shows it (replace it from the content form)',
      VideoIdParams,
      Message,
    ),
    async (request) => {
      const video = await videoOr404(request.params.id);
      await removeVideoForStaff(app, request, video);
      return { message: copy.hostedVideo.deleted };
    },
  );
};

export default videoAdminRoutes;
