// Where a playlist is played: iPhone Safari plays HLS itself; elsewhere hls.js feeds Media Source
// Extensions. hls.js is loaded only when a hosted video is played, never in the first bundle.

export type Rendition = { index: number; height: number };

export type AttachedSource = {
  /** hls.js' renditions, tallest first; empty where the browser chooses (native HLS). */
  renditions: Rendition[];
  /** -1: 自動. */
  chooseRendition: (index: number) => void;
  detach: () => void;
};

const nativeHlsType = 'application/vnd.apple.mpegurl';

/**
 * Media Source Extensions proper. iPhone Safari has none (only ManagedMediaSource, from iOS 17.1)
 * and plays HLS best itself; recent Chromium says it "maybe" plays HLS natively too, but hls.js is
 * the path that is tested there, so MSE decides, not canPlayType.
 */
function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && 'MediaSource' in window;
}

/** Plays `playlistUrl` in `video`: hls.js where MSE exists, the browser's own HLS elsewhere. */
export async function attachSource(
  video: HTMLVideoElement,
  playlistUrl: string,
  onFatal: () => void,
): Promise<AttachedSource> {
  if (!hasMediaSource() && video.canPlayType(nativeHlsType) !== '') {
    video.src = playlistUrl;
    return {
      renditions: [],
      chooseRendition: () => undefined,
      detach: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    onFatal();
    return { renditions: [], chooseRendition: () => undefined, detach: () => undefined };
  }
  // Same origin: the session cookie goes with every playlist, segment and key request.
  // No worker: the site's Content-Security-Policy allows no blob: scripts, and a 6 s segment is
  // little work for the page itself.
  const hls = new Hls({ capLevelToPlayerSize: true, enableWorker: false });
  const renditions = await new Promise<Rendition[]>((resolve) => {
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      resolve(
        data.levels
          .map((level, index) => ({ index, height: level.height }))
          .sort((a, b) => b.height - a.height),
      );
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      resolve([]);
      onFatal();
    });
    hls.loadSource(playlistUrl);
    hls.attachMedia(video);
  });
  return {
    renditions,
    chooseRendition: (index) => {
      hls.currentLevel = index;
    },
    detach: () => hls.destroy(),
  };
}
