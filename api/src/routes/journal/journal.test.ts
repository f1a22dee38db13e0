import type { JournalPost, JournalPostSummary } from '@lux/shared/contract';
import { seedJournalPosts } from '../../db/seed';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

const kyoto = seedJournalPosts.find((post) => post.slug.startsWith('kyoto-in-autumn'));
if (!kyoto) throw new Error('The seed content should include the Kyoto post');

describe('GET /api/v1/journal/', () => {
  it('lists every post, newest first, without content blocks', async () => {
    const response = await get('/api/v1/journal/');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const posts = response.json<JournalPostSummary[]>();
    expect(posts).toHaveLength(seedJournalPosts.length);
    const dates = posts.map((post) => post.published_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(posts[0] ?? {}).sort()).toEqual(
      ['author', 'excerpt', 'featured_image', 'id', 'published_date', 'slug', 'title'].sort(),
    );
    expect(posts.every((post) => /^\d{4}-\d{2}-\d{2}$/.test(post.published_date))).toBe(true);
    expect(posts.every((post) => /^\/media\/[a-z0-9-]+\.webp#focus=\d+,\d+$/.test(post.featured_image))).toBe(
      true,
    );
  });

  it('answers with and without the trailing slash', async () => {
    const [withSlash, withoutSlash] = await Promise.all([get('/api/v1/journal/'), get('/api/v1/journal')]);
    expect(withoutSlash.status).toBe(200);
    expect(withoutSlash.body).toBe(withSlash.body);
  });
});

describe('GET /api/v1/journal/:slug/', () => {
  it('returns a post by slug with its content blocks in order and its SEO', async () => {
    const response = await get(`/api/v1/journal/${kyoto.slug}/`);

    expect(response.status).toBe(200);
    const post = response.json<JournalPost>();
    expect(post).toMatchObject({
      slug: kyoto.slug,
      title: kyoto.title,
      author: kyoto.author,
      published_date: kyoto.published_date,
      excerpt: kyoto.excerpt,
      featured_image: kyoto.featured_image,
      seo: {
        meta_title: kyoto.meta_title,
        meta_description: kyoto.meta_description,
        meta_keywords: kyoto.meta_keywords,
      },
    });
    expect(post.content_blocks.map(({ id: _id, ...block }) => block)).toEqual(kyoto.blocks);
    expect(new Set(post.content_blocks.map((block) => block.id)).size).toBe(kyoto.blocks.length);
  });

  it('keeps paragraphs of text blocks apart with a blank line, and gives every image alt text', async () => {
    const post = (await get(`/api/v1/journal/${kyoto.slug}`)).json<JournalPost>();
    const paragraphs = post.content_blocks.flatMap((block) =>
      block.block_type === 'text' ? block.text_content.split('\n\n') : [],
    );
    const images = post.content_blocks.filter((block) => block.block_type === 'image');

    expect(paragraphs.length).toBeGreaterThanOrEqual(6);
    expect(paragraphs.every((paragraph) => paragraph.trim() === paragraph && paragraph.length > 80)).toBe(
      true,
    );
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images.every((image) => image.block_type === 'image' && image.alt_text.length > 20)).toBe(true);
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/journal',
    what: 'Journal post',
    slug: kyoto.slug,
    // The first seeded post.
    id: 1,
  });
});

describe('HTTP caching of journal content', () => {
  it('sends a strong ETag and a short public Cache-Control', async () => {
    const response = await get('/api/v1/journal/');

    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('answers 304 to an If-None-Match that lists the ETag weakened by a proxy', async () => {
    const first = await get(`/api/v1/journal/${kyoto.slug}/`);
    const etag = String(first.headers.get('etag'));

    const weakened = await get(`/api/v1/journal/${kyoto.slug}/`, { 'if-none-match': `"other", W/${etag}` });
    expect(weakened.status).toBe(304);
  });

  it('answers 200 in full when the ETag differs, and gives each post its own', async () => {
    const list = await get('/api/v1/journal/');
    const post = await get(`/api/v1/journal/${kyoto.slug}/`, {
      'if-none-match': String(list.headers.get('etag')),
    });

    expect(post.status).toBe(200);
    expect(post.headers.get('etag')).not.toBe(list.headers.get('etag'));
    expect(post.json<JournalPost>().slug).toBe(kyoto.slug);
  });
});
