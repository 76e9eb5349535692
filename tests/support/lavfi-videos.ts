import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Small test videos made on the spot with ffmpeg's lavfi sources (nothing committed): a test
 * pattern and, unless `audio` is false, a tone. `portrait` flips the size; `rotate` stores
 * landscape pixels with a phone's display matrix instead. `heavy` adds noise and stores it
 * losslessly: about 5 MB a second at 640x360, a large file (several upload chunks) made in moments.
 */
export function makeTestVideo(
  dir: string,
  name: string,
  options: {
    width?: number;
    height?: number;
    seconds?: number;
    audio?: boolean;
    rotate?: 90;
    hdr?: boolean;
    heavy?: boolean;
  } = {},
): string {
  const { width = 320, height = 180, seconds = 2, audio = true } = options;
  const file = path.join(dir, name);
  const noise = options.heavy ? ',noise=alls=60:allf=t' : '';
  const source = `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}${noise}`;
  const video = options.hdr
    ? // A 10-bit HEVC tagged HLG/BT.2020, as an iPhone records HDR.
      ['-c:v', 'libx265', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p10le', '-tag:v', 'hvc1']
    : [
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        ...(options.heavy ? ['-qp', '0'] : []),
      ];
  const hdrTags = options.hdr
    ? [
        '-color_primaries',
        'bt2020',
        '-color_trc',
        'arib-std-b67',
        '-colorspace',
        'bt2020nc',
        '-x265-params',
        'log-level=error',
      ]
    : [];
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source],
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
    ...video,
    ...hdrTags,
    ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
    file,
  ]);
  if (options.rotate) {
    // ffmpeg 5 writes the display matrix when remuxing only, as a phone's file has it.
    const turned = path.join(dir, `turned-${name}`);
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-c', 'copy'],
      ...['-metadata:s:v:0', `rotate=${options.rotate}`, turned],
    ]);
    fs.renameSync(turned, file);
  }
  return file;
}

/** A tone and nothing else, in an MP4 (what a voice memo renamed .mp4 looks like). */
export function makeTestAudio(dir: string, name: string): string {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:a', 'aac', '-f', 'mp4', file],
  ]);
  return file;
}

/** The first half of a file, as a dropped download leaves it. */
export function truncatedCopy(source: string, target: string): string {
  const bytes = fs.readFileSync(source);
  fs.writeFileSync(target, bytes.subarray(0, Math.floor(bytes.length / 2)));
  return target;
}

/** A video row waiting for conversion, its original put in storage as a finished upload leaves it. */
export async function waitingVideo(app: FastifyInstance, file: string, ext = 'mp4') {
  const id = randomUUID();
  const originalKey = `${id}/original.${ext}`;
  await app.videoStorage.putFile(originalKey, file, 'video/mp4');
  const now = app.clock.now().toISOString();
  await app.db
    .insertInto('videos')
    .values({
      id,
      state: 'waiting',
      originalName: path.basename(file),
      originalKey,
      sizeBytes: fs.statSync(file).size,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id, originalKey };
}

/** A file in the video storage, whole, or null when it is not there. */
export async function storedVideoFile(app: FastifyInstance, key: string): Promise<Buffer | null> {
  const object = await app.videoStorage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
