import { Suspense, lazy, type ReactNode } from 'react';
import { useOpenedOnce, useReturnFocusToOpener } from '@lux/store';

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

const DialogPanel = lazy(() => import(/* webpackChunkName: "dialog" */ './DialogPanel'));

/**
 * The kit's modal dialog: Radix Dialog (focus moves in and is trapped, Escape and the close button
 * close it, the page behind does not scroll) under our styles, with the whole page behind hidden from
 * assistive technology. Its content is mounted only while it is open, and its code (Radix's focus
 * trap and scroll lock) loads when a dialog first opens, not with every page.
 */
export function Dialog(props: DialogProps) {
  const returnFocus = useReturnFocusToOpener(props.open, props.onCloseAutoFocus);
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} onCloseAutoFocus={returnFocus} />
    </Suspense>
  );
}
