import type { JournalPost } from '@lux/shared';
import { QueryState, useGetJournalPostQuery, usePageMeta } from '@lux/shared';
import { useParams } from 'react-router';
import { Article } from './Article';

const messages = {
  loading: 'Loading article...',
  error: 'Could not load article.',
  notFound: 'Article not found.',
};

export default function JournalArticlePage() {
  const { slug = '' } = useParams();
  const result = useGetJournalPostQuery(slug, { skip: !slug });
  const post = result.currentData;
  usePageMeta({
    title: post?.seo.meta_title || post?.title || 'Journal',
    description: post?.seo.meta_description || post?.excerpt,
    keywords: post?.seo.meta_keywords,
  });

  return (
    <QueryState result={result} messages={messages}>
      {(loaded: JournalPost) => <Article post={loaded} />}
    </QueryState>
  );
}
