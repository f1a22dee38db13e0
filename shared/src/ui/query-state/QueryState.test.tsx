import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, useParams } from 'react-router';
import type { JournalPost, JournalPostSummary } from '../../api/entities';
import { luxApi } from '@lux/store';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { apiServer } from '../../testing/server';
import { QueryState } from './QueryState';

// The journal's endpoints, as its remote injects them.
const { useGetJournalPostQuery, useGetJournalPostsQuery } = luxApi.injectEndpoints({
  endpoints: (build) => ({
    getJournalPosts: build.query<JournalPostSummary[], void>({ query: () => 'journal/' }),
    getJournalPost: build.query<JournalPost, string>({
      query: (slug) => `journal/${encodeURIComponent(slug)}/`,
    }),
  }),
});

const messages = {
  loading: 'Loading article...',
  error: 'Could not load article.',
  notFound: 'Article not found.',
};

/** A page of one article, with a link on to another, as a visitor would follow it. */
function ArticleProbe() {
  const { slug = '' } = useParams();
  const result = useGetJournalPostQuery(slug);
  return (
    <QueryState result={result} messages={messages}>
      {(post) => (
        <>
          <h1>{post.title}</h1>
          <Link to="/journal/1">The same story by id</Link>
        </>
      )}
    </QueryState>
  );
}

function ListProbe() {
  const result = useGetJournalPostsQuery();
  return (
    <QueryState result={result} messages={messages}>
      {(posts) => <p>{posts.length} stories</p>}
    </QueryState>
  );
}

const renderArticle = (slug = 'kyoto-in-autumn-temples-gardens-and-maple-light') =>
  renderWithProviders(<ArticleProbe />, { route: `/journal/${slug}`, path: '/journal/:slug' });

const kyoto = 'Kyoto in Autumn: Temples, Gardens and the Slow Burn of the Maples';

const answerArticlesWith = (answer: Parameters<typeof http.get>[1]) =>
  apiServer.use(http.get('*/api/v1/journal/:slug/', answer));

describe('QueryState', () => {
  it('says it is loading, then shows the loaded page', async () => {
    renderArticle();

    expect(screen.getByRole('status')).toHaveTextContent('Loading article...');
    expect(await screen.findByRole('heading', { level: 1, name: kyoto })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error text, keeping what failed for developers out of the visitor’s sight', async () => {
    answerArticlesWith(() => HttpResponse.json({}, { status: 500 }));
    renderArticle();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Could not load article\.$/);
    expect(alert).toHaveAttribute('data-error-detail', 'API request failed with status 500');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('holds a network failure the same way', async () => {
    answerArticlesWith(() => HttpResponse.error());
    renderArticle();

    expect(await screen.findByRole('alert')).toHaveAttribute(
      'data-error-detail',
      'API request failed with status FETCH ERROR',
    );
  });

  it('says not found, not failed, when the API answers 404', async () => {
    renderArticle('no-such-story');

    expect(await screen.findByText('Article not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load article.')).not.toBeInTheDocument();
  });

  it('says not found when a server on the way refuses the address as malformed (400)', async () => {
    answerArticlesWith(() => HttpResponse.json({ message: 'invalid characters' }, { status: 400 }));
    renderArticle('..%2F..%2Fetc');

    expect(await screen.findByText('Article not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says not found when the answer is empty', async () => {
    apiServer.use(http.get('*/api/v1/journal/', () => HttpResponse.json([])));
    renderWithProviders(<ListProbe />);

    expect(await screen.findByText('Article not found.')).toBeInTheDocument();
    expect(screen.queryByText(/stories/)).not.toBeInTheDocument();
  });

  it('shows loading, not the previous page, while a new address loads', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderArticle();
    await screen.findByRole('heading', { name: kyoto });
    answerArticlesWith(async () => {
      await held;
      return undefined;
    });

    await user.click(screen.getByRole('link', { name: 'The same story by id' }));

    expect(screen.getByRole('status')).toHaveTextContent('Loading article...');
    expect(screen.queryByRole('heading', { name: kyoto })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: kyoto })).toBeInTheDocument();
  });
});
