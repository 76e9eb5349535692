import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configuredVideoStorage } from '../storage/configured-video-storage.js';
import type { VideoStorage } from '../storage/video-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    videoStorage: VideoStorage;
  }
}

export default fp(
  async function videoStorage(app: FastifyInstance) {
    const storage = await configuredVideoStorage(app.config);
    app.addHook('onClose', async () => storage.close());
    app.decorate('videoStorage', storage);
  },
  { name: 'video-storage', dependencies: ['app-context'] },
);
