import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import fastJsonStringify, { type AnySchema, type Options as WriterOptions } from 'fast-json-stringify';
import { copy } from '#shared/copy.js';
import { HttpError } from './http-error.js';

// As Fastify's own compiler is set up, with one difference: query strings, path parameters and
// headers arrive as text, so numbers and lists in them are converted to what the schema says; a
// JSON body arrives typed and is taken exactly as sent. Converting bodies stored "1e5" as 100000
// and ["a"] as "a"; now such a body is refused (400) like any other wrong input.
const options: Options = { useDefaults: true, removeAdditional: false, allErrors: false };

function ajv(coerceTypes: Options['coerceTypes']): Ajv {
  const instance = new Ajv({ ...options, coerceTypes });
  addFormats.default(instance);
  return instance;
}

/**
 * `make` runs at the first call, not when the route is added. Compiling the checks and response
 * writers of all ~200 routes took about a third of the start (330 ms of 1.3 s) and their code
 * stayed in memory whether a route was ever asked or not; a route now pays a few milliseconds
 * once, at its first request. A schema that cannot compile still fails every request of that
 * route, so the route's own tests find it.
 */
export function compiledAtFirstUse<Made extends (input: never) => unknown>(make: () => Made) {
  const use = (input: Parameters<Made>[0]): ReturnType<Made> =>
    (use.current ??= make())(input) as ReturnType<Made>;
  use.current = undefined as Made | undefined;
  return use;
}

export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  let forBodies: Ajv | undefined;
  let forText: Ajv | undefined;
  return ({ schema, httpPart }) => {
    const compiled = compiledAtFirstUse(() =>
      httpPart === 'body'
        ? (forBodies ??= ajv(false)).compile(schema as object)
        : (forText ??= ajv('array')).compile(schema as object),
    );
    // Fastify reads what was wrong from the check's `errors`, as Ajv leaves them after each call.
    const check: ReturnType<FastifySchemaCompiler<unknown>> = (data: unknown) => {
      const valid = compiled(data);
      check.errors = compiled.current?.errors ?? null;
      return valid;
    };
    return check;
  };
}

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify's own response writer (fast-json-stringify with the shared schemas, ErrorResponse among
 * them, as its default builds it), made at first use.
 */
export const serializerFactory: SerializerFactory = (shared, options) => {
  return ({ schema }) =>
    compiledAtFirstUse(() => {
      const { $id } = schema as { $id?: string };
      // As Fastify's default: a schema is not given itself among the shared ones.
      const others = Object.fromEntries(Object.entries(shared ?? {}).filter(([id]) => id !== $id));
      return fastJsonStringify(schema as AnySchema, { ...(options as WriterOptions), schema: others });
    });
};

// A lone half of a UTF-16 surrogate pair (JSON can spell one as \ud800) is no character: stored,
// it would become U+FFFD. With the u flag a whole pair is one code point and does not match.
const loneSurrogate = /[\ud800-\udfff]/u;

function isWellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !loneSurrogate.test(value);
  if (Array.isArray(value)) return value.every(isWellFormed);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => !loneSurrogate.test(key) && isWellFormed(item));
  }
  return true;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but only valid text: bytes
 * that are not UTF-8 and lone surrogates are refused with the Japanese 400 instead of being
 * turned into U+FFFD.
 */
export function acceptOnlyValidJsonText(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(new HttpError(400, copy.site.invalidInput), undefined);
      return;
    }
    parse(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (!isWellFormed(value)) done(new HttpError(400, copy.site.invalidInput), undefined);
      else done(null, value);
    });
  });
}
