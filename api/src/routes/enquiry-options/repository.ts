import type { EnquiryOptionGroup } from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A country an enquiry can name: the full form sends its slug, the modal its name. */
export interface Destination {
  slug: string;
  name: string;
}

const alphabetical = new Intl.Collator('en');
// Case does not matter when matching a name; accents do.
const sameName = new Intl.Collator('en', { sensitivity: 'accent' });

const destinationRows = (db: Kysely<Database>) =>
  db
    .selectFrom('countries')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .select([
      'countries.slug as slug',
      'countries.name as name',
      'continents.id as continent_id',
      'continents.name as continent',
    ]);

/**
 * One group per continent, in the menus' order; one option per country (value = slug, label = name),
 * alphabetical. Continents without countries offer nothing to choose, so they have no group.
 */
export async function listDestinationGroups(db: Kysely<Database>): Promise<EnquiryOptionGroup[]> {
  const rows = await destinationRows(db).orderBy('continents.position').orderBy('continents.id').execute();
  const groups = new Map<number, EnquiryOptionGroup>();
  for (const { continent_id, continent, slug, name } of rows) {
    const group = groups.get(continent_id) ?? { label: continent, options: [] };
    group.options.push({ value: slug, label: name });
    groups.set(continent_id, group);
  }
  return [...groups.values()].map((group) => ({
    label: group.label,
    options: group.options.sort((a, b) => alphabetical.compare(a.label, b.label)),
  }));
}

export async function findDestinationBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<Destination | undefined> {
  return destinationRows(db).where('countries.slug', '=', slug).executeTakeFirst();
}

/**
 * The modal sends the option's label. Compared here rather than with SQL `lower()`, which on SQLite
 * folds ASCII only: 'CÔTE D'IVOIRE' must find "Côte d'Ivoire" on both databases.
 */
export async function findDestinationByName(
  db: Kysely<Database>,
  name: string,
): Promise<Destination | undefined> {
  const rows = await destinationRows(db).execute();
  return rows.find((row) => sameName.compare(row.name, name) === 0);
}
