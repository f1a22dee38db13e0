import type { PackageSearchItem } from '@lux/shared';
import {
  ButtonLink,
  QueryState,
  ResponsiveImage,
  SEARCH_QUERY_MAX_LENGTH,
  isSearchable,
  packageHrefBySlug,
  searchHref,
  useGetPackagesQuery,
} from '@lux/shared';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { overlayClosed } from '../headerSlice';
import { CloseIcon } from '../icons';
import { searchTexts } from './menuTexts';
import { OverlayPanel } from './OverlayPanel';
import { CloseSearch, Match, Matches, SearchField } from './SearchOverlay.styles';
import { useDebouncedValue } from './useDebouncedValue';

/** Long enough to let a visitor finish a word, short enough to feel immediate. */
const TYPING_PAUSE_MS = 300;
/** How many matches the row shows; 'Show All (n)' leads to the rest. */
const ROW_LENGTH = 8;

/**
 * A text box that, once more than 1 character is typed (SPEC 2.2), searches packages by name through
 * the API's `?q=` and shows the matches as a row of cards with 'Show All (n)'.
 */
export function SearchOverlay() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const searchable = isSearchable(query);
  const result = useGetPackagesQuery(query, { skip: !searchable });
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const dispatch = useDispatch();

  // The visitor opened search to type: the box has focus at once.
  useEffect(() => input.current?.focus(), []);

  return (
    <OverlayPanel overlay="search" label="Search">
      <SearchField
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSearchable(text)) return;
          dispatch(overlayClosed());
          navigate(searchHref(text));
        }}
      >
        <label htmlFor="header-search">Search our journeys</label>
        <input
          ref={input}
          id="header-search"
          type="search"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Rajasthan, safari, Kyoto…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {/* A phone has no Escape key, and search opened from the mobile menu has no trigger in sight. */}
        <CloseSearch type="button" aria-label="Close search" onClick={() => dispatch(overlayClosed())}>
          <CloseIcon />
        </CloseSearch>
      </SearchField>
      {searchable && (
        <QueryState result={result} messages={searchTexts(query)} size="panel">
          {(packages: PackageSearchItem[]) => <SearchMatches query={query} packages={packages} />}
        </QueryState>
      )}
    </OverlayPanel>
  );
}

function SearchMatches({ query, packages }: { query: string; packages: PackageSearchItem[] }) {
  return (
    <>
      <Matches aria-label={`Journeys matching "${query}"`}>
        {packages.slice(0, ROW_LENGTH).map((trip) => (
          <li key={trip.slug}>
            <Match to={packageHrefBySlug(trip)}>
              <span>
                <ResponsiveImage src={trip.featured_image} alt="" sizes="240px" />
              </span>
              <small>{trip.location}</small>
              <strong>{trip.name}</strong>
            </Match>
          </li>
        ))}
      </Matches>
      <ButtonLink to={searchHref(query)}>Show All ({packages.length})</ButtonLink>
    </>
  );
}
