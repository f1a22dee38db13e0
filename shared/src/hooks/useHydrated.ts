import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a page is rendered on the server and while the browser hydrates it, true from then on
 * and in anything rendered in the browser alone: whether a component's first render is a hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
