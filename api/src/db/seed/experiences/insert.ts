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
    numberedExperiences.map(({ id, groupId, position, experience }) => ({
      id,
      group_id: groupId,
      position,
      slug: experience.slug,
      name: experience.name,
      hero_title: experience.heroTitle,
      hero_image_url: mediaUrl(experience.hero),
      hero_video_url: experience.heroVideo ? heroVideoUrl(experience.hero) : null,
      description_title: experience.descriptionTitle,
      description_paragraphs: experience.paragraphs.join('\n'),
      description_summary: experience.summary,
      why_trust_us_title: experience.whyTrustUsTitle,
      ...seo(experience.heroTitle, experience.metaDescription, experience.keywords),
      updated_at,
    })),
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
    seedWellnessCountries.map((country, position) => ({
      id: country.id,
      slug: country.slug,
      name: country.name,
      position,
      image_url: mediaUrl(country.image),
      wellness_hero_image_url: mediaUrl(country.hero),
      ...seo(`Wellness Journeys in ${country.name}`, country.metaDescription, country.keywords),
      updated_at,
    })),
  );
  const hotels = seedWellnessCountries.flatMap((country) =>
    country.hotels.map((hotel, position) => ({ hotel, country, position })),
  );
  await insertRows(
    db,
    'wellness_hotels',
    hotels.map(({ hotel, country, position }) => ({
      id: hotel.id,
      slug: hotel.slug,
      country_id: country.id,
      position,
      name: hotel.name,
      location: hotel.location,
      summary: hotel.summary,
      hero_image_url: mediaUrl(hotel.hero),
      ...seo(`${hotel.name}: Wellness Retreat in ${country.name}`, hotel.summary, hotel.keywords),
      updated_at,
    })),
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
    for (const [position, group] of hotel.therapies.entries()) {
      const { id: groupId } = await db
        .insertInto('wellness_therapy_groups')
        .values({ hotel_id: hotel.id, position, heading: group.heading })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertRows(
        db,
        'wellness_therapies',
        group.items.map((therapy, therapyPosition) => ({
          group_id: groupId,
          position: therapyPosition,
          title: therapy.title,
          description: therapy.description,
          image_url: mediaUrl(therapy.image),
          parent_program: therapy.program,
          full_description: therapy.fullDescription.join('\n\n'),
          benefits: JSON.stringify(therapy.benefits),
          program_details: JSON.stringify(therapy.programs),
        })),
      );
    }
  }

  await insertRows(
    db,
    'mice_categories',
    seedMiceCategories.map((category, position) => ({
      id: category.id,
      slug: category.slug,
      name: category.name,
      position,
      hero_title: category.heroTitle,
      hero_subtitle: category.heroSubtitle,
      hero_image_url: mediaUrl(category.hero),
      ...seo(category.heroTitle, category.metaDescription, category.keywords),
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
