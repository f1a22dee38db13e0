import { SERVER_STATE_ID } from './server/serverState';

/** Longest wait for the first paint, should a browser never report it. */
const firstPaintWait = 3000;

/**
 * Resolves once the browser has shown the server-rendered page (its first contentful paint), so the
 * visitor sees the page before the app's code takes the main thread to hydrate it. At once for a page
 * the server did not render (the development server's empty page has nothing to show until it runs),
 * and for a page opened in a background tab (it paints only once shown).
 */
export function afterServerHtmlShown(): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    !document.getElementById(SERVER_STATE_ID) ||
    document.visibilityState === 'hidden' ||
    painted() ||
    typeof PerformanceObserver === 'undefined'
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
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
