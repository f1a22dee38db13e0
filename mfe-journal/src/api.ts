import type { JournalPost, JournalPostSummary } from '@lux/shared';
import { injectEndpoints } from '@lux/shared';

/** The journal's calls. */
const journalApi = injectEndpoints({
  endpoints: (build) => ({
    getJournalPosts: build.query<JournalPostSummary[], void>({ query: () => 'journal/' }),
    getJournalPost: build.query<JournalPost, string>({
      query: (slug) => `journal/${encodeURIComponent(slug)}/`,
    }),
  }),
});

export const { useGetJournalPostsQuery, useGetJournalPostQuery } = journalApi;
