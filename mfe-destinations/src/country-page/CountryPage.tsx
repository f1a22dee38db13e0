import type { CountryDetail } from '@lux/shared';
import {
  AnchorNav,
  Container,
  EnquiryModalButton,
  Eyebrow,
  Hero,
  Paragraphs,
  QueryState,
  Section,
  SectionTitle,
  useGetCountryDetailQuery,
  usePageMeta,
} from '@lux/shared';
import { Link, useParams } from 'react-router';
import { UnderClearHeader } from '../common/UnderClearHeader';
import { JournalTeaser } from '../common/JournalTeaser';
import { PageSections } from '../common/PageSections';
import { PlanningCallToAction } from '../common/PlanningCallToAction';
import { seoMeta } from '../common/seoMeta';
import {
  CardGrid,
  GoldRule,
  Overview,
  OverviewText,
  SectionHead,
  cardGridSizes,
} from '../common/layout.styles';
import { packageHrefBySlug } from '../common/links';
import { TripCard } from '../trip-card/TripCard';
import { Breadcrumbs, OwnItineraryTile } from './CountryPage.styles';

const messages = {
  loading: 'Loading page...',
  error: 'Error: Could not load page data.',
  notFound: 'Country not found.',
};

const sections = [
  { id: 'overview', label: 'Overview' },
  { id: 'itineraries', label: 'Itineraries' },
  { id: 'see-and-do', label: 'See & Do' },
  { id: 'inspiration', label: 'Inspiration' },
];

/** `/countries/:slug` (a slug, or an id as the footer links it). */
export default function CountryPage() {
  const { slug = '' } = useParams();
  const result = useGetCountryDetailQuery(slug);
  usePageMeta(seoMeta(result.currentData?.seo, 'Destinations'));

  return (
    <UnderClearHeader>
      <QueryState result={result} messages={messages}>
        {(country: CountryDetail) => <Country country={country} />}
      </QueryState>
    </UnderClearHeader>
  );
}

function Country({ country }: { country: CountryDetail }) {
  return (
    <>
      <Hero
        size="full"
        image={country.hero_image_url}
        eyebrow={country.continent.name}
        title={country.name}
        subtitle={country.hero_subheading}
      />
      <AnchorNav
        links={sections.filter((section) => section.id !== 'see-and-do' || country.page_sections.length > 0)}
        label={`${country.name}: on this page`}
        action={<EnquiryModalButton>Start Planning</EnquiryModalButton>}
      />

      <Section id="overview" aria-labelledby="overview-title">
        <Container>
          <Breadcrumbs aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to={`/destinations/continents/${country.continent.slug}`}>
                  {country.continent.name}
                </Link>
              </li>
              <li aria-current="page">{country.name}</li>
            </ol>
          </Breadcrumbs>
          <Overview>
            <div>
              <Eyebrow>Travel with us</Eyebrow>
              <h2 id="overview-title">Why Should You Travel to {country.name} With Us?</h2>
              <GoldRule aria-hidden="true" />
            </div>
            <OverviewText>
              <Paragraphs text={country.why_travel_text} />
            </OverviewText>
          </Overview>
        </Container>
      </Section>

      <Section id="itineraries" data-tone="sand" aria-labelledby="itineraries-title">
        <Container>
          <SectionHead>
            <div>
              <Eyebrow>Itineraries</Eyebrow>
              <SectionTitle id="itineraries-title">Example Trips to {country.name}</SectionTitle>
            </div>
          </SectionHead>
          <CardGrid aria-labelledby="itineraries-title">
            {country.packages.map((trip) => (
              <li key={trip.id}>
                <TripCard trip={trip} href={packageHrefBySlug(trip)} sizes={cardGridSizes} />
              </li>
            ))}
            <li>
              <OwnItineraryTile>
                <Eyebrow>Made to measure</Eyebrow>
                <h3>
                  <Link to="/contact">Create Your Own Itinerary</Link>
                </h3>
                <p>
                  Every trip here is only a beginning. Tell us your dates and the way you love to travel, and
                  we will design a journey through {country.name} that is yours alone.
                </p>
                <span aria-hidden="true">Talk to an expert</span>
              </OwnItineraryTile>
            </li>
          </CardGrid>
        </Container>
      </Section>

      {country.page_sections.length > 0 && (
        <Section id="see-and-do" aria-labelledby="see-and-do-title">
          <Container>
            <SectionHead>
              <div>
                <Eyebrow>See &amp; Do</Eyebrow>
                <SectionTitle id="see-and-do-title">Experiences in {country.name}</SectionTitle>
              </div>
            </SectionHead>
            <PageSections sections={country.page_sections} headingLevel={3} />
          </Container>
        </Section>
      )}

      <Section id="inspiration" data-tone="sand" aria-label="Inspiration">
        <Container>
          <JournalTeaser place={country.name} />
        </Container>
      </Section>

      <PlanningCallToAction
        heading={`Start Planning Your ${country.name} Journey`}
        text={`Speak to one of our ${country.name} specialists. We will listen, suggest and refine until every day feels exactly right.`}
      />
    </>
  );
}
