import styled from '@emotion/styled';
import { colors, fonts, motion, mq } from '@lux/shared';

/** Landscape on a phone, where a portrait card would fill the screen; portrait from tablet width up. */
export const Figure = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  ${mq.sm} {
    aspect-ratio: 4 / 5;
  }
  img {
    transition: transform 1.6s ${motion.ease};
  }
`;

export const Location = styled.p`
  margin: 0 0 10px;
  font-size: 0.72rem;
  font-weight: 500;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  color: ${colors.gold};
`;

export const Duration = styled.p`
  margin: 0 0 6px;
  font-size: 0.92rem;
  color: ${colors.muted};
`;

export const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  margin-top: auto;
  padding-top: 12px;
  font-size: 0.72rem;
  font-weight: 500;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${colors.ink};
  &::after {
    content: '';
    width: 28px;
    height: 1px;
    background: ${colors.gold};
    transition: width 0.5s ${motion.ease};
  }
`;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  &:hover img,
  &:focus-within img {
    transform: scale(1.045);
  }
  &:hover ${More}::after, &:focus-within ${More}::after {
    width: 52px;
  }
  &:has(a:focus-visible) {
    outline: 2px solid ${colors.gold};
    outline-offset: 6px;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding-top: 22px;
  h2,
  h3 {
    font-family: ${fonts.display};
    font-size: clamp(1.5rem, 2.2vw, 1.8rem);
    font-weight: 500;
    line-height: 1.15;
    margin: 0 0 8px;
  }
  h2 a,
  h3 a {
    text-decoration: none;
    /* The name's link covers the whole card: one target, one name for assistive technology. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
`;
