import { Children, isValidElement } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Grid } from './CardGrid.styles';

/**
 * - `thirds`: one column on phones, two on tablets, three on wide screens (trips, articles).
 * - `pairs`: at most two (four hotels sit better as two pairs than as three and one left over).
 * - `quarters`: two on phones, up to four on wide screens, for small picture cards (countries).
 */
export type CardGridLayout = 'thirds' | 'pairs' | 'quarters';

/** How many cards across each layout is drawn, at one width or another (one across leaves no gap). */
const columnCounts: Record<CardGridLayout, number[]> = {
  thirds: [2, 3],
  pairs: [2],
  quarters: [2, 3, 4],
};

/** The `sizes` of a card's image in each layout, as wide as its column is drawn. */
export const cardGridSizes: Record<CardGridLayout, string> = {
  thirds: '(min-width: 1320px) 400px, (min-width: 1200px) 31vw, (min-width: 600px) 46vw, 100vw',
  pairs: '(min-width: 1320px) 600px, (min-width: 600px) 46vw, 100vw',
  quarters: '(min-width: 1320px) 310px, (min-width: 1200px) 23vw, (min-width: 900px) 31vw, 46vw',
};

type CardGridProps = Omit<ComponentProps<'ul'>, 'children'> & {
  layout?: CardGridLayout;
  /** One card each; every card is a list item. */
  children: ReactNode;
};

/**
 * A responsive list of cards; name it by its section's title (`aria-labelledby`). A last row that is not
 * full never leaves a hole: its cards widen to share it.
 */
export function CardGrid({ layout = 'thirds', children, ...list }: CardGridProps) {
  const cards = Children.toArray(children);
  return (
    <Grid data-layout={layout} {...list}>
      {cards.map((card, index) => (
        <li
          key={isValidElement(card) && card.key !== null ? card.key : index}
          {...lastRowMarks(index, cards.length, columnCounts[layout])}
        >
          {card}
        </li>
      ))}
    </Grid>
  );
}

/**
 * `data-last-row-{n}`: drawn n across, this card is in a last row that is not full, shared by that many
 * cards; the styles widen them to fill it.
 */
function lastRowMarks(index: number, count: number, counts: number[]) {
  const marks: Record<string, number> = {};
  for (const across of counts) {
    const left = count % across;
    if (left > 0 && index >= count - left) marks[`data-last-row-${across}`] = left;
  }
  return marks;
}
