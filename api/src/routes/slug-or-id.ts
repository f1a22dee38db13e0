// Ids are PostgreSQL integers; a longer run of digits can only be a (missing) slug.
const MAX_ID = 2_147_483_647;
const MAX_SLUG_LENGTH = 200;
// Letters in either case: a page may compare names without case (months), the others find nothing.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/** Detail pages are addressed by slug in most links and by numeric id in menus and the footer. */
export type SlugOrId = { id: number } | { slug: string };

/**
 * The one reading of a detail page's address: a numeric id, a slug, or undefined when it cannot name
 * any page (other characters, too long), so it is not found without asking the database, and no
 * database sees a string it would refuse or a number beyond its integers.
 */
export const toSlugOrId = (address: string): SlugOrId | undefined => {
  if (address.length > MAX_SLUG_LENGTH || !SLUG.test(address)) return undefined;
  const id = /^\d{1,10}$/.test(address) ? Number(address) : NaN;
  return id > 0 && id <= MAX_ID ? { id } : { slug: address };
};
