/**
 * How a page painted from its HTML (Projects rendered with the user's data, /login, /register)
 * starts its scripts.
 *
 * The page arrives whole: cards, images and styles need no script to show. Its scripts are sent
 * parked (`<script type="loci-module">`, `<link rel="loci-modulepreload">`: types and rels a
 * browser does not know, so it fetches nothing) and this inline script asks for them once the
 * first frame has painted, so the first card's images and the fonts have the connection to
 * themselves. Until the screen has been taken over by the app, a click on one of the page's
 * buttons is held (not lost, and not seen by a half-started app); the screen asks for the held
 * clicks (`EARLY_CLICKS`) once it has hydrated and clicks those buttons again. Links are real
 * links and are left alone, and so are buttons the app has since drawn itself.
 */

/** The global through which the app takes the held clicks (and stops the holding). */
export const EARLY_CLICKS = '__lociEarlyClicks';
/**
 * The global through which a presenter (Present, a review link) takes the navigation keys pressed
 * on its first slide before the app took the page over (→, ←, Page Down… held for at most 10 s).
 */
export const EARLY_KEYS = '__lociEarlyKeys';
/**
 * A form's submit button that is enabled only while the form's required fields hold something
 * (the review's "Start the review"): until the app has taken the page over, the boot script
 * keeps it following those fields, so a name typed before the scripts run enables it at once.
 */
export const FOLLOWS_REQUIRED = 'data-follows-required';
/** Parked module script type and module preload rel (see above). */
export const PARKED_SCRIPT_TYPE = 'loci-module';
export const PARKED_PRELOAD_REL = 'loci-modulepreload';

/** The inline script (ES5, no dependency); its hash is allowed by the Content-Security-Policy. */
export const PAGE_BOOT_SCRIPT = `(function () {
  var held = [];
  var rendered = Array.prototype.slice.call(document.querySelectorAll('#root button,#root [role="button"]'));
  function hold(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button,[role="button"]') : null;
    if (!button || rendered.indexOf(button) === -1 || button.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  }
  document.addEventListener('click', hold, true);
  function follow(event) {
    var form = event.target && event.target.form;
    var page = document.getElementById('root');
    if (!form || !page || !page.contains(form)) return;
    var fields = form.querySelectorAll('[required]');
    var filled = true;
    for (var i = 0; i < fields.length; i++) if (!String(fields[i].value || '').trim()) filled = false;
    var buttons = form.querySelectorAll('button[${FOLLOWS_REQUIRED}]');
    for (var j = 0; j < buttons.length; j++) buttons[j].disabled = !filled;
  }
  document.addEventListener('input', follow, true);
  window.${EARLY_CLICKS} = function () {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', follow, true);
    return held.splice(0);
  };
  var keys = [];
  var root = document.getElementById('root');
  var presenter = root && /^(present|review)$/.test(root.getAttribute('data-prerendered') || '');
  var moves = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' '];
  function holdKey(event) {
    var target = event.target;
    var tag = target && target.tagName;
    if (event.ctrlKey || event.metaKey || event.altKey || moves.indexOf(event.key) === -1) return;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (target && target.isContentEditable)) return;
    if (event.key === ' ' && tag === 'BUTTON') return;
    event.preventDefault();
    keys.push({ key: event.key, shiftKey: event.shiftKey });
  }
  function stopKeys() {
    document.removeEventListener('keydown', holdKey, true);
    return keys.splice(0);
  }
  if (presenter) {
    document.addEventListener('keydown', holdKey, true);
    setTimeout(stopKeys, 10000);
  }
  window.${EARLY_KEYS} = stopKeys;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var parked = document.querySelectorAll('script[type="${PARKED_SCRIPT_TYPE}"],link[rel="${PARKED_PRELOAD_REL}"]');
    for (var i = 0; i < parked.length; i++) {
      var script = parked[i].tagName === 'SCRIPT';
      var element = document.createElement(script ? 'script' : 'link');
      if (script) {
        element.type = 'module';
        element.src = parked[i].getAttribute('src');
      } else {
        element.rel = 'modulepreload';
        element.href = parked[i].getAttribute('href');
      }
      element.crossOrigin = 'anonymous';
      document.head.appendChild(element);
    }
  }
  // A hidden tab paints no frame: it starts at once (or when it is hidden before its first frame).
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 1000);
})();`;
