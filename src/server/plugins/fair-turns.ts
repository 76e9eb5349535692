import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Requests begun per turn of the event loop before the rest wait for the next turn.
 *
 * Why (docs/decisions/0017-where-the-time-goes.md, "Findings"): Node accepts at most one new
 * connection per turn of its event loop, and a turn runs every request that has arrived on the
 * connections it already has. Saturated by a few hundred busy connections, a turn takes hundreds
 * of milliseconds, so someone who connects then waits in the kernel's accept queue for seconds
 * while the others are served. Short turns accept new connections often.
 */
export const requestsPerTurn = 16;

export default fp(
  async function fairTurns(app: FastifyInstance) {
    const waiting: (() => void)[] = [];
    let begunThisTurn = 0;
    let turnEndScheduled = false;
    let drainScheduled = false;

    // Runs after this turn's I/O: the next turn starts counting afresh.
    const endTurn = () => {
      turnEndScheduled = false;
      begunThisTurn = 0;
    };
    const begin = (go: () => void) => {
      if (!turnEndScheduled) {
        turnEndScheduled = true;
        setImmediate(endTurn);
      }
      begunThisTurn++;
      go();
    };
    // After this turn's I/O, with the turn's count just reset: the oldest waiting requests first.
    // setImmediate, not a timer: a timer waits at least a millisecond, and the server sat idle in
    // that wait (half its time under 50 busy connections). The next turn's poll for I/O, and
    // with it the accept of new connections, still comes between two drains.
    const drain = () => {
      drainScheduled = false;
      while (waiting.length > 0 && begunThisTurn < requestsPerTurn) begin(waiting.shift()!);
      if (waiting.length > 0) scheduleDrain();
    };
    const scheduleDrain = () => {
      if (drainScheduled) return;
      drainScheduled = true;
      setImmediate(drain);
    };

    app.addHook('onRequest', (_request, _reply, done) => {
      if (waiting.length === 0 && begunThisTurn < requestsPerTurn) {
        begin(done);
        return;
      }
      waiting.push(done);
      scheduleDrain();
    });
  },
  { name: 'fair-turns' },
);
