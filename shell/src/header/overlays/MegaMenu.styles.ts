import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, fonts, motion } from '@lux/shared';

/**
 * The list down the left, the active entry's pane beside it. Each entry's button and pane sit in one
 * list item (so Tab goes from an entry into its pane), laid out by the list's grid: buttons one per row
 * in the first column, the pane across every row of the second. The last row takes whatever height the
 * pane needs beyond the buttons', so the buttons keep their own.
 */
export const Layout = styled.ul<{ entries: number }>`
  display: grid;
  grid-template-columns: clamp(220px, 22vw, 300px) minmax(0, 1fr);
  grid-template-rows: ${({ entries }) => `repeat(${entries}, auto) 1fr`};
  column-gap: 32px;
  min-height: clamp(300px, 40vh, 420px);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: contents;
`;

const entryStyles = css`
  grid-column: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 8px 0;
  border: 0;
  background: none;
  color: ${colors.inkSoft};
  font-family: ${fonts.display};
  font-size: 1.45rem;
  line-height: 1.2;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: color 0.3s ${motion.ease};
  svg {
    opacity: 0;
    transition: opacity 0.3s ${motion.ease};
  }
  &:hover,
  &[aria-expanded='true'] {
    color: ${colors.ink};
    svg {
      opacity: 1;
      color: ${colors.gold};
    }
  }
`;

export const EntryControl = styled.button(entryStyles);
export const EntryLink = styled.a(entryStyles);

export const Pane = styled.div`
  grid-column: 2;
  grid-row: 1 / -1;
  padding-left: clamp(32px, 4vw, 56px);
  border-left: 1px solid ${colors.line};
`;
