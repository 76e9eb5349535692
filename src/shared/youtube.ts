import { absoluteUrl } from './checks/http-url.js';

// YouTube links in every form staff paste (docs/product.md#contents-and-the-admin-checks), reduced to the 11-character id.
const idPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const pathForms = ['/embed/', '/shorts/', '/live/', '/v/'];

export function youtubeVideoId(input: string): string | null {
  const url = absoluteUrl(input, ['http', 'https']);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (
    youtubeHosts.has(host) ||
    host === 'www.youtube-nocookie.com' ||
    host === 'youtube-nocookie.com'
  ) {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v');
    const form = pathForms.find((prefix) => url.pathname.startsWith(prefix));
    if (form) candidate = url.pathname.slice(form.length).split('/')[0];
  }
  return candidate && idPattern.test(candidate) ? candidate : null;
}

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

export function youtubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
