import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { buildContent } from '../contents/content-factory.js';
import { insertContent } from '../contents/content-repository.js';

// Continue watching (issue 12): saved positions, resume rules, watched at 90%, 続きから見る, and the
// beacon that saves when the page is hidden.

const clock = fixedClock('2026-11-21T01:00:00Z');
const publicUrl = 'https://karada.example.jp';
const passphrase = 'もみじ';

describe('watch progress', () => {
  let testApp: TestApp;
  const videoIds: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true, env: { PUBLIC_URL: publicUrl } });
    await setPassphrase(testApp.app.db, '2026-11', passphrase);
    for (let index = 1; index <= 6; index += 1) {
      const video = buildContent({ type: 'video', title: `動画${index}`, now: clock.now() });
      await insertContent(testApp.app.db, video);
      videoIds.push(video.id);
    }
  });
  afterAll(() => testApp.close());

  const save = (visitor: TestVisitor, id: string, positionSeconds: unknown, durationSeconds: unknown = 300) =>
    visitor.request({
      method: 'POST',
      url: apiPaths.contentProgress(id),
      payload: { positionSeconds, durationSeconds },
    });
  const progressOf = async (visitor: TestVisitor, id: string) =>
    (await visitor.get(apiPaths.contentProgress(id))).json();

  it('saves the position in whole seconds and never past the end of the video', async () => {
    const member = await signedInMember(testApp.app, passphrase);
    expect((await progressOf(member, videoIds[0]!)).progress).toBeNull();

    const first = await save(member, videoIds[0]!, 42.4, 300.2);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      contentId: videoIds[0],
      positionSeconds: 42,
      durationSeconds: 300,
      watched: false,
      updatedAt: '2026-11-21T01:00:00.000Z',
    });

    const beyond = await save(member, videoIds[0]!, 5000, 300);
    expect(beyond.json()).toMatchObject({ positionSeconds: 300, durationSeconds: 300, watched: true });
    expect((await progressOf(member, videoIds[0]!)).progress).toMatchObject({ positionSeconds: 300 });
  });

  it('resumes only more than 10 s in and more than 30 s before the end', async () => {
    const member = await signedInMember(testApp.app, passphrase);
    const id = videoIds[1]!;
    const cases: Array<[number, number | null]> = [
      [10, null],
      [11, 11],
      [269, 269],
      [270, null],
    ];
    for (const [position, resumeAt] of cases) {
      await save(member, id, position, 300);
      const answer = await progressOf(member, id);
      expect(answer.progress.positionSeconds).toBe(position);
      expect(answer.resumeAt, `at ${position} s`).toBe(resumeAt);
    }
  });

  it('marks a video watched at 90%, and keeps the mark when she watches it again', async () => {
    const member = await signedInMember(testApp.app, passphrase);
    const id = videoIds[2]!;
    expect((await save(member, id, 269, 300)).json().watched).toBe(false);
    expect((await save(member, id, 270, 300)).json().watched).toBe(true);
    const again = (await save(member, id, 20, 300)).json();
    expect(again).toMatchObject({ positionSeconds: 20, watched: true });
  });

  it('lists 続きから見る: started, not finished, most recent first, at most 4', async () => {
    const member = await signedInMember(testApp.app, passphrase);
    // In the order she watched them, one minute apart.
    const watching: Array<[string, number]> = [
      [videoIds[0]!, 60], // in progress (oldest)
      [videoIds[1]!, 5], // barely started: not listed
      [videoIds[2]!, 280], // watched (over 90%): not listed
      [videoIds[3]!, 100],
      [videoIds[4]!, 150],
      [videoIds[5]!, 200],
      ['sample-01', 120], // newest
    ];
    for (const [index, [id, position]] of watching.entries()) {
      clock.set(new Date(Date.UTC(2026, 10, 21, 2, index)));
      expect((await save(member, id, position, 300)).statusCode).toBe(200);
    }
    const list = (await member.get(apiPaths.continueWatching)).json();
    expect(list.items.map((item: { content: { id: string } }) => item.content.id)).toEqual([
      'sample-01',
      videoIds[5],
      videoIds[4],
      videoIds[3],
    ]);
    expect(list.items[0].content).toMatchObject({ id: 'sample-01', type: 'video' });
    expect(list.items[0].progress).toMatchObject({
      positionSeconds: 120,
      durationSeconds: 300,
      watched: false,
    });

    // Every video she touched has its bar, most recent first.
    const all = (await member.get(apiPaths.progress)).json();
    expect(all.items).toHaveLength(7);
    expect(all.items[0]).toMatchObject({ contentId: 'sample-01', positionSeconds: 120 });
    expect(all.items.find((item: { contentId: string }) => item.contentId === videoIds[2])).toMatchObject({
      watched: true,
    });
  });

  it('keeps each member’s progress to herself', async () => {
    const hanako = await signedInMember(testApp.app, passphrase);
    const keiko = await signedInMember(testApp.app, passphrase);
    await save(hanako, 'sample-01', 100, 300);
    expect((await progressOf(keiko, 'sample-01')).progress).toBeNull();
    expect((await keiko.get(apiPaths.continueWatching)).json().items).toEqual([]);
  });

  it('is for members only: guests and the signed-out are asked to sign in', async () => {
    const guest = await signedInGuest(testApp.app, passphrase);
    const nobody = testVisitor(testApp.app);
    for (const visitor of [guest, nobody]) {
      for (const response of [
        await visitor.get(apiPaths.progress),
        await visitor.get(apiPaths.continueWatching),
        await visitor.get(apiPaths.contentProgress('sample-01')),
        await save(visitor, 'sample-01', 30, 300),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: copy.member.loginRequired });
      }
    }
  });

  it('refuses what is not a position in a video, in Japanese, and saves nothing', async () => {
    const member = await signedInMember(testApp.app, passphrase);
    for (const [position, duration] of [
      [-1, 300],
      [10, 0],
      [10, 24 * 60 * 60 + 1],
      ['十', 300],
    ] as const) {
      const response = await save(member, 'sample-01', position, duration);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: copy.site.invalidInput });
    }
    expect((await progressOf(member, 'sample-01')).progress).toBeNull();

    const article = await save(member, 'sample-02', 10, 300);
    expect(article.statusCode).toBe(400);
    expect(article.json()).toEqual({ message: copy.keepGoing.notAVideo });
    const missing = await save(member, 'no-such-content', 10, 300);
    expect(missing.statusCode).toBe(404);
    expect((await member.get(apiPaths.contentProgress('no-such-content'))).statusCode).toBe(404);
  });
});

describe('the beacon sent when the page is hidden', () => {
  let testApp: TestApp;
  let member: TestVisitor;
  const id = 'sample-01';

  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true, env: { PUBLIC_URL: publicUrl } });
    await setPassphrase(testApp.app.db, '2026-11', passphrase);
    member = await signedInMember(testApp.app, passphrase);
  });
  afterAll(() => testApp.close());

  // What navigator.sendBeacon sends: text/plain, no header of ours, the browser's own Origin.
  const beacon = (
    headers: Record<string, string>,
    payload = '{"positionSeconds":75.5,"durationSeconds":300}',
  ) =>
    member.request({
      method: 'POST',
      url: apiPaths.contentProgress(id),
      payload,
      headers: { 'x-requested-with': '', 'content-type': 'text/plain;charset=UTF-8', ...headers },
    });
  const position = async () =>
    (await member.get(apiPaths.contentProgress(id))).json().progress?.positionSeconds;

  it('saves from one of our own pages', async () => {
    const response = await beacon({ origin: publicUrl, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ positionSeconds: 76, durationSeconds: 300 });
    expect(await position()).toBe(76);
    // Safari before 16.4 sends no Sec-Fetch-Site; the Origin alone is then enough.
    expect(
      (await beacon({ origin: publicUrl }, '{"positionSeconds":80,"durationSeconds":300}')).statusCode,
    ).toBe(200);
    expect(await position()).toBe(80);
  });

  it('refuses one from another site, a sibling site, or without an Origin, and saves nothing', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: publicUrl, 'sec-fetch-site': 'same-site' },
      { origin: publicUrl, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of refused) {
      const response = await beacon(headers, '{"positionSeconds":200,"durationSeconds":300}');
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ message: copy.site.forbiddenRequest });
    }
    expect(await position()).toBe(80);
  });

  it('is allowed on this route only: other routes still refuse a text/plain post without our header', async () => {
    for (const [method, url] of [
      ['POST', apiPaths.contentViews(id)],
      ['PUT', apiPaths.contentDone(id)],
      ['POST', apiPaths.logout],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        payload: '{}',
        headers: { 'content-type': 'text/plain', origin: publicUrl, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('answers a beacon that is not our JSON, or too big, with a Japanese message', async () => {
    const own = { origin: publicUrl, 'sec-fetch-site': 'same-origin' };
    const garbled = await beacon(own, 'position=1');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ message: copy.site.invalidInput });
    const huge = await beacon(
      own,
      JSON.stringify({ positionSeconds: 1, durationSeconds: 300, pad: 'x'.repeat(2000) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: copy.site.payloadTooLarge });
    expect(await position()).toBe(80);
  });

  it('still needs a member: a guest’s beacon is refused', async () => {
    const guest = await signedInGuest(testApp.app, passphrase);
    const response = await guest.request({
      method: 'POST',
      url: apiPaths.contentProgress(id),
      payload: '{"positionSeconds":10,"durationSeconds":300}',
      headers: { 'x-requested-with': '', 'content-type': 'text/plain', origin: publicUrl },
    });
    expect(response.statusCode).toBe(401);
  });
});
