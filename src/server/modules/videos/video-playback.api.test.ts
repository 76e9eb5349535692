import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { decryptSegment, followPlayback, isTransportStream, uriLines } from '#tests/support/hls-playback.js';
import {
  contentShowingVideo,
  makeHlsFiles,
  storeReadyVideo,
  type HlsFiles,
} from '#tests/support/ready-video.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { removeDir } from '#tests/support/temp-dir.js';

// Playing a hosted video (issue 24, docs/decisions/0029-video-playback-protection.md): playlists
// for a session that may see the content, addresses signed for that session, the key only while
// the session still stands.

const passphrase = 'さくらもち2026';
const addressRefused = { message: copy.videoPlayback.addressRefused };
// 21:00 in Tokyo on the month's last day: sessions last until 15:00 UTC.
const clock = fixedClock('2026-11-30T12:00:00Z');

let testApp: TestApp;
let app: FastifyInstance;
let files: HlsFiles;
let videoId: string;
let admin: TestVisitor;

beforeAll(async () => {
  files = await makeHlsFiles();
  testApp = await createTestApp({ clock });
  app = testApp.app;
  await setPassphrase(app.db, '2026-11', passphrase);
  admin = await signedInMember(app, passphrase, { isAdmin: true });
  videoId = await storeReadyVideo(app, files);
  await contentShowingVideo(app, videoId);
});
afterAll(async () => {
  await testApp?.close();
  if (files) removeDir(files.dir);
});

const segmentFile = (name: string) => fs.readFileSync(path.join(files.dir, '360p', name));

describe('a member and a guest play a hosted video', () => {
  for (const who of ['member', 'guest'] as const) {
    it(`gives a ${who} signed playlists, the segments and the key that decrypts them`, async () => {
      const visitor =
        who === 'member' ? await signedInMember(app, passphrase) : await signedInGuest(app, passphrase);
      const master = await visitor.get(apiPaths.videoMaster(videoId));
      expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
      expect(master.headers['cache-control']).toBe('no-store');
      expect(master.body).toContain('#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=320x180');
      expect(uriLines(master.body)).toEqual([expect.stringMatching(/^360p\/\d+\.[\w-]{43}\/index\.m3u8$/)]);

      const playback = await followPlayback(visitor, videoId);
      expect(playback.segmentUrls).toHaveLength(files.segments.length);
      // One grant in the playlist's address; each segment line is its bare name under it.
      expect(uriLines(playback.variantText)).toEqual(files.segments);
      const grant = /\/360p\/(\d+\.[\w-]{43})\/index\.m3u8$/.exec(playback.variantUrl)?.[1];
      expect(grant).toBeDefined();
      for (const url of playback.segmentUrls) {
        expect(url).toMatch(new RegExp(`^/api/videos/${videoId}/360p/${grant}/seg-\\d{5}\\.ts$`));
      }
      expect(playback.keyUrl).toMatch(new RegExp(`^/api/videos/${videoId}/key\\?e=\\d+&s=[\\w-]{43}$`));

      const segment = await visitor.get(playback.segmentUrls[1]!);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.headers['cache-control']).toMatch(/^private, max-age=\d+/);
      expect(Number(segment.headers['content-length'])).toBe(segmentFile('seg-00001.ts').length);
      expect(segment.rawPayload.equals(segmentFile('seg-00001.ts'))).toBe(true);
      // Encrypted as stored: no transport stream packets to read without the key.
      expect(isTransportStream(segment.rawPayload)).toBe(false);

      const key = await visitor.get(playback.keyUrl);
      expect(key.statusCode).toBe(200);
      expect(key.headers['cache-control']).toBe('no-store');
      expect(key.rawPayload).toHaveLength(16);
      expect(isTransportStream(decryptSegment(segment.rawPayload, key.rawPayload, playback.ivOf(1)))).toBe(
        true,
      );
    });
  }

  it('shows the poster and, once staff gave some, the captions to a session', async () => {
    const member = await signedInMember(app, passphrase);
    const poster = await member.get(apiPaths.videoPoster(videoId));
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(poster.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await member.get(apiPaths.videoCaptions(videoId))).statusCode).toBe(404);

    const captions = 'WEBVTT\n\n00:00.000 --> 00:02.000\nゆっくり腕を上げます\n';
    await app.videoStorage.put(`${videoId}/captions-test.vtt`, Buffer.from(captions), 'text/vtt');
    await app.db
      .updateTable('videos')
      .set({ captionsKey: `${videoId}/captions-test.vtt` })
      .where('id', '=', videoId)
      .execute();
    const answer = await member.get(apiPaths.videoCaptions(videoId));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/vtt');
    expect(answer.body).toBe(captions);
    expect((await testVisitor(app).get(apiPaths.videoPoster(videoId))).statusCode).toBe(401);
  });
});

describe('what a visitor without the right gets', () => {
  it('answers 401 to a visitor with no session, and 403 for a copied segment address', async () => {
    const member = await signedInMember(app, passphrase);
    const playback = await followPlayback(member, videoId);
    const stranger = testVisitor(app);
    for (const url of [apiPaths.videoMaster(videoId), playback.variantUrl, playback.keyUrl]) {
      const answer = await stranger.get(url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toEqual({ message: copy.member.loginRequired });
    }
    const segment = await stranger.get(playback.segmentUrls[0]!);
    expect(segment.statusCode).toBe(403);
    expect(segment.json()).toEqual(addressRefused);
  });

  it('refuses every address copied from another session, with 403', async () => {
    const member = await signedInMember(app, passphrase);
    const playback = await followPlayback(member, videoId);
    const otherSessions = [await signedInGuest(app, passphrase), await signedInMember(app, passphrase)];
    for (const other of otherSessions) {
      for (const url of [playback.variantUrl, playback.segmentUrls[0]!, playback.keyUrl]) {
        const answer = await other.get(url);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json()).toEqual(addressRefused);
      }
    }
    // The master playlist is her own to ask for: it carries her own signatures.
    const own = await followPlayback(otherSessions[0]!, videoId);
    expect(own.keyUrl).not.toBe(playback.keyUrl);
  });

  it('refuses a changed signature or a changed expiry', async () => {
    const member = await signedInMember(app, passphrase);
    const playback = await followPlayback(member, videoId);
    // The key's address carries ?e=…&s=…; the playlist's and segments' the grant <e>.<s> in the path.
    const changeSignature = (url: string) =>
      url.includes('?')
        ? url.replace(/s=([\w-])/, (_match, first: string) => `s=${first === 'A' ? 'B' : 'A'}`)
        : url.replace(
            /\/(\d+)\.([\w-])/,
            (_match, e: string, first: string) => `/${e}.${first === 'A' ? 'B' : 'A'}`,
          );
    const laterExpiry = (url: string) =>
      url.includes('?')
        ? url.replace(/e=(\d+)/, (_match, e: string) => `e=${Number(e) + 86400}`)
        : url.replace(/\/(\d+)\./, (_match, e: string) => `/${Number(e) + 86400}.`);
    for (const url of [playback.variantUrl, playback.segmentUrls[0]!, playback.keyUrl]) {
      for (const changed of [changeSignature(url), laterExpiry(url)]) {
        expect(changed).not.toBe(url);
        const answer = await member.get(changed);
        expect(answer.statusCode, changed).toBe(403);
        expect(answer.json()).toEqual(addressRefused);
      }
      expect((await member.get(url)).statusCode).toBe(200);
    }
  });

  it('refuses the addresses once the video’s length and half an hour have passed', async () => {
    const member = await signedInMember(app, passphrase);
    const playback = await followPlayback(member, videoId);
    const urls = [playback.variantUrl, playback.segmentUrls[0]!, playback.keyUrl];
    try {
      clock.set(new Date(Date.parse('2026-11-30T12:00:00Z') + (files.durationSeconds + 30 * 60 - 1) * 1000));
      for (const url of urls) expect((await member.get(url)).statusCode, url).toBe(200);
      clock.set(new Date(Date.parse('2026-11-30T12:00:00Z') + (files.durationSeconds + 30 * 60) * 1000));
      for (const url of urls) {
        const answer = await member.get(url);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json()).toEqual(addressRefused);
      }
      // A fresh master playlist signs anew.
      await followPlayback(member, videoId);
    } finally {
      clock.set('2026-11-30T12:00:00Z');
    }
  });

  it('hides a video no visible content shows: a draft, a video not ready, an unknown id', async () => {
    const member = await signedInMember(app, passphrase);
    const draftVideo = await storeReadyVideo(app, files);
    await contentShowingVideo(app, draftVideo, { status: 'draft' });
    const converting = await storeReadyVideo(app, files);
    await contentShowingVideo(app, converting);
    await app.db.updateTable('videos').set({ state: 'converting' }).where('id', '=', converting).execute();
    const unlinked = await storeReadyVideo(app, files);
    for (const id of [draftVideo, converting, unlinked, '00000000-0000-4000-8000-000000000000']) {
      for (const url of [apiPaths.videoMaster(id), apiPaths.videoPoster(id)]) {
        const answer = await member.get(url);
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json()).toEqual({ message: copy.videoPlayback.notFound });
      }
    }
  });
});

describe('a session that ends loses playback at its next playlist or key', () => {
  const expectStopped = async (visitor: TestVisitor, playback: { variantUrl: string; keyUrl: string }) => {
    for (const url of [apiPaths.videoMaster(videoId), playback.variantUrl, playback.keyUrl]) {
      expect((await visitor.get(url)).statusCode, url).toBe(401);
    }
  };

  it('a member staff disabled', async () => {
    const member = await signedInMember(app, passphrase);
    const playback = await followPlayback(member, videoId);
    const disabled = await admin.request({
      method: 'PUT',
      url: apiPaths.adminMemberStatus(member.userId),
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await expectStopped(member, playback);
  });

  it('a member who signed out, even to someone who kept her cookie', async () => {
    const member = await signedInMember(app, passphrase);
    const playback = await followPlayback(member, videoId);
    const token = member.sessionToken;
    expect((await member.post(apiPaths.logout)).statusCode).toBe(204);
    const keptCookie = testVisitor(app);
    keptCookie.useSessionToken(token);
    await expectStopped(keptCookie, playback);
  });

  it('a guest whose month’s passphrase was replaced', async () => {
    const guest = await signedInGuest(app, passphrase);
    const playback = await followPlayback(guest, videoId);
    const replaced = await admin.request({
      method: 'PUT',
      url: apiPaths.adminPassphrase('2026-11'),
      payload: { passphrase: 'かしわもち2026' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    try {
      await expectStopped(guest, playback);
    } finally {
      await setPassphrase(app.db, '2026-11', passphrase);
    }
  });
});

it('limits how often one session fetches the key', async () => {
  const member = await signedInMember(app, passphrase);
  const { keyUrl } = await followPlayback(member, videoId);
  for (let count = 1; count <= 60; count++) expect((await member.get(keyUrl)).statusCode).toBe(200);
  const limited = await member.get(keyUrl);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ message: copy.videoPlayback.keyTooOften });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another member's playback is not held back by hers.
  const other = await signedInMember(app, passphrase);
  expect((await other.get((await followPlayback(other, videoId)).keyUrl)).statusCode).toBe(200);
});
