import styled from '@emotion/styled';
import { colors, fonts, motion, mq } from '@lux/shared';
import { CardGrid } from '../common/layout.styles';

export const Intro = styled.div`
  max-width: 720px;
  h2 + p {
    margin-top: 20px;
    color: ${colors.inkSoft};
  }
`;

export const HotelGrid = styled(CardGrid)`
  ${mq.lg} {
    &[data-pairs='true'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A hotel: picture, name and a line about it. The whole card is one button that opens the enquiry. */
export const HotelCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  & > div:first-of-type {
    overflow: hidden;
    aspect-ratio: 4 / 3;
    margin-bottom: 24px;
  }
  img {
    transition: transform 1.6s ${motion.ease};
  }
  h3 {
    font-family: ${fonts.display};
    font-size: clamp(1.55rem, 2.3vw, 1.9rem);
    font-weight: 500;
    margin: 0 0 10px;
  }
  p {
    color: ${colors.inkSoft};
    margin-bottom: 20px;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 12px;
    align-self: flex-start;
    margin-top: auto;
    padding: 0;
    border: 0;
    background: none;
    color: ${colors.ink};
    font-size: 0.72rem;
    font-weight: 500;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    cursor: pointer;
    &::before {
      content: '';
      position: absolute;
      inset: 0;
    }
    &::after {
      content: '';
      width: 28px;
      height: 1px;
      background: ${colors.gold};
      transition: width 0.5s ${motion.ease};
    }
    &:focus-visible {
      outline: none;
    }
  }
  &:hover img,
  &:focus-within img {
    transform: scale(1.045);
  }
  &:hover button::after,
  &:focus-within button::after {
    width: 52px;
  }
  &:has(button:focus-visible) {
    outline: 2px solid ${colors.gold};
    outline-offset: 6px;
  }
`;
