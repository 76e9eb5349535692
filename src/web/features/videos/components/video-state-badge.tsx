import { useId } from 'react';
import { copy } from '#shared/copy.js';
import { useVideo } from '../api/get-video';
import { isVideoMoving, type VideoSummary } from '../api/video-answers';
import './video-state-badge.css';

/** 待機中, 変換中 42% (with a bar), 公開できます or 失敗：<why>, as staff see a video's state. */
export function VideoStateBadge({ video }: { video: VideoSummary }) {
  const barId = useId();
  const words = copy.videoUpload.states;
  const tone = video.state === 'ready' ? 'ready' : video.state === 'failed' ? 'failed' : 'moving';
  return (
    <span className={`video-state video-state--${tone}`}>
      {video.state === 'converting' ? (
        <>
          <label htmlFor={barId} className="video-state__text">
            {words.converting(video.progress)}
          </label>
          <progress
            id={barId}
            className="video-state__bar"
            max={100}
            value={video.progress}
            aria-valuetext={words.converting(video.progress)}
          />
        </>
      ) : (
        <span className="video-state__text">
          {video.state === 'failed'
            ? words.failed(video.failure ?? '')
            : video.state === 'ready'
              ? words.ready
              : words[video.state]}
        </span>
      )}
    </span>
  );
}

/**
 * The badge of a content list row: as the list says, then asked again every few seconds while the
 * video is on its way, so 変換中 climbs and turns into 公開できます without a reload.
 */
export function PolledVideoStateBadge({ video }: { video: VideoSummary }) {
  const polled = useVideo(isVideoMoving(video.state) ? video.id : null);
  return <VideoStateBadge video={polled.data ?? video} />;
}
