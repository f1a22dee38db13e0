import { css } from '@emotion/react';
import { colors, motion } from './theme';

/**
 * The gold line under a tab or an in-page link, grown from nothing on the current one (`current`: the
 * selector, on the element itself, that says it is current). The element is positioned to hold it.
 */
export const currentUnderline = (current: string) => css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 -1px;
    height: 2px;
    background: ${colors.goldBright};
    transform: scaleX(0);
    transition: transform 0.4s ${motion.ease};
  }
  &${current}::after {
    transform: none;
  }
`;
