import type { ContinentDetail } from '@lux/shared';
import {
  AnchorNav,
  Container,
  EnquiryModalButton,
  Hero,
  JournalTeaser,
  Overview,
  Paragraphs,
  PlanningCallToAction,
  Section,
  SectionHead,
  detailPage,
} from '@lux/shared';
import { TripCarousel } from '@lux/shared/carousel';
import registry from '../pages.json';
import { CountryChoice } from './CountryChoice';
import { useGetContinentDetailQuery } from '../api';

const sections = [
  { id: 'overview', label: 'Overview' },
  { id: 'countries', label: 'Countries' },
  { id: 'experiences', label: 'Experiences' },
  { id: 'inspiration', label: 'Inspiration' },
];

/** `/destinations/continents/:slug` (a slug, or an id from the mobile menu). */
export default detailPage(registry.pages.ContinentPage, useGetContinentDetailQuery, {
  fallbackTitle: 'Destinations',
  seo: (continent) => continent.seo,
  heroUnderHeader: true,
  render: (continent) => <Continent continent={continent} />,
});

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
        action={<EnquiryModalButton destination={[continent.name]}>Start Planning</EnquiryModalButton>}
      />

      <Section id="overview" aria-labelledby="overview-title">
        <Container>
          <Overview eyebrow={`Discover ${continent.name}`} title={continent.title} titleId="overview-title">
            <Paragraphs text={continent.description} />
            <EnquiryModalButton destination={[continent.name]}>Start Planning</EnquiryModalButton>
          </Overview>
        </Container>
      </Section>

      <Section id="countries" data-tone="sand" aria-labelledby="countries-title">
        <Container>
          <CountryChoice
            countries={continent.countries}
            title={`Where to Go in ${continent.name}`}
            titleId="countries-title"
          />
        </Container>
      </Section>

      <Section id="experiences" aria-labelledby="experiences-title">
        <Container>
          <SectionHead
            eyebrow="Experiences"
            title={`Top Trips in ${continent.name}`}
            titleId="experiences-title"
          />
          {continent.packages.length > 0 ? (
            <TripCarousel label={`Top trips in ${continent.name}`} trips={continent.packages} linkBy="id" />
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
        image={continent.hero_image_url}
        heading={`Begin Your ${continent.name} Journey`}
        destination={[continent.name]}
        text={`Tell us how you like to travel. One of our ${continent.name} specialists will design a journey around you, down to the last detail.`}
      />
    </>
  );
}
