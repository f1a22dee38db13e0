import * as RadixDialog from '@radix-ui/react-dialog';
import { Eyebrow } from '../layout';
import { hidePageBehind } from '@lux/store';
import type { DrawerProps } from './Drawer';
import { Body, CloseButton, Description, Head, Overlay, Panel, Title } from './Drawer.styles';

/** The open drawer (see Drawer): loaded when a drawer first opens. */
export default function DrawerPanel({
  open,
  onOpenChange,
  title,
  eyebrow,
  description,
  children,
  onCloseAutoFocus,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Panel
          ref={hidePageBehind}
          aria-modal="true"
          onCloseAutoFocus={onCloseAutoFocus}
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
