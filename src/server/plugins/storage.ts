import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export type StoragePluginOptions = { storage?: Storage };

async function configuredStorage(app: FastifyInstance): Promise<Storage> {
  const settings = app.config.storage;
  if (settings.driver === 'local') return localStorage(path.join(app.config.dataDir, 'uploads'));
  // Loaded only when used: the S3 client is large, and most installs keep files locally.
  const { s3Storage } = await import('../storage/s3-storage.js');
  const storage = s3Storage(settings.s3);
  // Pooled connections to the object store would otherwise outlive the app.
  app.addHook('onClose', async () => storage.close());
  return storage;
}

export default fp<StoragePluginOptions>(
  async function storage(app: FastifyInstance, options) {
    app.decorate('storage', options.storage ?? (await configuredStorage(app)));
  },
  { name: 'storage', dependencies: ['app-context'] },
);
