import { createAction } from '@reduxjs/toolkit';

// Cross-remote intents: any remote dispatches these, the shell acts on them. Named as events.

/**
 * The destination of the page a visitor asked from, for the modal to preselect: names or slugs, the most
 * specific first. The modal offers countries, so a package names itself, then its country.
 */
export type EnquiryDestination = string[];

/**
 * A visitor asked to plan a trip (a Start Planning button); the shell opens the 'Plan Your Trip' modal,
 * with the page's destination chosen when it is one the modal offers.
 */
export const enquiryModalOpened = createAction(
  'enquiryModal/opened',
  (destination: EnquiryDestination = []) => ({ payload: { destination } }),
);

/** The modal was dismissed or its enquiry was sent. */
export const enquiryModalClosed = createAction('enquiryModal/closed');

/**
 * A page's full-screen hero is now under the header (true) or gone (false); the shell's header is
 * transparent over it until the visitor scrolls. Loading, failed and not-found pages have no hero, so
 * the header stays solid and readable over them.
 */
export const heroUnderHeaderChanged = createAction<boolean>('header/heroUnderHeaderChanged');
