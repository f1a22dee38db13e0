import { z } from 'zod';

// The fields every content file uses, each with the message an editor sees when one is wrong.

// Lower-case words joined by hyphens: a page's slug, and a picture's media key alike.
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A media key: the name of a generated picture, e.g. `country-india-taj-mahal-dawn`. */
export const mediaKey = z.string().regex(KEBAB, 'must be a media key, e.g. pkg-kenya-mara');
export const slug = z.string().regex(KEBAB, 'must be a slug, e.g. sri-lanka');
/** Text a visitor reads: never empty, without stray spaces at either end. */
export const text = z.string().trim().min(1);
export const keywords = z.array(text).min(1);

/**
 * The fields a content file shares with a contract schema, as strict as the file's other fields: each
 * string is text a visitor reads. A field added to the contract is a field of the file without more.
 */
export const contentOf = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [key, field instanceof z.ZodString ? text : field]),
    ) as Shape,
  );
