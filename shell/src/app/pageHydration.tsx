import { Suspense, createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';

export interface PageHydration {
  /** The page's root has hydrated (its parts in boundaries of their own may not have yet). */
  rootHydrated(): void;
  /** A part that hydrates in a pass of its own is there: call what it returns once it has hydrated. */
  waitFor(): () => void;
}

/**
 * Tells when the whole server-rendered page has hydrated: its root, and each part in a Suspense boundary
 * of its own (`HydratesLater`), which React hydrates in later passes. Only then do the page's controls
 * all work, and `onHydrated` is called, once. Parts that come after that (a later page) are not waited for.
 */
export function createPageHydration(onHydrated: () => void): PageHydration {
  let waiting = 1;
  const finishOne = () => {
    waiting -= 1;
    if (waiting === 0) onHydrated();
  };
  return {
    rootHydrated: finishOne,
    waitFor() {
      if (waiting === 0) return () => undefined;
      waiting += 1;
      let finished = false;
      return () => {
        if (finished) return;
        finished = true;
        finishOne();
      };
    },
  };
}

export const PageHydrationContext = createContext<PageHydration | null>(null);

/**
 * A part of the page in a Suspense boundary of its own: it hydrates in a pass after the rest (so no
 * single task holds the main thread long), and the page counts as hydrated only once it has too.
 */
export function HydratesLater({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const hydration = useContext(PageHydrationContext);
  const finish = useRef<() => void>(undefined);
  // Layout effects run before any passive one: the part is waited for before the root reports, and
  // before the part itself reports should it hydrate in the same pass. Unmounted (its code failed to
  // load and an error boundary took its place), it is no longer waited for.
  useLayoutEffect(() => {
    const finishPart = hydration?.waitFor();
    finish.current = finishPart;
    return finishPart;
  }, [hydration]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated finish={finish} />
    </Suspense>
  );
}

function Hydrated({ finish }: { finish: RefObject<(() => void) | undefined> }) {
  useEffect(() => finish.current?.(), [finish]);
  return null;
}
