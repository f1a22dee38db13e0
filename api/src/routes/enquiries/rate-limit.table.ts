import type { ColumnType } from 'kysely';

export interface RateLimitCountersTable {
  key: string;
  /** A bigint: pg reads it as text. */
  window_start: ColumnType<string, number, number>;
  hits: number;
}

export interface RateLimitSaltTable {
  id: number;
  salt: string;
}
