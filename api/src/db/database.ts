import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type {
  EnquiriesTable,
  EnquiryIdempotencyKeysTable,
  SpamEnquiriesTable,
} from '../routes/enquiries/enquiries.table';
import type { JournalContentBlocksTable, JournalPostsTable } from '../routes/journal/journal.table';
import type { PageSeoTable } from '../routes/page-seo/page-seo.table';
import type { RateLimitCountersTable, RateLimitSaltTable } from '../routes/enquiries/rate-limit.table';
import type { ContinentsTable } from '../routes/continents/continents.table';
import type {
  CountriesTable,
  CountryPageSectionsTable,
  SpecialCountryHotelsTable,
  SpecialCountryPagesTable,
  SpecialCountryPageSectionsTable,
} from '../routes/countries/countries.table';
import type {
  InspirationCategoriesTable,
  InspirationItemsTable,
} from '../routes/inspiration/inspiration.table';
import type {
  FeaturedPackagesTable,
  PackageCountriesTable,
  PackageGalleryImagesTable,
  PackageItineraryDaysTable,
  PackagesTable,
  SimilarPackagesTable,
} from '../routes/packages/packages.table';
import type {
  MonthDestinationsTable,
  MonthPackagesTable,
  MonthsTable,
} from '../routes/travel-by-month/travel-by-month.table';
import type {
  ExperienceGroupsTable,
  ExperiencePackagesTable,
  ExperiencePageSectionsTable,
  ExperiencesTable,
  ExperienceTestimonialsTable,
} from '../routes/experiences/experiences.table';
import type {
  WellnessCountriesTable,
  WellnessGalleryImagesTable,
  WellnessHotelSectionsTable,
  WellnessHotelsTable,
  WellnessTherapiesTable,
  WellnessTherapyGroupsTable,
} from '../routes/wellness/wellness.table';
import type {
  JourneyItemsTable,
  RotatingTestimonialsTable,
  TestimonialCollageItemsTable,
} from '../routes/home/home.table';
import type { EnquiryOutboxTable } from '../outbox/outbox.table';
import type { MiceCategoriesTable, MiceFaqsTable, MicePageSectionsTable } from '../routes/mice/mice.table';

export interface Database {
  journal_posts: JournalPostsTable;
  journal_content_blocks: JournalContentBlocksTable;
  page_seo: PageSeoTable;
  enquiries: EnquiriesTable;
  spam_enquiries: SpamEnquiriesTable;
  enquiry_idempotency_keys: EnquiryIdempotencyKeysTable;
  enquiry_outbox: EnquiryOutboxTable;
  rate_limit_counters: RateLimitCountersTable;
  rate_limit_salt: RateLimitSaltTable;
  continents: ContinentsTable;
  countries: CountriesTable;
  country_page_sections: CountryPageSectionsTable;
  special_country_pages: SpecialCountryPagesTable;
  special_country_page_sections: SpecialCountryPageSectionsTable;
  special_country_hotels: SpecialCountryHotelsTable;
  packages: PackagesTable;
  package_countries: PackageCountriesTable;
  package_gallery_images: PackageGalleryImagesTable;
  package_itinerary_days: PackageItineraryDaysTable;
  similar_packages: SimilarPackagesTable;
  featured_packages: FeaturedPackagesTable;
  months: MonthsTable;
  month_destinations: MonthDestinationsTable;
  month_packages: MonthPackagesTable;
  inspiration_categories: InspirationCategoriesTable;
  inspiration_items: InspirationItemsTable;
  experience_groups: ExperienceGroupsTable;
  experiences: ExperiencesTable;
  experience_packages: ExperiencePackagesTable;
  experience_page_sections: ExperiencePageSectionsTable;
  experience_testimonials: ExperienceTestimonialsTable;
  wellness_countries: WellnessCountriesTable;
  wellness_hotels: WellnessHotelsTable;
  wellness_gallery_images: WellnessGalleryImagesTable;
  wellness_therapy_groups: WellnessTherapyGroupsTable;
  wellness_therapies: WellnessTherapiesTable;
  wellness_hotel_sections: WellnessHotelSectionsTable;
  mice_categories: MiceCategoriesTable;
  mice_page_sections: MicePageSectionsTable;
  mice_faqs: MiceFaqsTable;
  journey_items: JourneyItemsTable;
  testimonial_collage_items: TestimonialCollageItemsTable;
  rotating_testimonials: RotatingTestimonialsTable;
}

/** Where the database reports connections it lost; the app passes its logger. */
export interface DatabaseLog {
  warn(message: string): void;
}

/** Connections a PostgreSQL pool opens at most: the request thread's, unless told otherwise. */
const MAX_CONNECTIONS = 10;

export function createDatabase(
  config: DatabaseConfig,
  log: DatabaseLog = console,
  { maxConnections = MAX_CONNECTIONS } = {},
): Kysely<Database> {
  if (config.dialect === 'postgres') {
    // pg turns DATE into a JS Date at local midnight, which shifts the day in some time zones.
    // Keep it as the `YYYY-MM-DD` text SQLite also returns.
    const types = new pg.TypeOverrides();
    types.setTypeParser(pg.types.builtins.DATE, (value) => value);
    const pool = new pg.Pool({
      connectionString: config.url,
      max: maxConnections,
      types,
      // While the server cannot be reached, a request gives up waiting for a connection (a 503) rather than hang.
      connectionTimeoutMillis: 5_000,
    });
    // The server may close any connection (a restart, a failover, an administrator). pg reports it as an
    // 'error' event on the client, idle in the pool or checked out by a query or a transaction, and an
    // 'error' event nobody listens to kills the process. The query using the client fails (a 503); the
    // pool drops the dead client, at once if idle or when it is released, and connects anew when asked.
    pool.on('connect', (client) =>
      client.on('error', (error) => log.warn(`PostgreSQL connection lost: ${error.message}`)),
    );
    // The pool repeats an idle client's error as its own, already reported by the listener above.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }

  fs.mkdirSync(path.dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  // WAL lets readers run beside the writer; FULL makes a committed write survive power loss;
  // SQLite leaves foreign keys off unless asked, per connection.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (a second instance, a migration) may hold the write lock for a moment.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
