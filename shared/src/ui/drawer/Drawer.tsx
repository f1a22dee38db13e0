import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Eyebrow } from '../layout';
import { hidePageBehind, useReturnFocusToOpener } from '../modalBehaviour';
import { Body, CloseButton, Description, Head, Overlay, Panel, Title } from './Drawer.styles';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the drawer (its heading, an h2). */
  title: ReactNode;
  /** The small capitals above the title, e.g. the programme a therapy belongs to. */
  eyebrow?: ReactNode;
  /** Read out with the title when the drawer opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Called before focus goes back to the opener; preventing its default keeps focus where it is. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal panel that slides in from the right, for reading more about one item without leaving the
 * page: Radix Dialog (aria-modal, focus moved in and trapped, the page behind does not scroll), closed
 * by its close button, a click on the backdrop or Escape, with focus given back to whatever opened it.
 * Its content stays while it slides out, then unmounts.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  eyebrow,
  description,
  children,
  onCloseAutoFocus,
}: DrawerProps) {
  const returnFocus = useReturnFocusToOpener(open, onCloseAutoFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Panel
          ref={hidePageBehind}
          aria-modal="true"
          onCloseAutoFocus={returnFocus}
          // Without a description, Radix would point aria-describedby at nothing and warn.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {/* First in the order: focus opens on it, so a keyboard visitor can leave at once or read on. */}
          <CloseButton aria-label="Close">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.2" fill="none" />
            </svg>
          </CloseButton>
          <Head>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title>{title}</Title>
            {description && <Description>{description}</Description>}
          </Head>
          <Body>{children}</Body>
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
