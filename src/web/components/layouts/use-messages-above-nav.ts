import { useEffect, type RefObject } from 'react';
import { coveredByNav, touchedMessages, type Box } from './message-cover';

// How long after her tap or key press a new message still counts as the answer to it.
const answerWindowMs = 3000;

/**
 * A message that answers what she just did (保存しました, an error, やったよ recorded) must not
 * appear under the fixed bottom navigation: when one appears there, the page scrolls just enough
 * to show it (the root's scroll-padding keeps it clear of the nav). Messages she did not ask for,
 * e.g. while a new screen loads, never move the page.
 */
export function useMessagesAboveNav(
  main: RefObject<HTMLElement | null>,
  nav: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    let answered: { at: number; path: string } | null = null;
    const noteAction = () => {
      answered = { at: Date.now(), path: window.location.pathname };
    };

    const observer = new MutationObserver((records) => {
      const navElement = nav.current;
      const recent =
        answered !== null &&
        Date.now() - answered.at < answerWindowMs &&
        answered.path === window.location.pathname;
      // On wide screens the navigation is an ordinary row at the end of the page.
      if (!recent || !navElement || getComputedStyle(navElement).position !== 'fixed') return;
      const navTop = navElement.getBoundingClientRect().top;
      const viewport = { navTop, height: window.innerHeight };
      for (const message of touchedMessages(records)) {
        const box: Box = message.getBoundingClientRect();
        if (!coveredByNav(box, viewport)) continue;
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        message.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
        return;
      }
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    document.addEventListener('pointerup', noteAction, true);
    document.addEventListener('keydown', noteAction, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerup', noteAction, true);
      document.removeEventListener('keydown', noteAction, true);
    };
  }, [main, nav]);
}
