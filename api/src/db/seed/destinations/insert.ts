import type { Kysely } from 'kysely';
import { searchText } from '../../../routes/packages/search-text';
import type { Database } from '../../database';
import { mediaUrl } from '../content-helpers';
import { insertRows, resolver, sectionColumns } from '../insert-helpers';
import { durationText, seo } from './builders';
import { seedContinents } from './continents';
import { seedCountries } from './countries';
import { seedFeaturedPackages } from './featured-packages';
import { seedInspirationCategories } from './inspiration';
import { seedMonths } from './months';
import { seedPackages } from './packages';
import { seedSpecialCountries } from './special-countries';

export interface DestinationsSeeded {
  countries: number;
  packages: number;
}

/** Inserts every destinations table's content into the caller's transaction, into empty tables. */
export async function insertDestinations(db: Kysely<Database>): Promise<DestinationsSeeded> {
  // Each page's sitemap lastmod: written now.
  const updated_at = new Date().toISOString();
  await insertRows(
    db,
    'continents',
    seedContinents.map(({ hero, featured, seo: continentSeo, ...continent }, position) => ({
      ...continent,
      position,
      hero_image_url: mediaUrl(hero),
      featured_image: mediaUrl(featured),
      ...continentSeo,
      updated_at,
    })),
  );

  const continentId = resolver('continent', new Map(seedContinents.map((c) => [c.slug, c.id])));
  const countryId = resolver('country', new Map(seedCountries.map((c) => [c.slug, c.id])));
  const countryName = new Map(seedCountries.map((c) => [c.slug, c.name]));
  const packageId = resolver('package', new Map(seedPackages.map((p) => [p.slug, p.id])));

  await insertRows(
    db,
    'countries',
    seedCountries.map(({ continent, hero, whyTravel, sections, summary, keywords, ...country }) => ({
      ...country,
      continent_id: continentId(continent, `Country "${country.slug}"`),
      hero_image_url: mediaUrl(hero),
      why_travel_text: whyTravel.join('\n\n'),
      ...seo(`Luxury ${country.name} Holidays & Tailor-Made Tours`, summary, keywords),
      updated_at,
    })),
  );
  await insertRows(
    db,
    'country_page_sections',
    seedCountries.flatMap((country) =>
      sectionColumns(country.sections).map((section) => ({ ...section, country_id: country.id })),
    ),
  );

  const specialIds = seedSpecialCountries.map((page) =>
    countryId(page.country, `Special country page "${page.country}"`),
  );
  await insertRows(
    db,
    'special_country_pages',
    seedSpecialCountries.map(({ country, hero, sections, hotels, summary, keywords, ...page }, index) => ({
      ...page,
      country_id: specialIds[index] ?? 0,
      hero_image_url: mediaUrl(hero),
      ...seo(
        `Discover the Islands of ${countryName.get(country) ?? country}: Luxury Resorts & Villas`,
        summary,
        keywords,
      ),
      updated_at,
    })),
  );
  await insertRows(
    db,
    'special_country_page_sections',
    seedSpecialCountries.flatMap((page, index) =>
      sectionColumns(page.sections).map((section) => ({ ...section, country_id: specialIds[index] ?? 0 })),
    ),
  );
  await insertRows(
    db,
    'special_country_hotels',
    seedSpecialCountries.flatMap((page, index) =>
      page.hotels.map(({ image, ...hotel }, position) => ({
        ...hotel,
        country_id: specialIds[index] ?? 0,
        position,
        hero_image_url: mediaUrl(image),
      })),
    ),
  );

  await insertRows(
    db,
    'packages',
    seedPackages.map(({ countries, keywords, gallery, days, similar, ...pkg }) => {
      const [featured] = gallery[0] ?? [];
      if (!featured) throw new Error(`Package "${pkg.slug}" has no gallery images`);
      return {
        ...pkg,
        search_name: searchText(pkg.name),
        duration_text: durationText(days.length),
        duration_days: days.length,
        featured_image: mediaUrl(featured),
        ...seo(`${pkg.name}: ${durationText(days.length)}`, pkg.description, keywords),
        updated_at,
      };
    }),
  );
  await insertRows(
    db,
    'package_countries',
    seedPackages.flatMap((pkg) =>
      pkg.countries.map((slug, position) => ({
        package_id: pkg.id,
        country_id: countryId(slug, `Package "${pkg.slug}"`),
        position,
      })),
    ),
  );
  await insertRows(
    db,
    'package_gallery_images',
    seedPackages.flatMap((pkg) =>
      pkg.gallery.map(([image, alt], position) => ({
        package_id: pkg.id,
        position,
        image_url: mediaUrl(image),
        alt_text: alt,
      })),
    ),
  );
  await insertRows(
    db,
    'package_itinerary_days',
    seedPackages.flatMap((pkg) =>
      pkg.days.map(([subheading, description], index) => ({
        package_id: pkg.id,
        day_number: index + 1,
        subheading: `Day ${index + 1}: ${subheading}`,
        description,
      })),
    ),
  );
  await insertRows(
    db,
    'similar_packages',
    seedPackages.flatMap((pkg) =>
      pkg.similar.map((slug, position) => ({
        package_id: pkg.id,
        similar_package_id: packageId(slug, `Package "${pkg.slug}"`),
        position,
      })),
    ),
  );
  await insertRows(
    db,
    'featured_packages',
    seedFeaturedPackages.map((slug, position) => ({
      package_id: packageId(slug, 'Featured packages'),
      position,
    })),
  );

  await insertRows(
    db,
    'months',
    seedMonths.map(({ hero, destinations, packages, cta, ...month }, index) => {
      const places = destinations.map(([slug]) => countryName.get(slug) ?? slug);
      return {
        ...month,
        id: index + 1,
        slug: month.name.toLowerCase(),
        hero_image_url: mediaUrl(hero),
        cta_heading: cta.heading,
        cta_text: cta.text,
        cta_button_text: cta.buttonText,
        cta_button_href: cta.buttonHref,
        ...seo(
          `Where to Travel in ${month.name}: The Best Luxury Holidays`,
          `Where to go in ${month.name}: ${places.slice(0, -1).join(', ')} and ${places.at(-1)}, with tailor-made itineraries from our travel specialists.`,
          [`where to travel in ${month.name}`, `${month.name} holidays`, `best time to visit`, ...places],
        ),
        updated_at,
      };
    }),
  );
  await insertRows(
    db,
    'month_destinations',
    seedMonths.flatMap((month, index) =>
      month.destinations.map(([slug, description], position) => ({
        month_id: index + 1,
        country_id: countryId(slug, `${month.name}'s destinations`),
        position,
        description,
      })),
    ),
  );
  await insertRows(
    db,
    'month_packages',
    seedMonths.flatMap((month, index) =>
      month.packages.map((slug, position) => ({
        month_id: index + 1,
        package_id: packageId(slug, `${month.name}'s packages`),
        position,
      })),
    ),
  );

  for (const [position, category] of seedInspirationCategories.entries()) {
    const { id } = await db
      .insertInto('inspiration_categories')
      .values({ name: category.name, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRows(
      db,
      'inspiration_items',
      category.items.map(({ image, ...item }, itemPosition) => ({
        ...item,
        category_id: id,
        position: itemPosition,
        image_url: mediaUrl(image),
      })),
    );
  }

  return { countries: seedCountries.length, packages: seedPackages.length };
}
