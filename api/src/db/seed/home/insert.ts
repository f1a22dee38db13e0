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
    seedTestimonialCollage.map(
      ({ journey, picture, position: desktop, mobilePosition: mobile, ...item }, position) => ({
        ...item,
        position,
        image_url: mediaUrl(journeyPicture(journey, picture, `Testimonial of ${item.name}`)),
        desktop_top: desktop.top,
        desktop_left: desktop.left,
        desktop_width: desktop.width,
        mobile_top: mobile.top,
        mobile_left: mobile.left,
        mobile_width: mobile.width,
      }),
    ),
  );

  await insertRows(
    db,
    'rotating_testimonials',
    seedRotatingTestimonials.map(({ journey, ...entry }, position) => ({
      ...entry,
      position,
      journey: journeyName(journey, `Testimonial of ${entry.name}`),
    })),
  );
  const tiles = journeyTabs.flatMap((tab) =>
    seedJourneySection[tab].map(({ image, ...item }, position) => ({
      ...item,
      tab,
      position,
      image_url: mediaUrl(image),
    })),
  );
  await insertRows(db, 'journey_items', tiles);

  return {
    journeyItems: tiles.length,
    testimonials: seedTestimonialCollage.length + seedRotatingTestimonials.length,
  };
}
