import styled from '@emotion/styled';
import { colors, fonts, motion, mq } from '@lux/shared';

export const ViewToggle = styled.div`
  display: inline-flex;
  border: 1px solid ${colors.line};
  button {
    min-width: 84px;
    min-height: 42px;
    padding: 8px 18px;
    border: 0;
    background: transparent;
    color: ${colors.muted};
    font-size: 0.72rem;
    font-weight: 500;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    cursor: pointer;
    transition:
      background 0.3s ${motion.ease},
      color 0.3s ${motion.ease};
    &:hover {
      color: ${colors.ink};
    }
    &[aria-pressed='true'] {
      background: ${colors.ink};
      color: ${colors.ivory};
    }
  }
`;

export const CountryGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(16px, 2.4vw, 28px);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 160px), 1fr));
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const CountryCard = styled.div`
  position: relative;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  background: ${colors.night};
  img {
    transition: transform 1.6s ${motion.ease};
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(14, 11, 8, 0) 45%, rgba(14, 11, 8, 0.66) 100%);
    pointer-events: none;
  }
  &:hover img,
  &:focus-within img {
    transform: scale(1.05);
  }
  a {
    position: absolute;
    inset: 0;
    z-index: 1;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    gap: 6px;
    padding: clamp(18px, 2.4vw, 28px);
    color: ${colors.white};
    text-decoration: none;
    &:focus-visible {
      outline-offset: -6px;
      outline-color: ${colors.white};
    }
  }
  span {
    font-family: ${fonts.display};
    font-size: clamp(1.7rem, 2.6vw, 2.1rem);
    line-height: 1.05;
  }
  small {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    font-size: 0.68rem;
    letter-spacing: 0.24em;
    text-transform: uppercase;
    opacity: 0.85;
    &::after {
      content: '';
      width: 22px;
      height: 1px;
      background: ${colors.goldLight};
      transition: width 0.5s ${motion.ease};
    }
  }
  &:hover small::after,
  &:focus-within small::after {
    width: 44px;
  }
`;

export const CountryRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  border-top: 1px solid ${colors.line};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: clamp(40px, 6vw, 96px);
    border-top: 0;
  }
  li {
    border-bottom: 1px solid ${colors.line};
  }
  ${mq.md} {
    li:nth-of-type(-n + 2) {
      border-top: 1px solid ${colors.line};
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    padding: 22px 4px;
    text-decoration: none;
    font-family: ${fonts.display};
    font-size: clamp(1.5rem, 2.4vw, 1.9rem);
    transition: color 0.3s ${motion.ease};
    svg {
      flex: 0 0 auto;
      color: ${colors.gold};
      transition: transform 0.5s ${motion.ease};
    }
    &:hover {
      color: ${colors.gold};
      svg {
        transform: translateX(6px);
      }
    }
  }
`;
