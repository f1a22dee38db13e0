import type { JournalPostSummary } from '@lux/shared';
import { ResponsiveImage, formatPublishedDate } from '@lux/shared';
import { Link } from 'react-router';
import { Card, CardBody, CardImage, More } from './JournalListPage.styles';

/** One article in the grid; the title's link stretches over the whole card. */
export function JournalCard({ post }: { post: JournalPostSummary }) {
  return (
    <Card>
      <CardImage>
        <ResponsiveImage
          src={post.featured_image}
          alt=""
          sizes="(min-width: 1320px) 400px, (min-width: 1200px) 31vw, (min-width: 600px) 46vw, 100vw"
        />
      </CardImage>
      <CardBody>
        <time dateTime={post.published_date}>{formatPublishedDate(post.published_date)}</time>
        <h3>
          <Link to={`/journal/${post.slug}`}>{post.title}</Link>
        </h3>
        <p>{post.excerpt}</p>
        <More aria-hidden="true">Read the story</More>
      </CardBody>
    </Card>
  );
}
