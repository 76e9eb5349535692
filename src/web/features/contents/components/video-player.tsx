import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Category } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import { formatPlayTime } from '#shared/watch-progress.js';
import { youtubeEmbedUrl, youtubeVideoId } from '#shared/youtube.js';
import { ContentThumbnail } from '#web/components/content-thumbnail';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useOnline } from '#web/hooks/use-online';
import type { PositionReport } from '#web/lib/play-position';
import { ApiPlayer } from './api-player';
import './video-player.css';

/** Draws another player in place of YouTube's (the site's own, for uploaded videos). */
export type RenderPlayer = (
  startAt: number,
  report: ((report: PositionReport) => void) | undefined,
) => ReactNode;

type VideoPlayerProps = {
  /** The youtube-nocookie embed address the server stores; null when `renderPlayer` plays it. */
  videoUrl: string | null;
  /** The player to start after the press instead of YouTube's (composed by the route). */
  renderPlayer?: RenderPlayer | undefined;
  title: string;
  thumbnailUrl: string | null;
  category: Category;
  /** Where 続きから再生 starts; null or absent: only 動画を再生. */
  resumeAt?: number | null;
  /**
   * Where the player is: every 10 s while playing, on pause, at the end, when the page is hidden
   * and when she leaves the screen. Absent (guests): the plain player, nothing reported.
   */
  onPosition?: (report: PositionReport) => void;
};

/** The plain player's address, rebuilt from the video id so only youtube-nocookie.com is ever framed. */
function playerSource(videoUrl: string | null, startAt = 0): string | null {
  const id = videoUrl ? youtubeVideoId(videoUrl) : null;
  if (!id) return null;
  const start = Math.floor(startAt);
  return `${youtubeEmbedUrl(id)}?autoplay=1${start > 0 ? `&start=${start}` : ''}`;
}

type Phase = 'poster' | 'api' | 'plain' | 'own';

/**
 * Click to play: a picture and a 動画を再生 (or 続きから再生) button; the YouTube player and every
 * request to YouTube come only after the press. For a member the player is driven by the IFrame
 * Player API so her position can be kept; if that API cannot load, the plain player plays anyway.
 */
export function VideoPlayer({
  videoUrl,
  renderPlayer,
  title,
  thumbnailUrl,
  category,
  resumeAt,
  onPosition,
}: VideoPlayerProps) {
  const [phase, setPhase] = useState<Phase>('poster');
  const [startAt, setStartAt] = useState(0);
  const videoId = videoUrl ? youtubeVideoId(videoUrl) : null;
  const online = useOnline();
  const reportTo = useRef(onPosition);
  useEffect(() => {
    reportTo.current = onPosition;
  });

  const play = (from: number) => {
    setStartAt(from);
    setPhase(renderPlayer ? 'own' : reportTo.current && videoId ? 'api' : 'plain');
  };

  if (phase === 'own' && renderPlayer) {
    return renderPlayer(startAt, reportTo.current && ((report) => reportTo.current?.(report)));
  }

  if (phase === 'api' && videoId) {
    return (
      <ApiPlayer
        videoId={videoId}
        title={title}
        startAt={startAt}
        report={(report) => reportTo.current?.(report)}
        onUnavailable={() => setPhase('plain')}
      />
    );
  }
  const source = playerSource(videoUrl, startAt);
  if (phase !== 'poster' && source) return <PlainPlayer source={source} title={title} />;
  // Nothing to press while offline: every video needs the network, and its segments are never
  // kept in the offline cache.
  const playable = online && (source !== null || renderPlayer !== undefined);

  const resumable = resumeAt !== null && resumeAt !== undefined && resumeAt > 0;
  return (
    <div className="video-player-block">
      <div className="video-player">
        <ContentThumbnail
          url={thumbnailUrl}
          type="video"
          category={category}
          eager
          className="video-player__poster"
        />
        {playable && (
          <button type="button" className="video-player__play" onClick={() => play(resumable ? resumeAt : 0)}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
            <span>{resumable ? copy.keepGoing.resume : copy.detail.play}</span>
          </button>
        )}
      </div>
      {!online && <Alert tone="info">{copy.videoPlayer.offline}</Alert>}
      {playable && resumable && (
        <div className="video-resume">
          <p className="video-resume__note">{copy.keepGoing.resumeNote(formatPlayTime(resumeAt))}</p>
          <Button variant="secondary" className="video-resume__restart" onClick={() => play(0)}>
            {copy.keepGoing.fromStart}
          </Button>
        </div>
      )}
    </div>
  );
}

function PlainPlayer({ source, title }: { source: string; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The button is gone once pressed: focus goes to the player that replaced it.
  useEffect(() => {
    frameRef.current?.focus();
  }, []);
  return (
    <div className="video-player">
      <iframe
        ref={frameRef}
        className="video-player__frame"
        src={source}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
