import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHeroUnderHeader, selectOpenOverlay } from './headerSlice';

const SOLID_AFTER_SCROLL_PX = 50;

/**
 * The header is transparent only over a page's full-screen hero (SPEC 2.2: home, continent, country,
 * experience and special-country pages, once loaded), until the page scrolls past 50px or an overlay
 * opens. Over a page that is loading, failed or not found there is no hero, so it stays solid and
 * readable.
 */
export function useHeaderSolid(): boolean {
  const overHero = useSelector(selectHeroUnderHeader);
  const overlayOpen = useSelector(selectOpenOverlay) !== 'none';
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!overHero) return;
    const update = () => setScrolled(window.scrollY > SOLID_AFTER_SCROLL_PX);
    // The first reading waits for the next frame: taken now, while the page hydrates, it would force
    // a layout of the whole page inside that long task.
    const firstReading = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstReading);
      window.removeEventListener('scroll', update);
    };
  }, [overHero]);

  return !overHero || scrolled || overlayOpen;
}
