import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a page is rendered on the server and while the browser hydrates it, true from then on:
 * what a server-rendered control must wait for before it can work (a form typed into before its
 * handlers exist would lose the answers or post itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
