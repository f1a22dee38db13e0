import { useLayoutEffect, useRef, useState } from 'react';

// What every modal of the kit (Dialog, Drawer) does beyond Radix: hide the whole page behind it, and
// give focus back to whatever opened it. Here, not in the kit: two copies of the kit on a page (a remote
// with a newer one) must count the same open modals.

// Radix hides the page behind with aria-hidden but spares every [aria-live] element and its ancestors,
// so that announcements go on: a carousel's live track kept <main>, and the track itself, readable
// under the modal. While a modal is open, everything in the body beside its portal is hidden. The
// count lets two modals overlap (the form handing over to the thank-you) without one uncovering the
// page under the other.
const openModalsHiding = new Map<Element, number>();

/** A ref callback for the modal's panel: hides every other child of the body while the panel is mounted. */
export function hidePageBehind(panel: HTMLElement | null) {
  const portal = panel?.closest('body > *');
  if (!portal) return undefined;
  const behind = Array.from(document.body.children).filter(
    (element) =>
      element !== portal && (openModalsHiding.has(element) || element.getAttribute('aria-hidden') !== 'true'),
  );
  for (const element of behind) {
    openModalsHiding.set(element, (openModalsHiding.get(element) ?? 0) + 1);
    element.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const element of behind) {
      const count = (openModalsHiding.get(element) ?? 1) - 1;
      if (count > 0) {
        openModalsHiding.set(element, count);
      } else {
        openModalsHiding.delete(element);
        element.removeAttribute('aria-hidden');
      }
    }
  };
}

/**
 * Radix returns focus to its own Trigger; our modals are opened from anywhere (a button in a remote
 * dispatching an intent, a card's Read More), so the opener is whatever had focus when the modal was
 * asked to open. Returns the handler for Radix Content's `onCloseAutoFocus`.
 */
export function useReturnFocusToOpener(open: boolean, onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  };
}

/**
 * Whether a modal has been open: until then nothing of it is rendered, so its code (loaded lazily)
 * is fetched when it first opens. Once open it stays mounted, to play its closing animation.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
