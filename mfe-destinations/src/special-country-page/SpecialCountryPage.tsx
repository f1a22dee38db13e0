import type { SpecialCountry } from '@lux/shared';
import {
  Card,
  CardGrid,
  Container,
  Hero,
  PageSections,
  PlanningCallToAction,
  Section,
  SectionHead,
  cardGridSizes,
  detailPage,
  enquiryModalOpened,
} from '@lux/shared';
import { useDispatch } from 'react-redux';
import registry from '../pages.json';
import { useGetSpecialCountryPageQuery } from '../api';

/** Four hotels sit better as two pairs than as a row of three and one left over. */
const pairsFitBetter = (count: number) => count % 3 !== 0 && count % 2 === 0;

/** `/special/countries/:slug`: an island-style country, its stories and its hotels. */
export default detailPage(registry.pages.SpecialCountryPage, useGetSpecialCountryPageQuery, {
  fallbackTitle: 'Island Escapes',
  seo: (country) => country.seo,
  heroUnderHeader: true,
  render: (country) => <IslandCountry country={country} />,
});

function IslandCountry({ country }: { country: SpecialCountry }) {
  const dispatch = useDispatch();
  const hotelGrid = pairsFitBetter(country.hotels.length) ? 'pairs' : 'thirds';
  return (
    <>
      <Hero
        size="full"
        image={country.hero_image_url}
        eyebrow="Island escapes"
        title={`Discover the islands of ${country.name}`}
        subtitle={country.hero_subheading}
      />

      {country.page_sections.length > 0 && (
        <Section aria-label={`About ${country.name}`}>
          <Container>
            <PageSections sections={country.page_sections} />
          </Container>
        </Section>
      )}

      <Section data-tone="sand" aria-labelledby="hotels-title">
        <Container>
          <SectionHead
            eyebrow="Where to stay"
            title={`Discover Hotels in ${country.name}`}
            titleId="hotels-title"
          >
            <p>
              Each of these hotels is one we know first-hand. Choose one to ask a travel expert about it: we
              will suggest the right villa, the best season and how to get there.
            </p>
          </SectionHead>
          <CardGrid layout={hotelGrid} aria-labelledby="hotels-title">
            {country.hotels.map((hotel) => (
              <Card
                key={hotel.id}
                image={{ src: hotel.hero_image_url, sizes: cardGridSizes[hotelGrid] }}
                title={hotel.name}
                description={hotel.description}
                action={{
                  label: 'Enquire',
                  onPress: () => dispatch(enquiryModalOpened([country.name])),
                  opensDialog: true,
                }}
              />
            ))}
          </CardGrid>
        </Container>
      </Section>

      <PlanningCallToAction
        image={country.hero_image_url}
        heading={`Your ${country.name} Island Escape`}
        destination={[country.name]}
        text="Tell us who is travelling and when. We will match the island, the villa and the season to you."
      />
    </>
  );
}
