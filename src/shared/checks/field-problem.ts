/** What an input check returns: the first field that cannot be accepted, and why (in Japanese). */
export type FieldProblem<Field extends string = string> = { field: Field; message: string };
