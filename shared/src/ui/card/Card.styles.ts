import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { focusRing } from '../focusRing';
import { Eyebrow as PageEyebrow } from '../layout';
import { colors, fonts, motion, mq } from '../theme';

// One card for every remote. Its layouts and shapes are data attributes on the root (named states, not a
// style per page), so the hover, the arrow and the focus outline are the same on every card of the site.

/**
 * The picture, cropped to the card's shape (`--card-ratio`); drawn slightly larger while the card is
 * hovered or focused. A card that a grid widens to fill its last row (`--card-span` columns) keeps its
 * height: its picture widens with it, down to a panorama, no thinner.
 */
export const Figure = styled.div`
  --card-ratio: calc(4 / 3);
  position: relative;
  overflow: hidden;
  aspect-ratio: min(calc(var(--card-ratio) * var(--card-span, 1)), 2.4);
  img {
    transition: transform 1.6s ${motion.ease};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

export const Eyebrow = styled(PageEyebrow)`
  margin-bottom: 10px;
  font-size: 0.72rem;
`;

export const Title = styled.h3`
  font-family: ${fonts.display};
  font-size: clamp(1.5rem, 2.2vw, 1.8rem);
  font-weight: 500;
  line-height: 1.15;
  margin: 0 0 8px;
  a {
    text-decoration: none;
    /* The title's link covers the whole card: one target, one name for assistive technology. */
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

export const Meta = styled.p`
  margin: 0 0 6px;
  font-size: 0.92rem;
  color: ${colors.muted};
`;

/** With the foot line's 12px top padding, 20px above the foot. */
export const Description = styled.p`
  margin: 0 0 8px;
  color: ${colors.inkSoft};
  /* A sentence reads apart from the title; a meta line belongs to it. */
  ${Title} + & {
    margin-top: 6px;
  }
`;

/** The foot line and its arrow, which grows while the card is hovered or focused. */
const foot = css`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  align-self: flex-start;
  margin-top: auto;
  padding: 12px 0 0;
  font-size: 0.72rem;
  font-weight: 500;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: inherit;
  &::after {
    content: '';
    width: 28px;
    height: 1px;
    background: var(--card-arrow);
    transition: width 0.5s ${motion.ease};
  }
`;

export const More = styled.span(foot);

/** The foot line as a button covering the card, for a card that acts rather than links. */
export const Action = styled.button`
  ${foot};
  border: 0;
  background: none;
  font-family: inherit;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

/** Text over the foot of the picture, on a gradient that keeps it readable. */
const overlay = css`
  display: grid;
  background: ${colors.night};
  color: ${colors.white};
  --card-arrow: ${colors.goldLight};
  & > ${Figure}, & > ${Body} {
    grid-area: 1 / 1;
  }
  & > ${Figure}::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(14, 11, 8, 0) 40%, rgba(14, 11, 8, 0.7) 100%);
    pointer-events: none;
  }
  /* Above the picture by z-index alone: not positioned, so the title's link still covers the whole card. */
  & > ${Body} {
    z-index: 1;
    align-self: end;
    max-width: 640px;
    padding: clamp(22px, 3.4vw, 44px);
  }
  ${Title} {
    font-size: clamp(1.9rem, 3.4vw, 2.8rem);
    font-weight: 400;
    line-height: 1.05;
    margin-bottom: 8px;
  }
  ${Eyebrow} {
    color: ${colors.goldLight};
  }
  ${Description} {
    margin: 0;
    font-size: 0.98rem;
    color: inherit;
    opacity: 0.9;
  }
`;

export const Root = styled.article`
  --card-arrow: ${colors.gold};
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  color: ${colors.ink};
  & > ${Figure} + ${Body} {
    padding-top: 22px;
  }
  &:hover img,
  &:focus-within img {
    transform: scale(1.045);
  }
  &:hover,
  &:focus-within {
    ${More}::after, ${Action}::after {
      width: 52px;
    }
  }
  &:has(a:focus-visible, button:focus-visible) {
    ${focusRing(6)};
  }

  /* Picture above the text; portrait from tablet width (on a phone a portrait card would fill the screen). */
  &[data-shape='portrait'] > ${Figure} {
    ${mq.sm} {
      --card-ratio: calc(4 / 5);
    }
  }

  /* No picture: an invitation framed by a fine gold line. */
  &[data-layout='tile'] {
    justify-content: center;
    min-height: 360px;
    padding: clamp(32px, 4vw, 48px);
    border: 1px solid ${colors.goldLight};
    background: ${colors.ivory};
    transition: background 0.5s ${motion.ease};
    &:hover,
    &:focus-within {
      background: ${colors.white};
    }
    & > ${Body} {
      flex: none;
    }
    ${Title} {
      font-size: clamp(1.9rem, 3vw, 2.4rem);
      font-weight: 400;
      line-height: 1.1;
      margin-bottom: 18px;
    }
    ${More}, ${Action} {
      margin-top: 0;
    }
  }

  &[data-layout='overlay']:not([data-shape='half']) {
    ${overlay};
  }
  /* A small card of a dense grid: a tall picture and a smaller title. */
  &[data-layout='overlay'][data-shape='tall'] {
    & > ${Figure} {
      --card-ratio: calc(3 / 4);
    }
    & > ${Body} {
      padding: clamp(18px, 2.4vw, 28px);
    }
    ${Title} {
      /* Small enough on a phone for two across to hold a long name ('Multi-Generational'). */
      font-size: clamp(1.4rem, 2.6vw, 2.1rem);
      margin-bottom: 6px;
    }
    ${More} {
      padding-top: 0;
    }
  }
  /* Across the page: a panorama from tablet width. */
  &[data-layout='overlay'][data-shape='wide'] > ${Figure} {
    ${mq.sm} {
      --card-ratio: calc(21 / 9);
    }
  }
  /* Half the page: a phone is too narrow for text over it, so there the text sits beneath the picture. */
  &[data-layout='overlay'][data-shape='half'] {
    & > ${Figure} {
      --card-ratio: calc(4 / 5);
    }
    & > ${Body} {
      padding-top: 16px;
    }
    ${Title} {
      font-size: 1.55rem;
      font-weight: 400;
      line-height: 1.05;
      margin-bottom: 8px;
    }
    ${Description} {
      margin: 0;
      font-size: 0.9rem;
    }
    ${mq.sm} {
      ${overlay};
      & > ${Figure} {
        --card-ratio: calc(4 / 3);
      }
    }
  }
`;
