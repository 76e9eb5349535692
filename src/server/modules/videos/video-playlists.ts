import type { Rendition } from './video-playback-repository.js';

// The playlists a player reads (issue 24). Both are written for each request, so the addresses in
// them carry signatures of that session; neither may be kept by a browser or a proxy.

/**
 * The master playlist: one line per rendition, lowest first, each to its own variant playlist
 * (relative to /api/videos/<id>/master.m3u8) with the query string `signedQuery` gives it.
 */
export function masterPlaylist(
  renditions: readonly Rendition[],
  signedQuery: (name: string) => string,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of [...renditions].sort((a, b) => a.bandwidth - b.bandwidth)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height}`,
      `${encodeURIComponent(rendition.name)}/index.m3u8?${signedQuery(rendition.name)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export const segmentName = /^seg-\d{5}\.ts$/;

/**
 * A variant playlist as ffmpeg wrote it, with each segment's address signed (`segmentQuery`) and
 * the key's literal `key` address replaced by `keyUri`. A line this code does not expect (another
 * file name, another key address) throws: nothing unsigned is handed out.
 */
export function signedVariantPlaylist(written: string, segmentQuery: string, keyUri: string): string {
  const out: string[] = [];
  for (const line of written.split(/\r?\n/)) {
    if (line.startsWith('#EXT-X-KEY:')) {
      if (!line.includes('URI="key"')) throw new Error('a variant playlist names a key other than "key"');
      out.push(line.replace('URI="key"', `URI="${keyUri}"`));
    } else if (line === '' || line.startsWith('#')) {
      out.push(line);
    } else if (segmentName.test(line)) {
      out.push(`${line}?${segmentQuery}`);
    } else {
      throw new Error('a variant playlist names a file other than a segment');
    }
  }
  return out.join('\n');
}
