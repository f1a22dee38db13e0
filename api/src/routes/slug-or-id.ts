import { z } from 'zod';

// Ids are PostgreSQL integers; a longer run of digits can only be a (missing) slug.
const MAX_ID = 2_147_483_647;

/** Detail pages are addressed by slug in most links and by numeric id in menus and the footer. */
export type SlugOrId = { id: number } | { slug: string };

/** Route params `{ slug }` that take a page slug or a numeric id; anything else is a 400. */
export const slugOrIdParams = (what: string) =>
  z.object({
    slug: z
      .string()
      .max(200, 'must be at most 200 characters')
      .regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        `must be a ${what} slug (a-z, 0-9 and single hyphens) or a numeric id`,
      ),
  });

export const toSlugOrId = (slugOrId: string): SlugOrId => {
  const id = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : NaN;
  return id > 0 && id <= MAX_ID ? { id } : { slug: slugOrId };
};
