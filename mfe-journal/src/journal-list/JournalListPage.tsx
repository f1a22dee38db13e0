import type { JournalPostSummary } from '@lux/shared';
import {
  Card,
  CardGrid,
  Container,
  Eyebrow,
  Hero,
  QueryState,
  Section,
  SectionTitle,
  cardGridSizes,
  formatPublishedDate,
  usePageMeta,
} from '@lux/shared';
import registry from '../pages.json';
import { Intro } from './JournalListPage.styles';
import { useGetJournalPostsQuery } from '../api';

export default function JournalListPage() {
  usePageMeta({
    title: 'Journal',
    description:
      'Stories, insights and quiet discoveries from our travel experts, for the journeys still to come.',
  });
  const result = useGetJournalPostsQuery();

  return (
    <>
      <Hero
        image="/media/site-journal-hero.webp"
        eyebrow="Stories & insights"
        title="The Journal"
        subtitle="Notes from the road: the places, people and small moments that stay with us long after we return."
      />
      <Section aria-labelledby="journal-latest">
        <Container>
          <Intro>
            <Eyebrow>From our travel experts</Eyebrow>
            <SectionTitle id="journal-latest">Latest stories</SectionTitle>
          </Intro>
          <QueryState result={result} messages={registry.pages.JournalListPage.texts}>
            {(posts: JournalPostSummary[]) => (
              <CardGrid aria-labelledby="journal-latest">
                {posts.map((post) => (
                  <Card
                    key={post.id}
                    image={{ src: post.featured_image, sizes: cardGridSizes.thirds }}
                    eyebrow={
                      <time dateTime={post.published_date}>{formatPublishedDate(post.published_date)}</time>
                    }
                    title={post.title}
                    href={`/journal/${post.slug}`}
                    description={post.excerpt}
                    more="Read the story"
                  />
                ))}
              </CardGrid>
            )}
          </QueryState>
        </Container>
      </Section>
    </>
  );
}
