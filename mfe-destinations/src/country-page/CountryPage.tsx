import type { CountryDetail } from '@lux/shared';
import {
  AnchorNav,
  Card,
  CardGrid,
  Container,
  EnquiryModalButton,
  Hero,
  JournalTeaser,
  Overview,
  PageSections,
  Paragraphs,
  PlanningCallToAction,
  Section,
  SectionHead,
  TripCard,
  cardGridSizes,
  detailPage,
  packageHrefBySlug,
} from '@lux/shared';
import { Link } from 'react-router';
import registry from '../pages.json';
import { Breadcrumbs } from './CountryPage.styles';
import { useGetCountryDetailQuery } from '../api';

const sections = [
  { id: 'overview', label: 'Overview' },
  { id: 'itineraries', label: 'Itineraries' },
  { id: 'see-and-do', label: 'See & Do' },
  { id: 'inspiration', label: 'Inspiration' },
];

/** `/countries/:slug` (a slug, or an id as the footer links it). */
export default detailPage(registry.pages.CountryPage, useGetCountryDetailQuery, {
  fallbackTitle: 'Destinations',
  seo: (country) => country.seo,
  heroUnderHeader: true,
  render: (country) => <Country country={country} />,
});

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
        action={<EnquiryModalButton destination={[country.name]}>Start Planning</EnquiryModalButton>}
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
          <Overview
            eyebrow="Travel with us"
            title={`Why Should You Travel to ${country.name} With Us?`}
            titleId="overview-title"
          >
            <Paragraphs text={country.why_travel_text} />
          </Overview>
        </Container>
      </Section>

      <Section id="itineraries" data-tone="sand" aria-labelledby="itineraries-title">
        <Container>
          <SectionHead
            eyebrow="Itineraries"
            title={`Example Trips to ${country.name}`}
            titleId="itineraries-title"
          />
          <CardGrid aria-labelledby="itineraries-title">
            {country.packages.map((trip) => (
              <TripCard
                key={trip.id}
                trip={trip}
                href={packageHrefBySlug(trip)}
                sizes={cardGridSizes.thirds}
              />
            ))}
            <Card
              key="own-itinerary"
              layout="tile"
              eyebrow="Made to measure"
              title="Create Your Own Itinerary"
              href="/contact"
              description={`Every trip here is only a beginning. Tell us your dates and the way you love to travel, and we will design a journey through ${country.name} that is yours alone.`}
              more="Talk to an expert"
            />
          </CardGrid>
        </Container>
      </Section>

      {country.page_sections.length > 0 && (
        <Section id="see-and-do" aria-labelledby="see-and-do-title">
          <Container>
            <SectionHead
              eyebrow="See & Do"
              title={`Experiences in ${country.name}`}
              titleId="see-and-do-title"
            />
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
        image={country.hero_image_url}
        heading={`Start Planning Your ${country.name} Journey`}
        destination={[country.name]}
        text={`Speak to one of our ${country.name} specialists. We will listen, suggest and refine until every day feels exactly right.`}
      />
    </>
  );
}
