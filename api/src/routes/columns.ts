import { seoSchema, type Seo } from '@lux/shared/contract';
import type { z } from 'zod';

// Where an answer's fields are a table's columns under the same names, the contract's schema names the
// columns to read, so a field added to the schema (and to the table) is read without another list here.

/**
 * A contract schema's fields as the columns Kysely's `select` takes (which checks each against the
 * table), but those `built` by the caller: nested, renamed or computed.
 */
export const columnsOf = <Shape extends z.ZodRawShape, Built extends keyof Shape & string = never>(
  schema: z.ZodObject<Shape>,
  ...built: Built[]
) =>
  Object.keys(schema.shape).filter((key) => !built.includes(key as Built)) as Exclude<
    keyof Shape & string,
    Built
  >[];

/** Columns named with their table, for a query that joins another table with columns of those names. */
export const inTable = <Table extends string, Column extends string>(
  table: Table,
  columns: readonly Column[],
) => columns.map((column) => `${table}.${column}` as const);

/** A page's SEO columns: every page's table names them as the contract's `seo` does. */
export const seoColumns = columnsOf(seoSchema);

/** A page's row as the rest of its fields and, nested as the contract has it, its `seo`. */
export const splitSeo = <Row extends Seo>({
  meta_title,
  meta_description,
  meta_keywords,
  ...rest
}: Row): [Omit<Row, keyof Seo>, Seo] => [rest, { meta_title, meta_description, meta_keywords }];
