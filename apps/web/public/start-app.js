/* global document, window, requestAnimationFrame */
/*
 * Starts the app on a page the server wrote (D117): once the written first screen has painted, it adds
 * the app's module script and the page's code preloads, which the server named in
 * <meta name="rasoi-app" content="entry" data-preloads="urls"> instead of asking for them with the page:
 * their download and evaluation would hold the page's first and largest paint. A tap on a button before
 * the app has taken the page over is kept and tapped again once it has ('rasoi:started', sent once the
 * take-over has committed: app/taken-over.tsx), so it is not lost. Any use of the page meanwhile (a touch,
 * a key, a scroll wheel) is noted on <html> as data-page-used, so the app opens no first visit's splash
 * over it (D121). A link is followed as it is: the server writes the page it leads to, or the app opens it.
 * A classic script of its own file: the Content-Security-Policy allows no inline script.
 */
(function () {
  var app = document.querySelector('meta[name="rasoi-app"]');
  if (!app) return;
  var started = false;
  var taps = [];
  function keepTap(event) {
    var button = event.target && event.target.closest ? event.target.closest('button, [role="button"]') : null;
    if (!button || !event.isTrusted) return;
    taps.push(button);
    // A button in a form would submit it natively, before the app can handle it; and the app, taking the
    // page over meanwhile, would answer the tap now and again when it is tapped again.
    event.preventDefault();
    event.stopPropagation();
  }
  // The customer began to use the written page before the app took it over: the app then does not cover it
  // with a first visit's splash (D121), which would take the next tap meant for the page.
  var using = ['pointerdown', 'keydown', 'wheel'];
  function noteUse(event) {
    if (event.isTrusted) document.documentElement.setAttribute('data-page-used', '');
  }
  for (var u = 0; u < using.length; u += 1)
    document.addEventListener(using[u], noteUse, { capture: true, passive: true });
  document.addEventListener('click', keepTap, true);
  document.addEventListener('rasoi:started', function () {
    document.removeEventListener('click', keepTap, true);
    for (var v = 0; v < using.length; v += 1) document.removeEventListener(using[v], noteUse, { capture: true });
    var kept = taps;
    taps = [];
    for (var i = 0; i < kept.length; i += 1) if (kept[i].isConnected) kept[i].click();
  });
  function add(element, attributes) {
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    var preloads = (app.getAttribute('data-preloads') || '').split(' ');
    for (var i = 0; i < preloads.length; i += 1) {
      if (preloads[i])
        add(document.createElement('link'), { rel: 'modulepreload', crossorigin: '', href: preloads[i] });
    }
    add(document.createElement('script'), { type: 'module', crossorigin: '', src: app.getAttribute('content') });
  }
  // Once the written page has painted: the browser reports its first paint, and no timer is involved, so a
  // test's paused clock does not hold it. Not at the load event: a small page can load before it paints,
  // and code asked for then counts against the first paint. A page in the background paints nothing: it
  // starts at once. Where the browser does not report paints, after the next frame.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden') {
    start();
  } else if (types && types.indexOf('paint') !== -1) {
    new PerformanceObserver(function (_list, observer) {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Were no paint ever reported, the app still starts.
  setTimeout(start, 3000);
})();
