import type { Kysely } from 'kysely';
import type { Database } from '../../database';
import { mediaUrl } from '../content-helpers';
import { insertRows, resolver, sectionColumns } from '../insert-helpers';
import { seo } from '../destinations/builders';
import { seedPackages } from '../destinations/packages';
import { heroVideoUrl, numberedExperiences } from './experiences';
import { seedMiceCategories } from './mice';
import { seedWellnessCountries } from './wellness';

export interface ExperiencesSeeded {
  experiences: number;
  wellnessHotels: number;
  miceCategories: number;
}

const packageId = resolver('package', new Map(seedPackages.map((pkg) => [pkg.slug, pkg.id])));

/**
 * Inserts the experiences menu and pages, the wellness countries and retreats and the MICE categories
 * into the caller's transaction, into empty tables.
 */
export async function insertExperiences(db: Kysely<Database>): Promise<ExperiencesSeeded> {
  // Each page's sitemap lastmod: written now.
  const updated_at = new Date().toISOString();
  const groups = [...new Map(numberedExperiences.map(({ groupId, group }) => [groupId, group]))];
  await insertRows(
    db,
    'experience_groups',
    groups.map(([id, name], position) => ({ id, name, position })),
  );

  await insertRows(
    db,
    'experiences',
    numberedExperiences.map(({ id, groupId, position, experience }) => {
      const {
        hero,
        heroVideo,
        paragraphs,
        packages,
        sections,
        testimonials,
        metaDescription,
        keywords,
        ...page
      } = experience;
      return {
        ...page,
        id,
        group_id: groupId,
        position,
        hero_image_url: mediaUrl(hero),
        hero_video_url: heroVideo ? heroVideoUrl(hero) : null,
        description_paragraphs: paragraphs.join('\n'),
        ...seo(page.hero_title, metaDescription, keywords),
        updated_at,
      };
    }),
  );
  await insertRows(
    db,
    'experience_packages',
    numberedExperiences.flatMap(({ id, experience }) =>
      experience.packages.map((slug, position) => ({
        experience_id: id,
        package_id: packageId(slug, `Experience "${experience.slug}"`),
        position,
      })),
    ),
  );
  await insertRows(
    db,
    'experience_page_sections',
    numberedExperiences.flatMap(({ id, experience }) =>
      sectionColumns(experience.sections).map((section) => ({ ...section, experience_id: id })),
    ),
  );
  await insertRows(
    db,
    'experience_testimonials',
    numberedExperiences.flatMap(({ id, experience }) =>
      experience.testimonials.map(([quote, author], position) => ({
        experience_id: id,
        position,
        quote,
        author,
      })),
    ),
  );

  await insertRows(
    db,
    'wellness_countries',
    seedWellnessCountries.map(({ image, hero, hotels, metaDescription, keywords, ...country }, position) => ({
      ...country,
      position,
      image_url: mediaUrl(image),
      wellness_hero_image_url: mediaUrl(hero),
      ...seo(`Wellness Journeys in ${country.name}`, metaDescription, keywords),
      updated_at,
    })),
  );
  const hotels = seedWellnessCountries.flatMap((country) =>
    country.hotels.map((hotel, position) => ({ hotel, country, position })),
  );
  await insertRows(
    db,
    'wellness_hotels',
    hotels.map(
      ({ hotel: { hero, gallery, therapies, sections, keywords, ...hotel }, country, position }) => ({
        ...hotel,
        country_id: country.id,
        position,
        hero_image_url: mediaUrl(hero),
        ...seo(`${hotel.name}: Wellness Retreat in ${country.name}`, hotel.summary, keywords),
        updated_at,
      }),
    ),
  );
  await insertRows(
    db,
    'wellness_gallery_images',
    hotels.flatMap(({ hotel }) =>
      hotel.gallery.map(([image, alt, heading], position) => ({
        hotel_id: hotel.id,
        position,
        image_url: mediaUrl(image),
        alt_text: alt,
        heading,
      })),
    ),
  );
  await insertRows(
    db,
    'wellness_hotel_sections',
    hotels.flatMap(({ hotel }) =>
      sectionColumns(hotel.sections).map((section) => ({ ...section, hotel_id: hotel.id })),
    ),
  );
  // Therapy groups get their ids from the database; their therapies need them, so one group at a time.
  for (const { hotel } of hotels) {
    for (const [position, { items, ...group }] of hotel.therapies.entries()) {
      const { id: groupId } = await db
        .insertInto('wellness_therapy_groups')
        .values({ ...group, hotel_id: hotel.id, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertRows(
        db,
        'wellness_therapies',
        items.map(({ image, fullDescription, benefits, program_details, ...therapy }, therapyPosition) => ({
          ...therapy,
          group_id: groupId,
          position: therapyPosition,
          image_url: mediaUrl(image),
          full_description: fullDescription.join('\n\n'),
          benefits: JSON.stringify(benefits),
          program_details: JSON.stringify(program_details),
        })),
      );
    }
  }

  await insertRows(
    db,
    'mice_categories',
    seedMiceCategories.map(({ hero, sections, faqs, metaDescription, keywords, ...category }, position) => ({
      ...category,
      position,
      hero_image_url: mediaUrl(hero),
      ...seo(category.hero_title, metaDescription, keywords),
      updated_at,
    })),
  );
  await insertRows(
    db,
    'mice_page_sections',
    seedMiceCategories.flatMap((category) =>
      sectionColumns(category.sections).map((section) => ({ ...section, category_id: category.id })),
    ),
  );
  await insertRows(
    db,
    'mice_faqs',
    seedMiceCategories.flatMap((category) =>
      category.faqs.map(([question, answer], position) => ({
        category_id: category.id,
        position,
        question,
        answer,
      })),
    ),
  );

  return {
    experiences: numberedExperiences.length,
    wellnessHotels: hotels.length,
    miceCategories: seedMiceCategories.length,
  };
}
