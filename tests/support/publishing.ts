import { afterAll, beforeAll, expect } from 'vitest';
import type { PublishingState } from '#shared/schemas/publishing.js';
import { setPassphrase } from './accounts.js';
import { serverZoneForAllTests } from './server-zone.js';
import { signedInGuest, signedInMember } from './signed-in.js';
import { createTestApp, fixedClock, type TestApp } from './test-app.js';
import type { TestVisitor } from './test-visitor.js';

// 下書き / 予約 / 公開 at the edge (docs/decisions/0019-scheduled-posts.md): an item scheduled for
// 2026-12-01 07:00 Tokyo time, and the seconds either side of it.

export const scheduledFor = '2026-11-30T22:00:00.000Z';
export const secondBefore = '2026-11-30T21:59:59.000Z';
export const secondAfter = '2026-11-30T22:00:01.000Z';

export type PublishingEdge = {
  testApp: TestApp;
  admin: TestVisitor;
  member: TestVisitor;
  guest: TestVisitor;
  /** The clock a second before the scheduled time, then a second after it. */
  toSecondBefore(): void;
  toSecondAfter(): void;
  /** See expectStatesAtTheEdge: the staff list at listPath, by the edge's admin. */
  expectStates(listPath: string, ids: { scheduled: string; draft: string; published: string }): Promise<void>;
};

/** Every edge test's month passphrase: nothing depends on its words. */
const passphrase = 'もみじ';

/**
 * For a describe block at the 予約 edge: the server process in `zone`, and in beforeAll an app
 * with a passphrase for each of `months` and staff, a member and a guest signed in; the app closes
 * in afterAll. Call it first in the block, before the block's own beforeAll.
 */
export function publishingEdgeForAllTests(
  zone: string,
  options: { months: readonly string[]; seedSamples?: boolean },
): PublishingEdge {
  serverZoneForAllTests(zone);
  // Starts two hours before the scheduled time; the tests move it.
  const clock = fixedClock('2026-11-30T20:00:00Z');
  const edge = {
    toSecondBefore: () => clock.set(secondBefore),
    toSecondAfter: () => clock.set(secondAfter),
    expectStates: (listPath, ids) => expectStatesAtTheEdge(edge.admin, listPath, clock, ids),
  } as PublishingEdge;
  beforeAll(async () => {
    edge.testApp = await createTestApp({ clock, seedSamples: options.seedSamples });
    const { app } = edge.testApp;
    for (const month of options.months) await setPassphrase(app.db, month, passphrase);
    edge.admin = await signedInMember(app, passphrase, { isAdmin: true });
    edge.member = await signedInMember(app, passphrase);
    edge.guest = await signedInGuest(app, passphrase);
  });
  afterAll(async () => {
    await edge.testApp?.close();
  });
  return edge;
}

/** A staff list (contents or programs) as id → state; `query` such as '?state=draft'. */
async function statesListed(
  admin: TestVisitor,
  listPath: string,
  query = '',
): Promise<Record<string, PublishingState>> {
  const response = await admin.get(`${listPath}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const { items } = response.json() as { items: { id: string; state: PublishingState }[] };
  return Object.fromEntries(items.map((item) => [item.id, item.state]));
}

/**
 * A staff list shows each of a scheduled, a draft and a public item in its state, and filters by
 * state, a second before the scheduled time and a second after it (when 予約 has become 公開).
 */
async function expectStatesAtTheEdge(
  admin: TestVisitor,
  listPath: string,
  clock: { set: (to: string) => void },
  ids: { scheduled: string; draft: string; published: string },
): Promise<void> {
  const states = (query = '') => statesListed(admin, listPath, query);
  clock.set(secondBefore);
  expect(await states()).toEqual({
    [ids.scheduled]: 'scheduled',
    [ids.draft]: 'draft',
    [ids.published]: 'published',
  });
  expect(await states('?state=scheduled')).toEqual({ [ids.scheduled]: 'scheduled' });
  expect(await states('?state=draft')).toEqual({ [ids.draft]: 'draft' });
  expect(await states('?state=published')).toEqual({ [ids.published]: 'published' });
  clock.set(secondAfter);
  expect(await states('?state=published')).toEqual({
    [ids.scheduled]: 'published',
    [ids.published]: 'published',
  });
  expect(await states('?state=scheduled')).toEqual({});
}
