import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest } from '#tests/support/signed-in.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { monthKey } from '#shared/business-time.js';
import { apiPaths } from '#shared/api-paths.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';

// On PostgreSQL the contents of pages asked together are read in one statement (read-batch.ts).
// Each page must still show its own content, and one a member may not see stays missing.
describe('many content pages asked at the same moment', () => {
  let testApp: TestApp;
  let guest: TestVisitor;
  const published: { id: string; title: string }[] = [];
  let draftId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    const passphrase = 'あじさい2026';
    await setPassphrase(testApp.app.db, monthKey(new Date(), 'Asia/Tokyo'), passphrase);
    guest = await signedInGuest(testApp.app, passphrase);
    const categories = ['diet', 'exercise', 'beauty'] as const;
    const rows = Array.from({ length: 9 }, (_, i) => ({
      ...buildContent({ title: `同時に開く記事 ${i + 1}`, category: categories[i % 3], date: '2026-11-20' }),
      status: 'published' as const,
    }));
    const draft = { ...buildContent({ title: 'まだ下書きの記事' }), status: 'draft' as const };
    const inserted = await insertContents(testApp.app.db, [...rows, draft]);
    for (const row of inserted.slice(0, 9)) published.push({ id: row.id, title: row.title });
    draftId = inserted[9]!.id;
  });
  afterAll(() => testApp.close());

  it('shows each page its own content, and a draft or an unknown page as not found', async () => {
    const unknownId = randomUUID();
    const asked = [...published.map(({ id }) => id), draftId, unknownId];
    const answers = await Promise.all(asked.map((id) => guest.get(apiPaths.content(id))));

    for (const [i, { id, title }] of published.entries()) {
      expect(answers[i]!.statusCode).toBe(200);
      expect(answers[i]!.json()).toMatchObject({ id, title });
    }
    expect(answers.slice(-2).map((answer) => answer.statusCode)).toEqual([404, 404]);
  });

  it('answers the others when one asks for an address the database would refuse', async () => {
    const [refused, ...others] = await Promise.all([
      guest.get('/api/contents/%00'),
      ...published.slice(0, 3).map(({ id }) => guest.get(apiPaths.content(id))),
    ]);
    expect(refused!.statusCode).toBe(400);
    expect(others.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  });
});
