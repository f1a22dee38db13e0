import styled from '@emotion/styled';
import { Link } from 'react-router';
import { capsLabel, colors, fonts, motion } from '@lux/shared';

export const SearchField = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 6px 16px;
  max-width: 820px;
  margin-bottom: clamp(24px, 3vw, 40px);
  label {
    grid-column: 1 / -1;
    ${capsLabel}
  }
  input {
    min-width: 0;
    min-height: 56px;
    padding: 8px 2px;
    border: 0;
    border-bottom: 1px solid ${colors.ink};
    border-radius: 0;
    background: transparent;
    font-family: ${fonts.display};
    font-size: clamp(1.6rem, 3vw, 2.2rem);
    color: ${colors.ink};
    &:focus-visible {
      border-bottom-color: ${colors.gold};
    }
    &::placeholder {
      color: ${colors.muted};
    }
    /* Escape clears and closes; the browser's own blue cross would be a second, off-brand control. */
    &::-webkit-search-cancel-button {
      appearance: none;
    }
  }
`;

/** The matches in one row that scrolls sideways. */
export const Matches = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: clamp(180px, 22vw, 240px);
  gap: 20px;
  margin: 0 0 28px;
  padding: 0 0 12px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  li {
    scroll-snap-align: start;
  }
`;

export const Match = styled(Link)`
  display: block;
  color: ${colors.ink};
  text-decoration: none;
  span {
    display: block;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    margin-bottom: 12px;
    background: ${colors.sand};
  }
  img {
    transition: transform 0.9s ${motion.ease};
  }
  &:hover img {
    transform: scale(1.04);
  }
  small {
    display: block;
    font-size: 0.68rem;
    font-weight: 500;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  strong {
    display: block;
    margin-top: 4px;
    font-family: ${fonts.display};
    font-size: 1.2rem;
    font-weight: 500;
    line-height: 1.25;
  }
`;

export const CloseSearch = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: 6px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  cursor: pointer;
  transition: color 0.3s ${motion.ease};
  &:hover {
    color: ${colors.gold};
  }
`;
