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
    /* Two kinds a line on a phone, so a line never starts with a point; one line from md up. */
    display: grid;
    grid-template-columns: repeat(2, auto);
    justify-content: center;
    gap: 6px 0;
    margin: 0;
    padding: 0;
    list-style: none;
    font-family: ${fonts.display};
    font-size: clamp(1.5rem, 3vw, 2.2rem);
    line-height: 1.2;
    ${mq.md} {
      display: flex;
      flex-wrap: wrap;
    }
  }
  /* The point ends the kind before it rather than starting the next, so a wrapped line starts with a
     word: after the first of each pair on a phone, after every kind but the last from md up. */
  li::after {
    margin: 0 clamp(10px, 2vw, 22px);
    color: ${colors.goldLight};
  }
  li:nth-child(odd):not(:last-child)::after {
    content: '·';
  }
  ${mq.md} {
    li:not(:last-child)::after {
      content: '·';
    }
  }
`;

/** Questions read best at a comfortable measure. */
export const Faqs = styled.div`
  max-width: 880px;
  margin: 0 auto;
`;
