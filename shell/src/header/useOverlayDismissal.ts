import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { desktopMedia } from './Header.styles';
import { overlayClosed, selectOpenOverlay } from './headerSlice';
import type { Overlay } from './headerSlice';

/**
 * Closes a desktop overlay on Escape and gives focus back to its trigger (the mobile menu, a modal,
 * does both itself). Search opened from the mobile menu has no visible trigger of its own; focus goes
 * to the menu button. Any overlay closes when the window crosses the desktop width, since the other
 * layout has no place for it.
 */
export function useOverlayDismissal(triggers: Map<Overlay, HTMLElement>) {
  const overlay = useSelector(selectOpenOverlay);
  const dispatch = useDispatch();

  useEffect(() => {
    if (overlay === 'none' || overlay === 'mobile') return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(overlayClosed());
      const trigger = triggers.get(overlay);
      const shown = trigger?.checkVisibility?.() ?? Boolean(trigger);
      (shown ? trigger : triggers.get('mobile'))?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [overlay, triggers, dispatch]);

  useEffect(() => {
    if (overlay === 'none') return undefined;
    const layout = window.matchMedia(desktopMedia);
    const close = () => dispatch(overlayClosed());
    layout.addEventListener('change', close);
    return () => layout.removeEventListener('change', close);
  }, [overlay, dispatch]);
}
