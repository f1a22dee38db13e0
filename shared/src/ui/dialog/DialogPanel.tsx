import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Eyebrow } from '../layout';
import { hidePageBehind } from '@lux/store';
import { modalCloseButton } from '../modalCloseButton';
import { colors, fonts, motion, mq } from '../theme';
import type { DialogProps } from './Dialog';

/** The open dialog (see Dialog): loaded when a dialog first opens. */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  eyebrow,
  size = 'form',
  children,
  onCloseAutoFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay>
          <Panel ref={hidePageBehind} aria-modal="true" data-size={size} onCloseAutoFocus={onCloseAutoFocus}>
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
  ${modalCloseButton};
  background: transparent;
  ${mq.sm} {
    top: 18px;
    right: 18px;
  }
`;
