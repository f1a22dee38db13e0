import { Drawer } from '@lux/shared';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { overlayClosed, selectOpenOverlay } from '../headerSlice';
import type { HeaderState } from '../headerSlice';
import { MobileMenuPanels, panelTitles } from './MobileMenuPanels';
import type { MobilePanel } from './MobileMenuPanels';

/** SPEC 9: the menu goes back to its main list 300 ms after closing, once it has slid out. */
export const MOBILE_MENU_RESET_MS = 300;

/**
 * The slide-in menu below the desktop breakpoint: a modal panel (focus trapped, Escape and the close
 * button close it, focus goes back to the menu button) with the main list and a sub-panel per menu.
 */
export function MobileMenu() {
  const overlay = useSelector(selectOpenOverlay);
  const open = overlay === 'mobile';
  const dispatch = useDispatch();
  const [panel, setPanel] = useState<MobilePanel>('main');

  useEffect(() => {
    if (open) return undefined;
    const reset = setTimeout(() => setPanel('main'), MOBILE_MENU_RESET_MS);
    return () => clearTimeout(reset);
  }, [open]);

  // When the menu closes because the visitor chose Search, the search box keeps the focus it was given.
  const store = useStore<{ header: HeaderState }>();
  const keepFocusIfAnotherOverlayOpened = (event: Event) => {
    if (selectOpenOverlay(store.getState()) !== 'none') event.preventDefault();
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) dispatch(overlayClosed());
      }}
      title={panelTitles[panel]}
      onCloseAutoFocus={keepFocusIfAnotherOverlayOpened}
    >
      <MobileMenuPanels panel={panel} onPanelChange={setPanel} />
    </Drawer>
  );
}
