import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { ErrorResponse } from '#shared/schemas/error.js';

/**
 * Publishes the OpenAPI document and makes sure every route states its error answers too,
 * so the document lists what a client can really receive.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    app.addSchema(ErrorResponse);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'からだ日和 API', version: '1' },
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`),
      },
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const schema = (route.schema ??= {});
      const response = (schema.response ??= {}) as Record<string, unknown>;
      if (!Object.keys(response).some((status) => /^2\d\d$/.test(status))) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no success response schema`);
      }
      response['4xx'] ??= Type.Ref('ErrorResponse');
      response['5xx'] ??= Type.Ref('ErrorResponse');
    });

    app.get(
      '/api/openapi.json',
      {
        schema: {
          summary: 'This document',
          tags: ['meta'],
          response: { 200: Type.Object({}, { additionalProperties: true }) },
        },
        config: { access: 'public' },
      },
      async () => app.swagger(),
    );
  },
  { name: 'openapi' },
);
