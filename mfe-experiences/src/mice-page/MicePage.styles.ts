import styled from '@emotion/styled';
import { colors, fonts, mq } from '@lux/shared';

/** A night band: the four kinds of event in the display face, divided by gold points, and Let's Plan. */
export const Banner = styled.section`
  padding: clamp(36px, 5vw, 56px) 0;
  background: ${colors.night};
  color: ${colors.ivory};
  & > div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 24px;
    ${mq.md} {
      flex-direction: row;
      justify-content: space-between;
    }
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px 0;
    margin: 0;
    padding: 0;
    list-style: none;
    font-family: ${fonts.display};
    font-size: clamp(1.5rem, 3vw, 2.2rem);
    line-height: 1.2;
  }
  li + li::before {
    content: '·';
    margin: 0 clamp(10px, 2vw, 22px);
    color: ${colors.goldLight};
  }
`;

/** Questions read best at a comfortable measure. */
export const Faqs = styled.div`
  max-width: 880px;
  margin: 0 auto;
`;
