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
