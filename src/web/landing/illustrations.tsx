// Original illustrations for the landing page, drawn as inline SVG (nothing is fetched). They are
// decorative: hidden from screen readers, coloured by the page's CSS from the site's tokens.
import type { ReactNode } from 'react';
import { markShapes } from './logo-mark.js';

const decorative = { 'aria-hidden': true, focusable: 'false' } as const;

/** A small plant; the hero has two. */
function Sprout({ transform }: { transform: string }) {
  return (
    <g className="lp-art__sprout" transform={transform}>
      <path className="lp-art__stem" d="M0 0v-24" />
      <path d="M0-13c-11-1-16-9-14-19 9 0 15 7 14 19z" />
      <path d="M0-9c11-1 15-8 13-17-8 0-14 6-13 17z" />
    </g>
  );
}

/**
 * The hero: the logo's sun, with its leaf, rising over soft hills, and a path leading towards
 * it — the "journey" of the tagline.
 */
export function HeroArt() {
  const leafPlace = 'translate(166 58) scale(3)';
  return (
    <svg className="lp-art" viewBox="0 0 360 280" width="360" height="280" {...decorative}>
      <circle className="lp-art__glow" cx="220" cy="112" r="98" />
      <circle className="lp-art__sun" cx="220" cy="112" r="66" />
      <path className="lp-art__leaf" transform={leafPlace} d={markShapes.leaf} />
      <path className="lp-art__vein" transform={leafPlace} d={markShapes.vein} />
      <path className="lp-art__cloud" d="M34 76h64a15 15 0 0 0-27-11 19 19 0 0 0-37 11z" />
      <path className="lp-art__cloud" d="M280 44h50a12 12 0 0 0-21-9 15 15 0 0 0-29 9z" />
      <path className="lp-art__hill" d="M0 198c56-36 118-40 178-20s124 10 182-26v128H0z" />
      <path className="lp-art__hill-near" d="M0 232c64-30 140-34 210-16s110 6 150-10v74H0z" />
      <path className="lp-art__path" d="M112 280c8-24 44-36 80-46 30-9 46-22 42-42" />
      <Sprout transform="translate(62 214)" />
      <Sprout transform="translate(306 200) scale(0.8)" />
    </svg>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="lp-icon" viewBox="0 0 48 48" width="48" height="48" {...decorative}>
      {children}
    </svg>
  );
}

/** One icon per service, in the order of copy.landing.services. */
export const serviceIcons: readonly ReactNode[] = [
  // A screen with a play button and the red dot of a live broadcast.
  <Icon key="live">
    <rect x="5" y="9" width="38" height="26" rx="4" />
    <path d="M17 41h14M24 35v6" />
    <path className="lp-icon__fill" d="M20.5 16.5v11l9-5.5z" />
    <circle className="lp-icon__fill" cx="37" cy="15" r="2.5" />
  </Icon>,
  // A chair, with a heart: exercise sitting down.
  <Icon key="seated">
    <path d="M13 10v22h22" />
    <path d="M13 32v9M33 32v9" />
    <path d="M18 26h17v6" />
    <path
      className="lp-icon__fill"
      d="M31 9.5c-1.6-2.6-6-2-6 1.4 0 2.6 3.4 4.8 6 6.9 2.6-2.1 6-4.3 6-6.9 0-3.4-4.4-4-6-1.4z"
    />
  </Icon>,
  // Two speech bubbles: the group chat.
  <Icon key="community">
    <path d="M9 8h19a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H17l-6 5v-5H9a4 4 0 0 1-4-4V12a4 4 0 0 1 4-4z" />
    <path d="M36 18h3a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-1v5l-6-5H25a4 4 0 0 1-4-4v-1" />
    <circle className="lp-icon__fill" cx="12.5" cy="17" r="1.8" />
    <circle className="lp-icon__fill" cx="18.5" cy="17" r="1.8" />
    <circle className="lp-icon__fill" cx="24.5" cy="17" r="1.8" />
  </Icon>,
];
