import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

export type AppContextOptions = { config: Config; clock: Clock };

/** Makes the validated settings and the clock available to every plugin and route. */
export default fp<AppContextOptions>(
  async function appContext(app: FastifyInstance, options) {
    app.decorate('config', options.config);
    app.decorate('clock', options.clock);
  },
  { name: 'app-context' },
);
