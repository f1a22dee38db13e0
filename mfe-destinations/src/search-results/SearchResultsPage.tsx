import type { PackageSearchItem } from '@lux/shared';
import {
  Button,
  CardGrid,
  Container,
  Eyebrow,
  PageMessage,
  QueryState,
  SEARCH_QUERY_MAX_LENGTH,
  TripCard,
  cardGridSizes,
  isSearchable,
  packageHrefBySlug,
  searchHref,
  useGetPackagesQuery,
  usePageMeta,
} from '@lux/shared';
import { useNavigate, useSearchParams } from 'react-router';
import registry from '../pages.json';
import { NoResults } from './NoResults';
import { Count, Header, Results, SearchForm } from './SearchResultsPage.styles';

const { texts } = registry.pages.SearchResultsPage;

/** `/search?q=`: the packages whose names match the query. */
export default function SearchResultsPage() {
  const [params] = useSearchParams();
  // Control characters (a NUL in a crafted address) mean nothing in a search: read as a space.
  const query = (params.get('q') ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX_LENGTH);
  const searchable = isSearchable(query);
  const result = useGetPackagesQuery(query, { skip: !searchable });
  usePageMeta({ title: query ? `Search results for "${query}"` : 'Search' });
  const notFound = texts.notFound.replace('{query}', () => query);

  return (
    <>
      <Header>
        <Container>
          <Eyebrow>Search our journeys</Eyebrow>
          <h1>{query ? <>Results for “{query}”</> : 'Find Your Journey'}</h1>
          <QueryForm key={query} query={query} />
        </Container>
      </Header>
      <Results aria-label="Search results">
        <Container>
          {searchable ? (
            <QueryState
              result={result}
              messages={{ ...texts, notFound }}
              // No match is not a dead end: the empty state offers ways on, right under the search box.
              isEmpty={() => false}
            >
              {(packages: PackageSearchItem[]) =>
                packages.length === 0 ? (
                  <NoResults query={query} message={notFound} />
                ) : (
                  <Matches query={query} packages={packages} />
                )
              }
            </QueryState>
          ) : (
            <PageMessage tone="info">Type at least two letters to search our journeys.</PageMessage>
          )}
        </Container>
      </Results>
    </>
  );
}

/** The journeys found, with their count. */
function Matches({ query, packages }: { query: string; packages: PackageSearchItem[] }) {
  return (
    <>
      <Count role="status">
        {packages.length} {packages.length === 1 ? 'journey' : 'journeys'}
      </Count>
      <CardGrid aria-label={`Journeys matching "${query}"`}>
        {packages.map((trip) => (
          <TripCard
            key={trip.slug}
            trip={trip}
            href={packageHrefBySlug(trip)}
            sizes={cardGridSizes.thirds}
            headingLevel={2}
          />
        ))}
      </CardGrid>
    </>
  );
}

/** A new search from the results page; the URL holds the query, so results can be shared. */
function QueryForm({ query }: { query: string }) {
  const navigate = useNavigate();
  return (
    <SearchForm
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
        navigate(searchHref(input.value));
      }}
    >
      <label htmlFor="search-query">Search trips by name</label>
      <input
        id="search-query"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder="Rajasthan, safari, islands…"
      />
      <Button type="submit">Search</Button>
    </SearchForm>
  );
}
