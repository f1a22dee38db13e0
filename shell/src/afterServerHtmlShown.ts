import { nextTask } from './nextTask';
import { SERVER_STATE_ID } from './server/serverState';

/** Longest wait for the first paint, should a browser never report it. */
const firstPaintWait = 3000;

/**
 * Resolves once the browser has shown the server-rendered page (its first contentful paint), so the
 * visitor sees the page before the app's code takes the main thread to hydrate it. In the next task
 * for a page the server did not render (the development server's empty page has nothing to show until
 * it runs), for a page opened in a background tab (it paints only once shown), and for one already
 * painted: a deferred script runs in the task that ends the page's parsing, with a style and layout of
 * the whole document, and the app's start in it made one long task of them.
 */
export function afterServerHtmlShown(): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    !document.getElementById(SERVER_STATE_ID) ||
    document.visibilityState === 'hidden' ||
    painted() ||
    typeof PerformanceObserver === 'undefined'
  ) {
    return nextTask();
  }
  return new Promise((resolve) => {
    // The paint is reported once its frame is presented, and a browser that draws in software (headless
    // Chrome, as Lighthouse and crawlers run it) reports that only as it draws the next frame: on a
    // page with nothing more to draw, a second later. Asking for frames while waiting brings the report
    // in at once (an empty callback: no work, no change on screen).
    let frame = requestAnimationFrame(function askForFrames() {
      frame = requestAnimationFrame(askForFrames);
    });
    const done = () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: 'paint' });
    const timer = setTimeout(done, firstPaintWait);
  });
}
