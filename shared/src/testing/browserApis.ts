// Browser APIs that jsdom lacks and our components use (embla-carousel watches sizes and visibility,
// hover is told apart from touch by pointer events, motion preferences come from matchMedia, React
// reads submitted forms). Installed for every unit test by setupTests.

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** jsdom lays nothing out: every element observed is taken to be on the screen, reported a task later as a browser does. */
class OnScreenObserver {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(target: Element) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }, 0);
    this.timers.add(timer);
  }

  unobserve() {}

  disconnect() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  takeRecords() {
    return [];
  }
}

// Carries pointerType, so a test can tell a mouse from a finger.
class MousePointerEvent extends MouseEvent {
  readonly pointerType: string;
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
    this.pointerId = init.pointerId ?? 1;
  }
}

/** A matchMedia whose answer to every query is `matches` (jsdom lays nothing out and has no media). */
const mediaQueryList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/**
 * The test environment's FormData is Node's, which cannot read a form. React builds one from the form
 * when a submit handler starts a transition (a router navigation), so it learns to read fields here.
 */
function formDataReadingForms(NodeFormData: typeof FormData): typeof FormData {
  return class extends NodeFormData {
    constructor(form?: HTMLFormElement) {
      super();
      if (!form) return;
      for (const field of Array.from(form.elements) as HTMLInputElement[]) {
        const unchecked = (field.type === 'checkbox' || field.type === 'radio') && !field.checked;
        if (field.name && !field.disabled && !unchecked && 'value' in field)
          this.append(field.name, field.value);
      }
    }
  };
}

/**
 * jsdom loads no media and says so on the console when asked to play. Here a clip plays and pauses as
 * in a browser as far as a page can tell: `paused` follows, and 'play' and 'pause' events fire.
 */
function playableMedia() {
  const playing = new WeakSet<HTMLMediaElement>();
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return !playing.has(this);
    },
  });
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
    playing.delete(this);
    this.dispatchEvent(new Event('pause'));
  };
  HTMLMediaElement.prototype.load = () => undefined;
}

export function installBrowserApis() {
  playableMedia();
  globalThis.FormData = formDataReadingForms(globalThis.FormData);
  window.matchMedia ??= (query: string) => mediaQueryList(query, false);
  globalThis.PointerEvent ??= MousePointerEvent as unknown as typeof PointerEvent;
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= OnScreenObserver as unknown as typeof IntersectionObserver;
  // jsdom has no layout and reports scrollTo as not implemented; the shell scrolls to the top per route.
  window.scrollTo = () => undefined;
}

/** Makes `(prefers-reduced-motion: reduce)` match until the returned function is called. */
export function emulateReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    mediaQueryList(query, query.includes('prefers-reduced-motion: reduce'));
  return () => {
    window.matchMedia = original;
  };
}

/**
 * jsdom runs no CSS animations, so Radix unmounts a closing dialog at once. This makes every element
 * whose `data-state` is 'closed' report an exit animation, as a browser does mid-way through one:
 * Radix then keeps it mounted until `finish()` ends the animations. Call `restore()` after the test.
 */
export function emulateExitAnimations() {
  const original = window.getComputedStyle;
  const exiting = (element: Element) => element.getAttribute('data-state') === 'closed';
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const style = original.call(window, element, pseudo);
    // Radix keeps the declaration and reads it again later, as browsers keep it live.
    return new Proxy(style, {
      get: (target, property) =>
        property === 'animationName'
          ? exiting(element)
            ? 'exit'
            : 'enter'
          : (Reflect.get(target, property) as unknown),
    });
  };
  return {
    finish: () => {
      for (const element of Array.from(document.querySelectorAll('[data-state="closed"]'))) {
        const end = new Event('animationend', { bubbles: true });
        Object.assign(end, { animationName: 'exit' });
        element.dispatchEvent(end);
      }
    },
    restore: () => {
      window.getComputedStyle = original;
    },
  };
}
