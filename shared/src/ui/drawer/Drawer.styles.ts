import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as RadixDialog from '@radix-ui/react-dialog';
import { modalCloseButton } from '../modalCloseButton';
import { colors, fonts, motion, mq } from '../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

const slideOut = keyframes`
  from { transform: none; }
  to { transform: translateX(100%); }
`;

/**
 * Out in 280 ms: a page that clears the drawer's content 300 ms after closing (SPEC 9, the therapy
 * drawer) does so once it is off screen.
 */
const exitDuration = '0.28s';

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgba(21, 19, 16, 0.56);
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 0.4s ${motion.ease};
  &[data-state='closed'] {
    animation: ${fadeOut} ${exitDuration} ease-in;
  }
`;

export const Panel = styled(RadixDialog.Content)`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 91;
  width: min(620px, 100vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.ivory};
  color: ${colors.ink};
  box-shadow: -24px 0 80px rgba(14, 11, 8, 0.28);
  border-left: 1px solid ${colors.goldLight};
  animation: ${slideIn} 0.5s ${motion.ease};
  &[data-state='closed'] {
    animation: ${slideOut} ${exitDuration} ease-in;
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export const CloseButton = styled(RadixDialog.Close)`
  position: sticky;
  top: 0;
  z-index: 1;
  ${modalCloseButton};
  margin: 12px 12px -56px auto;
  background: ${colors.ivory};
  ${mq.sm} {
    margin: 20px 20px -64px auto;
  }
`;

export const Head = styled.div`
  padding: 56px 24px 0;
  ${mq.sm} {
    padding: 72px 56px 0;
  }
`;

export const Title = styled(RadixDialog.Title)`
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: clamp(2rem, 5vw, 2.7rem);
  line-height: 1.08;
  margin: 0;
  padding-right: 40px;
`;

export const Description = styled(RadixDialog.Description)`
  margin: 16px 0 0;
  color: ${colors.inkSoft};
`;

export const Body = styled.div`
  padding: 28px 24px 56px;
  ${mq.sm} {
    padding: 32px 56px 72px;
  }
`;
