import styled from '@emotion/styled';
import { colors, fonts, motion } from '@lux/shared';

export const Breadcrumbs = styled.nav`
  margin-bottom: clamp(36px, 5vw, 56px);
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.74rem;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${colors.goldLight};
  }
  a {
    text-decoration: none;
    &:hover {
      color: ${colors.gold};
    }
  }
`;

/** The last tile of the trips grid: an invitation rather than a trip, framed by a fine gold line. */
export const OwnItineraryTile = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  height: 100%;
  min-height: 360px;
  padding: clamp(32px, 4vw, 48px);
  border: 1px solid ${colors.goldLight};
  background: ${colors.ivory};
  transition: background 0.5s ${motion.ease};
  h3 {
    font-family: ${fonts.display};
    font-size: clamp(1.9rem, 3vw, 2.4rem);
    font-weight: 400;
    line-height: 1.1;
    margin: 0 0 18px;
  }
  h3 a {
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
  h3 + p {
    color: ${colors.inkSoft};
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: 12px;
    margin-top: 8px;
    font-size: 0.72rem;
    font-weight: 500;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    &::after {
      content: '';
      width: 28px;
      height: 1px;
      background: ${colors.gold};
      transition: width 0.5s ${motion.ease};
    }
  }
  &:hover,
  &:focus-within {
    background: ${colors.white};
    span::after {
      width: 52px;
    }
  }
  &:has(a:focus-visible) {
    outline: 2px solid ${colors.gold};
    outline-offset: 6px;
  }
`;
