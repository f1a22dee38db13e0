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
      await screen.findByRole('heading', {
        level: 1,
        name: 'Corporate Incentive Travel That Rewards Your Best People',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Unforgettable journeys for your top performers, from Rajasthan’s dunes to Bali’s rice terraces',
      ),
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
      await screen.findByRole('heading', { level: 2, name: 'Rewards That Motivate' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to Our Events Team' })).toHaveAttribute('href', '/contact');
  });

  it('shows 5 FAQs, 5 more with each Load more FAQs until all 13, then no button', async () => {
    const user = userEvent.setup();
    renderMice();

    await screen.findByRole('heading', { level: 1 });
    expect(questions()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Load more FAQs' }));
    expect(questions()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Load more FAQs' }));
    expect(questions()).toHaveLength(13);
    expect(questions().at(-1)).toHaveTextContent('Can the trip carry our brand?');
    expect(screen.queryByRole('button', { name: 'Load more FAQs' })).not.toBeInTheDocument();
  });

  it('moves focus to the first newly shown question', async () => {
    const user = userEvent.setup();
    renderMice();

    await user.click(await screen.findByRole('button', { name: 'Load more FAQs' }));
    expect(screen.getByRole('button', { name: 'What activities do you include?' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Load more FAQs' }));
    expect(screen.getByRole('button', { name: 'Who is with the group during the trip?' })).toHaveFocus();
  });

  it('opens a question to show its answer', async () => {
    const user = userEvent.setup();
    renderMice();

    const question = await screen.findByRole('button', {
      name: 'How many people can travel on an incentive?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(screen.getByText(/From ten top performers to five hundred qualifiers/)).toBeVisible();
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
    expect(document.title).toBe(
      'Corporate Incentive Travel That Rewards Your Best People | Aurelia Journeys',
    );
  });

  it('finds the category by its id, as desktop lists and the footer link it', async () => {
    renderMice('4');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Corporate Incentive Travel That Rewards Your Best People',
      }),
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
