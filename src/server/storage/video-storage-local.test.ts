import path from 'node:path';
import { text } from 'node:stream/consumers';
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
});
