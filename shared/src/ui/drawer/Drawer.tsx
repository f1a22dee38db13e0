import { Suspense, lazy, type ReactNode } from 'react';
import { useOpenedOnce, useReturnFocusToOpener } from '@lux/store';

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

const DrawerPanel = lazy(() => import(/* webpackChunkName: "drawer" */ './DrawerPanel'));

/**
 * A modal panel that slides in from the right, for reading more about one item without leaving the
 * page: Radix Dialog (aria-modal, focus moved in and trapped, the page behind does not scroll), closed
 * by its close button, a click on the backdrop or Escape, with focus given back to whatever opened it.
 * Its content stays while it slides out, then unmounts.
 * Its code loads when a drawer first opens, not with every page.
 */
export function Drawer(props: DrawerProps) {
  const returnFocus = useReturnFocusToOpener(props.open, props.onCloseAutoFocus);
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} onCloseAutoFocus={returnFocus} />
    </Suspense>
  );
}
