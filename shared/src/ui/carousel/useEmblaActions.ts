import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef } from 'react';

type EmblaAction = (embla: EmblaCarouselType) => void;

/**
 * Runs an action on an embla carousel at once, or, asked before embla has started (an arrow pressed on
 * the server's page, replayed as it hydrates), as soon as it has: no arrow press is lost.
 */
export function useEmblaActions(embla: EmblaCarouselType | undefined): (action: EmblaAction) => void {
  const waiting = useRef<EmblaAction[]>([]);
  useEffect(() => {
    if (!embla) return;
    for (const action of waiting.current.splice(0)) action(embla);
  }, [embla]);
  return (action) => {
    if (embla) action(embla);
    else waiting.current.push(action);
  };
}
