import { createAction } from '@reduxjs/toolkit';

// Cross-remote intents: any remote dispatches these, the shell acts on them. Named as events.

/** A visitor asked to plan a trip (a Start Planning button); the shell opens the 'Plan Your Trip' modal. */
export const enquiryModalOpened = createAction('enquiryModal/opened');

/** The modal was dismissed or its enquiry was sent. */
export const enquiryModalClosed = createAction('enquiryModal/closed');
