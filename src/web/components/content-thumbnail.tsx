import type { Category, ContentType } from '#shared/categories.js';
import './content-thumbnail.css';

type ContentThumbnailProps = {
  /** Our own address of the stored picture; null → a drawn placeholder (never another site's image). */
  url: string | null;
  type: ContentType;
  category: Category;
  /** Pictures below the fold wait until they are scrolled near; the detail page's one loads at once. */
  eager?: boolean;
  className?: string;
};

// 16:9, like the videos: the width and height let the browser keep the room before the picture arrives.
const width = 640;
const height = 360;

/** Decorative: the title next to it says what the content is, so the picture has no text of its own. */
export function ContentThumbnail({ url, type, category, eager = false, className }: ContentThumbnailProps) {
  const classes = ['thumbnail', className].filter(Boolean).join(' ');
  if (url) {
    return (
      <img
        className={classes}
        src={url}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
  }
  return (
    <div className={`${classes} thumbnail--placeholder thumbnail--${category}`} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="48" height="48" className="thumbnail__mark" focusable="false">
        {type === 'video' ? (
          <>
            <circle cx="24" cy="24" r="20" />
            <path d="M20 16.5v15l12-7.5z" className="thumbnail__mark-fill" />
          </>
        ) : (
          <>
            <rect x="11" y="7" width="26" height="34" rx="3" />
            <path d="M17 16h14M17 23h14M17 30h9" />
          </>
        )}
      </svg>
    </div>
  );
}
