import type { PackageListItem } from '../../api/entities';
import { keepTogether } from '../../format/keepTogether';
import { Card } from './Card';

interface TripCardProps {
  /** A package as lists, searches and carousels give it; search results have no length. */
  trip: Pick<PackageListItem, 'name' | 'featured_image' | 'location'> & { duration_text?: string };
  /** By id on continent pages, by slug elsewhere (SPEC 2.1: `packageHrefById`, `packageHrefBySlug`). */
  href: string;
  /** How wide the card is drawn: `cardGridSizes.thirds` in a grid, `carouselCardSizes` in a carousel. */
  sizes: string;
  headingLevel?: 2 | 3;
}

/** A trip as a card: picture, where it goes, its name and length, and 'View itinerary'. */
export function TripCard({ trip, href, sizes, headingLevel }: TripCardProps) {
  return (
    <Card
      shape="portrait"
      image={{ src: trip.featured_image, sizes }}
      eyebrow={trip.location}
      title={trip.name}
      headingLevel={headingLevel}
      meta={trip.duration_text && keepTogether(trip.duration_text)}
      href={href}
      more="View itinerary"
    />
  );
}
