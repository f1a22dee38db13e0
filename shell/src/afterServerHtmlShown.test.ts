import { afterServerHtmlShown } from './afterServerHtmlShown';
import { SERVER_STATE_ID } from './server/serverState';

/** A browser's paint timeline: `paint()` records the first contentful paint and tells the observers. */
function fakePaintTimeline() {
  const entries: string[] = [];
  const observers = new Set<() => void>();
  class FakePerformanceObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakePerformanceObserver });
  // jsdom keeps no performance timeline.
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (entries.includes(name) ? [{ name }] : []),
  });
  return {
    paint() {
      entries.push('first-contentful-paint');
      for (const callback of observers) callback();
    },
    observing: () => observers.size,
  };
}

/** Whether the promise has settled after the microtasks queued so far: within the task that asked. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterServerHtmlShown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    document.body.innerHTML = `<div id="root"><h1>Journeys</h1></div><script type="application/json" id="${SERVER_STATE_ID}">{}</script>`;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });

  it('waits for the first contentful paint of a server-rendered page', async () => {
    const timeline = fakePaintTimeline();
    const shown = afterServerHtmlShown();
    expect(await settled(shown)).toBe(false);
    timeline.paint();
    expect(await settled(shown)).toBe(true);
    expect(timeline.observing()).toBe(0);
  });

  it('asks for frames while it waits, so a browser that reports a paint as it draws the next one reports it, and stops once painted', async () => {
    const timeline = fakePaintTimeline();
    const frameRequests = jest.spyOn(window, 'requestAnimationFrame');
    const shown = afterServerHtmlShown();
    jest.advanceTimersByTime(100);
    expect(frameRequests.mock.calls.length).toBeGreaterThanOrEqual(5);

    timeline.paint();
    expect(await settled(shown)).toBe(true);
    const requestsWhenPainted = frameRequests.mock.calls.length;
    jest.advanceTimersByTime(100);
    expect(frameRequests.mock.calls.length).toBe(requestsWhenPainted);
  });

  /** Whether the promise has settled within the task that asked (never), and in the next one. */
  async function settlesInTheNextTask(promise: Promise<void>) {
    const withinThisTask = await settled(promise);
    jest.advanceTimersByTime(0);
    return [withinThisTask, await settled(promise)];
  }

  it('goes on in the next task when the page has already painted', async () => {
    const timeline = fakePaintTimeline();
    timeline.paint();
    expect(await settlesInTheNextTask(afterServerHtmlShown())).toEqual([false, true]);
    expect(timeline.observing()).toBe(0);
  });

  it('goes on after three seconds should the browser never report the paint', async () => {
    const timeline = fakePaintTimeline();
    const shown = afterServerHtmlShown();
    jest.advanceTimersByTime(2999);
    expect(await settled(shown)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(shown)).toBe(true);
    expect(timeline.observing()).toBe(0);
  });

  it('goes on in the next task in a background tab, which paints only once shown', async () => {
    const timeline = fakePaintTimeline();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settlesInTheNextTask(afterServerHtmlShown())).toEqual([false, true]);
    expect(timeline.observing()).toBe(0);
  });

  it('goes on in the next task for a page the server did not render', async () => {
    const timeline = fakePaintTimeline();
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settlesInTheNextTask(afterServerHtmlShown())).toEqual([false, true]);
    expect(timeline.observing()).toBe(0);
  });
});
