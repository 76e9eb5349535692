import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { progressSaveIntervalMs } from '#shared/watch-progress.js';
import { Alert } from '#web/components/ui/alert';
import { positionReporter, type PositionReason, type PositionReport } from '#web/lib/play-position';
import type { HostedVideo } from '../api/video-answers';
import { attachSource, type AttachedSource } from '../attach-source';
import { seekStepSeconds } from '../play-time';
import { PlayerControls } from './player-controls';
import './hosted-player.css';

export type HostedPlayerProps = {
  video: HostedVideo;
  title: string;
  /** Where to start, in seconds (続きから再生), 0 from the beginning. */
  startAt: number;
  /** Absent for guests: nothing is reported. */
  report?: ((report: PositionReport) => void) | undefined;
};

/** Keys that belong to the control under focus and are not the player's shortcuts. */
function keyBelongsToControl(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  const tag = target.tagName;
  if (tag === 'SELECT') return true;
  if (tag === 'INPUT') return event.key.startsWith('Arrow') || event.key === ' ';
  if (tag === 'BUTTON') return event.key === ' ' || event.key === 'Enter';
  return false;
}

/**
 * The site's own player for uploaded videos (docs/decisions/0030-hosted-video-player-and-upload-field.md): the video
 * element without its native controls (no download), our Japanese controls under it, keyboard
 * shortcuts on the whole player, and her position reported as the YouTube player does.
 */
export function HostedPlayer({ video, title, startAt, report }: HostedPlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const source = useRef<AttachedSource | null>(null);
  const [renditions, setRenditions] = useState<AttachedSource['renditions']>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ report });
  useEffect(() => {
    latest.current = { report };
  });

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    // The 動画を再生 button that was pressed is gone: focus goes to 一時停止, where keys work.
    boxRef.current?.querySelector('button')?.focus();
    let gone = false;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const reportPosition = positionReporter((position) => latest.current.report?.(position));
    const send = (reason: PositionReason) => reportPosition(reason, element.currentTime, element.duration);
    const stopTicking = () => clearInterval(ticker);
    const onPlaying = () => {
      stopTicking();
      ticker = setInterval(() => send('playing'), progressSaveIntervalMs);
    };
    const onPause = () => {
      stopTicking();
      // A pause at the very end is the end, reported by `ended`.
      if (!element.ended) send('pause');
    };
    const onEnded = () => {
      stopTicking();
      send('end');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send('hidden');
    };
    const onMetadata = () => {
      if (startAt > 0 && startAt < element.duration) element.currentTime = startAt;
      // Pressing 動画を再生 was the gesture that lets it start with sound.
      element.play().catch(() => undefined);
    };
    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onEnded);
    element.addEventListener('loadedmetadata', onMetadata, { once: true });
    document.addEventListener('visibilitychange', onVisibility);

    void attachSource(element, video.playlistUrl, () => setFailed(true)).then(
      (attached) => {
        if (gone) {
          attached.detach();
          return;
        }
        source.current = attached;
        setRenditions(attached.renditions);
      },
      () => setFailed(true),
    );

    return () => {
      gone = true;
      stopTicking();
      send('leave');
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('loadedmetadata', onMetadata);
      document.removeEventListener('visibilitychange', onVisibility);
      source.current?.detach();
      source.current = null;
    };
  }, [video.playlistUrl, startAt]);

  const togglePlay = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused || element.ended) element.play().catch(() => undefined);
    else element.pause();
  };

  const seekBy = (seconds: number) => {
    const element = videoRef.current;
    if (!element || !(element.duration > 0)) return;
    element.currentTime = Math.min(element.duration, Math.max(0, element.currentTime + seconds));
  };

  const toggleFullscreen = () => {
    const box = boxRef.current;
    const element = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else if (box?.requestFullscreen) {
      box.requestFullscreen().catch(() => undefined);
    } else {
      // iPhone Safari: only the video element itself goes full screen.
      element?.webkitEnterFullscreen?.();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || keyBelongsToControl(event)) return;
    const key = event.key.toLowerCase();
    if (key === ' ' || key === 'k') togglePlay();
    else if (key === 'arrowleft') seekBy(-seekStepSeconds);
    else if (key === 'arrowright') seekBy(seekStepSeconds);
    else if (key === 'f') toggleFullscreen();
    else return;
    event.preventDefault();
  };

  return (
    // Shortcut keys work wherever focus is inside the player; every one of them is also a control.
    <div
      ref={boxRef}
      role="region"
      aria-label={copy.videoPlayer.region(title)}
      className="hosted-player"
      onKeyDown={onKeyDown}
    >
      <div className="hosted-player__screen">
        {/* Our controls below; a click on the picture plays or pauses as on every player. */}
        <video
          ref={videoRef}
          className="hosted-player__video"
          poster={video.posterUrl ?? undefined}
          playsInline
          preload="metadata"
          controlsList="nodownload noremoteplayback"
          disableRemotePlayback
          onContextMenu={(event) => event.preventDefault()}
          onClick={togglePlay}
          onError={() => setFailed(true)}
          title={title}
        >
          {video.hasCaptions && (
            <track
              kind="subtitles"
              src={apiPaths.videoCaptions(video.id)}
              srcLang="ja"
              label={copy.videoPlayer.captionsLanguage}
            />
          )}
        </video>
      </div>
      {failed && <Alert tone="error">{copy.videoPlayer.unplayable}</Alert>}
      <PlayerControls
        videoRef={videoRef}
        hasCaptions={video.hasCaptions}
        renditions={renditions}
        onChooseRendition={(index) => source.current?.chooseRendition(index)}
        onTogglePlay={togglePlay}
        onToggleFullscreen={toggleFullscreen}
      />
      <p className="hosted-player__keys">{copy.videoPlayer.keys}</p>
    </div>
  );
}
