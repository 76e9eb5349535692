import { describe, expect, it } from 'vitest';
import { WriteWatch } from '#server/db/write-watch.js';
import { SessionCache, sessionCacheMs } from './session-cache.js';

describe('SessionCache', () => {
  const setUp = () => {
    let now = 0;
    let otherProcessCommits = 0;
    const watch = new WriteWatch(/\bsessions\b/, () => otherProcessCommits);
    const cache = new SessionCache<{ id: string }>(watch, () => now);
    let reads = 0;
    const read = (token: string) =>
      cache.read(token, async () => {
        reads++;
        return { id: `row of ${token}` };
      });
    return {
      watch,
      cache,
      read,
      reads: () => reads,
      later: (ms: number) => (now += ms),
      otherProcessCommits: () => otherProcessCommits++,
    };
  };

  it('answers the same cookie from memory until its time is up', async () => {
    const { read, reads, later } = setUp();
    await read('a');
    later(sessionCacheMs - 1);
    expect(await read('a')).toEqual({ id: 'row of a' });
    expect(reads()).toBe(1);
    later(1);
    await read('a');
    expect(reads()).toBe(2);
  });

  it('reads again as soon as another process has committed to the database', async () => {
    const { read, reads, otherProcessCommits } = setUp();
    await read('a');
    await read('a');
    expect(reads()).toBe(1);
    otherProcessCommits();
    await read('a');
    expect(reads()).toBe(2);
  });

  it('reads again after a write to a watched table', async () => {
    const { watch, read, reads } = setUp();
    await read('a');
    watch.changed();
    await read('a');
    expect(reads()).toBe(2);
  });

  it('does not keep a row read while a watched table changed', async () => {
    const { watch, cache } = setUp();
    await cache.read('a', async () => {
      watch.changed();
      return { id: 'maybe old' };
    });
    expect(cache.get('a')).toBeUndefined();
  });
});
