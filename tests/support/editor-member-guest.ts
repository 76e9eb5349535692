import { afterAll, beforeAll } from 'vitest';
import { setPassphrase } from './accounts.js';
import { signedInGuest, signedInMember } from './signed-in.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { TestVisitor } from './test-visitor.js';

export type EditorMemberAndGuest = {
  testApp: TestApp;
  /** 編集者: staff who upload and write the contents. */
  editor: TestVisitor;
  member: TestVisitor;
  guest: TestVisitor;
};

/**
 * For a describe block: an app with the passphrase もみじ for `month`, and an editor, a member and a
 * guest signed in with it — those who upload a video, and those who may or may not watch it. The
 * fields are filled in before the block's tests run; read them inside the tests.
 */
export function editorMemberAndGuest(
  options: Parameters<typeof createTestApp>[0],
  month: string,
): EditorMemberAndGuest {
  const people = {} as EditorMemberAndGuest;
  beforeAll(async () => {
    people.testApp = await createTestApp(options);
    const { app } = people.testApp;
    await setPassphrase(app.db, month, 'もみじ');
    people.editor = await signedInMember(app, 'もみじ', { staffRole: 'editor' });
    people.member = await signedInMember(app, 'もみじ');
    people.guest = await signedInGuest(app, 'もみじ');
  });
  afterAll(() => people.testApp?.close());
  return people;
}
