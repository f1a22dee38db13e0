import styled from '@emotion/styled';
import { colors, fonts, motion, mq } from '@lux/shared';

export const Intro = styled.div`
  max-width: 760px;
  margin: 0 auto clamp(56px, 8vw, 96px);
  text-align: center;
  h2 {
    font-family: ${fonts.body};
    font-size: clamp(0.85rem, 1.4vw, 0.95rem);
    font-weight: 500;
    letter-spacing: 0.28em;
    color: ${colors.gold};
    margin-bottom: 28px;
    &::after {
      content: '';
      display: block;
      width: 56px;
      height: 1px;
      margin: 24px auto 0;
      background: ${colors.gold};
    }
  }
  p {
    font-family: ${fonts.display};
    font-size: clamp(1.35rem, 2.4vw, 1.7rem);
    line-height: 1.45;
    color: ${colors.inkSoft};
  }
  p + p {
    font-family: ${fonts.body};
    font-size: 1.06rem;
    line-height: 1.7;
  }
`;

export const Destinations = styled.div`
  display: grid;
  gap: clamp(20px, 2.6vw, 32px);
`;

/** Three countries: the first across the full width, the next two side by side, at every width. */
export const DestinationGroup = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 28px 14px;
  li[data-size='wide'] {
    grid-column: 1 / -1;
  }
  ${mq.sm} {
    gap: clamp(20px, 2.6vw, 32px);
  }
`;

/**
 * A country over its picture. On a phone the two smaller cards are too narrow for text over the
 * picture, so their text sits beneath it.
 */
export const DestinationCard = styled.article`
  position: relative;
  height: 100%;
  & > div:first-of-type {
    position: relative;
    overflow: hidden;
    aspect-ratio: 4 / 3;
    background: ${colors.night};
    img {
      transition: transform 1.8s ${motion.ease};
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      background: linear-gradient(180deg, rgba(14, 11, 8, 0) 35%, rgba(14, 11, 8, 0.72) 100%);
      pointer-events: none;
    }
  }
  & > div:last-of-type {
    position: absolute;
    inset: auto 0 0;
    z-index: 1;
    max-width: 640px;
    padding: clamp(22px, 3.4vw, 44px);
    color: ${colors.white};
  }
  h3 {
    font-family: ${fonts.display};
    font-size: clamp(1.9rem, 3.4vw, 2.8rem);
    font-weight: 400;
    line-height: 1.05;
    margin: 0 0 8px;
  }
  h3 a {
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 1;
    }
    &:focus-visible {
      outline: none;
    }
  }
  p {
    margin: 0;
    font-size: 0.98rem;
    opacity: 0.9;
  }
  &:hover img,
  &:focus-within img {
    transform: scale(1.04);
  }
  &:has(a:focus-visible) {
    outline: 2px solid ${colors.gold};
    outline-offset: 4px;
  }
  &[data-size='half'] {
    & > div:first-of-type {
      aspect-ratio: 4 / 5;
      &::after {
        display: none;
      }
    }
    & > div:last-of-type {
      position: static;
      padding: 16px 0 0;
      color: ${colors.ink};
    }
    h3 {
      font-size: 1.55rem;
    }
    p {
      font-size: 0.9rem;
      color: ${colors.inkSoft};
      opacity: 1;
    }
  }
  ${mq.sm} {
    &[data-size='wide'] > div:first-of-type {
      aspect-ratio: 21 / 9;
    }
    &[data-size='half'] {
      & > div:first-of-type {
        aspect-ratio: 4 / 3;
        &::after {
          display: block;
        }
      }
      & > div:last-of-type {
        position: absolute;
        padding: clamp(22px, 3.4vw, 44px);
        color: ${colors.white};
      }
      h3 {
        font-size: clamp(1.9rem, 3.4vw, 2.8rem);
      }
      p {
        font-size: 0.98rem;
        color: inherit;
        opacity: 0.9;
      }
    }
  }
`;

/** The month's closing invitation: a warm gold panel framed by a fine inner line. */
export const GoldPanel = styled.section`
  position: relative;
  padding: clamp(56px, 8vw, 104px) clamp(24px, 6vw, 96px);
  text-align: center;
  color: ${colors.white};
  background: linear-gradient(135deg, #9a7641 0%, ${colors.gold} 48%, #6f5229 100%);
  &::before {
    content: '';
    position: absolute;
    inset: clamp(10px, 1.4vw, 16px);
    border: 1px solid rgba(255, 255, 255, 0.4);
    pointer-events: none;
  }
  h2 {
    max-width: 760px;
    margin: 0 auto 18px;
    font-size: clamp(2rem, 4.4vw, 3.2rem);
    font-weight: 400;
  }
  p {
    max-width: 620px;
    margin: 0 auto 34px;
    font-size: 1.08rem;
  }
  a {
    position: relative;
  }
`;
