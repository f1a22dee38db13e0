import { experienceDetailFixtures } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import ExperiencePage from './ExperiencePage';

const renderExperience = (slug = 'family-holidays') =>
  renderPage(<ExperiencePage />, {
    route: `/experiences/${slug}`,
    path: '/experiences/:experienceSlug',
  });

const [familyHolidays, honeymoons] = experienceDetailFixtures;

const heroVideo = () => document.querySelector('header video') as HTMLVideoElement | null;

describe('ExperiencePage', () => {
  it('opens on a full-screen hero with the experience title', async () => {
    renderExperience();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Luxury Family Holidays, Tailor-Made for Every Age',
      }),
    ).toBeInTheDocument();
  });

  it('plays its looping, muted clip with a pause control when the hero is a video', async () => {
    renderExperience('honeymoons');
    await screen.findByRole('heading', { level: 1 });

    expect(heroVideo()).toHaveAttribute('src', '/media/honeymoon-maldives-overwater-lagoon-pool.mp4');
    expect(heroVideo()).toHaveAttribute('poster', honeymoons?.hero_image_url);
    expect(heroVideo()?.loop).toBe(true);
    expect(heroVideo()?.muted).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(heroVideo()?.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('falls back to the hero picture, without the control, when the clip cannot play', async () => {
    renderExperience('honeymoons');
    await screen.findByRole('heading', { level: 1 });

    fireEvent.error(heroVideo() as HTMLVideoElement);

    expect(heroVideo()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /video/ })).not.toBeInTheDocument();
    expect(document.querySelector('header img')).toHaveAttribute(
      'src',
      expect.stringContaining('honeymoon-maldives-overwater-lagoon-pool'),
    );
  });

  it('has a still hero without a control when the experience has no video', async () => {
    renderExperience();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Luxury Family Holidays, Tailor-Made for Every Age',
      }),
    ).toBeInTheDocument();
    expect(heroVideo()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /video/ })).not.toBeInTheDocument();
  });

  it('shows its description a paragraph per line, empty lines dropped, then its summary', async () => {
    const withEmptyLines = familyHolidays?.description_paragraphs.replaceAll('\n', '\n\n \n');
    apiServer.use(
      http.get('*/api/v1/experience-detail/:slug/', () =>
        HttpResponse.json({ ...familyHolidays, description_paragraphs: withEmptyLines }),
      ),
    );
    renderExperience();

    const description = await screen.findByRole('region', {
      name: 'Where Children Discover the World and Parents Rediscover It',
    });
    const paragraphs = within(description)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'The experience',
      expect.stringMatching(/^A family holiday should leave everyone a little more curious/),
      expect.stringMatching(/^We plan around children’s rhythms/),
      expect.stringMatching(/^Our favourite family safaris/),
      expect.stringMatching(/^Car seats, cots, sterilisers/),
      'Family-loving hotels and villas, child-friendly safaris, calm lagoons and every car seat and cot arranged in advance, so the whole family can relax.',
    ]);
  });

  it('shows its favourite trips in a carousel, linked by slug', async () => {
    renderExperience();

    const trips = await screen.findByRole('region', { name: 'Favourite trips for Family Holidays' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Our Favourite Luxury Trips for Family Holidays' }),
    ).toBeInTheDocument();
    expect(within(trips).getAllByRole('group')).toHaveLength(6);
    expect(
      within(trips).getByRole('link', { name: 'Mauritius: Mountains, Lagoons and Creole Kitchens' }),
    ).toHaveAttribute('href', '/packages/mauritius-mountains-lagoons-and-creole-kitchens');
  });

  it('says why to trust us, with its page sections', async () => {
    renderExperience();

    const trust = await screen.findByRole('region', { name: 'Why Families Trust Us With Their Holidays' });
    expect(
      within(trust).getByRole('heading', { level: 3, name: 'Safaris Made for Children' }),
    ).toBeInTheDocument();
    expect(within(trust).getByRole('link', { name: 'Plan Our Family Holiday' })).toHaveAttribute(
      'href',
      '/enquire',
    );
  });

  it('shows testimonials, quote and author, under an Excellent five-star rating', async () => {
    renderExperience();

    const testimonials = await screen.findByRole('region', { name: 'Excellent' });
    expect(within(testimonials).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    const quotes = within(testimonials).getAllByRole('listitem');
    expect(quotes).toHaveLength(3);
    expect(quotes[1]).toHaveTextContent(
      'Cots, car seats and a babysitter in every hotel without us asking twice. The first holiday with a baby that actually felt like a holiday.',
    );
    expect(quotes[1]).toHaveTextContent('Sarah & Tom, London');
  });

  it('closes with a call to action opening the enquiry modal', async () => {
    const { enquiryModalOpenings } = renderExperience();

    const cta = await screen.findByRole('region', { name: 'Start Planning Your Family Holidays' });
    await userEvent.click(within(cta).getByRole('button', { name: 'Start Planning' }));
    expect(enquiryModalOpenings()).toEqual([[]]);
  });

  it('takes its page title and description from its SEO data', async () => {
    renderExperience();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Luxury Family Holidays, Tailor-Made for Every Age | Aurelia Journeys');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tailor-made luxury family holidays: child-friendly safaris in Kenya and South Africa, calm lagoons in Mauritius and the Maldives, and Japan for families.',
    );
  });

  it('finds the experience by its id, as the footer links it', async () => {
    renderExperience('21');

    expect(await screen.findByRole('heading', { level: 1, name: /Honeymoons/ })).toBeInTheDocument();
  });

  it('opens on its hero under the clear header once loaded, and only then', async () => {
    const { heroUnderHeader } = renderExperience();

    expect(heroUnderHeader()).toBe(false);
    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(true);
  });

  it('says Loading... until the experience arrives', async () => {
    renderExperience();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error loading data. when the API fails', async () => {
    apiServer.use(
      http.get('*/api/v1/experience-detail/:slug/', () => HttpResponse.json({}, { status: 500 })),
    );
    const { heroUnderHeader } = renderExperience();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data.');
    expect(heroUnderHeader()).toBe(false);
  });

  it('says Experience not found. for an unknown experience', async () => {
    const { heroUnderHeader } = renderExperience('space-tourism');

    expect(await screen.findByText('Experience not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heroUnderHeader()).toBe(false);
  });
});
