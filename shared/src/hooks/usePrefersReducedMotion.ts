import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// Test environments and old browsers have no matchMedia; they get motion, as the CSS default does.
const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

function subscribe(onChange: () => void) {
  const media = mediaQuery();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const readPreference = () => mediaQuery()?.matches ?? false;

/** Whether the visitor asked their system for less motion; follows the setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, () => false);
}
