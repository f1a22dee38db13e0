import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  retry,
} from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  TypedUseQuery,
} from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api of the site, without endpoints: each area injects the calls of SPEC section 7 it
 * makes (`injectEndpoints` below, in its own `api.ts`), the shell the menus' and home's, each remote its
 * pages', so a remote adds an endpoint without a change here. It lives in the shared singleton, so the
 * shell's store and every remote use the same instance and the same cache.
 */
const rendersOnServer = typeof window === 'undefined';

// Absolute, so the same code runs in the browser and under Node's fetch in tests; the shell's server
// names the API it renders from (setApiOrigin).
let apiQuery = fetchBaseQuery({ baseUrl: `${globalThis.location?.origin ?? ''}/api/v1/` });
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  apiQuery(args, api, extra);

/** How often, at most, the server sends again a request that failed on its connection. */
const CONNECTION_RETRIES = 2;

/** Fetch, failing with why the connection failed (fetch's own error says only "fetch failed"). */
const fetchNamingCause: typeof fetch = (input, init) =>
  fetch(input, init).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    if (error.name === 'AbortError' || !error.cause) throw error;
    throw new TypeError(`${error.message}: ${error.cause.code ?? error.cause.message}`);
  });

/**
 * Where the server's renders read the API, e.g. `http://127.0.0.1:4000`. A request that fails on its
 * connection (a kept-alive socket the API closed as it was reused, an instance restarting) is sent again
 * on a new one, after a pause, twice at most: else the page would go out with an error the API never
 * saw. Answers, errors included, are never asked for twice.
 */
export function setApiOrigin(origin: string) {
  apiQuery = retry(fetchBaseQuery({ baseUrl: `${origin}/api/v1/`, fetchFn: fetchNamingCause }), {
    retryCondition: (error, _args, { attempt }) =>
      (error as FetchBaseQueryError).status === 'FETCH_ERROR' && attempt <= CONNECTION_RETRIES,
    backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, 50 * attempt)),
  });
}

/** Carries the api state of a server render into the browser's store before it hydrates the page. */
export const serverStateHydrated = createAction<Record<string, unknown>>('luxApi/serverStateHydrated');

// On the server, a page's queries start while it renders (effects never run there), so the render
// can wait for them and render again with the data (the shell's src/server/renderPage.tsx).
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: rendersOnServer }),
);

export const luxApi = createApi({
  reducerPath: 'luxApi',
  baseQuery,
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateHydrated.match(action) ? (action.payload[reducerPath] as never) : undefined,
  endpoints: () => ({}),
});

/**
 * How an area adds its calls to the api (in place of `luxApi.injectEndpoints`). A remote redeployed while
 * the site runs is loaded again by the shell's render threads and by pages already open: the definitions
 * its new code brings replace those its old code injected, where RTK Query would keep the old.
 */
export const injectEndpoints: typeof luxApi.injectEndpoints = (options) =>
  luxApi.injectEndpoints({ ...options, overrideExisting: true });

/** A query hook taking a text argument (a slug), e.g. mfe-destinations' `useGetCountryDetailQuery`. */
export type LuxQueryHook<Result> = TypedUseQuery<Result, string, typeof baseQuery>;
