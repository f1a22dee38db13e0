import type { PackageListItem } from '@lux/shared';
import { ResponsiveImage } from '@lux/shared';
import { Link } from 'react-router';
import { Body, Card, Duration, Figure, Location, More } from './TripCard.styles';

interface TripCardProps {
  trip: Pick<PackageListItem, 'name' | 'featured_image' | 'location'> & { duration_text?: string };
  /** Continent pages link by id, other pages by slug (SPEC 2.1). */
  href: string;
  /** How wide the card is drawn, for the image's `sizes`. */
  sizes: string;
  headingLevel?: 2 | 3;
}

/** A trip as a card: picture, where it goes, its name and length; the name's link covers the card. */
export function TripCard({ trip, href, sizes, headingLevel = 3 }: TripCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <Figure>
        <ResponsiveImage src={trip.featured_image} alt="" sizes={sizes} />
      </Figure>
      <Body>
        {trip.location && <Location>{trip.location}</Location>}
        <Heading>
          <Link to={href}>{trip.name}</Link>
        </Heading>
        {trip.duration_text && <Duration>{trip.duration_text}</Duration>}
        <More aria-hidden="true">View itinerary</More>
      </Body>
    </Card>
  );
}
