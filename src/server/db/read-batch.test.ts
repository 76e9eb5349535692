import { describe, expect, it } from 'vitest';
import { ReadBatch } from './read-batch.js';

/** A store of rows by key that records every read it is asked. */
function recordingStore(rows: Record<string, string>) {
  const calls: string[][] = [];
  const readMany = async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.filter((key) => key in rows).map((key) => [key, rows[key]!]));
  };
  return { calls, readMany };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('reads gathered in one turn', () => {
  it('asks once for every key asked in the same turn, and gives each its own row', async () => {
    const store = recordingStore({ a: 'row a', b: 'row b', c: 'row c' });
    const batch = new ReadBatch(store.readMany);
    const answers = await Promise.all(['a', 'b', 'missing', 'c'].map((key) => batch.read(key)));
    expect(answers).toEqual(['row a', 'row b', undefined, 'row c']);
    expect(store.calls).toEqual([['a', 'b', 'missing', 'c']]);
  });

  it('asks a key wanted twice in a turn once, and answers both', async () => {
    const store = recordingStore({ a: 'row a' });
    const batch = new ReadBatch(store.readMany);
    expect(await Promise.all([batch.read('a'), batch.read('a')])).toEqual(['row a', 'row a']);
    expect(store.calls).toEqual([['a']]);
  });

  it('reads afresh in a later turn: nothing is kept from the turn before', async () => {
    const rows: Record<string, string> = { a: 'before' };
    const store = recordingStore(rows);
    const batch = new ReadBatch(store.readMany);
    expect(await batch.read('a')).toBe('before');
    rows.a = 'after';
    await nextTurn();
    expect(await batch.read('a')).toBe('after');
    expect(store.calls).toEqual([['a'], ['a']]);
  });

  it('splits a large turn into reads of at most the given number of keys', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `k${i}`);
    const store = recordingStore(Object.fromEntries(keys.map((key) => [key, `row ${key}`])));
    const batch = new ReadBatch(store.readMany, 2);
    expect(await Promise.all(keys.map((key) => batch.read(key)))).toEqual(keys.map((key) => `row ${key}`));
    expect(store.calls).toEqual([['k0', 'k1'], ['k2', 'k3'], ['k4']]);
  });

  it('fails every read of a turn whose statement failed, and reads again in the next', async () => {
    let failing = true;
    const batch = new ReadBatch(async (keys: string[]) => {
      if (failing) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, `row ${key}`]));
    });
    const failed = await Promise.allSettled([batch.read('a'), batch.read('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    expect(await batch.read('a')).toBe('row a');
  });
});
