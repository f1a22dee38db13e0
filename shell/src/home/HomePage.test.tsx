import { homepageSeoFixture, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HomePage } from './HomePage';
import { homeSeoFallback } from './homeSeo';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

it('greets visitors with the hero and its Inspire Me link to the family experience', () => {
  renderWithProviders(<HomePage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Journey WithinJourney Beyond');
  expect(screen.getByRole('link', { name: 'Inspire Me' })).toHaveAttribute('href', '/experiences/6');
  expect(screen.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/enquire');
});

it('takes title, description and keywords from the Homepage SEO record', async () => {
  renderWithProviders(<HomePage />);
  await waitFor(() => expect(document.title).toBe(`${homepageSeoFixture.seo.meta_title} | Aurelia Journeys`));
  expect(meta('description')).toBe(homepageSeoFixture.seo.meta_description);
  expect(meta('keywords')).toBe(homepageSeoFixture.seo.meta_keywords);
});

it('falls back to default SEO when the record cannot be loaded', async () => {
  apiServer.use(http.get('*/api/v1/page-seo/:page/', () => HttpResponse.json({}, { status: 500 })));
  renderWithProviders(<HomePage />);
  await waitFor(() => expect(meta('description')).toBe(homeSeoFallback.description));
  expect(document.title).toBe(homeSeoFallback.title);
  expect(meta('keywords')).toBe(homeSeoFallback.keywords);
});
