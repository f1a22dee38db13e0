import {
  therapySchema,
  wellnessCountrySchema,
  wellnessGalleryImageSchema,
  wellnessHotelCardSchema,
  wellnessHotelSchema,
  type PageSection,
  type Therapy,
  type TherapyGroup,
  type TherapyProgramDetail,
  type WellnessCountry,
  type WellnessGalleryImage,
  type WellnessHotel,
  type WellnessHotelCard,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, inTable, seoColumns, splitSeo } from '../columns';
import { pageSectionColumns } from '../experiences/repository';
import type { SlugOrId } from '../slug-or-id';

export async function findWellnessCountry(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<WellnessCountry | undefined> {
  const country = await db
    .selectFrom('wellness_countries')
    .select([...columnsOf(wellnessCountrySchema, 'hotels', 'seo'), ...seoColumns])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!country) return undefined;

  const hotels = await db
    .selectFrom('wellness_hotels')
    .select(columnsOf(wellnessHotelCardSchema))
    .where('country_id', '=', country.id)
    .orderBy('position')
    .execute();

  const [rest, seo] = splitSeo(country);
  return { ...rest, hotels: hotels satisfies WellnessHotelCard[], seo };
}

export async function findWellnessHotel(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<WellnessHotel | undefined> {
  const hotel = await db
    .selectFrom('wellness_hotels')
    .innerJoin('wellness_countries', 'wellness_countries.id', 'wellness_hotels.country_id')
    .select([
      ...inTable('wellness_hotels', [
        ...columnsOf(
          wellnessHotelSchema,
          'country',
          'gallery_images',
          'therapies',
          'content_sections',
          'seo',
        ),
        ...seoColumns,
      ]),
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
      .select(columnsOf(wellnessGalleryImageSchema))
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
      .select(
        inTable('wellness_therapies', ['group_id', 'image_url', ...columnsOf(therapySchema, 'imageUrl')]),
      )
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

  const [{ country_id, country_slug, country_name, ...page }, seo] = splitSeo(hotel);
  return {
    ...page,
    country: { id: country_id, slug: country_slug, name: country_name },
    gallery_images: gallery_images satisfies WellnessGalleryImage[],
    therapies: groups.map((group): TherapyGroup => ({
      heading: group.heading,
      items: byGroup.get(group.id) ?? [],
    })),
    content_sections: content_sections satisfies PageSection[],
    seo,
  };
}
