import type { ContinentDetail } from '@lux/shared';
import {
  AnchorNav,
  Carousel,
  Container,
  EnquiryModalButton,
  Eyebrow,
  Hero,
  Paragraphs,
  QueryState,
  Section,
  SectionTitle,
  useGetContinentDetailQuery,
  usePageMeta,
} from '@lux/shared';
import { useParams } from 'react-router';
import { UnderClearHeader } from '../common/UnderClearHeader';
import { JournalTeaser } from '../common/JournalTeaser';
import { GoldRule, Overview, OverviewText, SectionHead, carouselCardSizes } from '../common/layout.styles';
import { packageHrefById } from '../common/links';
import { PlanningCallToAction } from '../common/PlanningCallToAction';
import { seoMeta } from '../common/seoMeta';
import { TripCard } from '../trip-card/TripCard';
import { CountryChoice } from './CountryChoice';

const messages = {
  loading: 'Loading...',
  error: 'Error loading data.',
  notFound: 'Continent not found.',
};

const sections = [
  { id: 'overview', label: 'Overview' },
  { id: 'countries', label: 'Countries' },
  { id: 'experiences', label: 'Experiences' },
  { id: 'inspiration', label: 'Inspiration' },
];

/** `/destinations/continents/:slug` (a slug, or an id from the mobile menu). */
export default function ContinentPage() {
  const { slug = '' } = useParams();
  const result = useGetContinentDetailQuery(slug);
  usePageMeta(seoMeta(result.currentData?.seo, 'Destinations'));

  return (
    <UnderClearHeader>
      <QueryState result={result} messages={messages}>
        {(continent: ContinentDetail) => <Continent continent={continent} />}
      </QueryState>
    </UnderClearHeader>
  );
}

function Continent({ continent }: { continent: ContinentDetail }) {
  return (
    <>
      <Hero
        size="full"
        image={continent.hero_image_url}
        eyebrow="Destinations"
        title={`Luxury ${continent.name} Tours`}
        subtitle={continent.hero_subheading}
      />
      <AnchorNav
        links={sections}
        label={`${continent.name}: on this page`}
        action={<EnquiryModalButton>Start Planning</EnquiryModalButton>}
      />

      <Section id="overview" aria-labelledby="overview-title">
        <Container>
          <Overview>
            <div>
              <Eyebrow>Discover {continent.name}</Eyebrow>
              <h2 id="overview-title">{continent.title}</h2>
              <GoldRule aria-hidden="true" />
            </div>
            <OverviewText>
              <Paragraphs text={continent.description} />
              <EnquiryModalButton>Start Planning</EnquiryModalButton>
            </OverviewText>
          </Overview>
        </Container>
      </Section>

      <Section id="countries" data-tone="sand" aria-labelledby="countries-title">
        <Container>
          <CountryChoice
            countries={continent.countries}
            headingId="countries-title"
            heading={
              <>
                <Eyebrow>Countries</Eyebrow>
                <SectionTitle id="countries-title">Where to Go in {continent.name}</SectionTitle>
              </>
            }
          />
        </Container>
      </Section>

      <Section id="experiences" aria-labelledby="experiences-title">
        <Container>
          <SectionHead>
            <div>
              <Eyebrow>Experiences</Eyebrow>
              <SectionTitle id="experiences-title">Top Trips in {continent.name}</SectionTitle>
            </div>
          </SectionHead>
          {continent.packages.length > 0 ? (
            <Carousel label={`Top trips in ${continent.name}`}>
              {continent.packages.map((trip) => (
                <TripCard key={trip.id} trip={trip} href={packageHrefById(trip)} sizes={carouselCardSizes} />
              ))}
            </Carousel>
          ) : (
            <p>
              Every journey we plan in {continent.name} is made to measure: tell us what you have in mind.
            </p>
          )}
        </Container>
      </Section>

      <Section id="inspiration" data-tone="sand" aria-label="Inspiration">
        <Container>
          <JournalTeaser place={continent.name} />
        </Container>
      </Section>

      <PlanningCallToAction
        heading={`Begin Your ${continent.name} Journey`}
        text={`Tell us how you like to travel. One of our ${continent.name} specialists will design a journey around you, down to the last detail.`}
      />
    </>
  );
}
