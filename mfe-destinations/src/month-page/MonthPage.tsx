import type { MonthPage as MonthPageData } from '@lux/shared';
import {
  ButtonAnchor,
  ButtonLink,
  Carousel,
  Container,
  Eyebrow,
  Hero,
  QueryState,
  ResponsiveImage,
  Section,
  SectionTitle,
  useGetTravelByMonthQuery,
  usePageMeta,
} from '@lux/shared';
import { Link, useParams } from 'react-router';
import { SectionHead, carouselCardSizes } from '../common/layout.styles';
import { packageHrefBySlug } from '../common/links';
import { seoMeta } from '../common/seoMeta';
import { TripCard } from '../trip-card/TripCard';
import { groupsOfThree } from './groupsOfThree';
import { DestinationCard, DestinationGroup, Destinations, GoldPanel, Intro } from './MonthPage.styles';

const messages = {
  loading: 'Loading...',
  error: 'Error loading data.',
  notFound: 'Month not found.',
};

const cardSizes = {
  wide: '(min-width: 1320px) 1192px, (min-width: 600px) 92vw, 100vw',
  half: '(min-width: 1320px) 590px, 46vw',
};

/** `/inspiration/travel-by-month/:monthName` (a month name in any case, or its number). */
export default function MonthPage() {
  const { monthName = '' } = useParams();
  const result = useGetTravelByMonthQuery(monthName);
  usePageMeta(seoMeta(result.currentData?.seo, 'Travel by Month'));

  return (
    <QueryState result={result} messages={messages}>
      {(month: MonthPageData) => <Month month={month} />}
    </QueryState>
  );
}

function Month({ month }: { month: MonthPageData }) {
  const { cta } = month;
  return (
    <>
      <Hero image={month.hero_image_url} eyebrow="Travel by month" title={month.name} />

      <Section aria-labelledby="where-title">
        <Container>
          <Intro>
            <h2 id="where-title">WHERE TO TRAVEL IN {month.name.toUpperCase()}</h2>
            <p>{month.paragraph1}</p>
            <p>{month.paragraph2}</p>
          </Intro>
          <Destinations>
            {groupsOfThree(month.destinations).map((group) => (
              <DestinationGroup key={group.map((destination) => destination.id).join('-')}>
                {group.map((destination, index) => {
                  const size = index === 0 ? 'wide' : 'half';
                  return (
                    <li key={destination.id} data-size={size}>
                      <DestinationCard data-size={size}>
                        <div>
                          <ResponsiveImage src={destination.image_url} alt="" sizes={cardSizes[size]} />
                        </div>
                        <div>
                          <h3>
                            <Link to={`/countries/${destination.id}`}>{destination.name}</Link>
                          </h3>
                          <p>{destination.description}</p>
                        </div>
                      </DestinationCard>
                    </li>
                  );
                })}
              </DestinationGroup>
            ))}
          </Destinations>
        </Container>
      </Section>

      {month.packages.length > 0 && (
        <Section data-tone="sand" aria-labelledby="month-trips-title">
          <Container>
            <SectionHead>
              <div>
                <Eyebrow>Journeys for {month.name}</Eyebrow>
                <SectionTitle id="month-trips-title">Trips at Their Best in {month.name}</SectionTitle>
              </div>
            </SectionHead>
            <Carousel label={`Trips for ${month.name}`}>
              {month.packages.map((trip) => (
                <TripCard
                  key={trip.id}
                  trip={trip}
                  href={packageHrefBySlug(trip)}
                  sizes={carouselCardSizes}
                />
              ))}
            </Carousel>
          </Container>
        </Section>
      )}

      <Section aria-labelledby="month-cta-title">
        <Container>
          <GoldPanel>
            <h2 id="month-cta-title">{cta.heading}</h2>
            <p>{cta.text}</p>
            {cta.buttonHref.startsWith('/') ? (
              <ButtonLink to={cta.buttonHref} data-variant="light">
                {cta.buttonText}
              </ButtonLink>
            ) : (
              <ButtonAnchor href={cta.buttonHref} data-variant="light">
                {cta.buttonText}
              </ButtonAnchor>
            )}
          </GoldPanel>
        </Container>
      </Section>
    </>
  );
}
