import { Card, Container, QueryState, Section, SectionHead, keepTogether } from '@lux/shared';
import { Carousel, carouselCardSizes } from '@lux/shared/carousel';
import { Reserve } from './ExploreTrips.styles';
import { useGetFeaturedPackagesQuery } from '../../api';

const messages = { loading: 'Loading trips...', error: 'Could not load trips.', notFound: 'No data found.' };

/** SPEC 9: the home page's arrows scroll a fifth of the row, a gentler step than elsewhere. */
const HOME_ARROW_SCROLL_SHARE = 0.2;

/** Explore Our Trips: the featured packages as a carousel of cards, each opening its package page. */
export function ExploreTrips() {
  const result = useGetFeaturedPackagesQuery();
  return (
    <Section aria-labelledby="trips-title">
      <Container>
        <SectionHead eyebrow="Signature journeys" title="Explore Our Trips" titleId="trips-title">
          A few of the journeys our travellers love most, each a starting point to make your own.
        </SectionHead>
        <Reserve>
          <QueryState result={result} messages={messages} size="panel">
            {(trips) => (
              <Carousel label="Featured trips" arrowScrollShare={HOME_ARROW_SCROLL_SHARE}>
                {trips.map((trip) => (
                  <Card
                    key={trip.id}
                    shape="portrait"
                    image={{ src: trip.featured_image, sizes: carouselCardSizes }}
                    title={trip.name}
                    meta={keepTogether(trip.duration)}
                    description={trip.description}
                    href={trip.href}
                    more="View itinerary"
                  />
                ))}
              </Carousel>
            )}
          </QueryState>
        </Reserve>
      </Container>
    </Section>
  );
}
