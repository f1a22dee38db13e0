import { continentDetailFixtures } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import ContinentPage from './ContinentPage';

const renderContinent = (slug = 'asia') =>
  renderPage(<ContinentPage />, {
    route: `/destinations/continents/${slug}`,
    path: '/destinations/continents/:slug',
  });

const failWith = (status: number) =>
  apiServer.use(http.get('*/api/v1/continent-detail/:slug/', () => HttpResponse.json({}, { status })));

describe('ContinentPage', () => {
  it('is titled Luxury {continent} Tours and introduces the continent', async () => {
    renderContinent();

    expect(await screen.findByRole('heading', { level: 1, name: 'Luxury Asia Tours' })).toBeInTheDocument();
    expect(screen.getByText('Temples, tea country, spice coasts and the high Himalaya')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Journeys Through Asia, Planned by People Who Know It' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Our Asia specialists have lived and travelled/)).toBeInTheDocument();
  });

  it('has an anchor nav of its four sections', async () => {
    renderContinent();

    const nav = await screen.findByRole('navigation', { name: /on this page/ });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Countries',
      'Experiences',
      'Inspiration',
    ]);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  });

  it('opens the enquiry modal from Start Planning, naming the continent', async () => {
    const user = userEvent.setup();
    const { enquiryModalOpenings } = renderContinent();

    const overview = await screen.findByRole('region', { name: /Journeys Through Asia/ });
    await user.click(within(overview).getByRole('button', { name: 'Start Planning' }));

    expect(enquiryModalOpenings()).toEqual([['Asia']]);
  });

  it('links each country to its page, the special page for island countries, as a grid or a list', async () => {
    // Asia has no island country with a page of its own: Sri Lanka stands in for one.
    const [asia] = continentDetailFixtures;
    const countries = asia?.countries.map((country) => ({
      ...country,
      has_special_page: country.slug === 'sri-lanka',
    }));
    apiServer.use(
      http.get('*/api/v1/continent-detail/:slug/', () => HttpResponse.json({ ...asia, countries })),
    );
    const user = userEvent.setup();
    renderContinent();

    const grid = await screen.findByRole('list', { name: 'Where to Go in Asia' });
    expect(within(grid).getByRole('link', { name: /India/ })).toHaveAttribute('href', '/countries/india');
    expect(within(grid).getByRole('link', { name: /Sri Lanka/ })).toHaveAttribute(
      'href',
      '/special/countries/sri-lanka',
    );
    expect(grid.querySelectorAll('img')).toHaveLength(countries?.length ?? 0);
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'List' }));

    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('list', { name: 'Where to Go in Asia' });
    expect(list.querySelectorAll('img')).toHaveLength(0);
    expect(within(list).getByRole('link', { name: 'Japan' })).toHaveAttribute('href', '/countries/japan');
    expect(within(list).getByRole('link', { name: 'Sri Lanka' })).toHaveAttribute(
      'href',
      '/special/countries/sri-lanka',
    );
  });

  it('shows its top trips in a carousel linking each trip by id', async () => {
    renderContinent();

    const carousel = await screen.findByRole('region', { name: 'Top trips in Asia' });
    const trips = within(carousel).getAllByRole('article');
    expect(trips).toHaveLength(11);
    expect(
      within(carousel).getByRole('link', { name: 'Palaces of Rajasthan and the Taj Mahal' }),
    ).toHaveAttribute('href', '/packages/1');
    expect(trips[0]).toHaveTextContent('11 Nights / 12 Days');
  });

  it('leads to the journal', async () => {
    renderContinent();

    expect(await screen.findByRole('link', { name: 'Read the Journal' })).toHaveAttribute('href', '/journal');
  });

  it('takes its page title, description and keywords from its SEO data', async () => {
    renderContinent();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Luxury Asia Tours & Tailor-Made Holidays | Aurelia Journeys');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tailor-made luxury journeys across Asia: Japan, India, Sri Lanka, Bhutan, Thailand, Vietnam and beyond, planned by specialists who know each country first-hand.',
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'luxury Asia tours, tailor-made Asia holidays, Japan, India, Sri Lanka, Bhutan, Vietnam',
    );
  });

  it('finds the continent by its id, as the mobile menu links it', async () => {
    renderContinent('1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Luxury Asia Tours' })).toBeInTheDocument();
  });

  it('opens on its hero under the clear header once loaded, and only then', async () => {
    const { heroUnderHeader } = renderContinent();

    expect(heroUnderHeader()).toBe(false);
    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(true);
  });

  it('says Loading... until the continent arrives', async () => {
    renderContinent();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error loading data. when the API fails', async () => {
    failWith(500);
    renderContinent();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data.');
  });

  it('says Continent not found. for an unknown continent', async () => {
    const { heroUnderHeader } = renderContinent('atlantis');

    expect(await screen.findByText('Continent not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heroUnderHeader()).toBe(false);
  });
});
