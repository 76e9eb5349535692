import { copy } from '../../shared/copy.js';
import { markGap, markShapes, markSize, wordmarkFontSize, wordmarkTextWidth } from '../landing/logo-mark.js';
import './logo.css';

/**
 * The site name as a wordmark beside the mark (a sun with a leaf, as on the favicon and the landing
 * page). The site name is a setting, so it is drawn as text, not as a picture; the accessible name
 * is the site name.
 */
export function Logo({ name = copy.site.defaultName, className }: { name?: string; className?: string }) {
  const width = markSize + markGap + wordmarkTextWidth(name);
  const { sun, leaf, vein } = markShapes;
  return (
    <svg
      role="img"
      aria-label={name}
      className={['logo', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} ${markSize}`}
      width={width}
      height={markSize}
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
  );
}
