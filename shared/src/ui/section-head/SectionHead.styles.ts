import styled from '@emotion/styled';
import { colors } from '../theme';

/** The heading block on the left, an aside (a toggle, a link) on the right when there is room. */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 24px 40px;
  margin-bottom: clamp(36px, 5vw, 64px);
  h2 {
    margin-bottom: 0;
  }
`;

export const Intro = styled.div`
  max-width: 720px;
  margin-top: 20px;
  color: ${colors.inkSoft};
`;
