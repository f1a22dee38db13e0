import { http, HttpResponse } from 'msw';
import { bySlugOrId } from './bySlugOrId';
import {
  experienceDetailFixtures,
  experienceFixtures,
  miceCategoryFixtures,
  miceDetailFixtures,
  wellnessCountryFixtures,
  wellnessHotelFixtures,
} from './fixtures';

/** The experiences, wellness and MICE calls over the fixtures. */
export const experiencesHandlers = [
  http.get('*/api/v1/experiences/', () => HttpResponse.json(experienceFixtures)),
  http.get('*/api/v1/experience-detail/:slug/', bySlugOrId(experienceDetailFixtures, 'Experience')),
  http.get('*/api/v1/wellness/countries/:slug/', bySlugOrId(wellnessCountryFixtures, 'Wellness country')),
  http.get('*/api/v1/wellness/hotels/:slug/', bySlugOrId(wellnessHotelFixtures, 'Wellness hotel')),
  http.get('*/api/v1/mice-categories/', () => HttpResponse.json(miceCategoryFixtures)),
  http.get('*/api/v1/mice-detail/:slug/', bySlugOrId(miceDetailFixtures, 'MICE category')),
];
