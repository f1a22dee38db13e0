import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { JournalPost, JournalPostSummary, PageSeo } from './entities';

/**
 * The one RTK Query api of the site: one endpoint per call of SPEC section 7. It lives in the shared
 * singleton, so the shell's store and every remote use the same instance and the same cache.
 */
export const luxApi = createApi({
  reducerPath: 'luxApi',
  // Absolute, so the same code runs in the browser and under Node's fetch in tests.
  baseQuery: fetchBaseQuery({ baseUrl: `${globalThis.location?.origin ?? ''}/api/v1/` }),
  endpoints: (build) => ({
    getJournalPosts: build.query<JournalPostSummary[], void>({ query: () => 'journal/' }),
    getJournalPost: build.query<JournalPost, string>({
      query: (slug) => `journal/${encodeURIComponent(slug)}/`,
    }),
    getPageSeo: build.query<PageSeo, string>({ query: (page) => `page-seo/${encodeURIComponent(page)}/` }),
  }),
});

export const { useGetJournalPostsQuery, useGetJournalPostQuery, useGetPageSeoQuery } = luxApi;
