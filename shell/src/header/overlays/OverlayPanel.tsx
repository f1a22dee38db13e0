import { Global, css } from '@emotion/react';
import type { MouseEvent, ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { overlayClosed } from '../headerSlice';
import type { Overlay } from '../headerSlice';
import { Backdrop, Inner, Panel } from './OverlayPanel.styles';

/** The id of an overlay's region, for its trigger's aria-controls. */
export const overlayRegionId = (overlay: Overlay) => `header-overlay-${overlay}`;

// While an overlay is open the page under it stays still (SPEC 2.2); the gutter is kept, so nothing moves.
const scrollLock = css`
  html {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
`;

interface OverlayPanelProps {
  overlay: Exclude<Overlay, 'mobile'>;
  /** Names the region, e.g. 'Destinations'. */
  label: string;
  children: ReactNode;
}

/**
 * A desktop overlay's region under the header (the disclosure pattern: its trigger's aria-expanded
 * says whether it is shown). Mounted only while open, so its menu data is fetched only then (SPEC 7).
 * Following any of its links closes it, the same page's links included.
 */
export function OverlayPanel({ overlay, label, children }: OverlayPanelProps) {
  const dispatch = useDispatch();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) dispatch(overlayClosed());
  };
  return (
    <>
      <Global styles={scrollLock} />
      <Backdrop aria-hidden="true" onClick={() => dispatch(overlayClosed())} />
      <Panel id={overlayRegionId(overlay)} role="region" aria-label={label} onClick={closeOnLink}>
        <Inner>{children}</Inner>
      </Panel>
    </>
  );
}
