import { monthPageSchema, type MonthPage } from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, seoColumns, splitSeo } from '../columns';
import { packageListColumns } from '../packages/repository';
import type { SlugOrId } from '../slug-or-id';

/**
 * A month by number (1 is January) or by its English name in any case: the menu links
 * `/inspiration/travel-by-month/January`, the slugs are lower case.
 */
export async function findMonthPage(db: Kysely<Database>, key: SlugOrId): Promise<MonthPage | undefined> {
  const month = await db
    .selectFrom('months')
    .select([
      ...columnsOf(monthPageSchema, 'destinations', 'packages', 'cta', 'seo'),
      'cta_heading',
      'cta_text',
      'cta_button_text',
      'cta_button_href',
      ...seoColumns,
    ])
    .$call((query) =>
      'id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug.toLowerCase()),
    )
    .executeTakeFirst();
  if (!month) return undefined;

  const [destinations, packages] = await Promise.all([
    db
      .selectFrom('month_destinations')
      .innerJoin('countries', 'countries.id', 'month_destinations.country_id')
      .leftJoin('special_country_pages', 'special_country_pages.country_id', 'countries.id')
      .select([
        'countries.id',
        'countries.slug',
        'countries.name',
        'countries.hero_image_url as image_url',
        'month_destinations.description',
        'special_country_pages.country_id as special_country_id',
      ])
      .where('month_destinations.month_id', '=', month.id)
      .orderBy('month_destinations.position')
      .execute(),
    db
      .selectFrom('month_packages')
      .innerJoin('packages', 'packages.id', 'month_packages.package_id')
      .select(packageListColumns)
      .where('month_packages.month_id', '=', month.id)
      .orderBy('month_packages.position')
      .execute(),
  ]);

  const [{ cta_heading, cta_text, cta_button_text, cta_button_href, ...page }, seo] = splitSeo(month);
  return {
    ...page,
    destinations: destinations.map(({ special_country_id, ...destination }) => ({
      ...destination,
      has_special_page: special_country_id !== null,
    })),
    packages,
    cta: { heading: cta_heading, text: cta_text, buttonText: cta_button_text, buttonHref: cta_button_href },
    seo,
  };
}
