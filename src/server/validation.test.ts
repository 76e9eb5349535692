import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { compiledAtFirstUse, serializerFactory, validatorCompiler } from './validation.js';

describe('route checks and response writers made at first use', () => {
  it('makes nothing when the route is added and makes it once, at the first request', () => {
    let made = 0;
    const double = compiledAtFirstUse(() => {
      made += 1;
      return (n: number) => n * 2;
    });
    expect(made).toBe(0);
    expect(double(2)).toBe(4);
    expect(double(5)).toBe(10);
    expect(made).toBe(1);
  });

  it('a check still says what was wrong after each call, as Fastify reads it', () => {
    const check = validatorCompiler()({
      schema: Type.Object({ list: Type.Union([Type.Literal('new'), Type.Literal('popular')]) }),
      method: 'GET',
      url: '/api/contents',
      httpPart: 'querystring',
    });
    expect(check({ list: 'new' })).toBe(true);
    expect(check.errors).toBeNull();
    expect(check({ list: 'old' })).toBe(false);
    expect(check.errors?.[0]?.instancePath).toBe('/list');
    expect(check({ list: 'popular' })).toBe(true);
    expect(check.errors).toBeNull();
  });

  it('a response writer reads the shared schemas it refers to and leaves out what is not declared', () => {
    const shared = { ErrorResponse: Type.Object({ message: Type.String() }, { $id: 'ErrorResponse' }) };
    const write = serializerFactory(
      shared,
      {},
    )({
      schema: Type.Ref('ErrorResponse'),
      method: 'GET',
      url: '/api/feed',
      httpStatus: '400',
    });
    expect(JSON.parse(write({ message: '入力内容をご確認ください。', secret: 'x' }))).toEqual({
      message: '入力内容をご確認ください。',
    });
  });
});
