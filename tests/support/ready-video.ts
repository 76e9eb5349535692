import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '#server/clock.js';
import type { Db } from '#server/db/database.js';
import { buildContent } from '#server/modules/contents/content-factory.js';
import { insertContent, type ContentRow } from '#server/modules/contents/content-repository.js';
import type { VideoStorage } from '#server/storage/video-storage.js';
import { makeTempDir } from './temp-dir.js';

// A "ready" hosted video for playback tests, laid out as the conversion writes one
// (/tmp/video-contract.md): `<id>/a1/360p/index.m3u8` and `seg-NNNNN.ts`, AES-128 encrypted with
// the key address `key`, and `<id>/a1/poster.webp`; the row says ready with its renditions and key.
// Made by Debian's ffmpeg directly, until tests can run the real conversion.

export type HlsFiles = {
  /** The folder holding `360p/` and `poster.webp`. */
  dir: string;
  key: Buffer;
  durationSeconds: number;
  segments: string[];
};

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed: ${errors}`))));
  });
}

/**
 * A few seconds of test picture and tone (320x180 unless told) as encrypted HLS segments of
 * `segmentSeconds` (1 unless told) at `videoBitrate` (ffmpeg's choice unless told), and a poster.
 */
export async function makeHlsFiles(
  seconds = 4,
  options: { size?: string; segmentSeconds?: number; videoBitrate?: string } = {},
): Promise<HlsFiles> {
  const { size = '320x180', segmentSeconds = 1, videoBitrate } = options;
  const rate = videoBitrate ? ['-b:v', videoBitrate, '-maxrate', videoBitrate, '-bufsize', videoBitrate] : [];
  const dir = makeTempDir('hls');
  const rendition = path.join(dir, '360p');
  fs.mkdirSync(rendition);
  const key = randomBytes(16);
  const keyFile = path.join(dir, 'enc.key');
  fs.writeFileSync(keyFile, key);
  // No IV line: each segment's IV is its media sequence number, as HLS says.
  const keyInfo = path.join(dir, 'key-info');
  fs.writeFileSync(keyInfo, `key\n${keyFile}\n`);
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      ...rate,
      '-g',
      '25',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-shortest',
    ],
    ...[
      '-f',
      'hls',
      '-hls_time',
      String(segmentSeconds),
      '-hls_playlist_type',
      'vod',
      '-hls_key_info_file',
      keyInfo,
    ],
    ...['-hls_segment_filename', path.join(rendition, 'seg-%05d.ts'), path.join(rendition, 'index.m3u8')],
  ]);
  await ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180', '-frames:v', '1', '-c:v', 'libwebp'],
    path.join(dir, 'poster.webp'),
  ]);
  fs.rmSync(keyFile);
  const segments = fs.readdirSync(rendition).filter((name) => name.endsWith('.ts'));
  return { dir, key, durationSeconds: seconds, segments: segments.sort() };
}

/** What storing a video needs: an app, or a database and storage outside one (the bench). */
export type VideoPlace = { db: Db; videoStorage: VideoStorage; clock: Clock };

/** Puts `files` in the video storage as video `id`'s first attempt and marks its row ready. */
export async function storeReadyVideo(app: VideoPlace, files: HlsFiles, id = randomUUID()): Promise<string> {
  const now = app.clock.now().toISOString();
  const rendition = path.join(files.dir, '360p');
  for (const name of fs.readdirSync(rendition)) {
    const type = name.endsWith('.ts') ? 'video/mp2t' : 'application/vnd.apple.mpegurl';
    await app.videoStorage.putFile(`${id}/a1/360p/${name}`, path.join(rendition, name), type);
  }
  await app.videoStorage.putFile(`${id}/a1/poster.webp`, path.join(files.dir, 'poster.webp'), 'image/webp');
  await app.db
    .insertInto('videos')
    .values({
      id,
      state: 'ready',
      progress: 100,
      failure: null,
      originalName: 'lesson.mp4',
      originalKey: null,
      durationSeconds: files.durationSeconds,
      width: 320,
      height: 180,
      renditions: JSON.stringify([
        { name: '360p', width: 320, height: 180, bandwidth: 400_000, path: 'a1/360p' },
      ]),
      posterKey: `${id}/a1/poster.webp`,
      captionsKey: null,
      encryptionKey: files.key.toString('hex'),
      claimedBy: null,
      claimedUntil: null,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
      readyAt: now,
    })
    .execute();
  return id;
}

/**
 * A published video content showing hosted video `videoId`, visible from the start of its day. Its
 * YouTube address is empty ('' keeps the first schema's "a video has an address" check content).
 */
export async function contentShowingVideo(
  app: VideoPlace & { config: Pick<FastifyInstance['config'], 'timeZone'> },
  videoId: string,
  changes: { status?: 'draft' | 'published' } = {},
): Promise<ContentRow> {
  const now = app.clock.now();
  return insertContent(
    app.db,
    buildContent({ type: 'video', videoUrl: '', videoId, now, timeZone: app.config.timeZone, ...changes }),
  );
}
