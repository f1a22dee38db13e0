import type { JournalContentBlock, JournalPost } from '@lux/shared';
import {
  ButtonLink,
  CallToAction,
  Hero,
  Paragraphs,
  ResponsiveImage,
  formatPublishedDate,
} from '@lux/shared';
import { Link } from 'react-router';
import { BackLink, Body, Byline, Figure, Standfirst } from './JournalArticlePage.styles';

/** A loaded journal post: hero, byline, the content blocks in order, the way back and an invitation. */
export function Article({ post }: { post: JournalPost }) {
  return (
    <article>
      <Hero image={post.featured_image} eyebrow="The Journal" title={post.title}>
        <Byline>
          By {post.author}
          <span aria-hidden="true"> · </span>
          <time dateTime={post.published_date}>{formatPublishedDate(post.published_date)}</time>
        </Byline>
      </Hero>
      <Body>
        <Standfirst>{post.excerpt}</Standfirst>
        {post.content_blocks.map((block) => (
          <ContentBlock key={block.id} block={block} />
        ))}
        <BackLink>
          <Link to="/journal">
            <span aria-hidden="true">←</span> Back to the Journal
          </Link>
        </BackLink>
      </Body>
      <CallToAction
        eyebrow="Inspired to travel?"
        heading="Let us shape your journey"
        image={post.featured_image}
        text="Tell us what caught your imagination. A travel expert will design a private journey around it, down to the last detail."
      >
        <ButtonLink to="/enquire" data-variant="light">
          Start Planning
        </ButtonLink>
      </CallToAction>
    </article>
  );
}

function ContentBlock({ block }: { block: JournalContentBlock }) {
  if (block.block_type === 'image') {
    return (
      <Figure>
        <ResponsiveImage
          src={block.image_url}
          alt={block.alt_text}
          sizes="(min-width: 1120px) 1040px, 100vw"
        />
      </Figure>
    );
  }
  return <Paragraphs text={block.text_content} />;
}
