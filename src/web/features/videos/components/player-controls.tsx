import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { copy } from '#shared/copy.js';
import type { Rendition } from '../attach-source';
import { playbackRates, seekValueText, shownTime } from '../play-time';
import { PlayerIcon, type IconName } from './player-icon';

type PlayerControlsProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  hasCaptions: boolean;
  renditions: Rendition[];
  onChooseRendition: (index: number) => void;
  onTogglePlay: () => void;
  onToggleFullscreen: () => void;
};

type Playback = {
  paused: boolean;
  current: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
};

const mediaEvents = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'seeked',
] as const;

/** The video element's state, read again whenever it says something changed. */
function usePlayback(videoRef: RefObject<HTMLVideoElement | null>): Playback {
  const read = (): Playback => {
    const video = videoRef.current;
    return {
      paused: video?.paused ?? true,
      current: video?.currentTime ?? 0,
      duration: Number.isFinite(video?.duration) ? (video?.duration ?? 0) : 0,
      volume: video?.volume ?? 1,
      muted: video?.muted ?? false,
      rate: video?.playbackRate ?? 1,
    };
  };
  const [playback, setPlayback] = useState(read);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setPlayback(read());
    for (const name of mediaEvents) video.addEventListener(name, update);
    update();
    return () => {
      for (const name of mediaEvents) video.removeEventListener(name, update);
    };
    // read only reads the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRef]);
  return playback;
}

function subscribeFullscreen(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/**
 * The player's controls, always shown under the picture (nothing hides while she looks for a
 * button): play, the seek bar, volume, speed, quality, captions, picture-in-picture and full
 * screen, each a 44 px target with Japanese words.
 */
/** A control shown as a picture: its Japanese name is on the button, the picture is hidden. */
function IconButton({
  label,
  icon,
  pressed,
  onClick,
}: {
  label: string;
  icon: IconName;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="player-controls__button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <PlayerIcon name={icon} />
    </button>
  );
}

export function PlayerControls({
  videoRef,
  hasCaptions,
  renditions,
  onChooseRendition,
  onTogglePlay,
  onToggleFullscreen,
}: PlayerControlsProps) {
  const playback = usePlayback(videoRef);
  const fullscreen = useSyncExternalStore(subscribeFullscreen, () => Boolean(document.fullscreenElement));
  const [captionsOn, setCaptionsOn] = useState(false);
  const [rendition, setRendition] = useState(-1);
  const words = copy.videoPlayer;
  const canPictureInPicture = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

  const video = () => videoRef.current;

  const toggleCaptions = () => {
    const track = video()?.textTracks[0];
    const next = !captionsOn;
    if (track) track.mode = next ? 'showing' : 'hidden';
    setCaptionsOn(next);
  };

  const togglePictureInPicture = () => {
    const element = video();
    if (!element) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else element.requestPictureInPicture().catch(() => undefined);
  };

  return (
    <div className="player-controls">
      <div className="player-controls__seek">
        <input
          type="range"
          className="player-controls__range"
          aria-label={words.seek}
          min={0}
          max={Math.max(1, Math.floor(playback.duration))}
          step={1}
          value={Math.floor(playback.current)}
          aria-valuetext={seekValueText(playback.current, playback.duration)}
          onChange={(event) => {
            const element = video();
            if (element) element.currentTime = Number(event.currentTarget.value);
          }}
        />
        <span className="player-controls__time" aria-hidden="true">
          {shownTime(playback.current, playback.duration)}
        </span>
      </div>
      <div className="player-controls__row">
        <IconButton
          label={playback.paused ? words.play : words.pause}
          icon={playback.paused ? 'play' : 'pause'}
          onClick={onTogglePlay}
        />
        <IconButton
          label={words.mute}
          pressed={playback.muted}
          icon={playback.muted ? 'muted' : 'volume'}
          onClick={() => {
            const element = video();
            if (element) element.muted = !element.muted;
          }}
        />
        <input
          type="range"
          className="player-controls__range player-controls__volume"
          aria-label={words.volume}
          min={0}
          max={100}
          step={5}
          value={playback.muted ? 0 : Math.round(playback.volume * 100)}
          aria-valuetext={`${playback.muted ? 0 : Math.round(playback.volume * 100)}%`}
          onChange={(event) => {
            const element = video();
            if (!element) return;
            element.volume = Number(event.currentTarget.value) / 100;
            element.muted = element.volume === 0;
          }}
        />
        <label className="player-controls__choice">
          <span>{words.speed}</span>
          <select
            value={String(playback.rate)}
            onChange={(event) => {
              const element = video();
              if (element) element.playbackRate = Number(event.currentTarget.value);
            }}
          >
            {playbackRates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {words.speedValue(rate)}
              </option>
            ))}
          </select>
        </label>
        {renditions.length > 1 && (
          <label className="player-controls__choice">
            <span>{words.quality}</span>
            <select
              value={String(rendition)}
              onChange={(event) => {
                const index = Number(event.currentTarget.value);
                setRendition(index);
                onChooseRendition(index);
              }}
            >
              <option value="-1">{words.qualityAuto}</option>
              {renditions.map((choice) => (
                <option key={choice.index} value={String(choice.index)}>
                  {`${choice.height}p`}
                </option>
              ))}
            </select>
          </label>
        )}
        {hasCaptions && (
          <button
            type="button"
            className="player-controls__button player-controls__button--words"
            aria-pressed={captionsOn}
            onClick={toggleCaptions}
          >
            {words.captions}
          </button>
        )}
        {canPictureInPicture && (
          <IconButton label={words.pictureInPicture} icon="pip" onClick={togglePictureInPicture} />
        )}
        <IconButton
          label={fullscreen ? words.exitFullscreen : words.fullscreen}
          icon={fullscreen ? 'exit-fullscreen' : 'fullscreen'}
          onClick={onToggleFullscreen}
        />
      </div>
    </div>
  );
}
