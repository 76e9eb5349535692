import { maxUploadBytes } from './process-image.js';

/**
 * Fetches an image from outside (YouTube's video thumbnails, stored by
 * modules/contents/youtube-thumbnails.ts); injected so tests need no network.
 */
export type FetchImage = (url: string) => Promise<Buffer>;

export const fetchImageOverHttp: FetchImage = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'error' });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  // Counted as it arrives: a missing or false content-length must not let it grow without end.
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > maxUploadBytes) throw new Error(`${url} is too large`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
};
