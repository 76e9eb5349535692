import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, OneLinePerRequest } from './logger.js';

/** The log lines of an app with our logger, `route` registered, after one GET of `url`. */
async function logLinesOf(route: string, url: string): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('info') as object;
  const app: FastifyInstance = Fastify({
    logger: { ...options, stream },
    logController: new OneLinePerRequest(),
  });
  app.get(route, async () => 'ok');
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines;
}

describe('the request log', () => {
  it('keeps the path and drops the query string, where reset and setup links carry their token', async () => {
    const lines = await logLinesOf('/reset-password', '/reset-password?token=very-secret-token-value');
    const log = lines.join('');
    expect(log).toContain('/reset-password?[redacted]');
    expect(log).not.toContain('very-secret-token-value');
    // One line per request, with what it was answered and how long it took.
    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
  });

  it('leaves out the signature a video segment or playlist carries in its path', async () => {
    const signature = 'Zm9vYmFyLXNpZ25hdHVyZS12YWx1ZS1mb3ItdGVzdHM';
    const lines = await logLinesOf(
      '/api/videos/:id/:rendition/:grant/:segment',
      `/api/videos/v1/360p/1764500000.${signature}/seg-00001.ts`,
    );
    const log = lines.join('');
    expect(log).toContain('/api/videos/v1/360p/[redacted]/seg-00001.ts');
    expect(log).not.toContain(signature);
  });
});
