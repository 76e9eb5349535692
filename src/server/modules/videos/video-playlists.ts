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
 * A variant playlist as ffmpeg wrote it, cut where the signed parts go: after each segment's
 * name (its query) and in place of the key's literal `key` address. Checked once, when read
 * from storage; a line this code does not expect (another file name, another key address)
 * throws, so nothing unsigned is ever handed out.
 */
export type VariantTemplate = { texts: string[]; slots: ('query' | 'key')[] };

export function variantTemplate(written: string): VariantTemplate {
  const texts: string[] = [];
  const slots: VariantTemplate['slots'] = [];
  let text = '';
  for (const line of written.split(/\r?\n/)) {
    if (line.startsWith('#EXT-X-KEY:')) {
      const [before, after, ...more] = line.split('URI="key"');
      if (after === undefined || more.length > 0)
        throw new Error('a variant playlist names a key other than "key"');
      texts.push(`${text}${before}URI="`);
      slots.push('key');
      text = `"${after}\n`;
    } else if (line === '' || line.startsWith('#')) {
      text += `${line}\n`;
    } else if (segmentName.test(line)) {
      texts.push(`${text}${line}?`);
      slots.push('query');
      text = '\n';
    } else {
      throw new Error('a variant playlist names a file other than a segment');
    }
  }
  texts.push(text.replace(/\n$/, ''));
  return { texts, slots };
}

/** The playlist for one request: each segment's address signed, the key at `keyUri`. */
export function signedVariantPlaylist(
  template: VariantTemplate,
  segmentQuery: string,
  keyUri: string,
): string {
  let out = template.texts[0]!;
  for (let i = 0; i < template.slots.length; i++) {
    out += (template.slots[i] === 'key' ? keyUri : segmentQuery) + template.texts[i + 1]!;
  }
  return out;
}
