import { commentLimits, countCharacters, normalizeCommentBody } from '../comments.js';
import { copy } from '../copy.js';
import type { FieldProblem } from './field-problem.js';

// A comment, a question or a reply (docs/product.md#comments-and-questions): the form and the server both
// check the text as it will be stored.

export const commentFields = ['body'] as const;
export type CommentField = (typeof commentFields)[number];

export function commentProblem(input: { body: string }): FieldProblem<CommentField> | null {
  const body = normalizeCommentBody(input.body);
  if (body === '') return { field: 'body', message: copy.comments.bodyMissing };
  const length = countCharacters(body);
  if (length > commentLimits.maxLength) {
    return { field: 'body', message: copy.comments.bodyTooLong(length - commentLimits.maxLength) };
  }
  return null;
}
