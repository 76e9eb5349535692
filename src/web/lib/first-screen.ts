import { useLayoutEffect } from 'react';
import { firstScreenElementId } from '#shared/first-screen-element.js';

// The first screen the server wrote into a member page (decision 39) stays until the app's own
// first render is in the document; #root is hidden while it is there (base.css), so the two never
// show together, and removing it in the same task as that render leaves no frame without either.
// On a slow phone she may already have scrolled it or typed in its search field: both carry over.

/** How far she had scrolled the written screen (kept while it is there). */
let scrolledTo = 0;

function rememberScroll(): void {
  if (document.getElementById(firstScreenElementId)) scrolledTo = window.scrollY;
}

if (typeof window !== 'undefined') {
  rememberScroll();
  window.addEventListener('scroll', rememberScroll, { passive: true });
}

/** What she typed in the written screen's search field, and whether she is still in it. */
function typedSearch(written: HTMLElement) {
  const field = written.querySelector<HTMLInputElement>('input[type="search"]');
  if (!field) return null;
  const focused = document.activeElement === field;
  if (!focused && field.value === field.defaultValue) return null;
  return { value: field.value, focused, start: field.selectionStart, end: field.selectionEnd };
}

/** Removes the server's first screen, if the page has one, handing her words and place to the app. */
export function removeFirstScreen(): void {
  const written = document.getElementById(firstScreenElementId);
  if (!written) return;
  const typed = typedSearch(written);
  written.remove();
  const field = document.querySelector<HTMLInputElement>('#root input[type="search"]');
  if (typed && field) {
    field.value = typed.value;
    if (typed.focused) {
      field.focus({ preventScroll: true });
      field.setSelectionRange(typed.start, typed.end);
    }
  }
  // React Router's ScrollRestoration (a child, so its layout effect ran first) put the new page at
  // the top; she stays where she was.
  if (scrolledTo > 0) window.scrollTo(0, scrolledTo);
}

/** For the router's outermost elements: the first of them to render hands the page over to the app. */
export function useFirstScreenHandover(): void {
  useLayoutEffect(removeFirstScreen, []);
}
