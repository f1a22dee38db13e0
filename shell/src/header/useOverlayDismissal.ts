import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { desktopMedia } from './Header.styles';
import { overlayClosed, selectOpenOverlay } from './headerSlice';
import type { Overlay } from './headerSlice';

/**
 * Closes a desktop overlay on Escape, giving focus back to its trigger (the mobile menu, a modal, does
 * both itself). When an overlay closes otherwise with the focus inside it (its close button, a link
 * followed), the focus would fall to the page's start; it goes back to the trigger too. Search opened
 * from the mobile menu has no visible trigger of its own: focus goes to the menu button. Any overlay
 * closes when the window crosses the desktop width, since the other layout has no place for it.
 */
export function useOverlayDismissal(triggers: Map<Overlay, HTMLElement>) {
  const overlay = useSelector(selectOpenOverlay);
  const dispatch = useDispatch();
  const lastOpen = useRef(overlay);

  useEffect(() => {
    const focusTrigger = (closed: Overlay) => {
      const trigger = triggers.get(closed);
      const shown = trigger?.checkVisibility?.() ?? Boolean(trigger);
      (shown ? trigger : triggers.get('mobile'))?.focus();
    };

    const closed = lastOpen.current;
    lastOpen.current = overlay;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (closed !== 'none' && closed !== 'mobile' && focusLost) focusTrigger(closed);

    if (overlay === 'none' || overlay === 'mobile') return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(overlayClosed());
      focusTrigger(overlay);
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
