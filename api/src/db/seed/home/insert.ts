import { journeyTabs } from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../database';
import { mediaUrl } from '../content-helpers';
import { insertRows } from '../insert-helpers';
import { seedJourneySection } from './journey-section';
import { journeyName, journeyPicture } from './journeys';
import { seedRotatingTestimonials, seedTestimonialCollage } from './testimonials';

export interface HomeSeeded {
  journeyItems: number;
  testimonials: number;
}

/** Inserts the home page's journey tiles and testimonials into the caller's transaction, into empty tables. */
export async function insertHome(db: Kysely<Database>): Promise<HomeSeeded> {
  await insertRows(
    db,
    'testimonial_collage_items',
    seedTestimonialCollage.map((item, position) => ({
      position,
      name: item.name,
      location: item.location,
      quote: item.quote,
      image_url: mediaUrl(journeyPicture(item.journey, item.picture, `Testimonial of ${item.name}`)),
      desktop_top: item.position.top,
      desktop_left: item.position.left,
      desktop_width: item.position.width,
      mobile_top: item.mobilePosition.top,
      mobile_left: item.mobilePosition.left,
      mobile_width: item.mobilePosition.width,
    })),
  );

  await insertRows(
    db,
    'rotating_testimonials',
    seedRotatingTestimonials.map((entry, position) => ({
      position,
      quote: entry.quote,
      name: entry.name,
      location: entry.location,
      journey: journeyName(entry.journey, `Testimonial of ${entry.name}`),
    })),
  );
  const tiles = journeyTabs.flatMap((tab) =>
    seedJourneySection[tab].map((item, position) => ({
      tab,
      position,
      name: item.name,
      image_url: mediaUrl(item.image),
      href: item.href,
    })),
  );
  await insertRows(db, 'journey_items', tiles);

  return {
    journeyItems: tiles.length,
    testimonials: seedTestimonialCollage.length + seedRotatingTestimonials.length,
  };
}
