import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { apiOnlyWebRoot, createTestConfig } from '#tests/support/test-app.js';
import { appPlugin } from '../app.js';

describe('closing the app', () => {
  it('lets a request in flight finish, then closes the database', async () => {
    const { config, cleanUp } = await createTestConfig();
    const app = Fastify({ logger: false, forceCloseConnections: 'idle' });
    await app.register(fp(appPlugin), { config, webRoot: apiOnlyWebRoot(config) });
    let release!: () => void;
    const handlerStarted = new Promise<void>((started) => {
      // A route that waits, then uses the database: the kind of request a shutdown must not cut.
      app.get(
        '/api/test/slow',
        {
          config: { access: 'public' },
          schema: { response: { 200: Type.Object({ answer: Type.Number() }) } },
        },
        async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(app.db);
          return { answer: Number(rows[0]!.answer) };
        },
      );
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address() as { port: number };
      const answer = fetch(`http://127.0.0.1:${address.port}/api/test/slow`);
      await handlerStarted;

      const closed = app.close();
      setTimeout(() => release(), 200);
      const response = await answer;
      expect(response.status).toBe(200);
      // Without this the keep-alive connection would hold the closing server open.
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({ answer: 42 });
      await closed;
      await expect(sql`select 1`.execute(app.db)).rejects.toThrow();
    } finally {
      await cleanUp();
    }
  });
});
