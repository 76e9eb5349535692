import { describe, expect, it } from 'vitest';
import { chooseEncoding, SharedAnswers } from './shared-answer.js';

describe('shared answers', () => {
  it('builds once for everyone asking within its lifetime, then again', async () => {
    let now = 0;
    let builds = 0;
    const answers = new SharedAnswers(1000, 10, () => now);
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

  it('keeps no failed build, forgets by prefix, and holds at most its number of entries', async () => {
    const answers = new SharedAnswers(60_000, 3, () => 0);
    let builds = 0;
    const build = async () => ++builds;
    await expect(answers.get('x', async () => Promise.reject(new Error('not found')))).rejects.toThrow();
    await answers.get('x', build);
    expect(builds).toBe(1);
    await answers.get('detail:a:1', build);
    await answers.get('detail:a:2', build);
    answers.forget('detail:a:');
    await answers.get('detail:a:1', build);
    expect(builds).toBe(4);
    for (const key of ['k1', 'k2', 'k3', 'k4']) await answers.get(key, build);
    // x went first, so it is built again.
    await answers.get('x', build);
    expect(builds).toBe(9);
  });

  it('sends brotli or gzip only to clients that take them', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
