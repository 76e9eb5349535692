import { createDecipheriv } from 'node:crypto';
import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { TestVisitor } from './test-visitor.js';

/** The addresses a player finds by following a hosted video's playlists, as one visitor. */
export type Playback = {
  variantUrl: string;
  variantText: string;
  segmentUrls: string[];
  keyUrl: string;
  /** Each segment's IV: the playlist's IV, or the segment's media sequence number. */
  ivOf: (index: number) => Buffer;
};

/** `uri` as a player resolves it against the address it came from: path and query. */
export function resolvedAddress(uri: string, base: string): string {
  const url = new URL(uri, new URL(base, 'http://site.test'));
  return `${url.pathname}${url.search}`;
}

export function uriLines(playlist: string): string[] {
  return playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
}

/** Follows the master playlist to the first rendition's playlist, its segments and its key. */
export async function followPlayback(visitor: TestVisitor, videoId: string): Promise<Playback> {
  const masterUrl = apiPaths.videoMaster(videoId);
  const master = await visitor.get(masterUrl);
  expect(master.statusCode, master.body).toBe(200);
  const variantUrl = resolvedAddress(uriLines(master.body)[0]!, masterUrl);
  const variant = await visitor.get(variantUrl);
  expect(variant.statusCode, variant.body).toBe(200);
  const keyLine = variant.body.split('\n').find((line) => line.startsWith('#EXT-X-KEY:'))!;
  const keyUri = /URI="([^"]+)"/.exec(keyLine)![1]!;
  const ivHex = /IV=0x([0-9a-fA-F]{32})/.exec(keyLine)?.[1];
  const firstSequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(variant.body)?.[1] ?? 0);
  return {
    variantUrl,
    variantText: variant.body,
    segmentUrls: uriLines(variant.body).map((uri) => resolvedAddress(uri, variantUrl)),
    keyUrl: resolvedAddress(keyUri, variantUrl),
    ivOf: (index) => {
      if (ivHex) return Buffer.from(ivHex, 'hex');
      const iv = Buffer.alloc(16);
      iv.writeUInt32BE(firstSequence + index, 12);
      return iv;
    },
  };
}

/** AES-128-CBC, as HLS encrypts a whole segment. */
export function decryptSegment(bytes: Buffer, key: Buffer, iv: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([decipher.update(bytes), decipher.final()]);
}

/** An MPEG transport stream: 188-byte packets, each starting with the sync byte 0x47. */
export function isTransportStream(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.length % 188 !== 0) return false;
  for (let offset = 0; offset < bytes.length; offset += 188) if (bytes[offset] !== 0x47) return false;
  return true;
}
