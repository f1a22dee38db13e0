import styled from '@emotion/styled';
import { capsLabel, colors, motion, mq, quotation } from '@lux/shared';

// On phones the pictures fill a 4:5 box above the quote; from tablet width a 9:4 box with the quote
// in its middle third. Each picture's place comes from custom properties set by the component.
const phoneRatio = '4 / 5';
const wideRatio = '9 / 4';

/** Holds the collage's height while the travellers load, so the page below does not jump. */
export const Reserve = styled.div`
  /* The pictures' 4:5 box at the width a phone gives it, and about six lines of quote. */
  min-height: calc(min(90vw, 520px) * 5 / 4 + 240px);
  ${mq.md} {
    min-height: 0;
    aspect-ratio: ${wideRatio};
  }
`;

export const Collage = styled.div`
  position: relative;
  max-width: 520px;
  margin: 0 auto;
  ${mq.md} {
    max-width: none;
    aspect-ratio: ${wideRatio};
  }
`;

export const Pictures = styled.ul`
  position: relative;
  aspect-ratio: ${phoneRatio};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: absolute;
    top: var(--mobile-top);
    left: var(--mobile-left);
    width: var(--mobile-width);
  }
  ${mq.md} {
    position: absolute;
    inset: 0;
    aspect-ratio: auto;
    li {
      top: var(--top);
      left: var(--left);
      width: var(--width);
    }
  }
`;

export const Picture = styled.button`
  display: block;
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 5;
  padding: 0;
  border: 0;
  background: ${colors.sand};
  cursor: pointer;
  transform: scale(0.94);
  filter: saturate(0.75);
  box-shadow: 0 10px 30px rgb(31 28 24 / 0.12);
  transition:
    transform 0.6s ${motion.ease},
    filter 0.6s ${motion.ease},
    box-shadow 0.6s ${motion.ease};
  picture,
  img {
    width: 100%;
    height: 100%;
  }
  /* A fine gold mount inside the active picture's edge. */
  &::after {
    content: '';
    position: absolute;
    inset: 8px;
    border: 1px solid ${colors.goldLight};
    opacity: 0;
    transition: opacity 0.6s ${motion.ease};
  }
  &[data-active='true'] {
    z-index: 1;
    transform: scale(1.12);
    filter: none;
    box-shadow: 0 24px 50px rgb(31 28 24 / 0.28);
    &::after {
      opacity: 1;
    }
  }
  ${motion.reduced} {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

export const Quote = styled.figure`
  margin: clamp(36px, 8vw, 48px) 0 0;
  text-align: center;
  blockquote {
    ${quotation}
    margin: 0 0 22px;
    font-size: clamp(1.3rem, 1.9vw, 1.75rem);
    line-height: 1.4;
    color: ${colors.ink};
    text-wrap: balance;
  }
  ${mq.md} {
    position: absolute;
    inset: 0 31%;
    display: grid;
    align-content: center;
    margin: 0;
  }
`;

export const Caption = styled.figcaption`
  font-size: 0.9rem;
  color: ${colors.muted};
  span {
    display: block;
    margin-bottom: 4px;
    ${capsLabel}
  }
`;
