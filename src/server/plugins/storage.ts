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

export default fp<StoragePluginOptions>(
  async function storage(app: FastifyInstance, options) {
    if (!options.storage && app.config.storage.driver === 's3') {
      throw new Error('STORAGE_DRIVER=s3 is not available yet; use local (the default)');
    }
    app.decorate('storage', options.storage ?? localStorage(path.join(app.config.dataDir, 'uploads')));
  },
  { name: 'storage', dependencies: ['app-context'] },
);
