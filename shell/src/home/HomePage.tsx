import styled from '@emotion/styled';
import { ButtonLink, Hero, PlanningCallToAction, useHeroUnderHeader } from '@lux/shared';
import { useHomeSeo } from './homeSeo';

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
