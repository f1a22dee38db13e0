import { journalPostFixtures, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import JournalArticlePage from './JournalArticlePage';

const renderArticle = (slug = 'kyoto-in-autumn-temples-gardens-and-maple-light') =>
  renderWithProviders(<JournalArticlePage />, { route: `/journal/${slug}`, path: '/journal/:slug' });

const failWith = (status: number) =>
  apiServer.use(http.get('*/api/v1/journal/:slug/', () => HttpResponse.json({}, { status })));

describe('JournalArticlePage', () => {
  it('shows the title, the author and date line, and the content blocks in order', async () => {
    renderArticle();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Kyoto in Autumn: Temples, Gardens and the Slow Burn of the Maples',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^By Isabel Hartley/)).toHaveTextContent('By Isabel Hartley · 6 November 2025');

    const first = screen.getByText(/^The Japanese have a word, koyo/);
    const second = screen.getByText(/^The trick is timing/);
    const image = screen.getByRole('img', { name: /^Red and gold maple trees around a temple pond/ });
    const last = screen.getByText(/^November is the busiest month in Kyoto/);

    expect(first.tagName).toBe('P');
    expect(second.tagName).toBe('P');
    expect(image.closest('figure')).not.toBeNull();
    const follows = (a: Element, b: Element) =>
      !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(first, second) && follows(second, image) && follows(image, last)).toBe(true);
  });

  it('leads back to the journal and on to an enquiry', async () => {
    renderArticle();

    expect(await screen.findByRole('link', { name: /back to the journal/i })).toHaveAttribute(
      'href',
      '/journal',
    );
    expect(screen.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/enquire');
  });

  it('takes its page title, description and keywords from the post', async () => {
    renderArticle();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Kyoto in Autumn: A Guide to the Maple Season | Aurelia Journeys');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'When to go, where to stay and which temples to see at dawn: our insider guide to Kyoto during koyo, the autumn maple season.',
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'Kyoto autumn, koyo, maple season Japan, Tofuku-ji, luxury Japan holiday, ryokan Kyoto',
    );
  });

  it('takes its own title and excerpt where its SEO record has none', async () => {
    const [post] = journalPostFixtures;
    apiServer.use(
      http.get('*/api/v1/journal/:slug/', () =>
        HttpResponse.json({ ...post, seo: { meta_title: '', meta_description: '', meta_keywords: '' } }),
      ),
    );
    renderArticle();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(`${post?.title} | Aurelia Journeys`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', post?.excerpt);
  });

  it('says it is loading until the article arrives', async () => {
    renderArticle();

    expect(screen.getByRole('status')).toHaveTextContent('Loading article...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says the article could not be loaded when the API fails', async () => {
    failWith(500);
    renderArticle();

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load article.');
  });

  it('says the article was not found for an unknown slug', async () => {
    renderArticle('no-such-story');

    expect(await screen.findByText('Article not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
