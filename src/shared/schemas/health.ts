import { Type, type Static } from 'typebox';

export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
});

export type HealthResponse = Static<typeof HealthResponse>;
