import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { localVideoStorage } from './video-storage.js';

describe('local video storage', () => {
  let dir = '';
  afterEach(() => removeDir(dir));

  it('gives back what it stored with the type a player needs, and nothing once the video is deleted', async () => {
    dir = makeTempDir('videos');
    const storage = localVideoStorage(path.join(dir, 'videos'));
    await storage.put('abc/a1/720p/index.m3u8', Buffer.from('#EXTM3U\n'), 'application/vnd.apple.mpegurl');

    const stored = await storage.get('abc/a1/720p/index.m3u8');
    expect(stored?.contentType).toBe('application/vnd.apple.mpegurl');
    expect(stored?.size).toBe(8);
    expect(await text(stored!.body)).toBe('#EXTM3U\n');
    // A folder and a name outside the keys are not files to hand out.
    expect(await storage.get('abc/a1')).toBeNull();
    expect(await storage.get('../secret')).toBeNull();

    await storage.deletePrefix('abc');
    expect(await storage.get('abc/a1/720p/index.m3u8')).toBeNull();
  });

  it('gives back whole files read in one piece or several, and an empty one', async () => {
    dir = makeTempDir('videos');
    const storage = localVideoStorage(path.join(dir, 'videos'));
    // A segment is read in one go up to 1 MB: one below, one past it, and nothing at all.
    for (const [index, size] of [700_000, 1_500_000, 0].entries()) {
      const bytes = randomBytes(size);
      await storage.put(`abc/a1/360p/seg-0000${index}.ts`, bytes, 'video/mp2t');
      const stored = await storage.get(`abc/a1/360p/seg-0000${index}.ts`);
      expect(stored?.size).toBe(size);
      expect((await buffer(stored!.body)).equals(bytes)).toBe(true);
    }
  });
});
