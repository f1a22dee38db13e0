import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '../layout';
import { ResponsiveImage, coverSizes } from '../ResponsiveImage';
import { WithoutOrphan } from '../WithoutOrphan';
import { Action, Body, Description, Eyebrow, Figure, Meta, More, Root, Title } from './Card.styles';

/**
 * - `stacked`: the picture above the text (trips, articles, hotels).
 * - `overlay`: the text over the foot of the picture (countries).
 * - `tile`: no picture, a framed invitation (Create Your Own Itinerary).
 */
export type CardLayout = 'stacked' | 'overlay' | 'tile';

/**
 * The picture's shape. `landscape` 4:3; `portrait` 4:3 on a phone, 4:5 from tablet width; `tall` 3:4
 * (small overlay cards of a dense grid); `wide` 4:3 on a phone, 21:9 from tablet width (an overlay card
 * across the page); `half` an overlay card half the page wide, its text beneath the picture on a phone.
 */
export type CardShape = 'landscape' | 'portrait' | 'tall' | 'wide' | 'half';

/** Each shape's narrowest picture box, width over height: the picture covers it, cropped at the sides. */
const narrowestBox: Record<CardShape, number> = {
  landscape: 4 / 3,
  portrait: 4 / 5,
  tall: 3 / 4,
  wide: 4 / 3,
  half: 4 / 3,
};

/** A card that acts instead of linking: its foot line is a button covering the card. */
export interface CardAction {
  /** The button's visible words, e.g. 'Enquire'; its name goes on with the card's title ('Enquire about …'). */
  label: string;
  onPress: () => void;
  /** Pressing it opens a dialog (the enquiry modal). */
  opensDialog?: boolean;
}

interface CardContent {
  title: string;
  /** 3 under a section title (the default), 2 when the cards are the page's sections, 4 under a group's title. */
  headingLevel?: 2 | 3 | 4;
  /** The picture (decorative: the title names the card) and its `sizes`, e.g. `cardGridSizes.thirds`. */
  image?: { src: string; sizes: string };
  /** Above the title, e.g. the trip's location or the article's date. */
  eyebrow?: ReactNode;
  /** Short lines under the title, e.g. the trip's length. */
  meta?: string | string[];
  /** A sentence or two about it. */
  description?: string;
  layout?: CardLayout;
  shape?: CardShape;
}

type CardProps = CardContent &
  (
    | {
        /** Where the card leads; the title's link covers the whole card. */
        href: string;
        /** The foot line with its arrow, e.g. 'View itinerary' (decorative: the title names the link). */
        more?: string;
        action?: never;
      }
    | { action: CardAction; href?: never; more?: never }
  );

/**
 * The site's card: picture, eyebrow, title, meta lines and a foot line with an arrow. The whole card is
 * one target (the title's link, or the action's button) with one focus outline.
 */
export function Card({
  title,
  headingLevel = 3,
  image,
  eyebrow,
  meta = [],
  description,
  layout = 'stacked',
  shape = 'landscape',
  href,
  more,
  action,
}: CardProps) {
  return (
    <Root data-layout={layout} data-shape={shape}>
      {image && (
        <Figure>
          <ResponsiveImage src={image.src} alt="" sizes={coverSizes(image.sizes, narrowestBox[shape])} />
        </Figure>
      )}
      <Body>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title as={`h${headingLevel}`}>
          {href ? (
            <Link to={href}>
              <WithoutOrphan text={title} />
            </Link>
          ) : (
            <WithoutOrphan text={title} />
          )}
        </Title>
        {[meta]
          .flat()
          .filter(Boolean)
          .map((line) => (
            <Meta key={line}>{line}</Meta>
          ))}
        {description && <Description>{description}</Description>}
        {action ? (
          <Action
            type="button"
            aria-haspopup={action.opensDialog ? 'dialog' : undefined}
            onClick={action.onPress}
          >
            {action.label}
            <VisuallyHidden> about {title}</VisuallyHidden>
          </Action>
        ) : (
          more && <More aria-hidden="true">{more}</More>
        )}
      </Body>
    </Root>
  );
}
