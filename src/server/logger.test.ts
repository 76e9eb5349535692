import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, OneLinePerRequest } from './logger.js';

describe('the request log', () => {
  it('keeps the path and drops the query string, where reset and setup links carry their token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream }, logController: new OneLinePerRequest() });
    app.get('/reset-password', async () => 'ok');
    await app.inject({ method: 'GET', url: '/reset-password?token=very-secret-token-value' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/reset-password?[redacted]');
    expect(log).not.toContain('very-secret-token-value');
    // One line per request, with what it was answered and how long it took.
    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
  });
});
