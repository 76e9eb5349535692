// The YouTube IFrame Player API, loaded only when a member presses play (issue 12): the script
// from www.youtube.com frames the player on youtube-nocookie.com and reports where it is. The
// content security policy allows exactly these script addresses (server/plugins/security-headers.ts).

export const iframeApiUrl = 'https://www.youtube.com/iframe_api';
export const playerHost = 'https://www.youtube-nocookie.com';

/** No answer in this time (blocked, offline): the plain player is shown instead. */
const readyTimeoutMs = 15_000;

/** The player states we act on (YT.PlayerState). */
export const playerStates = { ended: 0, playing: 1, paused: 2 } as const;

export type YouTubePlayer = {
  getCurrentTime(): number;
  getDuration(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  playVideo(): void;
  getIframe(): HTMLIFrameElement;
  destroy(): void;
};

export type PlayerOptions = {
  host: string;
  videoId: string;
  width: string;
  height: string;
  playerVars: Record<string, number>;
  events: {
    onReady: (event: { target: YouTubePlayer }) => void;
    onStateChange: (event: { target: YouTubePlayer; data: number }) => void;
  };
};

export type YouTubeApi = { Player: new (element: HTMLElement, options: PlayerOptions) => YouTubePlayer };

type ApiWindow = { YT?: Partial<YouTubeApi>; onYouTubeIframeAPIReady?: () => void };

let pending: Promise<YouTubeApi> | null = null;

/** Loads the API once per page; a failure lets the next press try again. */
export function loadYouTubeApi(): Promise<YouTubeApi> {
  pending ??= new Promise<YouTubeApi>((resolve, reject) => {
    const page = window as unknown as ApiWindow;
    const ready = () => page.YT?.Player !== undefined;
    if (ready()) {
      resolve(page.YT as YouTubeApi);
      return;
    }
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      pending = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('the YouTube player did not answer'), readyTimeoutMs);
    // The API calls this global once ready; someone else's handler, if any, still runs.
    const previous = page.onYouTubeIframeAPIReady;
    page.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (!ready()) return fail('the YouTube player is incomplete');
      clearTimeout(timer);
      resolve(page.YT as YouTubeApi);
    };
    script.src = iframeApiUrl;
    script.async = true;
    script.onerror = () => fail('the YouTube player could not be loaded');
    document.head.append(script);
  });
  return pending;
}
