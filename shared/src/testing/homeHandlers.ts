import { http, HttpResponse } from 'msw';
import { homeTestimonialsFixture, journeySectionFixture } from './fixtures';

/** The home page's own calls over the fixtures. */
export const homeHandlers = [
  http.get('*/api/v1/journey-section/', () => HttpResponse.json(journeySectionFixture)),
  http.get('*/api/v1/home-testimonials/', () => HttpResponse.json(homeTestimonialsFixture)),
];
