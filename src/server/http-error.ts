import type { FieldProblem } from '#shared/checks/field-problem.js';

/**
 * An error whose Japanese message is meant for the person; the error handler passes it through,
 * with `extra` fields (declared in the route's error schema) beside the message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refused input (shared/checks): 400 with the message and the field it is about. */
export function inputError(problem: FieldProblem<string>): HttpError {
  return new HttpError(400, problem.message, { field: problem.field });
}
