import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { CommentList } from '#shared/schemas/comments.js';
import { setPassphrase } from './accounts.js';
import { testArticle } from './contents.js';
import { signedInMember } from './signed-in.js';
import { createTestApp, type fixedClock } from './test-app.js';
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

/**
 * What every comments test starts from, at 10:00 on 26 November in Tokyo: a fresh app, the month's
 * passphrase, an admin, a member (hanako) and one article by the admin to comment under.
 */
export async function contentToCommentOn(clock: ReturnType<typeof fixedClock>, passphrase: string) {
  clock.set('2026-11-26T01:00:00Z');
  const testApp = await createTestApp({ clock });
  await setPassphrase(testApp.app.db, '2026-11', passphrase);
  const admin = await signedInMember(testApp.app, passphrase, { isAdmin: true });
  const hanako = await signedInMember(testApp.app, passphrase);
  const created = await admin.post(apiPaths.adminContents, testArticle({ title: '朝のストレッチ' }));
  const contentId = (created.json() as { content: { id: string } }).content.id;
  return { testApp, admin, hanako, contentId };
}
