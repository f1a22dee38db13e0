import type { PackageSearchItem } from '@lux/shared/contract';
import MiniSearch from 'minisearch';
import { searchText } from './search-text';

/** A package as search reads it: the card it answers with, and the words it is found by. */
export interface SearchablePackage extends PackageSearchItem {
  /** The name as search compares it (`searchText`). */
  search_name: string;
  /** Where it goes: its location line, parent location, countries and their continents. */
  places: string;
  /** What kind of trip it is: the experiences that list it, and its keywords. */
  themes: string;
}

/** Query words shorter than this match names only: 'ba' would start a word in half the places. */
const MIN_INDEXED_TERM = 3;

const words = (value: string) => searchText(value).split(' ').filter(Boolean);

/**
 * A word as the index keeps it: a plural's final s dropped ('safaris' is found by 'safari', 'honeymoons'
 * by 'honeymoon'), but not the s of words that end in 'ss', 'us' or 'is' (Mauritius, Paris).
 */
const indexWord = (word: string) =>
  word.length > 4 && /[^su]s$/.test(word) && !word.endsWith('is') ? word.slice(0, -1) : word;
const indexWords = (value: string) => words(value).map(indexWord);

// Field weights: a word of the name says more about a trip than a place it passes through, and a
// place more than a theme (every trip has several experiences).
const BOOST = { name: 3, places: 2, themes: 1 };

/**
 * Edits forgiven in a query word that starts no word of any package: one from 4 letters on, two
 * from 5 ('idnia' is India with two letters swapped, two edits). A word that does start some
 * package's word is taken as typed, so 'safari' never also finds the Sahara.
 */
const typosForgiven = (term: string) => (term.length >= 5 ? 2 : term.length === 4 ? 1 : 0);

/**
 * SPEC's search first: the packages whose names contain every word of the query, by name. Then the
 * packages the query finds by place, country, continent or kind of trip, best match first,
 * forgiving small typos. Every word of the query must match somewhere in a package.
 */
export function rankSearchResults(
  packages: readonly SearchablePackage[],
  query: string,
): PackageSearchItem[] {
  const terms = words(query);
  const card = ({ id, slug, name, featured_image, location }: SearchablePackage): PackageSearchItem => ({
    id,
    slug,
    name,
    featured_image,
    location,
  });
  const byName = packages
    .filter((pkg) => terms.every((term) => pkg.search_name.includes(term)))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
  if (terms.some((term) => term.length < MIN_INDEXED_TERM)) return byName.map(card);

  const vocabulary = new Set<string>();
  const index = new MiniSearch<SearchablePackage>({
    fields: ['name', 'places', 'themes'],
    tokenize: (text) => {
      const tokens = indexWords(text);
      tokens.forEach((token) => vocabulary.add(token));
      return tokens;
    },
    // Tokens are already normalised by `indexWords`; the query's are normalised the same way below.
    processTerm: (term) => term,
  });
  index.addAll(packages);

  // A whole word of some package is taken as that word ('india' is not the start of 'indian ocean');
  // a word that starts one is being typed; a word that starts none is a typo.
  const starts = (term: string) => [...vocabulary].some((word) => word.startsWith(term));
  const named = new Set(byName.map((pkg) => pkg.id));
  const byId = new Map(packages.map((pkg) => [pkg.id, pkg]));
  const more = index
    .search(terms.join(' '), {
      combineWith: 'AND',
      prefix: (term) => !vocabulary.has(term),
      fuzzy: (term) => (starts(term) ? false : typosForgiven(term)),
      boost: BOOST,
      tokenize: indexWords,
      processTerm: (term) => term,
    })
    .flatMap((result) => {
      const pkg = byId.get(result.id as number);
      return pkg && !named.has(pkg.id) ? [pkg] : [];
    });
  return [...byName, ...more].map(card);
}
