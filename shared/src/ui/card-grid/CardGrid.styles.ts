import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { mq } from '../theme';

/**
 * `columns` across, with the cards of a last row that is not full (CardGrid marks them) widened to share
 * it. The grid counts finer tracks, so a card can take half or a third of the row; `--card-span` tells
 * the card how many columns wide it is, so its picture widens rather than grows taller. `:where` keeps
 * every rule as specific as the next, so a wider screen's rules, written later, win.
 */
function across(columns: 2 | 3 | 4) {
  const tracks = { 2: 2, 3: 6, 4: 12 }[columns];
  const sharing = Array.from({ length: columns - 1 }, (_, index) => index + 1);
  return css`
    grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
    & > li {
      grid-column: span ${tracks / columns};
      --card-span: 1;
    }
    ${sharing.map(
      (cards) => css`
        & > li:where([data-last-row-${columns}='${cards}']) {
          grid-column: span ${tracks / cards};
          --card-span: ${columns / cards};
        }
      `,
    )}
  `;
}

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(48px, 6vw, 64px) clamp(24px, 3vw, 36px);
  ${mq.sm} {
    ${across(2)};
  }
  ${mq.lg} {
    &[data-layout='thirds'] {
      ${across(3)};
    }
  }
  /* Picture cards small enough for two across a phone. */
  &[data-layout='quarters'] {
    gap: clamp(16px, 2.4vw, 28px);
    ${across(2)};
    ${mq.md} {
      ${across(3)};
    }
    ${mq.lg} {
      ${across(4)};
    }
  }
`;
