import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads a value of an embla carousel (the selected snap, whether it can scroll on) and renders again
 * whenever embla selects another snap or re-measures. The value must be a primitive.
 */
export function useEmblaSnapshot<T extends number | boolean>(
  embla: EmblaCarouselType | undefined,
  read: (embla: EmblaCarouselType) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => undefined;
      embla.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [embla],
  );
  return useSyncExternalStore(
    subscribe,
    () => (embla ? read(embla) : fallback),
    () => fallback,
  );
}
