import { useEffect, useRef, useState } from 'react';
import type { Category } from '../../../../shared/categories.js';
import { copy } from '../../../../shared/copy.js';
import { youtubeEmbedUrl, youtubeVideoId } from '../../../../shared/youtube.js';
import { ContentThumbnail } from '../../../components/content-thumbnail';
import './video-player.css';

type VideoPlayerProps = {
  /** The youtube-nocookie embed address the server stores. */
  videoUrl: string;
  title: string;
  thumbnailUrl: string | null;
  category: Category;
};

/** The player's address, rebuilt from the video id so only youtube-nocookie.com is ever framed. */
export function playerSource(videoUrl: string): string | null {
  const id = youtubeVideoId(videoUrl);
  return id ? `${youtubeEmbedUrl(id)}?autoplay=1` : null;
}

/**
 * Click to play: a picture and a 動画を再生 button; the YouTube player (and every request to
 * YouTube) comes only after the press, and starts playing at once.
 */
export function VideoPlayer({ videoUrl, title, thumbnailUrl, category }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const source = playerSource(videoUrl);

  // The button is gone once pressed: focus goes to the player that replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing && source) {
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
  return (
    <div className="video-player">
      <ContentThumbnail
        url={thumbnailUrl}
        type="video"
        category={category}
        eager
        className="video-player__poster"
      />
      {source && (
        <button type="button" className="video-player__play" onClick={() => setPlaying(true)}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
          <span>{copy.detail.play}</span>
        </button>
      )}
    </div>
  );
}
