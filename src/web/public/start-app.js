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
  // After the next frame is painted; a tab opened in the background paints no frame, so a timer too.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
