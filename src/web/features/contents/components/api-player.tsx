import { useEffect, useRef } from 'react';
import { progressSaveIntervalMs } from '#shared/watch-progress.js';
import { positionReporter, type PositionReason, type PositionReport } from '#web/lib/play-position';
import { loadYouTubeApi, playerHost, playerStates, type YouTubePlayer } from '../youtube-iframe-api';

type ApiPlayerProps = {
  videoId: string;
  title: string;
  startAt: number;
  report: (report: PositionReport) => void;
  onUnavailable: () => void;
};

/**
 * The player driven by the YouTube IFrame Player API, for a member: it starts at `startAt` and
 * reports where it is (every 10 s while playing, on pause, at the end, when the page is hidden and
 * when it goes away). `onUnavailable`: the API could not be loaded.
 */
export function ApiPlayer({ videoId, title, startAt, report, onUnavailable }: ApiPlayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  // The effect below runs once per video; these may change identity on every render.
  const latest = useRef({ report, onUnavailable, title });
  useEffect(() => {
    latest.current = { report, onUnavailable, title };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // The button that was pressed is gone: focus waits here until the player takes it.
    host.focus();
    // The API replaces the element it is given; React keeps its own element, the host.
    const target = document.createElement('div');
    host.append(target);
    let player: YouTubePlayer | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    let stopped = false;

    const reportPosition = positionReporter((position) => latest.current.report(position));
    const send = (reason: PositionReason) => {
      if (player) reportPosition(reason, player.getCurrentTime(), player.getDuration());
    };
    const stopTicking = () => clearInterval(ticker);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send('hidden');
    };

    loadYouTubeApi().then(
      (youtube) => {
        if (stopped) return;
        player = new youtube.Player(target, {
          host: playerHost,
          videoId,
          width: '100%',
          height: '100%',
          playerVars: { autoplay: 1, start: Math.floor(startAt), rel: 0, playsinline: 1 },
          events: {
            onReady: ({ target: ready }) => {
              const frame = ready.getIframe();
              frame.title = latest.current.title;
              frame.focus();
              if (startAt > 0) ready.seekTo(startAt, true);
              ready.playVideo();
            },
            onStateChange: ({ data }) => {
              if (data === playerStates.playing) {
                stopTicking();
                ticker = setInterval(() => send('playing'), progressSaveIntervalMs);
              } else if (data === playerStates.paused) {
                stopTicking();
                send('pause');
              } else if (data === playerStates.ended) {
                stopTicking();
                send('end');
              }
            },
          },
        });
      },
      () => {
        if (!stopped) latest.current.onUnavailable();
      },
    );
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      stopped = true;
      stopTicking();
      document.removeEventListener('visibilitychange', onVisibility);
      send('leave');
      player?.destroy();
      host.replaceChildren();
    };
  }, [videoId, startAt]);

  return <div ref={hostRef} className="video-player video-player--api" tabIndex={-1} />;
}
