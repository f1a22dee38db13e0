import styled from '@emotion/styled';
import { capsLabel, colors, fonts, motion, mq } from '@lux/shared';

export const Empty = styled.div`
  display: grid;
  gap: clamp(20px, 2.4vw, 28px);
`;

/** SPEC's words, where the count of results would be: the first thing under the search box. */
export const Message = styled.p`
  margin: 0;
  text-align: center;
  font-family: ${fonts.display};
  font-size: clamp(1.7rem, 3.2vw, 2.4rem);
  line-height: 1.15;
  color: ${colors.ink};
  overflow-wrap: anywhere;
`;

export const Lead = styled.p`
  max-width: 620px;
  margin: 0 auto;
  text-align: center;
  color: ${colors.inkSoft};
`;

/**
 * Phones: one after another. Tablets: the destinations across the page, months and the expert side by
 * side beneath. Wide screens: the destinations on the left, months and the expert stacked beside them.
 */
export const Suggestions = styled.div`
  display: grid;
  gap: clamp(48px, 6vw, 72px) clamp(32px, 5vw, 72px);
  margin-top: clamp(28px, 4vw, 56px);
  padding-top: clamp(40px, 5vw, 64px);
  border-top: 1px solid ${colors.line};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :first-child:not(:only-child) {
      grid-column: 1 / -1;
    }
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    & > :first-child:not(:only-child) {
      grid-column: 1;
      grid-row: span 2;
    }
  }
`;

export const Group = styled.section`
  min-width: 0;
`;

export const Title = styled.h2`
  font-size: clamp(1.8rem, 3vw, 2.3rem);
  font-weight: 400;
  line-height: 1.1;
  margin: 0 0 clamp(20px, 2.4vw, 28px);
`;

const quietLink = `
  text-decoration: none;
  background: linear-gradient(currentColor, currentColor) 0 100% / 0 1px no-repeat;
  transition: background-size 0.5s ${motion.ease}, color 0.35s ${motion.ease};
  &:hover,
  &:focus-visible {
    color: ${colors.gold};
    background-size: 100% 1px;
  }
`;

/** Continents as small capitals, their countries beneath in the display face, in as many columns as fit. */
export const Atlas = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 4 150px;
  column-gap: clamp(24px, 3vw, 40px);
  & > li {
    break-inside: avoid;
    padding-bottom: 28px;
  }
  h3 {
    margin: 0 0 10px;
    ${capsLabel}
    color: ${colors.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 3px 0;
    font-family: ${fonts.display};
    font-size: 1.3rem;
    line-height: 1.3;
    ${quietLink}
  }
`;

export const Months = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 4px 16px;
  a {
    display: inline-block;
    padding: 6px 0;
    font-family: ${fonts.display};
    font-size: 1.3rem;
    ${quietLink}
  }
`;

/** A framed invitation, like the Create Your Own Itinerary tile. */
export const Expert = styled(Group)`
  align-self: start;
  padding: clamp(28px, 3.6vw, 44px);
  border: 1px solid ${colors.goldLight};
  background: ${colors.white};
  p {
    margin: 0 0 24px;
    color: ${colors.inkSoft};
  }
  p:last-child {
    margin: 20px 0 0;
    font-size: 0.92rem;
  }
  p a {
    color: ${colors.ink};
    white-space: nowrap;
  }
`;
