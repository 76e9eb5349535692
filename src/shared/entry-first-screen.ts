// The passphrase page's first screen as HTML (decision 39, revised for the first screens before a
// session): the page a new member opens from the link staff send, painted before the app's
// scripts have loaded. The markup mirrors src/web/components/layouts/entry-layout.tsx,
// src/web/app/routes/gate.tsx and gate-form.tsx with their class names (their style sheets are
// in the page), so the app's screen takes its place without anything moving.
import { copy } from './copy.js';
import { firstScreenElementId, firstScreenSubmitAttribute } from './first-screen-element.js';
import { escapeHtml, writtenLogoHtml } from './member-first-screen.js';
import { sameSitePath } from './same-site-path.js';

/** The written passphrase field's id; its name is the app's, so what she types carries over. */
const writtenPassphraseId = 'first-screen-passphrase';

/** The login link as the gate's own (paths.loginFor): the page she asked for goes with it. */
function loginHref(redirectTo: string | null): string {
  const requested = sameSitePath(redirectTo);
  return requested ? `/login?${new URLSearchParams({ redirectTo: requested }).toString()}` : '/login';
}

/**
 * The entry frame with the passphrase card. Not a <form>: until the app has started, Enter or the
 * button must not send the passphrase anywhere (a plain form would put it in the address). She can
 * type in the field, and what she typed, with her caret, goes to the app's field (first-screen.ts);
 * a press of 入る meanwhile is sent by the app's form once it is there.
 */
export function gateScreenHtml(siteName: string, redirectTo: string | null): string {
  const label = escapeHtml(copy.gate.label);
  return (
    `<div id="${firstScreenElementId}" class="entry-layout">` +
    `<a class="skip-link" href="#main">${escapeHtml(copy.site.skipToContent)}</a>` +
    `<header class="entry-layout__header">${writtenLogoHtml(siteName)}` +
    `<p class="entry-layout__tagline">${escapeHtml(copy.site.tagline)}</p></header>` +
    `<main id="main" tabindex="-1" class="entry-layout__main"><div class="card">` +
    `<h1>${escapeHtml(copy.gate.heading)}</h1>` +
    `<div class="auth-form"><div class="field">` +
    `<label class="field__label" for="${writtenPassphraseId}">${label}</label>` +
    `<div class="secret-field"><input id="${writtenPassphraseId}" class="field__input" name="passphrase" type="text" ` +
    `autocapitalize="off" autocorrect="off" spellcheck="false" autocomplete="off" required>` +
    // The app's 非表示 works once it has come; until then this one says it does nothing yet.
    `<button type="button" class="secret-field__toggle" aria-disabled="true" aria-controls="${writtenPassphraseId}" ` +
    `aria-label="${escapeHtml(copy.secretField.hideNamed(copy.gate.label))}">${escapeHtml(copy.secretField.hide)}</button></div></div>` +
    `<button type="button" class="button button--primary button--block" ${firstScreenSubmitAttribute}>${escapeHtml(copy.gate.submit)}</button></div>` +
    `<ul class="auth-links"><li><a href="${escapeHtml(loginHref(redirectTo))}">${escapeHtml(copy.gate.toLogin)}</a></li></ul>` +
    `</div></main></div>`
  );
}
