import { useLayoutEffect } from 'react';
import { firstScreenElementId, firstScreenSubmitAskedAttribute } from '#shared/first-screen-element.js';

// The first screen the server wrote into a member page, the passphrase page or the sign-in page
// (decision 39) stays until the app's own first render is in the document; #root is hidden while
// it is there (base.css), so the two never show together, and removing it in the same task as that
// render leaves no frame without either. On a slow phone she may already have scrolled it or typed
// in its fields (the search words, her e-mail, password, passphrase): all of it carries over.

/** How far she had scrolled the written screen (kept while it is there). */
let scrolledTo = 0;

function rememberScroll(): void {
  if (document.getElementById(firstScreenElementId)) scrolledTo = window.scrollY;
}

if (typeof window !== 'undefined') {
  rememberScroll();
  window.addEventListener('scroll', rememberScroll, { passive: true });
}

type Typed = { name: string; value: string; focused: boolean; start: number | null; end: number | null };

/** What she typed in the written screen's fields, by name, and where her caret was. */
function typedFields(written: HTMLElement): Typed[] {
  return [...written.querySelectorAll<HTMLInputElement>('input[name]')].flatMap((field) => {
    const focused = document.activeElement === field;
    if (!focused && field.value === field.defaultValue) return [];
    return [
      { name: field.name, value: field.value, focused, start: field.selectionStart, end: field.selectionEnd },
    ];
  });
}

// The value setter of the element's class, not React's own on the element: a field React controls
// (the passphrase, through useForm) takes the change only when it then sees an input event.
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

function handOver(typed: Typed): void {
  const field = [...document.querySelectorAll<HTMLInputElement>('#root input[name]')].find(
    (input) => input.name === typed.name,
  );
  if (!field) return;
  if (field.value !== typed.value && setValue) {
    setValue.call(field, typed.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (!typed.focused) return;
  field.focus({ preventScroll: true });
  putCaret(field, typed);
  // React writes a field it controls again once it has taken the input (its value unchanged, the
  // caret at the end): her caret goes back where it was after that.
  queueMicrotask(() => {
    if (document.activeElement === field) putCaret(field, typed);
  });
}

/**
 * Puts her caret back where it was. An e-mail field has no caret a page may read or set (its
 * selectionStart is null and setSelectionRange throws): there the browser's own place stays.
 */
function putCaret(field: HTMLInputElement, { start, end }: Typed): void {
  if (start === null || end === null) return;
  try {
    field.setSelectionRange(start, end);
  } catch {
    // A field whose type has no selection; nothing was moved.
  }
}

/**
 * Sends the app's form as her press of its button would. Safari before 16 (iPhones that stay on
 * iOS 15) has no requestSubmit: there the button itself is pressed.
 */
function sendAppForm(): void {
  const form = document.querySelector<HTMLFormElement>('#root form');
  if (!form) return;
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.querySelector<HTMLButtonElement>('[type="submit"]')?.click();
}

/** Removes the server's first screen, if the page has one, handing her words and place to the app. */
export function removeFirstScreen(): void {
  const written = document.getElementById(firstScreenElementId);
  if (!written) return;
  const typed = typedFields(written);
  const submitAsked = written.hasAttribute(firstScreenSubmitAskedAttribute);
  written.remove();
  for (const field of typed) handOver(field);
  // 入る or ログイン pressed before the app came: its form sends once React has taken her words
  // (after this task's render), with the app's own checks and messages.
  if (submitAsked) queueMicrotask(sendAppForm);
  // React Router's ScrollRestoration (a child, so its layout effect ran first) put the new page at
  // the top; she stays where she was.
  if (scrolledTo > 0) window.scrollTo(0, scrolledTo);
}

/** For the router's outermost elements: the first of them to render hands the page over to the app. */
export function useFirstScreenHandover(): void {
  useLayoutEffect(removeFirstScreen, []);
}
