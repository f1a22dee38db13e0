import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Pages whose hero runs under a transparent header (SPEC 2.2). */
const transparentHeaderRoutes = [
  /^\/$/,
  // Continent, country and island-country pages open on a full-screen hero.
  /^\/destinations\/continents\/[^/]+\/?$/,
  /^\/countries\/[^/]+\/?$/,
  /^\/special\/countries\/[^/]+\/?$/,
];
const SOLID_AFTER_SCROLL_PX = 50;

/** The header is solid on every other route, and everywhere once the page has scrolled past 50px. */
export function useHeaderSolid(): boolean {
  const { pathname } = useLocation();
  const transparentRoute = transparentHeaderRoutes.some((route) => route.test(pathname));
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!transparentRoute) return;
    const update = () => setScrolled(window.scrollY > SOLID_AFTER_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [transparentRoute]);

  return !transparentRoute || scrolled;
}
