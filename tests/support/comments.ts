import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { CommentList } from '#shared/schemas/comments.js';
import type { TestVisitor } from './test-visitor.js';

// Comments and questions under a content (issue 23) as the tests write and read them.

/**
 * The steps the comments tests take again and again under one content. `contentIdOf` gives that
 * content: read when a step runs, so it may be created anew by the block's beforeEach.
 */
export function commentSteps(contentIdOf: () => string) {
  const post = (visitor: TestVisitor, body: string, extra: object = {}) =>
    visitor.post(apiPaths.contentComments(contentIdOf()), { kind: 'comment', body, ...extra });
  const list = async (visitor: TestVisitor) => {
    const response = await visitor.get(apiPaths.contentComments(contentIdOf()));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CommentList;
  };
  const bodies = async (visitor: TestVisitor) => (await list(visitor)).items.map((item) => item.body);
  const idOf = (response: { json: () => unknown }) =>
    (response.json() as { comment: { id: string } }).comment.id;
  return { post, list, bodies, idOf };
}
