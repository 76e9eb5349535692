// Starts the web app on a member page whose first screen the server wrote (decision 39): the app's
// scripts wait in <template id="app-scripts"> until that screen has been painted, so a phone on a
// slow network spends its first round trips on the page and its style sheets, not on 150 KB of
// code the first paint does not need. A plain file (no build step): the server names it by path.
(function startApp() {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var scripts = document.getElementById('app-scripts');
    if (scripts) document.head.append(document.importNode(scripts.content, true));
  }
  // Once the first contentful paint is on the screen: the browser reports it after the frame was
  // shown, while a frame asked for with requestAnimationFrame may still be on its way (on a fast
  // network the scripts then came in before the paint and were counted as needed for it).
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (paintTiming) {
    try {
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      paintTiming = false;
    }
  }
  if (!paintTiming) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // 入る or ログイン pressed on the passphrase or sign-in page, or Enter in one of its fields, before
  // the app has come: noted on the written screen, and the app sends its own form once it has taken
  // over (first-screen.ts).
  // The names are src/shared/first-screen-element.ts's.
  function noteSubmit(event) {
    var target = event.target;
    var written = document.getElementById('first-screen');
    if (!written || !(target instanceof Element) || !written.contains(target)) return;
    var pressed = event.type === 'click' && target.closest('[data-first-screen-submit]');
    // Enter that confirms a kana conversion is the keyboard's, not a send.
    var entered =
      event.type === 'keydown' &&
      event.key === 'Enter' &&
      !event.isComposing &&
      event.keyCode !== 229 &&
      target.matches('input[name]') &&
      !target.form;
    if (pressed || entered) written.setAttribute('data-submit-asked', '');
  }
  document.addEventListener('click', noteSubmit, true);
  document.addEventListener('keydown', noteSubmit, true);
  // A tab opened in the background paints nothing: there the app starts all the same, soon. A
  // visible page waits for its paint; the longer wait only keeps a page whose paint is never
  // reported from staying without its app.
  setTimeout(start, document.visibilityState === 'hidden' ? 500 : 3000);
})();
