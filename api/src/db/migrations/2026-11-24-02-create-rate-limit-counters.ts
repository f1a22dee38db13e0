import type { Migration } from 'kysely';
import type { MigrationDb } from './dialect';

/**
 * Rate limits shared by every API instance on one PostgreSQL: hits per client key in its current
 * window, and the salt the keys are hashed with (one for all instances, or each would count apart). Created on
 * SQLite too, for one schema everywhere, though a single process there keeps its limits in memory.
 */
export function createRateLimitCounters(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('rate_limit_counters')
        .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
        // When the key's first hit of this window came, in milliseconds since the epoch.
        .addColumn('window_start', 'bigint', (col) => col.notNull())
        .addColumn('hits', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('rate_limit_salt')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('salt', 'varchar(64)', (col) => col.notNull())
        .execute();
    },

    async down(db: MigrationDb) {
      await db.schema.dropTable('rate_limit_salt').execute();
      await db.schema.dropTable('rate_limit_counters').execute();
    },
  };
}
