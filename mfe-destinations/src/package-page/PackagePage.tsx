import type { PackageDetail } from '@lux/shared';
import {
  Accordion,
  ButtonLink,
  Container,
  Eyebrow,
  Paragraphs,
  PlanningCallToAction,
  Section,
  SectionHead,
  SectionTitle,
  detailPage,
  keepTogether,
  touristTrip,
} from '@lux/shared';
import { GallerySlider, TripCarousel } from '@lux/shared/carousel';
import registry from '../pages.json';
import { Facts, Gallery, Header, ItineraryLayout, Lead, MakeItYours } from './PackagePage.styles';
import { useGetPackageDetailQuery } from '../api';

/** `/packages/:slug` (a slug, or an id as continent pages link it). */
export default detailPage(registry.pages.PackagePage, useGetPackageDetailQuery, {
  fallbackTitle: 'Journeys',
  seo: (trip) => trip.seo,
  structuredData: (trip) => [touristTrip(trip)],
  render: (trip) => <Package trip={trip} />,
});

// Subheadings that already say which day they are need no 'Day n' beside them.
const namesItsDay = /^day\s*\d/i;

function Package({ trip }: { trip: PackageDetail }) {
  const days = trip.itinerary_days.map((day) => ({
    id: String(day.id),
    marker: namesItsDay.test(day.subheading) ? undefined : `Day ${day.day_number}`,
    title: day.subheading,
    content: <Paragraphs text={day.description} />,
  }));

  return (
    <>
      <Header>
        <Container>
          <Eyebrow>{trip.parent_location}</Eyebrow>
          <h1>{trip.name}</h1>
          <Facts>
            <div>
              <dt>When</dt>
              <dd>{trip.travel_season_text}</dd>
            </div>
            <div>
              <dt>How Long</dt>
              <dd>{keepTogether(trip.duration_text)}</dd>
            </div>
          </Facts>
          {trip.description && <Lead>{trip.description}</Lead>}
        </Container>
      </Header>

      {trip.gallery_images.length > 0 && (
        <Gallery>
          <GallerySlider
            label={`Photographs of ${trip.name}`}
            images={trip.gallery_images.map((image) => ({ src: image.image_url, alt: image.alt_text }))}
            sizes="(min-width: 1320px) 1192px, calc(100vw - 2 * clamp(20px, 5vw, 64px))"
            priority
          />
        </Gallery>
      )}

      <Section aria-labelledby="itinerary-title">
        <Container>
          <ItineraryLayout>
            <div>
              <Eyebrow>The itinerary</Eyebrow>
              <SectionTitle id="itinerary-title">A Day-by-Day Look at Your Itinerary</SectionTitle>
              <Accordion items={days} defaultOpen={days.slice(0, 1).map((day) => day.id)} />
            </div>
            <MakeItYours aria-labelledby="make-it-yours-title">
              <Eyebrow>Tailor-made</Eyebrow>
              <h2 id="make-it-yours-title">Make This Itinerary Yours</h2>
              <p>
                This journey is a starting point. Change the pace, the hotels or the route: a travel expert
                will shape every day around you.
              </p>
              <ButtonLink to="/enquire">Start Planning</ButtonLink>
            </MakeItYours>
          </ItineraryLayout>
        </Container>
      </Section>

      {trip.similar_packages.length > 0 && (
        <Section data-tone="sand" aria-labelledby="similar-title">
          <Container>
            <SectionHead eyebrow="You may also like" title="Similar Journeys" titleId="similar-title" />
            <TripCarousel label="Similar journeys" trips={trip.similar_packages} />
          </Container>
        </Section>
      )}

      <PlanningCallToAction
        image={trip.featured_image}
        heading="Ready When You Are"
        destination={[trip.name, trip.parent_location]}
        text={`Tell us when you would like to travel and who is coming. We will make ${trip.name} entirely your own.`}
      />
    </>
  );
}
