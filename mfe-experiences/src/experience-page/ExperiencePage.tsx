import type { ExperienceDetail } from '@lux/shared';
import {
  Container,
  Hero,
  Overview,
  PageSections,
  PlanningCallToAction,
  Section,
  SectionHead,
  detailPage,
} from '@lux/shared';
import { TripCarousel } from '@lux/shared/carousel';
import registry from '../pages.json';
import { Summary } from './ExperiencePage.styles';
import { linesOf } from './linesOf';
import { Testimonials } from './Testimonials';
import { useGetExperienceDetailQuery } from '../api';

/** `/experiences/:experienceSlug` (a slug, or an id as the footer links it). */
export default detailPage(registry.pages.ExperiencePage, useGetExperienceDetailQuery, {
  fallbackTitle: 'Experiences',
  seo: (experience) => experience.seo,
  heroUnderHeader: true,
  render: (experience) => <Experience experience={experience} />,
});

function Experience({ experience }: { experience: ExperienceDetail }) {
  const tripsTitle = `Our Favourite Luxury Trips for ${experience.name}`;
  return (
    <>
      <Hero
        size="full"
        image={experience.hero_image_url}
        video={experience.is_hero_video ? experience.hero_video_url : null}
        eyebrow={experience.name}
        title={experience.hero_title}
      />

      <Section aria-labelledby="description-title">
        <Container>
          <Overview eyebrow="The experience" title={experience.description_title} titleId="description-title">
            {linesOf(experience.description_paragraphs).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
            <Summary>{experience.description_summary}</Summary>
          </Overview>
        </Container>
      </Section>

      {experience.packages.length > 0 && (
        <Section data-tone="sand" aria-labelledby="trips-title">
          <Container>
            <SectionHead eyebrow="Journeys" title={tripsTitle} titleId="trips-title" />
            <TripCarousel label={`Favourite trips for ${experience.name}`} trips={experience.packages} />
          </Container>
        </Section>
      )}

      <Section aria-labelledby="trust-title">
        <Container>
          <SectionHead eyebrow="Travel with us" title={experience.why_trust_us_title} titleId="trust-title" />
          <PageSections sections={experience.page_sections} headingLevel={3} />
        </Container>
      </Section>

      {experience.testimonials.length > 0 && <Testimonials testimonials={experience.testimonials} />}

      <PlanningCallToAction
        image={experience.hero_image_url}
        heading={`Start Planning Your ${experience.name}`}
        text="Tell us who is travelling and what you dream of. A travel expert will shape every day around you."
      />
    </>
  );
}
