import type { FastifyInstance, FastifyRequest } from 'fastify';
import { copy } from '#shared/copy.js';
import { HttpError } from '#server/http-error.js';
import { recordStaffAction } from '../audit/record-staff-action.js';
import { contentShowingVideo, removeHostedVideo } from '../contents/hosted-videos.js';
import type { VideoRow } from './video-repository.js';

/**
 * Staff remove a video (or cancel its upload): the row and every file of it go, and the audit log
 * says so. Not a video a content shows: the content would be left with nothing to play; it is
 * replaced from the content form instead.
 */
export async function removeVideoForStaff(
  app: FastifyInstance,
  request: FastifyRequest,
  video: Pick<VideoRow, 'id' | 'originalName'>,
): Promise<void> {
  const content = await contentShowingVideo(app.db, video.id);
  if (content) throw new HttpError(409, copy.hostedVideo.usedByContent(content.title));
  await removeHostedVideo(
    { db: app.db, videoStorage: app.videoStorage, dataDir: app.config.dataDir },
    video.id,
  );
  await recordStaffAction(app.db, request, {
    action: 'video.delete',
    target: { id: video.id, label: video.originalName },
  });
}
