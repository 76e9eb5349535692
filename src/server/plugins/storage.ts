import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configuredStorage } from '../storage/configured-storage.js';
import type { Storage } from '../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export type StoragePluginOptions = { storage?: Storage };

export default fp<StoragePluginOptions>(
  async function storage(app: FastifyInstance, options) {
    if (options.storage) {
      app.decorate('storage', options.storage);
      return;
    }
    const configured = await configuredStorage(app.config);
    // Pooled connections to the object store would otherwise outlive the app.
    app.addHook('onClose', async () => configured.close());
    app.decorate('storage', configured.storage);
  },
  { name: 'storage', dependencies: ['app-context'] },
);
