import { css } from '@emotion/react';
import { colors, motion } from './theme';

/** The close button's look in every modal of the kit (Dialog, Drawer): a 44 px target, ink turning gold. */
export const modalCloseButton = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  color: ${colors.ink};
  cursor: pointer;
  transition: color 0.3s ${motion.ease};
  &:hover {
    color: ${colors.gold};
  }
`;
