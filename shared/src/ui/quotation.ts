import { css } from '@emotion/react';
import { fonts } from './theme';

/**
 * A traveller's own words, for a `blockquote`: the display face in italic, each paragraph between curly
 * quotation marks drawn by the style (the text itself holds none). Size and spacing stay with the section.
 */
export const quotation = css`
  font-family: ${fonts.display};
  font-style: italic;
  p {
    margin: 0;
  }
  p::before {
    content: '“';
  }
  p::after {
    content: '”';
  }
`;
