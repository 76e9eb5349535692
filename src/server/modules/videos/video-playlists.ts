import type { Rendition } from './video-playback-repository.js';

// The playlists a player reads (issue 24). Both are written for each request, so the addresses in
// them carry signatures of that session; neither may be kept by a browser or a proxy.

/**
 * The master playlist: one line per rendition, lowest first, each to its own variant playlist
 * (relative to /api/videos/<id>/master.m3u8) under the grant `grantOf` gives it:
 * `<rendition>/<grant>/index.m3u8`.
 */
export function masterPlaylist(renditions: readonly Rendition[], grantOf: (name: string) => string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of [...renditions].sort((a, b) => a.bandwidth - b.bandwidth)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height}`,
      `${encodeURIComponent(rendition.name)}/${grantOf(rendition.name)}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export const segmentName = /^seg-\d{5}\.ts$/;

/**
 * A variant playlist as ffmpeg wrote it, cut where the key's literal `key` address is. Its
 * segments keep their bare names: the player resolves them against the playlist's own address,
 * whose path carries the rendition's grant. Checked once, when read from storage; a line this code
 * does not expect (another file name, another key address, a second key) throws, so no address
 * outside the grant is ever handed out.
 */
export type VariantTemplate = { beforeKey: string; afterKey: string };

export function variantTemplate(written: string): VariantTemplate {
  const parts: string[] = [];
  let text = '';
  for (const line of written.split(/\r?\n/)) {
    if (line.startsWith('#EXT-X-KEY:')) {
      const [before, after, ...more] = line.split('URI="key"');
      if (after === undefined || more.length > 0 || parts.length > 0)
        throw new Error('a variant playlist names a key other than one "key"');
      parts.push(`${text}${before}URI="`);
      text = `"${after}\n`;
    } else if (line === '' || line.startsWith('#') || segmentName.test(line)) {
      text += `${line}\n`;
    } else {
      throw new Error('a variant playlist names a file other than a segment');
    }
  }
  if (parts.length === 0) throw new Error('a variant playlist without its key');
  return { beforeKey: parts[0]!, afterKey: text.replace(/\n$/, '') };
}

/** The playlist for one request: the key at `keyUri`, everything else as ffmpeg wrote it. */
export function signedVariantPlaylist(template: VariantTemplate, keyUri: string): string {
  return template.beforeKey + keyUri + template.afterKey;
}
