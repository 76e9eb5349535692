import { describe, expect, it } from 'vitest';
import { masterPlaylist, signedVariantPlaylist, variantTemplate } from './video-playlists.js';

const written = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:6',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x00000000000000000000000000000000',
  '#EXTINF:6.000000,',
  'seg-00000.ts',
  '#EXTINF:2.500000,',
  'seg-00001.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('playlists written per request', () => {
  it('list every rendition, lowest first, each with its own signed address', () => {
    const text = masterPlaylist(
      [
        { name: '720p', width: 1280, height: 720, bandwidth: 2_800_000, path: 'a1/720p' },
        { name: '360p', width: 640, height: 360, bandwidth: 800_000, path: 'a1/360p' },
      ],
      (name) => `e=1&s=sig-${name}`,
    );
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      '360p/index.m3u8?e=1&s=sig-360p',
      '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720',
      '720p/index.m3u8?e=1&s=sig-720p',
      '',
    ]);
  });

  it('sign every segment and point the key at the key route', () => {
    const text = signedVariantPlaylist(variantTemplate(written), 'e=9&s=abc', '/api/videos/v1/key?e=9&s=def');
    expect(text).toContain('#EXT-X-KEY:METHOD=AES-128,URI="/api/videos/v1/key?e=9&s=def",IV=0x');
    expect(text).toContain('\nseg-00000.ts?e=9&s=abc\n');
    expect(text).toContain('\nseg-00001.ts?e=9&s=abc\n');
    expect(text).not.toMatch(/^seg-\d+\.ts$/m);
    // Everything else stays as ffmpeg wrote it.
    expect(text.replace(/\?e=9&s=abc/g, '').replace('/api/videos/v1/key?e=9&s=def', 'key')).toBe(written);
  });

  it('refuse a playlist naming another file or another key', () => {
    expect(() => variantTemplate(written.replace('seg-00001.ts', '../x.ts'))).toThrow();
    expect(() => variantTemplate(written.replace('URI="key"', 'URI="http://x/k"'))).toThrow();
  });
});
