import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import fairTurns, { requestsPerTurn } from './fair-turns.js';

describe('fair turns', () => {
  it('begins a limited number of requests per turn of the event loop, the rest in arrival order after', async () => {
    const app = Fastify();
    await app.register(fairTurns);
    // Counts turns: a turn ends when setImmediate runs.
    let turn = 0;
    const tick = () => {
      turn++;
      ticker = setImmediate(tick);
    };
    let ticker = setImmediate(tick);
    const begun: { n: number; turn: number }[] = [];
    app.get('/work', async (request) => {
      begun.push({ n: Number((request.query as { n: string }).n), turn });
      return 'ok';
    });
    await app.ready();
    const total = requestsPerTurn * 4 + 3;
    const answers = await Promise.all(
      Array.from({ length: total }, (_, n) => app.inject({ method: 'GET', url: `/work?n=${n}` })),
    );
    clearImmediate(ticker);
    await app.close();
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(begun.map((entry) => entry.n)).toEqual(Array.from({ length: total }, (_, n) => n));
    const perTurn = new Map<number, number>();
    for (const entry of begun) perTurn.set(entry.turn, (perTurn.get(entry.turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(requestsPerTurn);
    expect(perTurn.size).toBeGreaterThanOrEqual(Math.ceil(total / requestsPerTurn));
  });
});
