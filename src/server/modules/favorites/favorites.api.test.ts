import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { listFavorites } from './favorite-repository.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

describe('favorites', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterAll(() => testApp.close());

  it('adds and removes, twice each without complaint, newest first in the list', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    expect((await member.request({ method: 'PUT', url: apiPaths.favorite('sample-01') })).json()).toEqual({
      isFavorite: true,
    });
    clock.set('2026-11-21T02:00:00Z');
    await member.request({ method: 'PUT', url: apiPaths.favorite('sample-04') });
    const again = await member.request({ method: 'PUT', url: apiPaths.favorite('sample-01') });
    expect(again.statusCode).toBe(200);

    const favorites = (await member.get(apiPaths.favorites)).json();
    expect(favorites.items.map((item: { content: { id: string } }) => item.content.id)).toEqual([
      'sample-04',
      'sample-01',
    ]);
    expect(favorites.items[1].addedAt).toBe('2026-11-21T01:00:00.000Z');
    expect((await member.get(apiPaths.content('sample-01'))).json().isFavorite).toBe(true);

    expect((await member.request({ method: 'DELETE', url: apiPaths.favorite('sample-01') })).json()).toEqual({
      isFavorite: false,
    });
    const absent = await member.request({ method: 'DELETE', url: apiPaths.favorite('sample-01') });
    expect(absent.statusCode).toBe(200);
    expect((await member.get(apiPaths.content('sample-01'))).json().isFavorite).toBe(false);
    expect((await member.get(apiPaths.favorites)).json().items).toHaveLength(1);
  });

  it('keeps each member’s favorites to herself', async () => {
    const hanako = await signedInMember(testApp.app, 'もみじ');
    const keiko = await signedInMember(testApp.app, 'もみじ');
    await hanako.request({ method: 'PUT', url: apiPaths.favorite('sample-02') });
    expect((await keiko.get(apiPaths.favorites)).json().items).toEqual([]);
  });

  it('refuses guests and the signed-out with "login required"', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    for (const response of [
      await guest.get(apiPaths.favorites),
      await guest.request({ method: 'PUT', url: apiPaths.favorite('sample-01') }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: copy.member.loginRequired });
    }
  });

  // Up to 500 cards a request: reading every article's text for them was the largest allocation of
  // the bench's mixed load (docs/decisions/0038-start-memory-and-first-script.md).
  it('reads what the cards show, not the articles behind them', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    await member.request({ method: 'PUT', url: apiPaths.favorite('sample-02') });
    const [row] = await listFavorites(testApp.app.db, member.userId);
    expect(row).toMatchObject({ id: 'sample-02', title: expect.any(String) });
    expect(row).not.toHaveProperty('body');
    expect(row).not.toHaveProperty('searchText');
  });

  it('answers 404 for a content that does not exist', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    const response = await member.request({ method: 'PUT', url: apiPaths.favorite('no-such-content') });
    expect(response.statusCode).toBe(404);
  });
});
