// Every Japanese word people see lives here, so screens, server messages, mails and tests agree.
// Labels and messages follow the product's copy deck word for word (docs/product.md#words-on-screen);
// the browser tests find things by these words. Functions fill in `{x}` placeholders.
//
// Each area is a module of its own in `copy/` and `copy` is their namespace: `copy.live.title`
// reads as before, and the bundler keeps only the areas a chunk reads, so the first script
// carries the few words its error screen and spinner use, not every screen's (decision 38).
// Use `copy` only as `copy.<area>`: handing the whole namespace around would pull every area in.
export * as copy from './copy/areas.js';
