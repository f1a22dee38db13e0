import type { WellnessCountry } from '@lux/shared';
import {
  Card,
  CardGrid,
  ContactDetails,
  Container,
  EnquiryModalButton,
  Eyebrow,
  Hero,
  Section,
  SectionHead,
  SectionTitle,
  cardGridSizes,
  detailPage,
  WithoutOrphan,
} from '@lux/shared';
import registry from '../pages.json';
import { ContactCard, Intro, IntroCopy, IntroText } from './WellnessCountryPage.styles';
import { useGetWellnessCountryQuery } from '../api';

/** `/wellness/countries/:slug` (a slug, or an id as the footer links it). */
export default detailPage(registry.pages.WellnessCountryPage, useGetWellnessCountryQuery, {
  fallbackTitle: 'Wellness Retreats',
  seo: (country) => country.seo,
  render: (country) => <WellnessCountryView country={country} />,
});

function WellnessCountryView({ country }: { country: WellnessCountry }) {
  return (
    <>
      <Hero
        image={country.wellness_hero_image_url}
        eyebrow="Wellness retreats"
        title={`Wellness Journeys In ${country.name}`}
      />

      <Section aria-labelledby="wellness-intro-title">
        <Container>
          <Intro>
            <IntroText>
              <Eyebrow>Our wellness journeys</Eyebrow>
              <SectionTitle id="wellness-intro-title">Rest, Restored to You</SectionTitle>
              <IntroCopy>
                <p>
                  A wellness journey with us begins with a conversation, not a brochure. We ask how you sleep,
                  what tires you and what you would like to come home with, then choose the retreat, the
                  programme and the length of stay that fit: a week of Ayurveda under a physician&apos;s care,
                  a few quiet days of yoga at first light, or a longer cleanse with nothing asked of you but
                  rest.
                </p>
                <p>
                  Every retreat we suggest is one our specialists have stayed at and return to. We arrange the
                  private transfers, the consultations before you arrive and the gentle days either side, so
                  that the calm you find there travels home with you.
                </p>
              </IntroCopy>
            </IntroText>
            <ContactCard aria-labelledby="wellness-contact-title">
              <h3 id="wellness-contact-title">
                <WithoutOrphan text="Speak to a Wellness Specialist" />
              </h3>
              <ContactDetails />
              <EnquiryModalButton destination={[country.name]}>Make an Inquiry</EnquiryModalButton>
            </ContactCard>
          </Intro>
        </Container>
      </Section>

      <Section data-tone="sand" aria-labelledby="retreats-title">
        <Container>
          <SectionHead
            eyebrow="Where to stay"
            title={`Wellness Retreats in ${country.name}`}
            titleId="retreats-title"
          />
          <CardGrid aria-labelledby="retreats-title">
            {country.hotels.map((hotel) => (
              <Card
                key={hotel.id}
                shape="portrait"
                image={{ src: hotel.hero_image_url, sizes: cardGridSizes.thirds }}
                eyebrow={hotel.location}
                title={hotel.name}
                description={hotel.summary}
                href={`/wellness/hotels/${hotel.slug}`}
                more="Discover the retreat"
              />
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  );
}
