import styled from '@emotion/styled';
import { focusRingOnImage } from '../focusRing';
import { colors, motion } from '../theme';

export const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/**
 * Over the hero's foot, at the side: above the shade and the title's block (z-index), so it stays
 * pressable however the title wraps.
 */
export const Toggle = styled.button`
  position: absolute;
  z-index: 1;
  right: clamp(16px, 3vw, 40px);
  bottom: clamp(16px, 3vw, 40px);
  display: grid;
  place-items: center;
  width: 46px;
  height: 46px;
  padding: 0;
  border: 1px solid rgba(255, 255, 255, 0.85);
  border-radius: 50%;
  background: rgba(15, 12, 8, 0.35);
  color: ${colors.white};
  cursor: pointer;
  transition:
    background 0.35s ${motion.ease},
    border-color 0.35s ${motion.ease};
  &:hover {
    background: ${colors.gold};
    border-color: ${colors.gold};
  }
  &:focus-visible {
    ${focusRingOnImage};
  }
`;
