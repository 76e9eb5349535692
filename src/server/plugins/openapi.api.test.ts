import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

type Operation = { responses?: Record<string, unknown>; parameters?: unknown[]; requestBody?: unknown };

describe('GET /api/openapi.json', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists every API route the server answers, each with its responses and error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');

    const served = testApp.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').trim())
      .filter((line) => line.startsWith('/api'));
    expect(served.length).toBeGreaterThan(0);
    for (const line of served) {
      const [path, methods = ''] = line.split(' (');
      for (const method of methods.replace(')', '').split(', ')) {
        if (method === 'HEAD') continue;
        const operation = document.paths[path!]?.[method.toLowerCase()];
        expect(operation, `${method} ${path} in the document`).toBeDefined();
        expect(Object.keys(operation!.responses ?? {})).toEqual(expect.arrayContaining(['4XX', '5XX']));
      }
    }
    expect(document.paths['/api/health']?.get?.responses).toHaveProperty('200');
    expect(document.paths['/api/health']?.get?.responses).toHaveProperty('503');
  });
});
