import { Type, type Static } from 'typebox';

export const ErrorResponse = Type.Object(
  { message: Type.String({ description: 'A Japanese message to show the person as it is' }) },
  { $id: 'ErrorResponse' },
);

export type ErrorResponse = Static<typeof ErrorResponse>;

/** A refused form: the message, and the field it is about when it is one field's problem. */
export const FieldError = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type FieldError = Static<typeof FieldError>;
