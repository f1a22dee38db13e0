// Kept apart from the zod schemas (entities.ts) because the home page's grid needs the list itself.

/** The Start Your Journey tabs, in order; by_traveller is first and active. */
export const journeyTabs = ['by_traveller', 'most_popular', 'wellness', 'by_month'] as const;
export type JourneyTab = (typeof journeyTabs)[number];
