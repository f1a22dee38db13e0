import type { QueryStateMessages } from '@lux/shared';

/** SPEC 8 has no texts of their own for the home page's traveller words; its generic ones serve both blocks. */
export const testimonialTexts: QueryStateMessages = {
  loading: 'Loading...',
  error: 'Error loading data.',
  notFound: 'No data found.',
};
