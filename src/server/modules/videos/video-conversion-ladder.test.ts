import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import { ladderArguments, ladderFor, pictureFilters, renditionsOf } from './video-conversion-ladder.js';
import { videoFailures } from './video-probe.js';

const sizes = (video: { width: number; height: number }) =>
  ladderFor(video).map((rung) => `${rung.name} ${rung.width}x${rung.height}`);

describe('the conversion ladder', () => {
  it('goes up to the source and never above it', () => {
    expect(sizes({ width: 1920, height: 1080 })).toEqual([
      '360p 640x360',
      '540p 960x540',
      '720p 1280x720',
      '1080p 1920x1080',
    ]);
    expect(sizes({ width: 1280, height: 720 })).toEqual(['360p 640x360', '540p 960x540', '720p 1280x720']);
    // 4K from a phone stops at 1080p.
    expect(sizes({ width: 3840, height: 2160 }).at(-1)).toBe('1080p 1920x1080');
    // Smaller than the lowest rung: one rendition at its own size.
    expect(sizes({ width: 320, height: 180 })).toEqual(['360p 320x180']);
  });

  it('names a portrait video by its short side and keeps it upright', () => {
    expect(sizes({ width: 1080, height: 1920 })).toEqual([
      '360p 360x640',
      '540p 540x960',
      '720p 720x1280',
      '1080p 1080x1920',
    ]);
  });

  it('keeps sizes even, as H.264 in 4:2:0 needs', () => {
    for (const rung of ladderFor({ width: 1366, height: 768 })) {
      expect(rung.width % 2).toBe(0);
      expect(rung.height % 2).toBe(0);
    }
  });

  it('counts the audio in each rendition’s bandwidth only when there is audio', () => {
    const ladder = ladderFor({ width: 1280, height: 720 });
    expect(renditionsOf(ladder, 2, true)[2]).toEqual({
      name: '720p',
      width: 1280,
      height: 720,
      bandwidth: 2_928_000,
      path: 'a2/720p',
    });
    expect(renditionsOf(ladder, 2, false)[0]!.bandwidth).toBe(800_000);
  });

  it('tone-maps HDR and brings 60 frames a second down to 30', () => {
    expect(pictureFilters({ hdr: false, frameRate: 29.97 })).toEqual([]);
    expect(pictureFilters({ hdr: true, frameRate: 59.94 }).join(',')).toMatch(/tonemap=.*fps=30$/);
  });

  it('encrypts with the key info file and aligns keyframes on 6 s segments', () => {
    const args = ladderArguments({
      input: '/tmp/in.mov',
      video: { width: 1280, height: 720, durationSeconds: 10, frameRate: 60, hasAudio: false, hdr: false },
      ladder: ladderFor({ width: 1280, height: 720 }),
      keyInfoFile: '/tmp/work/enc.keyinfo',
      outputDir: '/tmp/work/out',
      threads: 2,
      preset: 'veryfast',
    });
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect(after('-hls_key_info_file')).toBe('/tmp/work/enc.keyinfo');
    expect(after('-hls_time')).toBe('6');
    expect(after('-g')).toBe('180');
    expect(after('-var_stream_map')).toBe('v:0,name:360p v:1,name:540p v:2,name:720p');
    expect(args.filter((arg) => arg === '-threads')).toHaveLength(2);
    expect(args).not.toContain('0:a:0');
  });

  it('has Japanese words for every reason a conversion fails', () => {
    expect(Object.keys(copy.videoConversion.failures).toSorted()).toEqual([...videoFailures].toSorted());
  });
});
