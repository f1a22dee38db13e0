import type {
  FeaturedPackage,
  PackageDetail,
  PackageListItem,
  PackageSearchItem,
} from '@lux/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SlugOrId } from '../slug-or-id';
import { searchText } from './search-text';

/** A query shorter than this matches nothing: the search box only asks from two characters on. */
export const MIN_SEARCH_LENGTH = 2;

/** The columns of a package card (SPEC's "Package in lists"), for any query that has `packages` in it. */
export const packageListColumns = [
  'packages.id',
  'packages.slug',
  'packages.name',
  'packages.duration_text',
  'packages.duration_days',
  'packages.featured_image',
  'packages.location',
] as const;

// LIKE's own wildcards in a search term are meant literally.
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Every package, or those whose names contain each word of `q`, ignoring case and accents. The words
 * are compared with the normalised `search_name` column, so the database does the filtering.
 */
export async function searchPackages(db: Kysely<Database>, q?: string): Promise<PackageSearchItem[]> {
  const terms = q === undefined ? [] : searchText(q).split(' ').filter(Boolean);
  if (q !== undefined && (q.trim().length < MIN_SEARCH_LENGTH || terms.length === 0)) return [];

  let query = db
    .selectFrom('packages')
    .select([
      'packages.id',
      'packages.slug',
      'packages.name',
      'packages.featured_image',
      'packages.location',
    ]);
  for (const term of terms) {
    query = query.where(
      sql<boolean>`${sql.ref('packages.search_name')} like ${likePattern(term)} escape '\\'`,
    );
  }
  return query.orderBy('packages.name').orderBy('packages.id').execute();
}

export async function listFeaturedPackages(db: Kysely<Database>): Promise<FeaturedPackage[]> {
  const rows = await db
    .selectFrom('featured_packages')
    .innerJoin('packages', 'packages.id', 'featured_packages.package_id')
    .select([
      'packages.id',
      'packages.slug',
      'packages.name',
      'packages.duration_text',
      'packages.description',
      'packages.featured_image',
    ])
    .orderBy('featured_packages.position')
    .execute();
  return rows.map(({ id, slug, name, duration_text, description, featured_image }) => ({
    id,
    name,
    duration: duration_text,
    description,
    featured_image,
    href: `/packages/${slug}`,
  }));
}

export async function findPackageDetail(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<PackageDetail | undefined> {
  const found = await db
    .selectFrom('packages')
    .select([
      'id',
      'slug',
      'name',
      'parent_location',
      'travel_season_text',
      'duration_text',
      'duration_days',
      'featured_image',
      'description',
      'meta_title',
      'meta_description',
      'meta_keywords',
    ])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!found) return undefined;

  const [gallery_images, itinerary_days, similar_packages] = await Promise.all([
    db
      .selectFrom('package_gallery_images')
      .select(['image_url', 'alt_text'])
      .where('package_id', '=', found.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('package_itinerary_days')
      .select(['id', 'day_number', 'subheading', 'description'])
      .where('package_id', '=', found.id)
      .orderBy('day_number')
      .execute(),
    db
      .selectFrom('similar_packages')
      .innerJoin('packages', 'packages.id', 'similar_packages.similar_package_id')
      .select(packageListColumns)
      .where('similar_packages.package_id', '=', found.id)
      .orderBy('similar_packages.position')
      .execute(),
  ]);

  const { meta_title, meta_description, meta_keywords, ...pkg } = found;
  return {
    ...pkg,
    gallery_images,
    itinerary_days,
    similar_packages: similar_packages satisfies PackageListItem[],
    seo: { meta_title, meta_description, meta_keywords },
  };
}
