import { copy } from '#shared/copy.js';

export const mainContentId = 'main';

/** Lets keyboard users jump past the header and tabs straight to the screen's content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${mainContentId}`}>
      {copy.site.skipToContent}
    </a>
  );
}
