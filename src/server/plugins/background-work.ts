import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the answer has gone (a mail, a thumbnail fetch). Failures are logged;
     * closing the app waits for what is still running, so nothing writes after shutdown.
     */
    inBackground(name: string, work: () => Promise<unknown>): void;
    /** Waits for background work still running; the database plugin calls it before closing. */
    drainBackgroundWork(): Promise<void>;
    /**
     * Runs `work` in the background when the app is ready and every `everyMs` after, until it
     * closes; a slow round (a slow mail or push service, a long backup) is not overtaken by the next.
     */
    repeatInBackground(name: string, everyMs: number, work: () => Promise<unknown>): void;
  }
}

/** How often the sends and the backup look for due work: a 予約 goes out within a minute of its time. */
export const everyMinute = 60_000;

export default fp(
  async function backgroundWork(app: FastifyInstance) {
    const running = new Set<Promise<unknown>>();
    app.decorate('inBackground', (name: string, work: () => Promise<unknown>) => {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background work failed'))
        .finally(() => running.delete(task));
      running.add(task);
    });
    app.decorate('drainBackgroundWork', async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    });
    app.decorate('repeatInBackground', (name: string, everyMs: number, work: () => Promise<unknown>) => {
      let busy = false;
      const tick = () => {
        if (busy) return;
        busy = true;
        app.inBackground(name, () => work().finally(() => (busy = false)));
      };
      const timer = setInterval(tick, everyMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
      app.addHook('onReady', async () => tick());
    });
  },
  { name: 'background-work' },
);
