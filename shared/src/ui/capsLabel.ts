import { css } from '@emotion/react';
import { colors, fonts } from './theme';

/**
 * The small spaced capitals that name what stands next to them: an eyebrow above a heading, a fact's term,
 * the name under a quotation, a column's title. Written once here, not copied into each remote. Gold, as on
 * the light grounds; a use on a dark ground (goldLight) or a quieter one (muted) sets its colour after it.
 * Margins stay with the use.
 */
export const capsLabel = css`
  font-family: ${fonts.body};
  font-size: 0.78rem;
  font-weight: 500;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  color: ${colors.gold};
`;
