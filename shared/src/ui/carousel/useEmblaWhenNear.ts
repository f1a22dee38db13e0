import type { EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { useEmblaActions } from './useEmblaActions';

/** How far outside the screen a carousel starts: a scroll's worth, so it is ready when it shows. */
const NEAR = '100% 0px';

/**
 * An embla carousel that starts (measures its slides, a forced layout each) only when its root comes
 * near the screen or one of its controls is used: a page's carousels below the fold cost nothing while
 * it loads and hydrates. An action asked before it has started runs once it has.
 */
export function useEmblaWhenNear(options: EmblaOptionsType) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (the server, old browsers, jsdom) it starts at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [emblaRef, embla] = useEmblaCarousel(options);
  const whenStarted = useEmblaActions(embla);

  useEffect(() => {
    const root = rootRef.current;
    if (near || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [near]);

  return {
    rootRef,
    viewportRef: near ? emblaRef : undefined,
    embla,
    onEmbla: (action: Parameters<typeof whenStarted>[0]) => {
      setNear(true);
      whenStarted(action);
    },
  };
}
