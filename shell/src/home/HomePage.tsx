import styled from '@emotion/styled';
import { ButtonLink, Hero, PlanningCallToAction, useHeroUnderHeader } from '@lux/shared';
import { HydratesLater } from '../app/pageHydration';
import { Certifications } from './certifications/Certifications';
import { ExploreTrips } from './explore-trips/ExploreTrips';
import { useHomeSeo } from './homeSeo';
import { JourneyGrid } from './journey-grid/JourneyGrid';
import { RotatingTestimonials } from './rotating-testimonials/RotatingTestimonials';
import { HomeStories } from './stories/HomeStories';
import { TestimonialCollage } from './testimonial-collage/TestimonialCollage';
import { WhyChooseUs } from './why-choose-us/WhyChooseUs';

/** The sections between the hero and the closing call to action, in SPEC 1's order. */
const belowTheFold = [
  TestimonialCollage,
  JourneyGrid,
  ExploreTrips,
  HomeStories,
  WhyChooseUs,
  Certifications,
  RotatingTestimonials,
];

/** SPEC 1's eight sections in order, with the rotating testimonials before the closing call to action. */
export function HomePage() {
  useHomeSeo();
  // The hero is part of the page itself, not loaded data: it is under the header from the first paint.
  useHeroUnderHeader();
  return (
    <>
      <Hero
        size="full"
        image="/media/site-home-hero.webp"
        eyebrow="Bespoke luxury travel"
        title={
          <>
            Journey Within
            <HeroLine>Journey Beyond</HeroLine>
          </>
        }
        subtitle="Unhurried, private journeys shaped around the way you love to travel."
      >
        <ButtonLink to="/experiences/6" data-variant="light">
          Inspire Me
        </ButtonLink>
      </Hero>
      {belowTheFold.map((Section, index) => (
        <BelowTheFold key={index}>
          {/* Each section hydrates in a pass of its own: the whole page in one held the main thread 35-55 ms. */}
          <HydratesLater>
            <Section />
          </HydratesLater>
        </BelowTheFold>
      ))}
      <PlanningCallToAction
        heading="Your journey begins with a conversation"
        text="Tell us where you dream of going. A travel expert will design a journey around you, down to the last detail."
      />
    </>
  );
}

const HeroLine = styled.span`
  display: block;
  font-style: italic;
`;

// The browser lays out and paints a section only once it nears the screen: on this long page every
// layout (the first, each font's arrival, hydration) otherwise covers all eight sections. It keeps a
// section's last height once shown; until then the estimate holds its place.
const BelowTheFold = styled.div`
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
`;
