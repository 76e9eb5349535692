import { copy } from '../../shared/copy.js';
import './logo.css';

const fontSize = 24;
const markSize = 36;
const gap = 8;

// SVG text does not size itself; full-width (Japanese) characters take about 1em, others about 0.6em.
function textWidth(text: string): number {
  let ems = 0;
  for (const char of text) ems += (char.codePointAt(0) ?? 0) <= 0x24f ? 0.6 : 1;
  return Math.ceil(ems * fontSize);
}

/** The site name as a wordmark; the site name is a setting, so it is drawn as text, not as a picture. */
export function Logo({ name = copy.site.defaultName, className }: { name?: string; className?: string }) {
  const width = markSize + gap + textWidth(name);
  return (
    <svg
      role="img"
      aria-label={name}
      className={['logo', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} ${markSize}`}
      width={width}
      height={markSize}
    >
      <circle className="logo__sun" cx={markSize / 2} cy={markSize / 2} r={markSize / 2} />
      <path className="logo__leaf" d="M18 29c-6.5-4.8-6.5-13.4 0-20.5 6.5 7.1 6.5 15.7 0 20.5z" />
      <path className="logo__vein" d="M18 27V13" />
      <text
        className="logo__text"
        x={markSize + gap}
        y={markSize / 2}
        dominantBaseline="central"
        fontSize={fontSize}
      >
        {name}
      </text>
    </svg>
  );
}
