import { article, detailPage } from '@lux/shared';
import registry from '../pages.json';
import { Article } from './Article';
import { useGetJournalPostQuery } from '../api';

/** `/journal/:slug`: one article; its own title and excerpt stand in for what its SEO record leaves empty. */
export default detailPage(registry.pages.JournalArticlePage, useGetJournalPostQuery, {
  fallbackTitle: 'Journal',
  seo: (post) => post.seo,
  metaFallback: (post) => ({ title: post.title, description: post.excerpt }),
  structuredData: (post) => [article(post)],
  render: (post) => <Article post={post} />,
});
