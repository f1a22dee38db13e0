import type { SpecialCountry } from '@lux/shared';
import {
  Container,
  Eyebrow,
  Hero,
  QueryState,
  ResponsiveImage,
  Section,
  SectionTitle,
  enquiryModalOpened,
  useGetSpecialCountryPageQuery,
  usePageMeta,
} from '@lux/shared';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router';
import { UnderClearHeader } from '../common/UnderClearHeader';
import { SectionHead } from '../common/layout.styles';
import { PageSections } from '../common/PageSections';
import { PlanningCallToAction } from '../common/PlanningCallToAction';
import { seoMeta } from '../common/seoMeta';
import { HotelCard, HotelGrid, Intro, VisuallyHidden } from './SpecialCountryPage.styles';

const messages = {
  loading: 'Loading page...',
  error: 'Error: Could not load page data.',
  notFound: 'Country not found.',
};

/** Four hotels sit better as two pairs than as a row of three and one left over. */
const pairsFitBetter = (count: number) => count % 3 !== 0 && count % 2 === 0;

/** `/special/countries/:slug`: an island-style country, its stories and its hotels. */
export default function SpecialCountryPage() {
  const { slug = '' } = useParams();
  const result = useGetSpecialCountryPageQuery(slug);
  usePageMeta(seoMeta(result.currentData?.seo, 'Island Escapes'));

  return (
    <UnderClearHeader>
      <QueryState result={result} messages={messages}>
        {(country: SpecialCountry) => <IslandCountry country={country} />}
      </QueryState>
    </UnderClearHeader>
  );
}

function IslandCountry({ country }: { country: SpecialCountry }) {
  const dispatch = useDispatch();
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
          <SectionHead>
            <Intro>
              <Eyebrow>Where to stay</Eyebrow>
              <SectionTitle id="hotels-title">Discover Hotels in {country.name}</SectionTitle>
              <p>
                Each of these hotels is one we know first-hand. Choose one to ask a travel expert about it: we
                will suggest the right villa, the best season and how to get there.
              </p>
            </Intro>
          </SectionHead>
          <HotelGrid aria-labelledby="hotels-title" data-pairs={pairsFitBetter(country.hotels.length)}>
            {country.hotels.map((hotel) => (
              <li key={hotel.id}>
                <HotelCard>
                  <div>
                    <ResponsiveImage
                      src={hotel.hero_image_url}
                      alt=""
                      sizes="(min-width: 1320px) 600px, (min-width: 600px) 46vw, 100vw"
                    />
                  </div>
                  <h3>{hotel.name}</h3>
                  <p>{hotel.description}</p>
                  <button type="button" aria-haspopup="dialog" onClick={() => dispatch(enquiryModalOpened())}>
                    Enquire<VisuallyHidden> about {hotel.name}</VisuallyHidden>
                  </button>
                </HotelCard>
              </li>
            ))}
          </HotelGrid>
        </Container>
      </Section>

      <PlanningCallToAction
        heading={`Your ${country.name} Island Escape`}
        text="Tell us who is travelling and when. We will match the island, the villa and the season to you."
      />
    </>
  );
}
