import { firstAnswersElementId } from '#shared/first-answers.js';
import { unmaskAnswer } from '#shared/masked-answer.js';

// A member screen's first API answers, sent by the server inside the page (decision 31). Each is
// used once, by the first request for exactly that path, and only while the page is new and
// nothing has been changed: later requests (a refetch, a return to the screen, anything asked
// after a view was counted or a heart pressed) go to the network as before.

const freshForMs = 10_000;
let answers: Map<string, unknown> | null = null;
// Whether the page brought any, and nothing has been changed since: the first screen is still
// made of them.
let firstScreen: boolean | null = null;

/** The answers the page brought (read from it once), or null outside a browser. */
function pageAnswers(): Map<string, unknown> | null {
  if (typeof document === 'undefined') return null;
  answers ??= read();
  return answers;
}

const stillFresh = () => performance.now() <= freshForMs;

function read(): Map<string, unknown> {
  const element = document.getElementById(firstAnswersElementId);
  element?.remove();
  try {
    const parsed = element?.textContent ? (JSON.parse(element.textContent) as unknown) : null;
    const entries = parsed && typeof parsed === 'object' ? Object.entries(parsed) : [];
    // Her session comes masked (src/shared/masked-answer.ts); a damaged one loses them all, and
    // the app then asks the network as it does without them.
    return new Map(entries.map(([path, answer]) => [path, unmaskAnswer(answer)]));
  } catch {
    return new Map();
  }
}

/** The answer the page brought for a GET of `path`, once; undefined when it brought none. */
export function takeFirstAnswer(path: string): { value: unknown } | undefined {
  const brought = pageAnswers();
  if (!brought?.has(path)) return undefined;
  const value = brought.get(path);
  brought.delete(path);
  return stillFresh() ? { value } : undefined;
}

/**
 * Whether the page still holds answers its screen can use now: then a screen's loader waits for
 * them (they come without the network) and the screen's first render already has its data.
 */
export function pageHasFirstAnswers(): boolean {
  return (pageAnswers()?.size ?? 0) > 0 && stillFresh();
}

/** Whether the page brought an answer for a GET of exactly `path`, still unused and fresh. */
export function hasFirstAnswer(path: string): boolean {
  return pageHasFirstAnswers() && answers!.has(path);
}

/**
 * True while the screen shown is the page's first, built from the answers it brought: within 10 s
 * of the page's start and before anything was changed.
 */
export function onFirstScreen(): boolean {
  const brought = pageAnswers();
  if (!brought) return false;
  firstScreen ??= brought.size > 0;
  return firstScreen && stillFresh();
}

/** Something is being changed: what the page brought may no longer be true. */
export function forgetFirstAnswers(): void {
  answers = new Map();
  firstScreen = false;
  if (typeof document !== 'undefined') document.getElementById(firstAnswersElementId)?.remove();
}
