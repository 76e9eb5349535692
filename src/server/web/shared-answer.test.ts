import { describe, expect, it } from 'vitest';
import { SharedAnswers } from './shared-answer.js';

describe('shared answers', () => {
  it('builds once for everyone asking within its lifetime, then again', async () => {
    let now = 0;
    let builds = 0;
    const answers = new SharedAnswers(1000, { entries: 10, bytes: 1e6 }, () => now);
    const build = async () => ({ built: ++builds });
    const first = await Promise.all([answers.get('feed', build), answers.get('feed', build)]);
    expect(builds).toBe(1);
    expect(first[0]).toBe(first[1]);
    now = 999;
    await answers.get('feed', build);
    expect(builds).toBe(1);
    now = 1000;
    expect((await answers.get('feed', build)).body.toString()).toBe('{"built":2}');
  });

  it('shows what it has built and kept, without building', async () => {
    let now = 0;
    const answers = new SharedAnswers(1000, { entries: 10, bytes: 1e6 }, () => now);
    expect(answers.peek('feed')).toBeNull();
    let finish: (value: unknown) => void = () => {};
    const building = answers.get('feed', () => new Promise((resolve) => (finish = resolve)));
    expect(answers.peek('feed')).toBeNull();
    finish({ built: 1 });
    const built = await building;
    expect(answers.peek('feed')).toBe(built);
    now = 1000;
    expect(answers.peek('feed')).toBeNull();
  });

  it('keeps no failed build and holds at most its number of entries', async () => {
    const answers = new SharedAnswers(60_000, { entries: 3, bytes: 1e6 }, () => 0);
    let builds = 0;
    const build = async () => ++builds;
    await expect(answers.get('x', async () => Promise.reject(new Error('not found')))).rejects.toThrow();
    await answers.get('x', build);
    expect(builds).toBe(1);
    for (const key of ['k1', 'k2', 'k3', 'k4']) await answers.get(key, build);
    // x went first, so it is built again.
    await answers.get('x', build);
    expect(builds).toBe(6);
  });

  it('holds at most its bytes of answers: past them, the oldest go first', async () => {
    // Each answer serialises to 10 bytes; room for 25.
    const answers = new SharedAnswers(60_000, { entries: 100, bytes: 25 }, () => 0);
    const builds: string[] = [];
    const build = (key: string) => async () => {
      builds.push(key);
      return key.padEnd(8, '.');
    };
    for (const key of ['k1', 'k2', 'k3', 'k4']) await answers.get(key, build(key));
    expect(answers.bytes).toBe(30);
    // Three answers passed the room when k4 came: k1 went, k3 was still kept.
    await answers.get('k3', build('k3'));
    await answers.get('k1', build('k1'));
    expect(builds).toEqual(['k1', 'k2', 'k3', 'k4', 'k1']);
  });

  it('counts the bytes of what it keeps only: a forgotten, cleared or failed answer holds none', async () => {
    const answers = new SharedAnswers(
      60_000,
      { entries: 100, bytes: 1e6 },
      () => 0,
      (value) => (value as { shows: string[] }).shows,
    );
    await answers.get('a', async () => ({ shows: ['x'] }));
    await answers.get('b', async () => ({ shows: ['y'] }));
    const each = answers.bytes / 2;
    answers.forgetTagged('x');
    expect(answers.bytes).toBe(each);
    await expect(answers.get('c', async () => Promise.reject(new Error('not found')))).rejects.toThrow();
    expect(answers.bytes).toBe(each);
    answers.clear();
    expect(answers.bytes).toBe(0);
    // Dropped by a forget while it was built: never counted.
    let finish: (value: { shows: string[] }) => void = () => {};
    const pending = answers.get('d', () => new Promise((resolve) => (finish = resolve)));
    answers.forgetTagged('z');
    finish({ shows: [] });
    await pending;
    expect(answers.bytes).toBe(0);
  });

  it('forgets the answers that show a tag, and those still being built, and keeps the others', async () => {
    const answers = new SharedAnswers(
      60_000,
      { entries: 10, bytes: 1e6 },
      () => 0,
      (value) => (value as { shows: string[] }).shows,
    );
    const builds: string[] = [];
    const build = (key: string, shows: string[]) => async () => {
      builds.push(key);
      return { shows };
    };
    await answers.get('feed', build('feed', ['a', 'b']));
    await answers.get('list', build('list', ['c']));
    let finish: (value: { shows: string[] }) => void = () => {};
    const pending = answers.get('search', () => new Promise((resolve) => (finish = resolve)));
    answers.forgetTagged('a');
    finish({ shows: [] });
    await pending;
    await answers.get('feed', build('feed', ['a', 'b']));
    await answers.get('list', build('list', ['c']));
    await answers.get('search', build('search', []));
    // The feed showed a, the search was still being built: both built again; the list kept.
    expect(builds).toEqual(['feed', 'list', 'feed', 'search']);
  });

  it('tells what is kept beside them that it went stale: only when what it shows was forgotten, or everything', () => {
    let now = 0;
    const answers = new SharedAnswers(1000, { entries: 10, bytes: 1e6 }, () => now);
    const list = { mark: answers.mark, ids: ['a', 'b'] };
    // A view of another content leaves the list as it is.
    answers.forgetTagged('c');
    expect(answers.forgotSince(list.mark, list.ids)).toBe(false);
    answers.forgetTagged('b');
    expect(answers.forgotSince(list.mark, list.ids)).toBe(true);
    const after = answers.mark;
    expect(answers.forgotSince(after, list.ids)).toBe(false);
    answers.clear();
    expect(answers.forgotSince(after, ['z'])).toBe(true);
    // Forgets older than the answers' life are let go; a mark from before them reads as stale.
    const old = answers.mark;
    answers.forgetTagged('a');
    now = 1500;
    answers.forgetTagged('d');
    expect(answers.forgotSince(old, ['z'])).toBe(true);
    expect(answers.forgotSince(answers.mark, ['a', 'd'])).toBe(false);
  });
});
