import { useLayoutEffect } from 'react';
import { firstScreenElementId } from '#shared/member-first-screen.js';

// The first screen the server wrote into a member page (decision 39) stays until the app's own
// first render is in the document; #root is hidden while it is there (base.css), so the two never
// show together, and removing it in the same task as that render leaves no frame without either.

/** Removes the server's first screen, if the page has one. */
export function removeFirstScreen(): void {
  document.getElementById(firstScreenElementId)?.remove();
}

/** For the router's outermost elements: the first of them to render hands the page over to the app. */
export function useFirstScreenHandover(): void {
  useLayoutEffect(removeFirstScreen, []);
}
