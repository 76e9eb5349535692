/** What is wrong with one field of a form: its name (as the form and the API call it) and the Japanese message. */
export type FieldProblem<Field extends string = string> = { field: Field; message: string };
