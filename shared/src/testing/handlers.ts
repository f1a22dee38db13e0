import { http, HttpResponse } from 'msw';
import { homepageSeoFixture, journalPostFixtures, journalSummaryFixtures } from './fixtures';
import { destinationsHandlers } from './destinationsHandlers';
import { experiencesHandlers } from './experiencesHandlers';
import { enquiryHandlers } from './enquiryHandlers';
import { homeHandlers } from './homeHandlers';

const notFound = (message: string) =>
  HttpResponse.json({ statusCode: 404, error: 'Not Found', message }, { status: 404 });

/** The API as MSW handlers over the fixtures: default answers for unit tests and mocked standalone mode. */
export const apiHandlers = [
  http.get('*/api/v1/journal/', () => HttpResponse.json(journalSummaryFixtures)),
  http.get('*/api/v1/journal/:slug/', ({ params }) => {
    const post = journalPostFixtures.find((p) => p.slug === params.slug || String(p.id) === params.slug);
    return post ? HttpResponse.json(post) : notFound(`Journal post "${String(params.slug)}" not found`);
  }),
  http.get('*/api/v1/page-seo/:page/', ({ params }) =>
    params.page === homepageSeoFixture.page
      ? HttpResponse.json(homepageSeoFixture)
      : notFound(`SEO for page "${String(params.page)}" not found`),
  ),
  ...enquiryHandlers,
  ...destinationsHandlers,
  ...experiencesHandlers,
  ...homeHandlers,
];
