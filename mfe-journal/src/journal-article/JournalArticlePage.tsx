import { DetailPage, useGetJournalPostQuery } from '@lux/shared';
import registry from '../pages.json';
import { Article } from './Article';

/** `/journal/:slug`: one article; its own title and excerpt stand in for what its SEO record leaves empty. */
export default function JournalArticlePage() {
  return (
    <DetailPage
      useQuery={useGetJournalPostQuery}
      param="slug"
      texts={registry.pages.JournalArticlePage.texts}
      fallbackTitle="Journal"
      seo={(post) => post.seo}
      metaFallback={(post) => ({ title: post.title, description: post.excerpt })}
    >
      {(post) => <Article post={post} />}
    </DetailPage>
  );
}
