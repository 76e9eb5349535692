// Apart from member-first-screen.ts so that the web app's first script, which removes the written
// screen, does not seem to reach the templates and the copy they read (vite.config.ts decides
// the member chunk from what the entry reaches; decision 38).

/** The element that holds the first screen; the web app hides #root while it is there (base.css). */
export const firstScreenElementId = 'first-screen';

/**
 * A written screen's send button (the passphrase page's 入る, the sign-in page's ログイン). Pressed
 * before the app has started, /start-app.js (a plain file, which repeats these two names) marks the
 * written screen with `firstScreenSubmitAskedAttribute`, and the app sends its own form once it has
 * taken over.
 */
export const firstScreenSubmitAttribute = 'data-first-screen-submit';
export const firstScreenSubmitAskedAttribute = 'data-submit-asked';
