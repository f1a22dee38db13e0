import type { JournalPostSummary } from '@lux/shared';
import {
  Container,
  Eyebrow,
  Hero,
  QueryState,
  Section,
  SectionTitle,
  useGetJournalPostsQuery,
  usePageMeta,
} from '@lux/shared';
import { JournalCard } from './JournalCard';
import { Grid, Intro } from './JournalListPage.styles';

const messages = {
  loading: 'Loading articles...',
  error: 'Could not load articles.',
  notFound: 'No articles found.',
};

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
          <QueryState result={result} messages={messages}>
            {(posts: JournalPostSummary[]) => (
              <Grid>
                {posts.map((post) => (
                  <li key={post.id}>
                    <JournalCard post={post} />
                  </li>
                ))}
              </Grid>
            )}
          </QueryState>
        </Container>
      </Section>
    </>
  );
}
