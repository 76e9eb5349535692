import { useId } from 'react';
import { copy } from '#shared/copy.js';
import { youtubeEmbedUrl } from '#shared/youtube.js';

/**
 * What saving the link will give, before saving: the video's id, its embed address, and where the
 * thumbnail will go. Nothing is loaded from YouTube here: the server fetches the thumbnail itself.
 */
export function YoutubePreview({ videoId }: { videoId: string }) {
  const headingId = useId();
  return (
    <section className="youtube-preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="youtube-preview__heading">
        {copy.admin.youtubePreview.heading}
      </h2>
      <div className="youtube-preview__body">
        <div className="youtube-preview__placeholder" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
            <circle cx="24" cy="24" r="20" />
            <path d="M20 16.5v15l12-7.5z" />
          </svg>
        </div>
        <dl className="youtube-preview__facts">
          <dt>{copy.admin.youtubePreview.videoId}</dt>
          <dd>
            <code>{videoId}</code>
          </dd>
          <dt>{copy.admin.youtubePreview.embedUrl}</dt>
          <dd>
            <code>{youtubeEmbedUrl(videoId)}</code>
          </dd>
        </dl>
      </div>
      <p className="youtube-preview__note">{copy.admin.youtubePreview.thumbnailNote}</p>
    </section>
  );
}
