import { css } from '@emotion/react';
import { colors } from './theme';

/**
 * The one focus indicator (WCAG 2.4.11 and 2.4.13): a dark ring around a light inner edge, so that
 * one of the two stands out on any ground, light or dark. `offset` is the gap the inner edge fills
 * between the control and the ring.
 */
export const focusRing = (offset = 2) => css`
  outline: 2px solid ${colors.ink};
  outline-offset: ${offset}px;
  box-shadow: 0 0 0 ${offset}px ${colors.ivory};
`;

/**
 * The same ring the other way round, for controls over a photograph: the light ring outside, where
 * it is longer, so that on dark artwork the part that shows still draws a full 2px line around.
 */
export const focusRingOnImage = css`
  outline: 2px solid ${colors.ivory};
  outline-offset: 2px;
  box-shadow: 0 0 0 2px ${colors.ink};
`;
