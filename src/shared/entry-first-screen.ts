// The first screens of a visitor without a session, as HTML (decision 39, revised for the first
// screens before a session): the passphrase page a new member opens from the link staff send, and
// the sign-in page a member comes back to, painted before the app's scripts have loaded. The
// markup mirrors src/web/components/layouts/entry-layout.tsx, the routes (gate.tsx, login.tsx)
// and their forms with their class names (their style sheets are in the page), so the app's screen
// takes its place without anything moving.
import { copy } from './copy.js';
import { firstScreenElementId, firstScreenSubmitAttribute } from './first-screen-element.js';
import { escapeHtml, writtenLogoHtml } from './member-first-screen.js';
import { sameSitePath } from './same-site-path.js';

/** An entry page's address keeping the page she asked for (this site's paths only), as the app's links do. */
function entryHref(pathname: string, redirectTo: string | null): string {
  const requested = sameSitePath(redirectTo);
  return requested ? `${pathname}?${new URLSearchParams({ redirectTo: requested }).toString()}` : pathname;
}

/** A written field's id; its name is the app's, so what she types carries over (first-screen.ts). */
const writtenId = (name: string) => `first-screen-${name}`;

type WrittenField = { name: string; label: string; attributes: string; hint?: string };

/** A text field as TextField draws it. */
function textFieldHtml({ name, label, attributes }: WrittenField): string {
  return (
    `<div class="field"><label class="field__label" for="${writtenId(name)}">${escapeHtml(label)}</label>` +
    `<input id="${writtenId(name)}" class="field__input" name="${name}" ${attributes} required></div>`
  );
}

/** A passphrase or password field as SecretField draws it, shown (the passphrase) or hidden. */
function secretFieldHtml({ name, label, attributes, hint }: WrittenField, shown: boolean): string {
  const id = writtenId(name);
  const toggleLabel = shown ? copy.secretField.hideNamed(label) : copy.secretField.showNamed(label);
  // Under the label and tied to the field, as Field draws a hint.
  const hintHtml = hint ? `<p id="${id}-hint" class="field__hint">${escapeHtml(hint)}</p>` : '';
  const describedBy = hint ? ` aria-describedby="${id}-hint"` : '';
  return (
    `<div class="field"><label class="field__label" for="${id}">${escapeHtml(label)}</label>${hintHtml}` +
    `<div class="secret-field"><input id="${id}" class="field__input" name="${name}" type="${shown ? 'text' : 'password'}" ` +
    `autocapitalize="off" autocorrect="off" spellcheck="false" ${attributes}${describedBy} required>` +
    // The app's 表示 / 非表示 works once it has come; until then this one says it does nothing yet.
    `<button type="button" class="secret-field__toggle" aria-disabled="true" aria-controls="${id}" ` +
    `aria-label="${escapeHtml(toggleLabel)}">${escapeHtml(shown ? copy.secretField.hide : copy.secretField.show)}</button></div></div>`
  );
}

/** The send button: a plain button, noted by /start-app.js and sent by the app's form once it is there. */
const sendButtonHtml = (text: string) =>
  `<button type="button" class="button button--primary button--block" ${firstScreenSubmitAttribute}>${escapeHtml(text)}</button>`;

const linksHtml = (links: { href: string; text: string }[]) =>
  `<ul class="auth-links">${links.map(({ href, text }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`).join('')}</ul>`;

/**
 * The entry frame around a card. Its form is not a <form>: until the app has started, Enter or the
 * button must not send anything (a plain form would put the passphrase, or her password, in the
 * address). What she typed, with her caret, goes to the app's fields, and a press of the button
 * meanwhile is sent by the app's form once it is there.
 */
function entryScreenHtml(siteName: string, heading: string, fields: string, links: string): string {
  return (
    `<div id="${firstScreenElementId}" class="entry-layout">` +
    `<a class="skip-link" href="#main">${escapeHtml(copy.site.skipToContent)}</a>` +
    `<header class="entry-layout__header">${writtenLogoHtml(siteName)}` +
    `<p class="entry-layout__tagline">${escapeHtml(copy.site.tagline)}</p></header>` +
    `<main id="main" tabindex="-1" class="entry-layout__main"><div class="card">` +
    `<h1>${escapeHtml(heading)}</h1><div class="auth-form">${fields}</div>${links}</div></main></div>`
  );
}

const passphraseAttributes = 'autocomplete="off"';

/** The passphrase page (gate.tsx, gate-form.tsx). */
export function gateScreenHtml(siteName: string, redirectTo: string | null): string {
  return entryScreenHtml(
    siteName,
    copy.gate.heading,
    secretFieldHtml(
      {
        name: 'passphrase',
        label: copy.gate.label,
        attributes: passphraseAttributes,
        hint: copy.site.passphraseHint,
      },
      true,
    ) + sendButtonHtml(copy.gate.submit),
    linksHtml([{ href: entryHref('/login', redirectTo), text: copy.gate.toLogin }]),
  );
}

/** The sign-in page as a visitor without a session sees it (login.tsx, login-form.tsx). */
export function loginScreenHtml(siteName: string, redirectTo: string | null): string {
  return entryScreenHtml(
    siteName,
    copy.login.heading,
    textFieldHtml({
      name: 'email',
      label: copy.login.emailLabel,
      attributes: 'type="email" autocomplete="email" inputmode="email"',
    }) +
      secretFieldHtml(
        { name: 'password', label: copy.login.passwordLabel, attributes: 'autocomplete="current-password"' },
        false,
      ) +
      secretFieldHtml(
        {
          name: 'passphrase',
          label: copy.login.passphraseLabel,
          attributes: passphraseAttributes,
          hint: copy.site.passphraseHint,
        },
        true,
      ) +
      sendButtonHtml(copy.login.submit),
    linksHtml([
      { href: entryHref('/register', redirectTo), text: copy.login.toRegister },
      { href: entryHref('/password', redirectTo), text: copy.login.toGate },
      { href: '/forgot-password', text: copy.login.toReset },
    ]),
  );
}
