import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import PackagePage from './PackagePage';

const renderPackage = (slug = 'palaces-of-rajasthan-and-the-taj-mahal') =>
  renderPage(<PackagePage />, { route: `/packages/${slug}`, path: '/packages/:slug' });

describe('PackagePage', () => {
  it('shows the parent location, name, when and how long', async () => {
    renderPackage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Palaces of Rajasthan and the Taj Mahal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('India')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['When', 'How Long']);
    expect(screen.getByText('When').nextElementSibling).toHaveTextContent('October to March');
    expect(screen.getByText('How Long').nextElementSibling).toHaveTextContent('11 Nights / 12 Days');
  });

  it('shows its photographs in a slider counting n / total', async () => {
    renderPackage();

    const gallery = await screen.findByRole('region', {
      name: 'Photographs of Palaces of Rajasthan and the Taj Mahal',
    });
    expect(within(gallery).getAllByRole('img')).toHaveLength(5);
    expect(
      within(gallery).getByRole('img', { name: 'Mehrangarh Fort rising above the blue houses of Jodhpur' }),
    ).toBeInTheDocument();
    expect(within(gallery).getByText('1 / 5')).toBeInTheDocument();
  });

  it('shows the itinerary day by day, each subheading opening its description', async () => {
    const user = userEvent.setup();
    renderPackage();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'A Day-by-Day Look at Your Itinerary' }),
    ).toBeInTheDocument();
    const day2 = screen.getByRole('button', { name: /Old and New Delhi/ });
    expect(day2).toHaveAttribute('aria-expanded', 'false');
    await user.click(day2);
    expect(screen.getByText(/^Begin by cycle rickshaw through the lanes of Chandni Chowk/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Arrival in Delhi/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('invites the visitor to make the itinerary theirs', async () => {
    renderPackage();

    const aside = await screen.findByRole('complementary', { name: 'Make This Itinerary Yours' });
    expect(within(aside).getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/enquire');
  });

  it('suggests similar trips in a carousel, linked by slug', async () => {
    renderPackage();

    const similar = await screen.findByRole('region', { name: 'Similar journeys' });
    expect(
      within(similar).getByRole('link', { name: 'Bhutan: Dzongs, Valleys and the Tiger’s Nest' }),
    ).toHaveAttribute('href', '/packages/bhutan-dzongs-valleys-and-the-tigers-nest');
  });

  it('closes with a call to action', async () => {
    const user = userEvent.setup();
    const { enquiryModalOpenings } = renderPackage();

    const cta = await screen.findByRole('region', { name: 'Ready When You Are' });
    await user.click(within(cta).getByRole('button', { name: 'Start Planning' }));
    expect(enquiryModalOpenings()).toEqual([['Palaces of Rajasthan and the Taj Mahal', 'India']]);
  });

  it('takes its page title and description from its SEO data', async () => {
    renderPackage();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(
      'Palaces of Rajasthan and the Taj Mahal: 11 Nights / 12 Days | Aurelia Journeys',
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'Rajasthan tour, Taj Mahal, Jaipur, Udaipur, palace hotels',
    );
  });

  it('finds the package by its id, as continent pages link it', async () => {
    renderPackage('1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Palaces of Rajasthan and the Taj Mahal' }),
    ).toBeInTheDocument();
  });

  it('keeps the header solid: its page opens on its name, not on a hero', async () => {
    const { heroUnderHeader } = renderPackage();

    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(false);
  });

  it('says Loading... until the package arrives', async () => {
    renderPackage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error loading package details. when the API fails', async () => {
    apiServer.use(http.get('*/api/v1/package-detail/:slug/', () => HttpResponse.json({}, { status: 500 })));
    renderPackage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading package details.');
  });

  it('says Package not found. for an unknown package', async () => {
    renderPackage('no-such-trip');

    expect(await screen.findByText('Package not found.')).toBeInTheDocument();
  });
});
