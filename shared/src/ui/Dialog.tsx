import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Eyebrow } from './layout';
import { colors, fonts, motion, mq } from './theme';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  eyebrow?: string;
  /** 'form' is wide enough for a short form; 'message' suits a few lines and a button. */
  size?: 'form' | 'message';
  children?: ReactNode;
  /**
   * Called as the dialog closes, before focus goes back to the element that opened it. Prevent the
   * event's default to place focus yourself (a host that hands over to a second dialog does).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The kit's modal dialog: Radix Dialog (focus moves in and is trapped, Escape and the close button
 * close it, the page behind does not scroll) under our styles, with the whole page behind hidden from
 * assistive technology. Its content is mounted only while it is open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  eyebrow,
  size = 'form',
  children,
  onCloseAutoFocus,
}: DialogProps) {
  // Radix returns focus to its own Trigger; our dialogs are opened from anywhere (a button in a remote
  // dispatching an intent), so the opener is whatever had focus when the dialog was asked to open.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay>
          <Panel ref={hidePageBehind} aria-modal="true" data-size={size} onCloseAutoFocus={returnFocus}>
            <Header>
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              <Title>{title}</Title>
              <Rule aria-hidden="true" />
              {description && <Description>{description}</Description>}
            </Header>
            {children}
            {/* Last in the page order, so focus opens on the first field; first to the eye. */}
            <CloseButton aria-label="Close">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.2" fill="none" />
              </svg>
            </CloseButton>
          </Panel>
        </Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

// Radix hides the page behind with aria-hidden but spares every [aria-live] element and its ancestors,
// so that announcements go on: a carousel's live track kept <main>, and the track itself, readable
// under the modal. While a dialog is open, everything in the body beside its portal is hidden. The
// count lets two dialogs overlap (the form handing over to the thank-you) without one uncovering the
// page under the other.
const openDialogsHiding = new Map<Element, number>();

function hidePageBehind(panel: HTMLElement | null) {
  const portal = panel?.closest('body > *');
  if (!portal) return undefined;
  const behind = Array.from(document.body.children).filter(
    (element) =>
      element !== portal &&
      (openDialogsHiding.has(element) || element.getAttribute('aria-hidden') !== 'true'),
  );
  for (const element of behind) {
    openDialogsHiding.set(element, (openDialogsHiding.get(element) ?? 0) + 1);
    element.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const element of behind) {
      const count = (openDialogsHiding.get(element) ?? 1) - 1;
      if (count > 0) {
        openDialogsHiding.set(element, count);
      } else {
        openDialogsHiding.delete(element);
        element.removeAttribute('aria-hidden');
      }
    }
  };
}

/** Wrap a button of the dialog's content (`asChild`) to make it close the dialog. */
export const DialogClose = RadixDialog.Close;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(14px) scale(0.985); }
  to { opacity: 1; transform: none; }
`;

// The panel sits inside the overlay, and the overlay scrolls: a tall form on a short phone screen
// scrolls as a whole instead of squeezing into the viewport.
const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: grid;
  place-items: center;
  overflow-y: auto;
  padding: 12px;
  background: rgba(21, 19, 16, 0.62);
  backdrop-filter: blur(3px);
  animation: ${fadeIn} 0.35s ${motion.ease};
  ${mq.sm} {
    padding: 40px 24px;
  }
`;

const Panel = styled(RadixDialog.Content)`
  position: relative;
  width: 100%;
  max-width: 600px;
  padding: 44px 22px 30px;
  background: ${colors.ivory};
  color: ${colors.ink};
  box-shadow: 0 32px 90px rgba(14, 11, 8, 0.35);
  /* A hairline gold frame inset from the edge, like a mounted print. */
  outline: 1px solid ${colors.goldLight};
  outline-offset: -10px;
  animation: ${riseIn} 0.45s ${motion.ease};
  &:focus,
  &:focus-visible {
    outline: 1px solid ${colors.goldLight};
    outline-offset: -10px;
  }
  &[data-size='message'] {
    max-width: 480px;
    text-align: center;
  }
  ${mq.sm} {
    padding: 60px 56px 48px;
  }
`;

const Header = styled.div`
  text-align: center;
  margin-bottom: 28px;
`;

const Title = styled(RadixDialog.Title)`
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: clamp(2rem, 6vw, 2.6rem);
  line-height: 1.1;
  margin: 0;
`;

const Rule = styled.span`
  display: block;
  width: 48px;
  height: 1px;
  margin: 18px auto 0;
  background: ${colors.goldBright};
`;

const Description = styled(RadixDialog.Description)`
  max-width: 42ch;
  margin: 18px auto 0;
  color: ${colors.inkSoft};
`;

const CloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: 14px;
  right: 14px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${colors.ink};
  cursor: pointer;
  transition: color 0.3s ${motion.ease};
  &:hover {
    color: ${colors.gold};
  }
  ${mq.sm} {
    top: 18px;
    right: 18px;
  }
`;
