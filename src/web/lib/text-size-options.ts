// The text sizes of my page's setting and where the choice is kept; no browser APIs here, so the
// browser tests can share these names.

export const textSizes = ['standard', 'large', 'extra-large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textSizeStorageKey = 'karada-biyori:text-size';

/** Anything unknown (nothing stored, an old value) is the standard size. */
export function parseTextSize(value: string | null | undefined): TextSize {
  return textSizes.find((size) => size === value) ?? 'standard';
}
