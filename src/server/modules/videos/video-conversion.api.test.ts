import { execFileSync } from 'node:child_process';
import { createDecipheriv, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import {
  makeTestAudio,
  makeTestVideo,
  storedVideoFile,
  truncatedCopy,
  waitingVideo as addWaitingVideo,
} from '#tests/support/lavfi-videos.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { apiOnlyWebRoot, createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { claimNextVideo } from './video-jobs.js';

const clock = fixedClock('2026-11-26T01:00:00Z');
// Tests convert with x264's quickest preset; the ladder, encryption and layout are the real ones.
const env = { VIDEO_WORKER: 'off', VIDEO_PRESET: 'ultrafast', VIDEO_THREADS: '1' };

let testApp: TestApp;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  testApp = await createTestApp({ clock, env });
  app = testApp.app;
  dir = makeTempDir('videos');
});
afterAll(async () => {
  await testApp.close();
  removeDir(dir);
});

const waitingVideo = (file: string, ext = 'mp4', on = app) => addWaitingVideo(on, file, ext);
const rowOf = (id: string) =>
  app.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const stored = (key: string) => storedVideoFile(app, key);

type Renditions = Array<{ name: string; width: number; height: number; bandwidth: number; path: string }>;

/**
 * The first segment of a rendition, decrypted with the row's key as a player would (AES-128-CBC,
 * the IV the playlist gives or else the segment's sequence number), written where ffprobe reads it.
 */
async function decryptedFirstSegment(id: string, rendition: { path: string }, key: string) {
  const playlist = (await stored(`${id}/${rendition.path}/index.m3u8`))!.toString('utf8');
  const ivHex = /IV=0x([0-9a-fA-F]{32})/.exec(playlist)?.[1];
  const iv = ivHex ? Buffer.from(ivHex, 'hex') : Buffer.alloc(16);
  const encrypted = (await stored(`${id}/${rendition.path}/seg-00000.ts`))!;
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'hex'), iv);
  const file = path.join(dir, `${randomUUID()}.ts`);
  fs.writeFileSync(file, Buffer.concat([decipher.update(encrypted), decipher.final()]));
  return { file, encrypted, playlist };
}

function probeStreams(file: string) {
  const output = execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', file], {
    stdio: ['ignore', 'pipe', 'ignore'],
  }).toString();
  return (JSON.parse(output) as { streams: Array<Record<string, string | number>> }).streams;
}

// ffmpeg runs for real: generous limits for a busy 2-core machine, though each takes a few seconds.
describe('converting an uploaded video', { timeout: 60_000 }, () => {
  it('makes an encrypted 360p/540p/720p ladder of a 720p lesson, a poster, and removes the original', async () => {
    const { id, originalKey } = await waitingVideo(
      makeTestVideo(dir, 'lesson.mp4', { width: 1280, height: 720, seconds: 1 }),
    );
    expect(await app.videoConversion.convertWaiting()).toBe(1);

    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'ready', progress: 100, failure: null, width: 1280, height: 720 });
    expect(row.durationSeconds).toBeCloseTo(1, 0);
    expect(row.readyAt).toBe(clock.now().toISOString());
    const renditions = JSON.parse(row.renditions) as Renditions;
    expect(renditions.map(({ name, width, height, path }) => ({ name, width, height, path }))).toEqual([
      { name: '360p', width: 640, height: 360, path: 'a1/360p' },
      { name: '540p', width: 960, height: 540, path: 'a1/540p' },
      { name: '720p', width: 1280, height: 720, path: 'a1/720p' },
    ]);
    expect(row.encryptionKey).toMatch(/^[0-9a-f]{32}$/);

    for (const rendition of renditions) {
      const { file, encrypted, playlist } = await decryptedFirstSegment(id, rendition, row.encryptionKey!);
      expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128,URI="key"');
      expect(playlist).toContain('seg-00000.ts');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      // Without the key the segment is noise: an MPEG-TS packet starts with 0x47 every 188 bytes,
      // which noise does at about one packet start in 256. (Asking ffprobe to refuse the noise
      // is not a fair test: now and then random bytes look like some format to it.)
      const packetStarts = Array.from(
        { length: Math.floor(encrypted.length / 188) },
        (_, i) => encrypted[i * 188],
      );
      expect(packetStarts.length).toBeGreaterThan(20);
      expect(packetStarts.filter((byte) => byte === 0x47).length).toBeLessThan(packetStarts.length / 10);
      const streams = probeStreams(file);
      expect(streams.find((stream) => stream.codec_type === 'video')).toMatchObject({
        codec_name: 'h264',
        width: rendition.width,
        height: rendition.height,
        pix_fmt: 'yuv420p',
      });
      expect(streams.find((stream) => stream.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    }
    const poster = await stored(row.posterKey!);
    expect(row.posterKey).toBe(`${id}/a1/poster.webp`);
    expect(poster!.toString('latin1', 8, 12)).toBe('WEBP');
    // The key lives in the database only, and the original is gone once the video is ready.
    expect(await stored(`${id}/a1/720p/key`)).toBeNull();
    expect(row.originalKey).toBeNull();
    expect(await stored(originalKey)).toBeNull();
  });

  it('keeps a portrait phone video portrait, from upright pixels or from a display matrix', async () => {
    for (const file of [
      makeTestVideo(dir, 'upright.mp4', { width: 180, height: 320 }),
      makeTestVideo(dir, 'turned.mp4', { width: 320, height: 180, rotate: 90 }),
    ]) {
      const { id } = await waitingVideo(file);
      await app.videoConversion.convertWaiting();
      const row = await rowOf(id);
      expect(row).toMatchObject({ state: 'ready', width: 180, height: 320 });
      const [rendition] = JSON.parse(row.renditions) as Renditions;
      // Smaller than 360p: one rendition at its own size, never enlarged.
      expect(rendition).toMatchObject({ name: '360p', width: 180, height: 320 });
      const { file: segment } = await decryptedFirstSegment(id, rendition!, row.encryptionKey!);
      const picture = probeStreams(segment).find((stream) => stream.codec_type === 'video')!;
      expect(Number(picture.height)).toBeGreaterThan(Number(picture.width));
    }
  });

  it('converts a video without sound, with no audio track, and a 10-bit HDR one to viewable 8-bit', async () => {
    const silent = await waitingVideo(makeTestVideo(dir, 'silent.mov', { audio: false }), 'mov');
    const hdr = await waitingVideo(makeTestVideo(dir, 'iphone-hdr.mov', { hdr: true }), 'mov');
    expect(await app.videoConversion.convertWaiting()).toBe(2);

    const silentRow = await rowOf(silent.id);
    expect(silentRow.state).toBe('ready');
    const [silentRendition] = JSON.parse(silentRow.renditions) as Renditions;
    expect(silentRendition!.bandwidth).toBe(800_000);
    const silentStreams = probeStreams(
      (await decryptedFirstSegment(silent.id, silentRendition!, silentRow.encryptionKey!)).file,
    );
    expect(silentStreams.map((stream) => stream.codec_type)).toEqual(['video']);

    const hdrRow = await rowOf(hdr.id);
    expect(hdrRow.state).toBe('ready');
    const [hdrRendition] = JSON.parse(hdrRow.renditions) as Renditions;
    const picture = probeStreams(
      (await decryptedFirstSegment(hdr.id, hdrRendition!, hdrRow.encryptionKey!)).file,
    ).find((stream) => stream.codec_type === 'video');
    expect(picture).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
    expect(picture!.color_transfer).not.toBe('arib-std-b67');
  });

  it.each([
    [
      'a text file renamed .mp4',
      'not-video',
      () => writeFile('notes.mp4', 'これは動画ではありません\n'.repeat(50)),
    ],
    [
      'an MP4 cut in half',
      'corrupt',
      () => truncatedCopy(makeTestVideo(dir, 'whole.mp4'), path.join(dir, 'half.mp4')),
    ],
    ['sound only, renamed .mp4', 'no-video-stream', () => makeTestAudio(dir, 'voice-memo.mp4')],
    ['an empty file', 'empty', () => writeFile('empty.mp4', '')],
    ['a video over 4 hours', 'too-long', () => longVideo()],
  ])('refuses %s with its reason and keeps the original', async (_name, failure, make) => {
    const { id, originalKey } = await waitingVideo(make());
    const before = await stored(originalKey);
    expect(await app.videoConversion.convertWaiting()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', failure, originalKey, renditions: '[]' });
    expect(await stored(originalKey)).toEqual(before);
    expect(await stored(`${id}/a1/360p/index.m3u8`)).toBeNull();
  });
});

function writeFile(name: string, content: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** Four hours and a second of a 16×16 colour at one frame a second: under a second to make. */
function longVideo() {
  const file = path.join(dir, 'long.mp4');
  execFileSync('ffmpeg', [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=size=16x16:rate=1:duration=14401',
    ],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', file],
  ]);
  return file;
}

describe('the conversion job', { timeout: 60_000 }, () => {
  it('converts again into a fresh folder after a converter died, and publishes once', async () => {
    const { id } = await waitingVideo(makeTestVideo(dir, 'crash.mp4'));
    // A process claims it, writes part of its attempt, and is killed (-9): its lease runs out.
    const dead = await claimNextVideo(app.db, 'killed-process', clock.now(), 60_000);
    expect(dead).toMatchObject({ id, attempt: 1 });
    await app.videoStorage.put(`${id}/a1/360p/seg-00000.ts`, Buffer.from('half'), 'video/mp2t');
    // While its lease runs, nobody else takes it.
    expect(await app.videoConversion.convertWaiting()).toBe(0);
    expect((await rowOf(id)).state).toBe('converting');

    clock.set(new Date(clock.now().getTime() + 61_000));
    expect(await app.videoConversion.convertWaiting()).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'ready', attempts: 2, posterKey: `${id}/a2/poster.webp` });
    expect((JSON.parse(row.renditions) as Renditions)[0]!.path).toBe('a2/360p');
    expect(await stored(`${id}/a1/360p/seg-00000.ts`)).toBeNull();
    expect(await stored(`${id}/a2/360p/seg-00000.ts`)).not.toBeNull();
    expect(await app.videoConversion.convertWaiting()).toBe(0);
  });

  it('gives up after three converters died, keeping the original', async () => {
    const { id, originalKey } = await waitingVideo(makeTestVideo(dir, 'cursed.mp4'));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await claimNextVideo(app.db, `killed-${attempt}`, clock.now(), 60_000)).toMatchObject({
        attempt,
      });
      clock.set(new Date(clock.now().getTime() + 61_000));
    }
    expect(await app.videoConversion.convertWaiting()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', failure: 'conversion-failed', originalKey });
    expect(await stored(originalKey)).not.toBeNull();
  });

  it('shows the content of a video it made ready at once, in lists and beside its category', async () => {
    await setPassphrase(app.db, '2026-11', 'もみじ');
    const editor = await signedInMember(app, 'もみじ', { isAdmin: true });
    const member = await signedInMember(app, 'もみじ');
    const post = async (input: Record<string, unknown>) => {
      const response = await editor.post(apiPaths.adminContents, {
        title: '朝のヨガ',
        category: 'exercise',
        date: '2026-11-20',
        description: '',
        videoUrl: '',
        thumbnailKey: null,
        viewCount: 0,
        isFeatured: false,
        ...input,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ content: { id: string } }>().content.id;
    };
    const neighbour = await post({ type: 'article', body: '<p>本文</p>', date: '2026-11-01' });
    const { id: videoId } = await waitingVideo(makeTestVideo(dir, 'yoga.mp4'));
    const lesson = await post({ type: 'video', body: '', videoId });
    const seen = async () => {
      const list = (await member.get(`${apiPaths.contents}?list=new&category=exercise`)).json();
      const detail = (await member.get(apiPaths.content(neighbour))).json();
      return {
        list: (list.items as Array<{ id: string }>).some((card) => card.id === lesson),
        related: (detail.related as Array<{ id: string }>).some((card) => card.id === lesson),
      };
    };
    // Read, so the list and the category's newest are kept for this second of the app clock.
    expect(await seen()).toEqual({ list: false, related: false });
    expect(await app.videoConversion.convertWaiting()).toBe(1);
    // The same second: nothing kept from before the conversion is shown.
    expect(await seen()).toEqual({ list: true, related: true });
  });

  it('is done once by two app processes sharing the database and storage', async () => {
    const second = await buildApp({
      config: testApp.config,
      clock,
      logger: false,
      webRoot: apiOnlyWebRoot(testApp.config),
    });
    try {
      const { id } = await waitingVideo(makeTestVideo(dir, 'shared.mp4'));
      const taken = await Promise.all([
        app.videoConversion.convertWaiting(),
        second.videoConversion.convertWaiting(),
      ]);
      expect(taken.toSorted()).toEqual([0, 1]);
      expect(await rowOf(id)).toMatchObject({ state: 'ready', attempts: 1 });
    } finally {
      await second.close();
    }
  });
});

describe('GET /api/admin/videos/conversion', { timeout: 30_000 }, () => {
  it('tells staff whether this server can convert videos', async () => {
    await setPassphrase(app.db, '2026-11', 'もみじ');
    const editor = await signedInMember(app, 'もみじ', { staffRole: 'editor' });
    const response = await editor.get(apiPaths.adminVideoConversion);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true });
  });

  it('says no, and the site still runs, when ffmpeg is not there', async () => {
    const without = await createTestApp({ clock, env: { ...env, FFMPEG_PATH: '/nonexistent/ffmpeg' } });
    try {
      await setPassphrase(without.app.db, '2026-11', 'もみじ');
      const owner = await signedInMember(without.app, 'もみじ', { isAdmin: true });
      expect((await owner.get(apiPaths.adminVideoConversion)).json()).toEqual({ available: false });
      expect((await owner.get(apiPaths.health)).statusCode).toBe(200);
      const { id } = await waitingVideo(makeTestVideo(dir, 'waits.mp4'), 'mp4', without.app);
      expect(await without.app.videoConversion.convertWaiting()).toBe(0);
      const row = await without.app.db
        .selectFrom('videos')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.state).toBe('waiting');
    } finally {
      await without.close();
    }
  });
});
