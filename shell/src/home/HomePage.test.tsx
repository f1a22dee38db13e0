import { createIntentRecordingStore, homepageSeoFixture, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-implementation';
import { createShellStore } from '../app/store';
import { selectEnquiryModalStatus } from '../enquiry-modal/enquiryModalSlice';
import { HomePage } from './HomePage';
import { homeSeoFallback } from './homeSeo';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

it('greets visitors with the hero and its Inspire Me link to the family experience', () => {
  renderWithProviders(<HomePage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Journey WithinJourney Beyond');
  expect(screen.getByRole('link', { name: 'Inspire Me' })).toHaveAttribute('href', '/experiences/6');
});

it('opens on its hero under the clear header', () => {
  const { store, heroUnderHeader } = createIntentRecordingStore();
  renderWithProviders(<HomePage />, { store });
  expect(heroUnderHeader()).toBe(true);
});

it('ends with Start Planning, which opens the Plan Your Trip modal', async () => {
  const store = createShellStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
  const startPlanning = screen.getByRole('button', { name: 'Start Planning' });
  expect(startPlanning).toHaveAttribute('aria-haspopup', 'dialog');
  await userEvent.click(startPlanning);
  expect(selectEnquiryModalStatus(store.getState())).toBe('open');
});

it('takes title, description and keywords from the Homepage SEO record', async () => {
  renderWithProviders(<HomePage />);
  await waitFor(() =>
    expect(document.title).toBe('Bespoke Luxury Holidays & Tailor-Made Journeys | Aurelia Journeys'),
  );
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

it('shows its sections in order, the rotating testimonials before the closing call to action', async () => {
  renderWithProviders(<HomePage />);
  await screen.findByRole('tablist', { name: 'Start Your Journey' });
  await screen.findByRole('region', { name: 'Featured trips' });
  await screen.findByRole('region', { name: 'Traveller testimonials' });

  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Travellers, Home Again',
    'Start Your Journey',
    'Explore Our Trips',
    'Every Journey Begins With a Conversation',
    'Experts Who Have Walked Every Path',
    'With You From First Idea to Journey’s End',
    'The Aurelia Difference',
    'Certified Specialists',
    'What Our Travellers Say',
    'Your journey begins with a conversation',
  ]);
  expect(
    within(screen.getByRole('region', { name: 'The Aurelia Difference' })).getAllByRole('listitem'),
  ).toHaveLength(5);
  expect(
    within(screen.getByRole('region', { name: 'Certified Specialists' }))
      .getAllByRole('listitem')
      .map((badge) => badge.textContent),
  ).toEqual([
    expect.stringMatching(/New Zealand certified destination specialist$/),
    expect.stringMatching(/Australia certified destination specialist$/),
    expect.stringMatching(/Sri Lanka certified destination specialist$/),
    expect.stringMatching(/South Africa certified destination specialist$/),
  ]);
});
