import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOnlyWebRoot, createTestConfig } from '#tests/support/test-app.js';
import { copy } from '#shared/copy.js';
import { buildApp } from './app.js';

// Node answers these before any route runs; a real listening server is needed to see them.
describe('requests Node refuses before the app', () => {
  let app: FastifyInstance;
  let port: number;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestConfig();
    cleanUp = test.cleanUp;
    app = await buildApp({
      config: test.config,
      logger: false,
      webRoot: apiOnlyWebRoot(test.config),
      timeouts: { requestMs: 1500, headersMs: 800, idleMs: 5000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await cleanUp();
  });

  /** Writes the bytes, then waits for the server to answer and close. */
  function exchange(bytes: string) {
    return new Promise<{ raw: string; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () =>
        resolve({ raw: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
      );
      setTimeout(() => reject(new Error('the server never closed the connection')), 10_000).unref();
    });
  }

  function parse(raw: string) {
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    return { status, head: head.toLowerCase(), body: body ? JSON.parse(body) : undefined };
  }

  it('cuts off a body that never finishes with 408 in Japanese', async () => {
    const { raw, ms } = await exchange(
      'POST /api/auth/gate HTTP/1.1\r\nHost: x\r\nX-Requested-With: karada-web\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pass',
    );
    const answer = parse(raw);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ message: copy.gate.timeout });
    expect(answer.head).toContain('x-content-type-options: nosniff');
    expect(ms).toBeLessThan(4000);
  });

  it('cuts off headers that never finish', async () => {
    const { raw, ms } = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    expect(parse(raw)).toMatchObject({ status: 408, body: { message: copy.gate.timeout } });
    expect(ms).toBeLessThan(4000);
  });

  it('answers headers that are too large with 431 in Japanese', async () => {
    const { raw } = await exchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(parse(raw)).toMatchObject({ status: 431, body: { message: copy.site.payloadTooLarge } });
  });

  it('answers a request it cannot read with 400 in Japanese', async () => {
    const { raw } = await exchange('NONSENSE\r\n\r\n');
    const answer = parse(raw);
    expect(answer).toMatchObject({ status: 400, body: { message: copy.site.invalidInput } });
    expect(answer.head).toContain('content-type: application/json; charset=utf-8');
  });
});
