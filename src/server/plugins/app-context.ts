import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { FetchImage } from '../images/youtube-thumbnails.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    /** How the server fetches images from outside (YouTube thumbnails). */
    fetchImage: FetchImage;
  }
}

export type AppContextOptions = { config: Config; clock: Clock; fetchImage: FetchImage };

/** Makes the validated settings, the clock and the outside world available to every plugin and route. */
export default fp<AppContextOptions>(
  async function appContext(app: FastifyInstance, options) {
    app.decorate('config', options.config);
    app.decorate('clock', options.clock);
    app.decorate('fetchImage', options.fetchImage);
  },
  { name: 'app-context' },
);
