import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldProblem } from '#shared/checks/field-problem.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import { inputError } from '../http-error.js';

/**
 * A form route's input check (shared/checks), declared once in `config.form`: `fields` are what
 * its 400 answer may name, and its 401 and 409 (a wrong passphrase, an address already taken);
 * `problem`, when the check needs nothing but the body, runs after the
 * route's own preHandlers (the attempt limits), so a refused input is still counted as an attempt.
 * A check that must wait for the database (a token, an admin that exists) stays in the handler.
 */
export type FormCheck = {
  fields: readonly string[];
  // `never`: any check of a body fits; the route's body schema has shaped the body already.
  problem?: (body: never) => FieldProblem<string> | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    form?: FormCheck;
  }
}

export default fp(
  async function formChecks(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const form = (route.config as { form?: FormCheck } | undefined)?.form;
      if (!form) return;
      // In place: the OpenAPI document reads this very object.
      const schema = (route.schema ??= {});
      const response = (schema.response ??= {}) as Record<string, unknown>;
      response[400] = fieldErrorResponse(form.fields);
      // A route that declares its own 401 or 409 keeps it.
      response[401] ??= fieldErrorResponse(form.fields);
      response[409] ??= fieldErrorResponse(form.fields);
      const { problem } = form;
      if (!problem) return;
      const check: preHandlerAsyncHookHandler = async (request) => {
        const found = problem(request.body as never);
        if (found) throw inputError(found);
      };
      const own = route.preHandler ?? [];
      route.preHandler = [...(Array.isArray(own) ? own : [own]), check];
    });
  },
  { name: 'form-checks' },
);
