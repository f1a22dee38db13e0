import type { MiceDetail } from '@lux/shared';
import {
  ButtonLink,
  Container,
  Hero,
  PageSections,
  PlanningCallToAction,
  Section,
  SectionHead,
  detailPage,
} from '@lux/shared';
import registry from '../pages.json';
import { FaqList } from './FaqList';
import { Banner, Faqs } from './MicePage.styles';
import { useGetMiceDetailQuery } from '../api';

const eventKinds = ['Meetings', 'Incentives', 'Conference', 'Events'];

/** `/mice/:slug` (a slug, or an id as desktop lists and the footer link it). */
export default detailPage(registry.pages.MicePage, useGetMiceDetailQuery, {
  fallbackTitle: 'Meetings, Incentives, Conferences & Events',
  seo: (category) => category.seo,
  render: (category) => <MiceCategoryView category={category} />,
});

function MiceCategoryView({ category }: { category: MiceDetail }) {
  return (
    <>
      <Hero
        image={category.hero_image_url}
        eyebrow={category.name}
        title={category.hero_title}
        subtitle={category.hero_subtitle}
      />

      <Banner aria-label="What we plan">
        <Container>
          <ul>
            {eventKinds.map((kind) => (
              <li key={kind}>{kind}</li>
            ))}
          </ul>
          <ButtonLink to="/contact" data-variant="light">
            Let&apos;s Plan
          </ButtonLink>
        </Container>
      </Banner>

      {category.page_sections.length > 0 && (
        <Section aria-label={`About ${category.name}`}>
          <Container>
            <PageSections sections={category.page_sections} />
          </Container>
        </Section>
      )}

      {category.faqs.length > 0 && (
        <Section data-tone="sand" aria-labelledby="faq-title">
          <Container>
            <Faqs>
              <SectionHead eyebrow="Questions" title="Frequently Asked Questions" titleId="faq-title" />
              <FaqList faqs={category.faqs} />
            </Faqs>
          </Container>
        </Section>
      )}

      <PlanningCallToAction
        image={category.hero_image_url}
        heading="Plan Your Next Event With Us"
        text="Tell us about your group, your dates and what you want them to remember. We will come back with a programme and a clear price."
      />
    </>
  );
}
