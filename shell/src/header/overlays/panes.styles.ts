import styled from '@emotion/styled';
import { Link } from 'react-router';
import { capsLabel, colors, fonts, motion } from '@lux/shared';

// The parts the overlays' panes are made of: a column of links beside a picture, and picture tiles.

/** Links on the left, a picture on the right. */
export const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 0.9fr);
  gap: clamp(32px, 4vw, 64px);
  align-items: start;
`;

export const PaneHeading = styled.p`
  margin: 0 0 18px;
  ${capsLabel}
`;

/** Names in two columns (SPEC 2.2: a continent's countries). */
export const TwoColumns = styled.ul`
  columns: 2;
  column-gap: 32px;
  margin: 0 0 28px;
  padding: 0;
  list-style: none;
  li {
    break-inside: avoid;
  }
  a {
    display: inline-block;
    padding: 7px 0;
    color: ${colors.inkSoft};
    text-decoration: none;
    background: linear-gradient(currentColor, currentColor) left bottom / 0 1px no-repeat;
    transition:
      color 0.3s ${motion.ease},
      background-size 0.4s ${motion.ease};
  }
  a:hover {
    color: ${colors.ink};
    background-size: 100% 1px;
  }
`;

/** A quiet link onward, underlined in gold. */
export const OnwardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-size: 0.78rem;
  font-weight: 500;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${colors.ink};
  text-decoration: underline;
  text-decoration-color: ${colors.goldLight};
  text-underline-offset: 8px;
  &:hover {
    color: ${colors.gold};
  }
`;

export const Picture = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${colors.sand};
`;

/** Pictures with their names beneath, three or four across. */
export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
  gap: 28px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled(Link)`
  display: block;
  color: ${colors.ink};
  text-decoration: none;
  span:first-of-type {
    display: block;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    background: ${colors.sand};
  }
  img {
    transition: transform 0.9s ${motion.ease};
  }
  &:hover img {
    transform: scale(1.04);
  }
  strong {
    display: block;
    margin-top: 12px;
    font-family: ${fonts.display};
    font-size: 1.25rem;
    font-weight: 500;
    line-height: 1.2;
  }
`;
