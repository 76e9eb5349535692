import { Type, type Static } from 'typebox';

export const ErrorResponse = Type.Object(
  { message: Type.String({ description: 'A Japanese message to show the person as it is' }) },
  { $id: 'ErrorResponse' },
);

export type ErrorResponse = Static<typeof ErrorResponse>;

/**
 * A refused input (400): the message, and the form field it is about when there is one (see
 * ../checks/field-problem.ts), so the form marks that field.
 */
export function fieldErrorResponse(fields: readonly string[]) {
  return Type.Object({
    message: Type.String({ description: 'A Japanese message to show the person as it is' }),
    field: Type.Optional(Type.Enum(fields, { description: 'The form field the message is about' })),
  });
}
