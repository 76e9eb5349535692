import type { ReactNode } from 'react';

type LineIconProps = { size?: number; strokeWidth?: number; children: ReactNode };

/**
 * A decorative outline icon in the text colour (24×24 drawing). Hidden from screen readers: the
 * link or button it sits in always says its meaning in words or in its label.
 */
export function LineIcon({ size = 24, strokeWidth = 1.8, children }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
