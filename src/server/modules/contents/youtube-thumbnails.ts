import type { FastifyBaseLogger } from 'fastify';
import { youtubeThumbnailUrl } from '#shared/youtube.js';
import type { Clock } from '#server/clock.js';
import type { Db } from '#server/db/database.js';
import { processImage } from '#server/images/process-image.js';
import type { FetchImage } from '#server/images/youtube-thumbnails.js';
import type { Storage } from '#server/storage/storage.js';
import { forgetPendingUpload, recordPendingUpload } from '../uploads/upload-repository.js';
import { findVideoThumbnail, setFetchedThumbnail, videosWithoutThumbnail } from './content-repository.js';

const embedId = /\/embed\/([\w-]{11})$/;

/**
 * Stores YouTube's thumbnail of a video like an upload, once, so members' browsers never ask
 * YouTube for card images. Returns false when it could not (no network): the card shows the
 * local placeholder and a later sweep tries again.
 */
export async function storeYoutubeThumbnail(
  deps: { db: Db; storage: Storage; fetchImage: FetchImage; clock: Clock; log: FastifyBaseLogger },
  contentId: string,
): Promise<boolean> {
  try {
    const content = await findVideoThumbnail(deps.db, contentId);
    const videoId = content?.videoUrl ? embedId.exec(content.videoUrl)?.[1] : undefined;
    if (!content || content.thumbnail || !videoId) return true;
    const image = await processImage(await deps.fetchImage(youtubeThumbnailUrl(videoId)), 'thumbnail');
    // Tracked like an upload until the video takes it, so a crash in between leaves no stray file.
    await recordPendingUpload(deps.db, image.key, deps.clock.now());
    await deps.storage.put(image.key, image.data, 'image/webp');
    const stored = await setFetchedThumbnail(deps.db, contentId, {
      videoUrl: content.videoUrl,
      thumbnail: image.key,
    });
    // Staff uploaded one or changed the video in the meantime: theirs wins, ours goes.
    if (!stored) await deps.storage.delete(image.key);
    await forgetPendingUpload(deps.db, image.key);
    return true;
  } catch (error) {
    deps.log.warn(
      { contentId, reason: (error as Error).message },
      'YouTube thumbnail not fetched; will retry',
    );
    return false;
  }
}

/** Tries again for videos still without a thumbnail, a few at a time. */
export async function retryMissingYoutubeThumbnails(
  deps: Parameters<typeof storeYoutubeThumbnail>[0],
  batch = 20,
): Promise<void> {
  for (const id of await videosWithoutThumbnail(deps.db, batch)) await storeYoutubeThumbnail(deps, id);
}
