/** What a shared check (src/shared/checks) answers for bad input: the field to mark, the words to show. */
export const fieldProblem = (field: string, message: string) => ({ field, message });
