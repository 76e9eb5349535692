import { Type, type Static } from 'typebox';

export const ErrorResponse = Type.Object(
  { message: Type.String({ description: 'A Japanese message to show the person as it is' }) },
  { $id: 'ErrorResponse' },
);

export type ErrorResponse = Static<typeof ErrorResponse>;

/** A 400 answer about one field of a form: the form marks that field (src/shared/checks). */
export const FieldErrorResponse = Type.Object({
  message: Type.String({ description: 'A Japanese message to show the person as it is' }),
  field: Type.Optional(Type.String({ description: 'The form field it is about' })),
});
