import { copy } from '#shared/copy.js';
import { markGap, markShapes, markSize, wordmarkFontSize } from '../landing/logo-mark.js';
import './logo.css';

/**
 * The site name as a wordmark beside the mark (a sun with a leaf, as on the favicon and the landing
 * page). The site name is a setting, so it is drawn as text, not as a picture; the accessible name
 * is the site name. An SVG does not size itself to its text, and the prerendered landing page is
 * built before the name is known: an invisible copy of the name in the same grid cell gives the
 * logo its width, and the drawing fills that cell (logo.css; its height is --logo-height).
 */
export function Logo({ name = copy.site.defaultName, className }: { name?: string; className?: string }) {
  const { sun, leaf, vein } = markShapes;
  return (
    <span className={['logo', className].filter(Boolean).join(' ')}>
      <svg
        role="img"
        aria-label={name}
        className="logo__drawing"
        viewBox={`0 0 ${markSize} ${markSize}`}
        preserveAspectRatio="xMinYMid meet"
      >
        <circle className="logo__sun" cx={sun.cx} cy={sun.cy} r={sun.r} />
        <path className="logo__leaf" d={leaf} />
        <path className="logo__vein" d={vein} />
        <text
          className="logo__text"
          x={markSize + markGap}
          y={markSize / 2}
          dominantBaseline="central"
          fontSize={wordmarkFontSize}
        >
          {name}
        </text>
      </svg>
      <span className="logo__sizer" aria-hidden="true">
        {name}
      </span>
    </span>
  );
}
