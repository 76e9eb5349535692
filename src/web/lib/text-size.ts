// The text-size setting of my page (docs/product.md#beyond-the-original). It belongs to this browser, so
// it lives in localStorage; main.tsx applies it before the first render, so pages never jump.
import { textSizeCookieName } from '#shared/text-size.js';
import { parseTextSize, textSizeStorageKey, type TextSize } from './text-size-options';

export type { TextSize };

/** Storage may be unavailable (private mode, blocked): the standard size is shown then. */
export function readTextSize(): TextSize {
  try {
    return parseTextSize(window.localStorage.getItem(textSizeStorageKey));
  } catch {
    return 'standard';
  }
}

/**
 * Sets `data-text-size` on <html>; base.css scales the root font size, and every rem with it. The
 * server hears of it through a cookie, so the first screen it writes has her size (decision 39).
 */
export function applyTextSize(size: TextSize): void {
  document.documentElement.dataset.textSize = size;
  document.cookie =
    size === 'standard'
      ? `${textSizeCookieName}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${textSizeCookieName}=${size}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function saveTextSize(size: TextSize): void {
  applyTextSize(size);
  try {
    window.localStorage.setItem(textSizeStorageKey, size);
  } catch {
    // Not remembered, but still applied for this visit.
  }
}
