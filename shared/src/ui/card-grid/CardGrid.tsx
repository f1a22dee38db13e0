import { Children, isValidElement } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Grid } from './CardGrid.styles';

/**
 * - `thirds`: one column on phones, two on tablets, three on wide screens (trips, articles).
 * - `pairs`: at most two (four hotels sit better as two pairs than as three and one left over).
 * - `quarters`: two on phones, up to four on wide screens, for small picture cards (countries).
 */
export type CardGridLayout = 'thirds' | 'pairs' | 'quarters';

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

/** A responsive list of cards; name it by its section's title (`aria-labelledby`). */
export function CardGrid({ layout = 'thirds', children, ...list }: CardGridProps) {
  return (
    <Grid data-layout={layout} {...list}>
      {Children.toArray(children).map((card, index) => (
        <li key={isValidElement(card) && card.key !== null ? card.key : index}>{card}</li>
      ))}
    </Grid>
  );
}
