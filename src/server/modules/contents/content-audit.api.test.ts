import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import type { AuditEntry, AuditPage } from '#shared/schemas/audit.js';

// 23:10 on 25 November in Tokyo.
const clock = fixedClock('2026-11-25T14:10:00Z');

// A draft stores the start of its day as its publication time, unused. The 操作記録 must show
// only what staff changed: taking a content down is a change of state, not of a time she set.
describe('the audit log of a content taken down and edited as a draft', () => {
  let testApp: TestApp;
  let admin: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'ゆうやけ2026');
    admin = await signedInMember(testApp.app, 'ゆうやけ2026', { isAdmin: true });
  });
  afterAll(() => testApp.close());

  const latestEntry = async (): Promise<AuditEntry> =>
    ((await admin.get(apiPaths.adminAudit)).json() as AuditPage).items[0]!;
  const put = (id: string, payload: object) =>
    admin.request({ method: 'PUT', url: apiPaths.adminContent(id), payload });

  it('shows 公開 → 下書き without a publication time she did not set, and a draft’s new date as the date alone', async () => {
    const posted = await admin.post(
      apiPaths.adminContents,
      testArticle({ title: '夜のストレッチ', date: '2026-11-25', state: 'published' }),
    );
    expect(posted.statusCode).toBe(201);
    const id = posted.json().content.id as string;

    clock.set('2026-11-25T14:20:00Z');
    const takenDown = await put(
      id,
      testArticle({ title: '夜のストレッチ', date: '2026-11-25', state: 'draft' }),
    );
    expect(takenDown.statusCode, takenDown.body).toBe(200);
    expect((await latestEntry()).changes).toEqual([
      { field: 'state', before: 'published', after: 'draft' },
      { field: 'publishedAt', before: '2026-11-25T14:10:00.000Z', after: null },
    ]);

    clock.set('2026-11-25T14:30:00Z');
    const redated = await put(
      id,
      testArticle({ title: '夜のストレッチ', date: '2026-11-24', state: 'draft' }),
    );
    expect(redated.statusCode, redated.body).toBe(200);
    expect((await latestEntry()).changes).toEqual([
      { field: 'date', before: '2026-11-25', after: '2026-11-24' },
    ]);
  });
});
