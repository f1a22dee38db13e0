import type { FullEnquiryPayload, ModalEnquiryPayload } from '@lux/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A country the tests can send, with the continent it is grouped under. */
export interface FixtureDestination {
  continent: string;
  slug: string;
  name: string;
}

// Countries of our own, whatever the seed holds, so the tests do not depend on launch content. Ids far
// above any seeded ones; a name with an accent, an apostrophe and a slug unlike it checks that the
// modal's label matching ignores case and nothing else.
const fixtureContinents = [
  {
    id: 90_001,
    slug: 'fixture-isles',
    name: 'Fixture Isles',
    countries: [
      { id: 90_011, slug: 'cote-d-essai', name: "Côte d'Essai" },
      { id: 90_012, slug: 'testland', name: 'Testland' },
    ],
  },
  {
    id: 90_002,
    slug: 'fixture-reach',
    name: 'Fixture Reach',
    countries: [{ id: 90_021, slug: 'mockovia', name: 'Mockovia' }],
  },
];

/**
 * Values for the required columns the destinations feature has and the enquiries do not care about
 * (titles, images, SEO...), so the fixture keeps working as that schema grows.
 */
async function filler(db: Kysely<Database>, table: string): Promise<Record<string, string | number>> {
  const tables = await db.introspection.getTables();
  const columns = tables.find((candidate) => candidate.name === table)?.columns ?? [];
  return Object.fromEntries(
    columns
      .filter((column) => !column.isNullable && !column.hasDefaultValue && !column.isAutoIncrementing)
      .map((column) => [column.name, /int|numeric|real|double/i.test(column.dataType) ? 0 : 'Fixture']),
  );
}

/** Adds the fixture's continents and countries (once per database) and returns its countries. */
export async function useDestinations(db: Kysely<Database>): Promise<FixtureDestination[]> {
  const present = await db
    .selectFrom('countries')
    .select('slug')
    .where(
      'id',
      'in',
      fixtureContinents.flatMap((continent) => continent.countries.map((country) => country.id)),
    )
    .execute();
  if (present.length === 0) {
    // Kept loose: only the columns enquiries read are named here.
    const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const continentFiller = await filler(db, 'continents');
    const countryFiller = await filler(db, 'countries');
    for (const { countries, ...continent } of fixtureContinents) {
      await loose
        .insertInto('continents')
        .values({ ...continentFiller, ...continent })
        .execute();
      for (const country of countries) {
        await loose
          .insertInto('countries')
          .values({ ...countryFiller, ...country, continent_id: continent.id })
          .execute();
      }
    }
  }
  return fixtureContinents.flatMap((continent) =>
    continent.countries.map(({ slug, name }) => ({ continent: continent.name, slug, name })),
  );
}

const thisYear = new Date().getUTCFullYear();

/** A complete, valid full-form payload for `destination`; override any field. */
export const fullEnquiry = (
  destination: FixtureDestination,
  overrides: Partial<Record<keyof FullEnquiryPayload, unknown>> = {},
): Record<string, unknown> =>
  ({
    destination: destination.slug,
    travel_month: 'october',
    travel_year: String(thisYear + 1),
    duration: '10 Nights',
    pax: '2',
    comments: 'Honeymoon; we would love a ryokan with a private onsen.',
    full_name: 'Asha Rao',
    email: 'asha.rao@example.com',
    country_code: 'in',
    phone: '+91 98200 12345',
    source: 'travel-press',
    newsletter_signup: true,
    website: '',
    form_duration_ms: 45_000,
    ...overrides,
  }) satisfies Record<keyof FullEnquiryPayload, unknown>;

/** A complete, valid modal payload: its destination is the option's label. */
export const modalEnquiry = (
  destination: FixtureDestination,
  overrides: Partial<Record<keyof ModalEnquiryPayload, unknown>> = {},
): Record<string, unknown> =>
  ({
    full_name: 'Tom Hale',
    email: 'tom.hale@example.co.uk',
    phone: '',
    country_code: 'uk',
    destination: destination.name,
    website: '',
    form_duration_ms: 12_000,
    ...overrides,
  }) satisfies Record<keyof ModalEnquiryPayload, unknown>;

export interface PostResult {
  status: number;
  headers: Headers;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/** A real HTTP POST; an object body is sent as JSON, a string as is. */
export async function postEnquiry(
  origin: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PostResult> {
  const response = await fetch(`${origin}/api/v1/enquiries/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text, json: () => JSON.parse(text) };
}

/** How many enquiries and spam submissions are stored. */
export async function countStored(db: Kysely<Database>): Promise<{ enquiries: number; spam: number }> {
  const count = async (table: 'enquiries' | 'spam_enquiries') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { enquiries: await count('enquiries'), spam: await count('spam_enquiries') };
}
