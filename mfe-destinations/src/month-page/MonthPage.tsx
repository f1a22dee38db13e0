import type { MonthPage as MonthPageData } from '@lux/shared';
import {
  ButtonAnchor,
  ButtonLink,
  Card,
  Container,
  Hero,
  Section,
  SectionHead,
  countryHrefById,
  detailPage,
} from '@lux/shared';
import { TripCarousel } from '@lux/shared/carousel';
import registry from '../pages.json';
import { groupsOfThree } from './groupsOfThree';
import { DestinationGroup, Destinations, GoldPanel, Intro } from './MonthPage.styles';
import { useGetTravelByMonthQuery } from '../api';

const cardSizes = {
  wide: '(min-width: 1320px) 1192px, (min-width: 600px) 92vw, 100vw',
  half: '(min-width: 1320px) 590px, (min-width: 600px) 46vw, 100vw',
};

/** `/inspiration/travel-by-month/:monthName` (a month name in any case, or its number). */
export default detailPage(registry.pages.MonthPage, useGetTravelByMonthQuery, {
  fallbackTitle: 'Travel by Month',
  seo: (month) => month.seo,
  render: (month) => <Month month={month} />,
});

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
                      <Card
                        layout="overlay"
                        shape={size}
                        image={{ src: destination.image_url, sizes: cardSizes[size] }}
                        title={destination.name}
                        href={countryHrefById(destination)}
                        description={destination.description}
                      />
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
            <SectionHead
              eyebrow={`Journeys for ${month.name}`}
              title={`Trips at Their Best in ${month.name}`}
              titleId="month-trips-title"
            />
            <TripCarousel label={`Trips for ${month.name}`} trips={month.packages} />
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
