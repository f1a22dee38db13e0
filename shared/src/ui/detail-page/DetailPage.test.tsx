import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router';
import type { CountryDetail } from '../../api/entities';
import { luxApi } from '@lux/store';
import { countryDetailFixtures } from '../../testing/fixtures';
import { createIntentRecordingStore } from '../../testing/intentRecorder';
import { PageHeadContext, PageHeadRecord } from '@lux/store';
import { currentPageMeta } from '../../testing/pageMeta';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { apiServer } from '../../testing/server';
import { detailPage } from './DetailPage';
import type { DetailPageOptions } from './DetailPage';

// A page's endpoint, as the remote that shows countries injects its own.
const { useGetCountryDetailQuery } = luxApi.injectEndpoints({
  endpoints: (build) => ({
    getCountryDetail: build.query<CountryDetail, string>({
      query: (slug) => `country-detail/${encodeURIComponent(slug)}/`,
    }),
  }),
});

const entry = {
  paths: ['/countries/:slug'],
  texts: {
    loading: 'Loading page...',
    error: 'Error: Could not load page data.',
    notFound: 'Country not found.',
  },
};

const renderCountry = (
  slug = 'india',
  options: Partial<DetailPageOptions<CountryDetail>> = {},
  head: PageHeadRecord | null = null,
) => {
  const CountryPage = detailPage(entry, useGetCountryDetailQuery, {
    fallbackTitle: 'Destinations',
    seo: (country) => country.seo,
    heroUnderHeader: true,
    render: (country) => (
      <>
        <h1>{country.name}</h1>
        <Link to="/countries/5">The same country by id</Link>
      </>
    ),
    ...options,
  });
  const recording = createIntentRecordingStore();
  renderWithProviders(
    <PageHeadContext.Provider value={head}>
      <CountryPage />
    </PageHeadContext.Provider>,
    {
      route: `/countries/${slug}`,
      path: '/countries/:slug',
      store: recording.store,
    },
  );
  return recording;
};

const answerCountriesWith = (answer: Parameters<typeof http.get>[1]) =>
  apiServer.use(http.get('*/api/v1/country-detail/:slug/', answer));

describe('detailPage', () => {
  it('fetches what the route names, saying it is loading, then shows it', async () => {
    renderCountry();

    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(document.title).toBe('Destinations | Aurelia Journeys');
    expect(await screen.findByRole('heading', { level: 1, name: 'India' })).toBeInTheDocument();
  });

  it('takes the page title, description and keywords from the loaded SEO record', async () => {
    renderCountry();

    await screen.findByRole('heading', { level: 1 });
    expect(currentPageMeta()).toEqual({
      title: 'Luxury India Holidays & Tailor-Made Tours | Aurelia Journeys',
      description:
        'Tailor-made luxury India tours: Rajasthan’s palaces, the Taj Mahal at sunrise, tiger safaris and Kerala’s backwaters with private guides.',
      keywords: 'luxury India tours, Rajasthan, Taj Mahal, Kerala backwaters, tiger safari India',
    });
  });

  it('names its slug address as canonical when reached by id, for the server’s head', async () => {
    const [india] = countryDetailFixtures as [CountryDetail];
    const head = new PageHeadRecord();
    renderCountry(String(india.id), {}, head);

    await screen.findByRole('heading', { level: 1, name: india.name });
    expect(head.meta?.canonicalPath).toBe(`/countries/${india.slug}`);
  });

  it('fills what the SEO record leaves empty from the loaded data', async () => {
    const [india] = countryDetailFixtures as [CountryDetail];
    answerCountriesWith(() =>
      HttpResponse.json({ ...india, seo: { meta_title: '', meta_description: '', meta_keywords: '' } }),
    );
    renderCountry('india', {
      metaFallback: (country) => ({
        title: `${country.name} Holidays`,
        description: country.hero_subheading,
      }),
    });

    await screen.findByRole('heading', { level: 1 });
    expect(currentPageMeta()).toMatchObject({
      title: 'India Holidays | Aurelia Journeys',
      description: india.hero_subheading,
    });
  });

  it('puts its hero under the header only once the page has loaded', async () => {
    const { heroUnderHeader } = renderCountry();

    expect(heroUnderHeader()).toBe(false);
    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(true);
  });

  it('takes its hero away while the next address loads', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { heroUnderHeader } = renderCountry();
    await screen.findByRole('heading', { level: 1 });
    answerCountriesWith(async () => {
      await held;
      return undefined;
    });

    await user.click(screen.getByRole('link', { name: 'The same country by id' }));

    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(heroUnderHeader()).toBe(false);
    release();
    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(true);
  });

  it('leaves the header alone on a page without a hero under it', async () => {
    const { heroUnderHeader } = renderCountry('india', { heroUnderHeader: false });

    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(false);
  });

  it('says not found for an address that names nothing, with a solid header', async () => {
    const { heroUnderHeader } = renderCountry('atlantis');

    expect(await screen.findByText('Country not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heroUnderHeader()).toBe(false);
    expect(document.title).toBe('Destinations | Aurelia Journeys');
  });

  it('says the page could not be loaded when the API fails, holding the failure for QA', async () => {
    answerCountriesWith(() => HttpResponse.json({}, { status: 503 }));
    const { heroUnderHeader } = renderCountry();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Could not load page data.');
    expect(alert).toHaveAttribute('data-error-detail', 'API request failed with status 503');
    await waitFor(() => expect(heroUnderHeader()).toBe(false));
  });

  it('refuses a registry entry whose path names nothing to fetch by', () => {
    expect(() =>
      detailPage({ ...entry, paths: ['/journal'] }, useGetCountryDetailQuery, {
        fallbackTitle: 'Journal',
        seo: (country) => country.seo,
        render: (country) => country.name,
      }),
    ).toThrow('/journal');
  });
});
