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
  it('list every rendition, lowest first, each under its own grant', () => {
    const text = masterPlaylist(
      [
        { name: '720p', width: 1280, height: 720, bandwidth: 2_800_000, path: 'a1/720p' },
        { name: '360p', width: 640, height: 360, bandwidth: 800_000, path: 'a1/360p' },
      ],
      (name) => `1.sig-${name}`,
    );
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      '360p/1.sig-360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720',
      '720p/1.sig-720p/index.m3u8',
      '',
    ]);
  });

  it('point the key at the signed key route and leave the segments under the playlist’s grant', () => {
    const text = signedVariantPlaylist(variantTemplate(written), '/api/videos/v1/key?e=9&s=def');
    expect(text).toContain('#EXT-X-KEY:METHOD=AES-128,URI="/api/videos/v1/key?e=9&s=def",IV=0x');
    // Everything else stays as ffmpeg wrote it: segments by bare name, resolved under the grant.
    expect(text.replace('/api/videos/v1/key?e=9&s=def', 'key')).toBe(written);
  });

  it('refuse a playlist naming another file or another key', () => {
    expect(() => variantTemplate(written.replace('seg-00001.ts', '../x.ts'))).toThrow();
    expect(() => variantTemplate(written.replace('URI="key"', 'URI="http://x/k"'))).toThrow();
    expect(() => variantTemplate(written.replace('seg-00001.ts', 'http://x/seg-00001.ts'))).toThrow();
    // Without its key a playlist would hand out segments no key opens, or clear ones: refused.
    expect(() => variantTemplate(written.replace(/^#EXT-X-KEY.*\n/m, ''))).toThrow();
  });
});
