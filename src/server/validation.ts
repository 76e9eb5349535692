import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
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

export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const forBodies = ajv(false);
  const forText = ajv('array');
  return ({ schema, httpPart }) => (httpPart === 'body' ? forBodies : forText).compile(schema as object);
}

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
