import type { QueryStateMessages } from '@lux/shared';

// SPEC 8's texts for each menu, the same in its desktop overlay and in the mobile menu's sub-panel.
export const menuTexts = {
  destinations: { loading: 'Loading...', error: 'Error loading data.', notFound: 'No destinations found.' },
  experiences: { loading: 'Loading...', error: 'Error loading data.', notFound: 'No data found.' },
  inspiration: { loading: 'Loading...', error: 'Error loading data.', notFound: 'No data found.' },
  mice: {
    loading: 'Loading categories...',
    error: 'Could not load categories.',
    notFound: 'No categories found.',
  },
} satisfies Record<string, QueryStateMessages>;

export const searchTexts = (query: string): QueryStateMessages => ({
  loading: 'Searching...',
  error: 'Could not load search results.',
  notFound: `No results found for "${query}"`,
});
