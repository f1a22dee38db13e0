import styled from '@emotion/styled';
import { colors, fonts, mq } from '@lux/shared';

/** Five cards: one column on a phone, two on a tablet, all five in a row on a wide screen. */
export const Reasons = styled.ul`
  display: grid;
  gap: clamp(28px, 4vw, 40px);
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  li {
    padding-top: 24px;
    border-top: 1px solid ${colors.goldLight};
  }
  span {
    display: block;
    margin-bottom: 18px;
    font-family: ${fonts.display};
    font-size: 2.4rem;
    line-height: 1;
    color: ${colors.gold};
  }
  h3 {
    margin: 0 0 12px;
    font-family: ${fonts.display};
    font-size: 1.45rem;
    font-weight: 500;
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
`;
