import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteStaleSessions } from '../modules/auth/session-repository.js';

const everySixHours = 6 * 60 * 60 * 1000;

/** Forgets ended sessions and spent reset links, at start and every six hours. */
export default fp(
  async function housekeeping(app: FastifyInstance) {
    const sweep = async () => {
      const now = app.clock.now();
      await deleteStaleSessions(app.db, now);
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
      await app.db.deleteFrom('passwordResetTokens').where('expiresAt', '<', dayAgo).execute();
    };
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, everySixHours);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.addHook('onReady', sweep);
  },
  { name: 'housekeeping', dependencies: ['database'] },
);
