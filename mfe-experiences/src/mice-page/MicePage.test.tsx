import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import MicePage from './MicePage';

const renderMice = (slug = 'corporate-incentives') =>
  renderPage(<MicePage />, { route: `/mice/${slug}`, path: '/mice/:slug' });

const questions = () =>
  within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).getAllByRole('heading', {
    level: 3,
  });

describe('MicePage', () => {
  it('opens on a hero with its title and subtitle', async () => {
    renderMice();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Incentive Journeys Worth Working For' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Reward your best people with travel they will talk about for years.'),
    ).toBeInTheDocument();
  });

  it("has a Meetings, Incentives, Conference, Events banner with a Let's Plan link to /contact", async () => {
    renderMice();

    const banner = await screen.findByRole('region', { name: 'What we plan' });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Meetings', 'Incentives', 'Conference', 'Events']);
    expect(within(banner).getByRole('link', { name: "Let's Plan" })).toHaveAttribute('href', '/contact');
  });

  it('shows its page sections', async () => {
    renderMice();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Rewards That Feel Personal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Proposal' })).toHaveAttribute('href', '/enquire');
  });

  it('shows 5 FAQs, 5 more with each Load more FAQs until all 12, then no button', async () => {
    const user = userEvent.setup();
    renderMice();

    await screen.findByRole('heading', { level: 1 });
    expect(questions()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Load more FAQs' }));
    expect(questions()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Load more FAQs' }));
    expect(questions()).toHaveLength(12);
    expect(questions().at(-1)).toHaveTextContent('Can you measure how the trip went?');
    expect(screen.queryByRole('button', { name: 'Load more FAQs' })).not.toBeInTheDocument();
  });

  it('moves focus to the first newly shown question', async () => {
    const user = userEvent.setup();
    renderMice();

    await user.click(await screen.findByRole('button', { name: 'Load more FAQs' }));
    expect(screen.getByRole('button', { name: 'Do you handle visas?' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Load more FAQs' }));
    expect(screen.getByRole('button', { name: 'Do you offer branded gifts and signage?' })).toHaveFocus();
  });

  it('opens a question to show its answer', async () => {
    const user = userEvent.setup();
    renderMice();

    const question = await screen.findByRole('button', { name: 'What size of group do you work with?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(screen.getByText(/From ten guests to several hundred/)).toBeVisible();
  });

  it('closes with a call to action', async () => {
    const user = userEvent.setup();
    const { enquiryModalOpenings } = renderMice();

    const cta = await screen.findByRole('region', { name: 'Plan Your Next Event With Us' });
    await user.click(within(cta).getByRole('button', { name: 'Start Planning' }));
    expect(enquiryModalOpenings()).toEqual([[]]);
  });

  it('takes its page title from its SEO data', async () => {
    renderMice();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Corporate Incentive Travel | Aurelia Journeys');
  });

  it('finds the category by its id, as desktop lists and the footer link it', async () => {
    renderMice('4');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Incentive Journeys Worth Working For' }),
    ).toBeInTheDocument();
  });

  it('says Loading... until the category arrives', async () => {
    renderMice();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error: Could not load MICE data. when the API fails', async () => {
    apiServer.use(http.get('*/api/v1/mice-detail/:slug/', () => HttpResponse.json({}, { status: 500 })));
    renderMice();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Could not load MICE data.');
  });

  it('says Category not found. for an unknown category', async () => {
    renderMice('weddings-on-the-moon');

    expect(await screen.findByText('Category not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
