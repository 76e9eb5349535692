import { Type, type Static } from 'typebox';

export const ErrorResponse = Type.Object(
  { message: Type.String({ description: 'A Japanese message to show the person as it is' }) },
  { $id: 'ErrorResponse' },
);

export type ErrorResponse = Static<typeof ErrorResponse>;
