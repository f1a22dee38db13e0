import styled from '@emotion/styled';
import { ButtonLink, CallToAction, EnquiryModalButton, Hero } from '@lux/shared';
import { useHomeSeo } from './homeSeo';

export function HomePage() {
  useHomeSeo();
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
      <CallToAction
        eyebrow="Start planning"
        heading="Your journey begins with a conversation"
        text="Tell us where you dream of going. A travel expert will design a journey around you, down to the last detail."
      >
        <EnquiryModalButton data-variant="light">Start Planning</EnquiryModalButton>
      </CallToAction>
    </>
  );
}

const HeroLine = styled.span`
  display: block;
  font-style: italic;
`;
