import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { auditEntries } from '#tests/support/audit-log.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';

// 23:10 on 25 November in Tokyo.
const clock = fixedClock('2026-11-25T14:10:00Z');

// The list's 公開する / 下書きに戻す buttons: the 操作記録 shows the state and the time members
// see it from, never the placeholder time a draft stores.
describe('the audit log of a program published and taken down from the list', () => {
  let testApp: TestApp;
  let admin: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'こがらし2026');
    admin = await signedInMember(testApp.app, 'こがらし2026', { isAdmin: true });
  });
  afterAll(() => testApp.close());

  const publish = (id: string, published: boolean) =>
    admin.request({ method: 'PUT', url: apiPaths.adminProgramPublished(id), payload: { published } });

  it('records 下書き → 公開 from no time to now, and back to （なし）', async () => {
    const created = await admin.post(apiPaths.adminPrograms, {
      title: '3日間の朝ストレッチ',
      description: '',
      coverKey: null,
      state: 'draft',
      days: [['sample-01'], ['sample-02'], ['sample-03']],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { program: { id: string } }).program.id;

    clock.set('2026-11-25T14:20:00Z');
    expect((await publish(id, true)).statusCode).toBe(200);
    const [published] = await auditEntries(admin);
    expect(published).toMatchObject({ action: 'program.publish' });
    expect(published!.changes).toEqual([
      { field: 'state', before: 'draft', after: 'published' },
      { field: 'publishedAt', before: null, after: '2026-11-25T14:20:00.000Z' },
    ]);

    clock.set('2026-11-25T14:30:00Z');
    expect((await publish(id, false)).statusCode).toBe(200);
    const [unpublished] = await auditEntries(admin);
    expect(unpublished).toMatchObject({ action: 'program.unpublish' });
    expect(unpublished!.changes).toEqual([
      { field: 'state', before: 'published', after: 'draft' },
      { field: 'publishedAt', before: '2026-11-25T14:20:00.000Z', after: null },
    ]);
  });
});
