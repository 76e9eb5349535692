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

  it('reads a key asked while the last statement is still on its way in a statement of its own', async () => {
    const calls: string[][] = [];
    let answerFirst: () => void = () => {};
    const batch = new ReadBatch(async (keys: string[]) => {
      const call = calls.push(keys);
      if (call === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
      return new Map(keys.map((key) => [key, `row ${key} (read ${call})`]));
    });
    const first = batch.read('a');
    await nextTurn();
    const second = batch.read('a');
    await nextTurn();
    answerFirst();
    expect(await first).toBe('row a (read 1)');
    expect(await second).toBe('row a (read 2)');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('splits a large turn into reads of at most the given number of keys', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `k${i}`);
    const store = recordingStore(Object.fromEntries(keys.map((key) => [key, `row ${key}`])));
    const batch = new ReadBatch(store.readMany, undefined, 2);
    expect(await Promise.all(keys.map((key) => batch.read(key)))).toEqual(keys.map((key) => `row ${key}`));
    expect(store.calls).toEqual([['k0', 'k1'], ['k2', 'k3'], ['k4']]);
  });

  it('asks again key by key when a statement of several fails: one bad key fails its own read only', async () => {
    const calls: string[][] = [];
    // As PostgreSQL refuses a text holding a NUL byte, and with it the whole statement.
    const refused = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    const batch = new ReadBatch(
      async (keys: string[]) => {
        calls.push(keys);
        if (keys.includes('bad\u0000')) throw refused;
        return new Map(keys.map((key) => [key, `row ${key}`]));
      },
      (error) => error === refused,
    );
    const answers = await Promise.allSettled(['a', 'bad\u0000', 'b'].map((key) => batch.read(key)));
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'failed'))).toEqual([
      'row a',
      'failed',
      'row b',
    ]);
    expect(calls).toEqual([['a', 'bad\u0000', 'b'], ['a'], ['bad\u0000'], ['b']]);
  });

  it('fails every read of a turn whose statement failed on the database, at once, and reads again in the next', async () => {
    let failing = true;
    let calls = 0;
    const batch = new ReadBatch(
      async (keys: string[]) => {
        calls += 1;
        if (failing) throw new Error('connection lost');
        return new Map(keys.map((key) => [key, `row ${key}`]));
      },
      () => false,
    );
    const failed = await Promise.allSettled([batch.read('a'), batch.read('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    // Not asked again key by key: a database that failed once would fail each of them too.
    expect(calls).toBe(1);
    failing = false;
    expect(await batch.read('a')).toBe('row a');
  });
});
