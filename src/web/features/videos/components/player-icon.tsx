export type IconName = 'play' | 'pause' | 'volume' | 'muted' | 'pip' | 'fullscreen' | 'exit-fullscreen';

const shapes: Record<IconName, string> = {
  play: 'M8 5.5v13l10.5-6.5z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  volume: 'M4 9.5v5h3.5L12 19V5L7.5 9.5zM15 8.5a5 5 0 0 1 0 7M17.5 6a8.5 8.5 0 0 1 0 12',
  muted: 'M4 9.5v5h3.5L12 19V5L7.5 9.5zM15.5 9.5l5 5M20.5 9.5l-5 5',
  pip: 'M3.5 5.5h17v13h-17zM12 12h7v5h-7z',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  'exit-fullscreen': 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
};

const filled = new Set<IconName>(['play', 'pause']);

/** The controls' pictures; each button carries its Japanese name, so these are hidden from readers. */
export function PlayerIcon({ name }: { name: IconName }) {
  const fill = filled.has(name);
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <path
        d={shapes[name]}
        fill={fill ? 'currentColor' : 'none'}
        stroke={fill ? 'none' : 'currentColor'}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
