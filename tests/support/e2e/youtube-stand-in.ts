import type { Page, Request } from 'playwright-core';

// A stand-in for the YouTube IFrame Player API, served by the test itself: the browser asks the
// real addresses (so the site's content security policy is checked as it ships), and the test
// answers them. Tests never reach YouTube; the machine has no internet anyway.
//
// Like the real one, /iframe_api loads the widget script from /s/player/…, which defines YT.Player;
// the player replaces the element it is given with an iframe on the host it is told
// (youtube-nocookie.com, answered with a blank page). The test plays the part of the video:
// it sets the time and fires the state changes the site listens to.

export const iframeApiUrl = 'https://www.youtube.com/iframe_api';
export const widgetScriptUrl =
  'https://www.youtube.com/s/player/standin0/www-widgetapi.vflset/www-widgetapi.js';

const iframeApiScript = `(function () {
  var script = document.createElement('script');
  script.src = ${JSON.stringify(widgetScriptUrl)};
  script.async = true;
  document.head.appendChild(script);
})();`;

// Runs in the page. Each player keeps its options, its time and the seeks asked of it in
// window.__ytStandIn.players, where the test reads and drives them.
const widgetScript = `(function () {
  var standIn = (window.__ytStandIn = window.__ytStandIn || { players: [] });
  function Player(element, options) {
    var self = this;
    var frame = document.createElement('iframe');
    frame.src = options.host + '/embed/' + options.videoId + '?enablejsapi=1&origin=' + encodeURIComponent(location.origin);
    frame.setAttribute('allow', 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share');
    frame.setAttribute('width', options.width);
    frame.setAttribute('height', options.height);
    element.replaceWith(frame);
    var state = { videoId: options.videoId, playerVars: options.playerVars || {}, time: 0, duration: 300, seeks: [], plays: 0, destroyed: false };
    state.fire = function (data) { if (options.events && options.events.onStateChange) options.events.onStateChange({ target: self, data: data }); };
    this.getIframe = function () { return frame; };
    this.getCurrentTime = function () { return state.time; };
    this.getDuration = function () { return state.duration; };
    this.seekTo = function (seconds) { state.time = seconds; state.seeks.push(seconds); };
    this.playVideo = function () { state.plays += 1; state.fire(1); };
    this.pauseVideo = function () { state.fire(2); };
    this.destroy = function () { state.destroyed = true; frame.remove(); };
    standIn.players.push(state);
    setTimeout(function () { if (options.events && options.events.onReady) options.events.onReady({ target: self }); }, 0);
  }
  window.YT = window.YT || {};
  window.YT.Player = Player;
  window.YT.PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();`;

/** What the test can read of a stand-in player. */
export type StandInPlayer = {
  videoId: string;
  playerVars: Record<string, number>;
  time: number;
  duration: number;
  seeks: number[];
  plays: number;
  destroyed: boolean;
};

type StandInPage = { __ytStandIn?: { players: Array<StandInPlayer & { fire: (state: number) => void }> } };

const youtubeHosts = /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com)\//;

/**
 * Answers YouTube's addresses for this page with the stand-in, and records every request that
 * went to them (all answered here, none leaves the machine).
 */
export async function serveYouTubeStandIn(page: Page): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    if (youtubeHosts.test(request.url())) requests.push(request.url());
  });
  await page.route('https://www.youtube.com/**', (route) => {
    const url = route.request().url();
    if (url === iframeApiUrl) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: iframeApiScript });
    }
    if (url === widgetScriptUrl) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: widgetScript });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  return { requests };
}

/** The newest stand-in player on the page, as it is now (undefined before the first). */
export async function latestPlayer(page: Page): Promise<StandInPlayer | undefined> {
  return page.evaluate(() => {
    const player = (globalThis as unknown as StandInPage).__ytStandIn?.players.at(-1);
    if (!player) return undefined;
    const { videoId, playerVars, time, duration, seeks, plays, destroyed } = player;
    return { videoId, playerVars, time, duration, seeks, plays, destroyed };
  });
}

/** Plays the video's part: moves its time, then (optionally) changes its state as YouTube would. */
export async function actVideo(
  page: Page,
  change: { time?: number; duration?: number; state?: 'playing' | 'paused' | 'ended' },
): Promise<void> {
  const codes = { playing: 1, paused: 2, ended: 0 } as const;
  await page.evaluate(
    ({ time, duration, code }) => {
      const player = (globalThis as unknown as StandInPage).__ytStandIn?.players.at(-1);
      if (!player) throw new Error('no stand-in player on the page');
      if (time !== undefined) player.time = time;
      if (duration !== undefined) player.duration = duration;
      if (code !== undefined) player.fire(code);
    },
    { time: change.time, duration: change.duration, code: change.state && codes[change.state] },
  );
}
