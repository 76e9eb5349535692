import path from 'node:path';
import type { Config } from '../config.js';
import { localVideoStorage, type VideoStorage } from './video-storage.js';

/** The video storage STORAGE_DRIVER names; the S3 client is loaded only when used. */
export async function configuredVideoStorage(
  config: Pick<Config, 'storage' | 'dataDir'>,
): Promise<VideoStorage> {
  const settings = config.storage;
  if (settings.driver === 'local') return localVideoStorage(path.join(config.dataDir, 'videos'));
  const { s3VideoStorage } = await import('./s3-video-storage.js');
  return s3VideoStorage(settings.s3);
}
