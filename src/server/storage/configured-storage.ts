import path from 'node:path';
import type { Config } from '../config.js';
import { localStorage } from './local-storage.js';
import type { Storage } from './storage.js';

/** The storage driver STORAGE_DRIVER names; close() lets go of the S3 driver's connections. */
export async function configuredStorage(
  config: Pick<Config, 'storage' | 'dataDir'>,
): Promise<{ storage: Storage; close: () => void }> {
  const settings = config.storage;
  if (settings.driver === 'local') {
    return { storage: localStorage(path.join(config.dataDir, 'uploads')), close: () => {} };
  }
  // Loaded only when used: the S3 client is large, and most installs keep files locally.
  const { s3Storage } = await import('./s3-storage.js');
  const storage = s3Storage(settings.s3);
  return { storage, close: () => storage.close() };
}
