// The text sizes of my page's setting and where the choice is kept; no browser APIs here, so the
// browser tests can share these names.

export { parseTextSize, textSizes, type TextSize } from '#shared/text-size.js';

export const textSizeStorageKey = 'karada-biyori:text-size';
