import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths } from '#shared/api-paths.js';
import type { TestVisitor } from './test-visitor.js';

// A tus 1.0 client through inject(), as tus-js-client speaks it, for the hosted video upload.

const tus = { 'tus-resumable': '1.0.0' };

const metadataOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export function tusClient(visitor: TestVisitor) {
  return {
    /** POST: start an upload; the answer's Location names it. */
    create: (length: number | string, metadata: Record<string, string>) =>
      visitor.request({
        method: 'POST',
        url: apiPaths.adminVideoUploads,
        headers: { ...tus, 'upload-length': String(length), 'upload-metadata': metadataOf(metadata) },
      }),
    /** HEAD: how many bytes the server has. */
    offset: async (location: string): Promise<number> => {
      const response = await visitor.request({ method: 'HEAD', url: location, headers: tus });
      if (response.statusCode !== 200) throw new Error(`HEAD ${location}: ${response.statusCode}`);
      return Number(response.headers['upload-offset']);
    },
    head: (location: string) => visitor.request({ method: 'HEAD', url: location, headers: tus }),
    patch: (location: string, offset: number, bytes: Buffer): Promise<LightMyRequestResponse> =>
      visitor.request({
        method: 'PATCH',
        url: location,
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload: bytes,
      }),
    cancel: (location: string) => visitor.request({ method: 'DELETE', url: location, headers: tus }),
  };
}

/** The video id an upload's Location names. */
export function uploadIdOf(location: string): string {
  return location.split('/').at(-1)!;
}

/** A few seconds of Debian ffmpeg's test picture and tone, written in `dir` (never committed). */
export function makeTestVideo(dir: string, name = 'lesson.mp4', seconds = 2): Buffer {
  const file = path.join(dir, name);
  const result = spawnSync(
    '/usr/bin/ffmpeg',
    [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=15:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-shortest'],
      ...['-c:v', name.endsWith('.webm') ? 'libvpx' : 'libx264', '-pix_fmt', 'yuv420p'],
      ...(name.endsWith('.webm') ? ['-c:a', 'libvorbis'] : ['-c:a', 'aac']),
      file,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
  return fs.readFileSync(file);
}
