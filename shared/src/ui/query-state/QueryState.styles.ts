import styled from '@emotion/styled';
import { colors, fonts, layout } from '../theme';

/**
 * A page-sized message under the (solid) header, in the display face; errors in red. A panel's is the
 * same voice at the size of the box it stands in (a menu, a section being loaded).
 */
export const Message = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: calc(${layout.headerHeight}px + 48px) ${layout.gutter} 64px;
  text-align: center;
  font-family: ${fonts.display};
  font-size: clamp(1.4rem, 2.5vw, 1.9rem);
  color: ${colors.inkSoft};
  &[data-tone='error'] {
    color: ${colors.error};
  }
  &[data-size='panel'] {
    min-height: 0;
    place-items: start;
    padding: 12px 0;
    text-align: start;
    font-size: 1.3rem;
  }
`;
