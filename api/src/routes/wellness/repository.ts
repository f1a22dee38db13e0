import type {
  PageSection,
  Therapy,
  TherapyGroup,
  TherapyProgramDetail,
  WellnessCountry,
  WellnessGalleryImage,
  WellnessHotel,
  WellnessHotelCard,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { pageSectionColumns } from '../experiences/repository';
import type { SlugOrId } from '../slug-or-id';

export async function findWellnessCountry(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<WellnessCountry | undefined> {
  const country = await db
    .selectFrom('wellness_countries')
    .select([
      'id',
      'slug',
      'name',
      'wellness_hero_image_url',
      'meta_title',
      'meta_description',
      'meta_keywords',
    ])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!country) return undefined;

  const hotels = await db
    .selectFrom('wellness_hotels')
    .select(['id', 'slug', 'name', 'hero_image_url', 'location', 'summary'])
    .where('country_id', '=', country.id)
    .orderBy('position')
    .execute();

  const { meta_title, meta_description, meta_keywords, ...rest } = country;
  return {
    ...rest,
    hotels: hotels satisfies WellnessHotelCard[],
    seo: { meta_title, meta_description, meta_keywords },
  };
}

export async function findWellnessHotel(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<WellnessHotel | undefined> {
  const hotel = await db
    .selectFrom('wellness_hotels')
    .innerJoin('wellness_countries', 'wellness_countries.id', 'wellness_hotels.country_id')
    .select([
      'wellness_hotels.id',
      'wellness_hotels.slug',
      'wellness_hotels.name',
      'wellness_hotels.location',
      'wellness_hotels.meta_title',
      'wellness_hotels.meta_description',
      'wellness_hotels.meta_keywords',
      'wellness_countries.id as country_id',
      'wellness_countries.slug as country_slug',
      'wellness_countries.name as country_name',
    ])
    .$call((query) =>
      'id' in key
        ? query.where('wellness_hotels.id', '=', key.id)
        : query.where('wellness_hotels.slug', '=', key.slug),
    )
    .executeTakeFirst();
  if (!hotel) return undefined;

  const [gallery_images, groups, therapies, content_sections] = await Promise.all([
    db
      .selectFrom('wellness_gallery_images')
      .select(['image_url', 'alt_text', 'heading'])
      .where('hotel_id', '=', hotel.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('wellness_therapy_groups')
      .select(['id', 'heading'])
      .where('hotel_id', '=', hotel.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('wellness_therapies')
      .innerJoin('wellness_therapy_groups', 'wellness_therapy_groups.id', 'wellness_therapies.group_id')
      .select([
        'wellness_therapies.id',
        'wellness_therapies.group_id',
        'wellness_therapies.title',
        'wellness_therapies.description',
        'wellness_therapies.image_url',
        'wellness_therapies.parent_program',
        'wellness_therapies.full_description',
        'wellness_therapies.benefits',
        'wellness_therapies.program_details',
      ])
      .where('wellness_therapy_groups.hotel_id', '=', hotel.id)
      .orderBy('wellness_therapies.group_id')
      .orderBy('wellness_therapies.position')
      .execute(),
    db
      .selectFrom('wellness_hotel_sections')
      .select(pageSectionColumns)
      .where('hotel_id', '=', hotel.id)
      .orderBy('position')
      .execute(),
  ]);

  const byGroup = new Map<number, Therapy[]>();
  for (const { group_id, image_url, benefits, program_details, ...therapy } of therapies) {
    byGroup.set(group_id, [
      ...(byGroup.get(group_id) ?? []),
      {
        ...therapy,
        imageUrl: image_url,
        benefits: JSON.parse(benefits) as string[],
        program_details: JSON.parse(program_details) as TherapyProgramDetail[],
      },
    ]);
  }

  return {
    id: hotel.id,
    slug: hotel.slug,
    name: hotel.name,
    location: hotel.location,
    country: { id: hotel.country_id, slug: hotel.country_slug, name: hotel.country_name },
    gallery_images: gallery_images satisfies WellnessGalleryImage[],
    therapies: groups.map((group): TherapyGroup => ({
      heading: group.heading,
      items: byGroup.get(group.id) ?? [],
    })),
    content_sections: content_sections satisfies PageSection[],
    seo: {
      meta_title: hotel.meta_title,
      meta_description: hotel.meta_description,
      meta_keywords: hotel.meta_keywords,
    },
  };
}
