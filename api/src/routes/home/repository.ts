import {
  journeyItemSchema,
  journeyTabs,
  rotatingTestimonialSchema,
  type HomeTestimonials,
  type JourneySection,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf } from '../columns';

/** The Start Your Journey tiles by tab, each tab's in order; a tab without tiles is an empty list. */
export async function findJourneySection(db: Kysely<Database>): Promise<JourneySection> {
  const items = await db
    .selectFrom('journey_items')
    .select(['tab', ...columnsOf(journeyItemSchema)])
    .orderBy('tab')
    .orderBy('position')
    .execute();
  const section = Object.fromEntries(journeyTabs.map((tab) => [tab, []])) as unknown as JourneySection;
  for (const { tab, ...item } of items) section[tab].push(item);
  return section;
}

/** The travellers' words of the home page: the collage's and the rotating block's, each in order. */
export async function findHomeTestimonials(db: Kysely<Database>): Promise<HomeTestimonials> {
  const [collage, rotating] = await Promise.all([
    db.selectFrom('testimonial_collage_items').selectAll().orderBy('position').execute(),
    db
      .selectFrom('rotating_testimonials')
      .select(columnsOf(rotatingTestimonialSchema))
      .orderBy('position')
      .execute(),
  ]);
  return {
    collage: collage.map((item) => ({
      id: item.id,
      name: item.name,
      location: item.location,
      quote: item.quote,
      imageUrl: item.image_url,
      position: { top: item.desktop_top, left: item.desktop_left, width: item.desktop_width },
      mobilePosition: { top: item.mobile_top, left: item.mobile_left, width: item.mobile_width },
    })),
    rotating,
  };
}
