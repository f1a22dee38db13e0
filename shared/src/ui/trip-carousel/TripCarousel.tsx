import { TripCard, packageHrefById, packageHrefBySlug } from '@lux/shared';
import type { PackageListItem } from '@lux/shared';
import { Carousel, carouselCardSizes } from '../carousel/Carousel';

interface TripCarouselProps {
  /** The carousel's accessible name, e.g. 'Top trips in Asia'. */
  label: string;
  trips: PackageListItem[];
  /** SPEC 2.1: continent pages link trips by id, every other page by slug. */
  linkBy?: 'id' | 'slug';
}

/** Trips as a carousel of cards, each linking to its package page: the rows of trips of every page. */
export function TripCarousel({ label, trips, linkBy = 'slug' }: TripCarouselProps) {
  const href = linkBy === 'id' ? packageHrefById : packageHrefBySlug;
  return (
    <Carousel label={label}>
      {trips.map((trip) => (
        <TripCard key={trip.id} trip={trip} href={href(trip)} sizes={carouselCardSizes} />
      ))}
    </Carousel>
  );
}
