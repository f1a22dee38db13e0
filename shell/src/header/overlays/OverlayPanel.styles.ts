import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, layout, motion } from '@lux/shared';

const drop = keyframes`
  from { opacity: 0; transform: translateY(-12px); }
  to { opacity: 1; transform: none; }
`;

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The page under an open overlay, dimmed; a click on it closes the overlay. */
export const Backdrop = styled.div`
  position: fixed;
  inset: ${layout.headerHeight}px 0 0;
  background: rgba(21, 19, 16, 0.42);
  animation: ${fade} 0.4s ${motion.ease};
`;

/** Hangs from the header's lower edge, as wide as the window, and scrolls inside itself if it must. */
export const Panel = styled.div`
  position: fixed;
  inset: ${layout.headerHeight}px 0 auto;
  max-height: calc(100dvh - ${layout.headerHeight}px);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.white};
  color: ${colors.ink};
  border-top: 1px solid ${colors.line};
  box-shadow: 0 32px 64px rgba(31, 28, 24, 0.14);
  /* The header's nav sets small capitals; a panel reads in the page's own voice. */
  font-size: 1rem;
  letter-spacing: normal;
  text-transform: none;
  animation: ${drop} 0.45s ${motion.ease};
  ${motion.reduced} {
    animation: none;
  }
`;

export const Inner = styled.div`
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
  padding: clamp(28px, 4vw, 48px) ${layout.gutter} clamp(32px, 4vw, 56px);
`;
