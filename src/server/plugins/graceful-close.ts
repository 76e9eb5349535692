import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the app is closing, answers still in flight carry `Connection: close`, so a
 * keep-alive client does not hold the server open after its last answer.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
