import styled from '@emotion/styled';
import { colors, fonts, motion, mq } from '@lux/shared';

export const Intro = styled.div`
  text-align: center;
  margin-bottom: clamp(40px, 6vw, 72px);
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(48px, 6vw, 64px) clamp(24px, 3vw, 40px);
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const CardImage = styled.div`
  overflow: hidden;
  aspect-ratio: 4 / 3;
  img {
    transition: transform 1.4s ${motion.ease};
  }
`;

export const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${colors.gold};
  &::after {
    content: '';
    width: 28px;
    height: 1px;
    background: currentColor;
    transition: width 0.5s ${motion.ease};
  }
`;

export const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  &:hover img,
  &:focus-within img {
    transform: scale(1.04);
  }
  &:hover ${More}::after, &:focus-within ${More}::after {
    width: 48px;
  }
  &:has(a:focus-visible) {
    outline: 2px solid ${colors.gold};
    outline-offset: 8px;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding-top: 24px;
  time {
    font-size: 0.75rem;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  h3 {
    font-family: ${fonts.display};
    font-size: clamp(1.6rem, 2.4vw, 1.95rem);
    font-weight: 500;
    line-height: 1.15;
    margin: 10px 0 14px;
  }
  h3 a {
    text-decoration: none;
    /* The title's link covers the card, so the image and excerpt are part of one target. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
  p {
    color: ${colors.inkSoft};
    margin-bottom: 22px;
  }
  ${More} {
    margin-top: auto;
  }
`;
