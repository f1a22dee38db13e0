import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { desktopMedia } from './Header.styles';
import { overlayClosed, selectOpenOverlay } from './headerSlice';
import type { Overlay } from './headerSlice';

/**
 * Closes a desktop overlay on Escape (the mobile menu, a modal, does that itself). When an overlay
 * closes with the focus inside it (Escape, its close button, a link followed), the focus would fall to
 * the page's start; it goes back to the overlay's trigger instead, or to the menu button for search
 * opened from the mobile menu, which has no visible trigger of its own. Any overlay closes when the
 * window crosses the desktop width, since the other layout has no place for it.
 */
export function useOverlayDismissal(triggers: Map<Overlay, HTMLElement>) {
  const overlay = useSelector(selectOpenOverlay);
  const dispatch = useDispatch();
  const lastOpen = useRef(overlay);

  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = overlay;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (closed === 'none' || closed === 'mobile' || !focusLost) return;
    const trigger = triggers.get(closed);
    const shown = trigger?.checkVisibility?.() ?? Boolean(trigger);
    (shown ? trigger : triggers.get('mobile'))?.focus();
  }, [overlay, triggers]);

  useEffect(() => {
    if (overlay === 'none' || overlay === 'mobile') return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(overlayClosed());
      // From the trigger itself, focus stays there; from inside the overlay, the effect above returns it.
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [overlay, dispatch]);

  useEffect(() => {
    if (overlay === 'none') return undefined;
    const layout = window.matchMedia(desktopMedia);
    const close = () => dispatch(overlayClosed());
    layout.addEventListener('change', close);
    return () => layout.removeEventListener('change', close);
  }, [overlay, dispatch]);
}
