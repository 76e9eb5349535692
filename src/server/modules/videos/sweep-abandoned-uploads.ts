import type { FastifyBaseLogger } from 'fastify';
import { removeHostedVideo, type VideoRemoval } from '../contents/hosted-videos.js';
import { abandonedUploads } from './video-repository.js';

/** An upload nobody has sent a byte to for a day is given up: a resume after that starts afresh. */
export const abandonedAfterMs = 24 * 60 * 60 * 1000;

/** Removes abandoned uploads (row and bytes received); run by the hourly housekeeping. */
export async function sweepAbandonedUploads(
  removal: VideoRemoval & { log: FastifyBaseLogger },
  now: Date,
): Promise<number> {
  const ids = await abandonedUploads(removal.db, new Date(now.getTime() - abandonedAfterMs));
  for (const id of ids) await removeHostedVideo(removal, id);
  if (ids.length > 0) removal.log.info({ count: ids.length }, 'abandoned video uploads removed');
  return ids.length;
}
