/**
 * The first thing wrong with a form's input: the field it is about and the Japanese message to
 * show. Every input check returns one of these or null; the web form marks the field, the server
 * answers 400 with both (`{ message, field }`).
 */
export type FieldProblem<Field extends string = string> = { field: Field; message: string };

/** Empty or only white space (full-width spaces included) counts as not filled in. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** The first of `fields`, in the form's order, left blank. */
export function firstBlank<Field extends string>(
  values: Record<Field, string>,
  fields: readonly Field[],
): Field | undefined {
  return fields.find((field) => isBlank(values[field]));
}
