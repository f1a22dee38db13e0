// The first script of the shell's HTML, written inline in its head so it runs before anything is painted
// (webpack.common.js; earlyEvents.cjs gives this file's text, and the security policy allows exactly that
// text by its hash). A plain browser script, run as written: the app replays through window.luxEarlyEvents.
/* global window, document, Element, HTMLFormElement, MouseEvent, PointerEvent -- it runs in the browser */
/**
 * Holds the clicks (taps, and Enter or Space on a control, which browsers turn into clicks) and form
 * submissions a visitor makes on the server-rendered page before the app has hydrated it, and replays
 * them on the same elements once it has, in order: held, an event goes no further, so each happens
 * once, when replayed. Only the controls whose behaviour comes with the app are held (buttons, tabs);
 * links, fields, selects and checkboxes work natively and are left alone. The approach of Angular's
 * event replay and Google's jsaction; React replays only what happens after hydration has started.
 * Should the app not come 10 s after the first press it held (its files blocked or failed to load), the
 * page's note on working without its scripts is shown, and a post form's held submission is let go to
 * the browser, which posts it.
 *
 * @param {Document} ownerDocument
 * @returns {{ replay(): void }} `replay` stops holding and does what was held
 */
window.luxEarlyEvents = (function holdEarlyEvents(ownerDocument) {
  var held = [];
  var pathTo = function (element) {
    var path = [];
    for (var node = element; node.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  };
  // Itself, or whatever took its place should hydration have rendered it anew.
  var current = function (element, path) {
    if (element.isConnected) return element;
    var node = ownerDocument.documentElement;
    for (var i = 0; node && i < path.length; i += 1) node = node.children[path[i]];
    return node;
  };
  var stopHolding = function () {
    ownerDocument.removeEventListener('click', holdClick, true);
    ownerDocument.removeEventListener('submit', holdSubmit, true);
    clearTimeout(appAwaited);
  };
  // The shell's server puts the note in every page it renders (shell/src/server/withoutAppNote.ts), hidden.
  var showNotes = function (shown) {
    ownerDocument.querySelectorAll('[data-without-app-note]').forEach(function (note) {
      note.hidden = !shown;
    });
  };
  var APP_AWAITED_MS = 10000;
  var appAwaited;
  var appLate = false;
  var heldPost;
  // A form that posts is sent by the browser itself once the app is late: the site's server takes the
  // enquiry page's post and sends it on.
  var postWithoutApp = function () {
    stopHolding();
    held.length = 0;
    heldPost.form.requestSubmit(heldPost.submitter);
  };
  var awaitApp = function (form, submitter) {
    if (form && form.method === 'post' && !heldPost) heldPost = { form: form, submitter: submitter };
    if (appLate && heldPost) postWithoutApp();
    if (appAwaited !== undefined) return;
    appAwaited = setTimeout(function () {
      appLate = true;
      showNotes(true);
      if (heldPost) postWithoutApp();
    }, APP_AWAITED_MS);
  };
  var hold = function (event, element, replay) {
    event.preventDefault();
    event.stopImmediatePropagation();
    var path = pathTo(element);
    held.push(function () {
      var target = current(element, path);
      if (target) replay(target);
    });
    if (element instanceof HTMLFormElement) awaitApp(element);
    else if (element.type === 'submit' && element.form) awaitApp(element.form, element);
    else awaitApp();
  };
  // A whole press, as the visitor made it: some controls act on pointer or mouse down (tabs), most on click.
  var press = function (pointerType) {
    return function (target) {
      var down = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
      var up = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 0 };
      var pointer = { isPrimary: true, pointerType: pointerType || 'mouse' };
      if (typeof PointerEvent === 'function') {
        target.dispatchEvent(new PointerEvent('pointerdown', Object.assign({}, down, pointer)));
      }
      target.dispatchEvent(new MouseEvent('mousedown', down));
      if (typeof PointerEvent === 'function') {
        target.dispatchEvent(new PointerEvent('pointerup', Object.assign({}, up, pointer)));
      }
      target.dispatchEvent(new MouseEvent('mouseup', up));
      target.click();
    };
  };
  var holdClick = function (event) {
    var control =
      event.target instanceof Element ? event.target.closest('button, [role="button"], [role="tab"]') : null;
    if (control && event.button === 0) hold(event, control, press(event.pointerType));
  };
  // A form sent with Enter from a field of a form without a submit button (with one, Enter clicks it).
  var holdSubmit = function (event) {
    if (event.target instanceof HTMLFormElement) {
      hold(event, event.target, function (form) {
        form.requestSubmit();
      });
    }
  };
  ownerDocument.addEventListener('click', holdClick, true);
  ownerDocument.addEventListener('submit', holdSubmit, true);
  return {
    replay: function () {
      stopHolding();
      if (appLate) showNotes(false);
      held.splice(0).forEach(function (replay) {
        replay();
      });
    },
  };
})(document);
