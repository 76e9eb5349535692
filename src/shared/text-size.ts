// The text sizes of my page's setting (docs/product.md#beyond-the-original), shared by the web app,
// which applies the choice, and the server, which writes it into a page whose first screen it
// renders (decision 39), so that screen is painted at her size and does not grow when the app runs.

export const textSizes = ['standard', 'large', 'extra-large'] as const;
export type TextSize = (typeof textSizes)[number];

/** The cookie that tells the server her size; the web app keeps the choice itself in localStorage. */
export const textSizeCookieName = 'karada-text-size';

/** Anything unknown (nothing stored, an old value) is the standard size. */
export function parseTextSize(value: string | null | undefined): TextSize {
  return textSizes.find((size) => size === value) ?? 'standard';
}
