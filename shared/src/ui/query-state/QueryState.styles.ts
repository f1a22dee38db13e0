import styled from '@emotion/styled';
import { colors, fonts, layout } from '../theme';

/** A page-sized message under the (solid) header, in the display face; errors in red. */
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
`;
