import { Writable } from 'node:stream';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { apiOnlyWebRoot, createTestApp, createTestConfig, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { appPlugin } from '../app.js';
import { HttpError } from '../http-error.js';

describe('the error handler', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers an unknown API path with a Japanese 404', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: copy.site.notFound });
  });

  it('answers broken JSON with a Japanese 400 instead of the framework text', async () => {
    testApp = await createTestApp();
    const response = await testVisitor(testApp.app).postRaw(apiPaths.gate, 'application/json', '{"broken": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.site.invalidInput });
  });

  it('answers a malformed API address in Japanese, with the security headers', async () => {
    testApp = await createTestApp();
    // A page's address gets a page instead (web-app.api.test.ts).
    const response = await testApp.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.site.invalidInput });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('passes our own 4xx messages through and hides 5xx details while logging them', async () => {
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const { config, cleanUp } = await createTestConfig();
    const app = Fastify({ logger: { level: 'info', stream: logStream } });
    await app.register(fp(appPlugin), { config, webRoot: apiOnlyWebRoot(config) });
    // Routes registered beside the real plugins, only to make each kind of failure happen.
    app.get(
      '/api/test/refused',
      { config: { access: 'public' }, schema: { response: { 200: Type.Null() } } },
      async () => {
        throw new HttpError(409, 'このメールアドレスは既に登録されています');
      },
    );
    app.get(
      '/api/test/crash',
      { config: { access: 'public' }, schema: { response: { 200: Type.Null() } } },
      async () => {
        throw new Error('connection string postgres://secret@db leaked');
      },
    );
    try {
      const refused = await app.inject({ method: 'GET', url: '/api/test/refused' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'このメールアドレスは既に登録されています' });

      const crash = await app.inject({ method: 'GET', url: '/api/test/crash' });
      expect(crash.statusCode).toBe(500);
      expect(crash.json()).toEqual({ message: copy.site.genericError(copy.site.unknownError) });
      expect(crash.body).not.toContain('secret');
      expect(logLines.some((line) => line.includes('"level":50') && line.includes('leaked'))).toBe(true);
    } finally {
      await app.close();
      await cleanUp();
    }
  });
});
