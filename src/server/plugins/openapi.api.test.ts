import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOnlyWebRoot, createTestApp, createTestConfig, type TestApp } from '#tests/support/test-app.js';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { appPlugin } from '../app.js';

type Operation = { responses?: Record<string, unknown>; requestBody?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('GET /api/openapi.json', () => {
  let testApp: TestApp;
  let document: Document;
  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => testApp.close());

  it('lists every API address the web app calls, each with its success and error answers', () => {
    expect(document.openapi).toBe('3.1.0');
    const fixed = (Object.values(apiPaths) as unknown[]).filter(
      (path): path is string => typeof path === 'string',
    );
    // The document writes route parameters OpenAPI's way: /api/contents/{id}.
    const patterns = Object.values(apiRoutes).map((route) => route.replace(/:(\w+)/g, '{$1}'));
    for (const path of [...fixed, ...patterns]) {
      const operations = Object.values(document.paths[path] ?? {});
      expect(operations.length, path).toBeGreaterThan(0);
      for (const operation of operations) {
        const statuses = Object.keys(operation.responses ?? {});
        expect(
          statuses.some((status) => /^2\d\d$/.test(status)),
          path,
        ).toBe(true);
        expect(statuses, path).toEqual(expect.arrayContaining(['4XX', '5XX']));
      }
    }
  });

  it('describes the body of every request that sends one', () => {
    const withBodies = [
      apiPaths.gate,
      apiPaths.login,
      apiPaths.register,
      apiPaths.passwordReset,
      apiPaths.setup,
    ];
    for (const path of withBodies) expect(document.paths[path]?.post?.requestBody, path).toBeDefined();
  });

  it('says which form fields a refused input may name', () => {
    const fieldOf = (path: string, method: string) => {
      const answer = document.paths[path]?.[method]?.responses?.['400'] as
        { content: Record<string, { schema: { properties: { field?: { enum?: string[] } } } }> } | undefined;
      return answer?.content['application/json']?.schema.properties.field?.enum;
    };
    expect(fieldOf(apiPaths.adminContents, 'post')).toEqual([
      'title',
      'videoUrl',
      'videoId',
      'body',
      'date',
      'publishTime',
      'liveLessonDate',
    ]);
    expect(fieldOf(apiPaths.register, 'post')).toEqual([
      'email',
      'password',
      'passwordConfirm',
      'passphrase',
      'displayName',
    ]);
    expect(fieldOf(apiPaths.me, 'patch')).toEqual(['email', 'displayName', 'currentPassword']);
    expect(fieldOf(apiPaths.adminSettings, 'put')).toContain('liveTime');
  });

  it('refuses to start when an API route declares no success response', async () => {
    const { config, cleanUp } = await createTestConfig();
    const app = Fastify({ logger: false });
    await app.register(fp(appPlugin), { config, webRoot: apiOnlyWebRoot(config) });
    try {
      expect(() =>
        app.get('/api/test/undocumented', { config: { access: 'public' } }, async () => ({})),
      ).toThrow(/declares no success response schema/);
    } finally {
      await app.close();
      await cleanUp();
    }
  });
});
