import {
  ButtonLink,
  CallToAction,
  CertificationBadges,
  colors,
  Container,
  Eyebrow,
  Hero,
  ResponsiveImage,
  Section,
  SectionTitle,
  StoryBlock,
  travelAgency,
  usePageMeta,
} from '@lux/shared';
import { firstJourneys, milestones, ourStory, purposes, storyIntro, values } from './aboutContent';
import {
  Centered,
  Facts,
  JourneyLayout,
  Lead,
  PurposeImage,
  PurposeLayout,
  PurposeList,
  StoryColumns,
  Timeline,
  ValueList,
} from './AboutPage.styles';

const numerals = ['I', 'II', 'III'];

export default function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description:
      'Meet the travel experts behind our bespoke journeys: our story, our values and the certifications we hold.',
    structuredData: [travelAgency()],
  });

  return (
    <>
      <Hero
        image="/media/site-about-hero.webp"
        eyebrow="About us"
        title="Travel, Thoughtfully Made"
        subtitle="A small house of travel experts, designing private journeys with curiosity, care and an eye for the details that matter."
      />

      <Section>
        <Container>
          <StoryBlock
            {...storyIntro}
            image="/media/site-about-story.webp"
            buttonText="Start a Conversation"
            buttonHref="/enquire"
          />
        </Container>
      </Section>

      <Section data-tone="sand" aria-labelledby="about-story">
        <Container>
          <StoryColumns>
            <div>
              <Eyebrow>Where we began</Eyebrow>
              <SectionTitle id="about-story">Our Story</SectionTitle>
              <Lead>{ourStory.lead}</Lead>
            </div>
            <div>
              {ourStory.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </StoryColumns>
          <Facts>
            {ourStory.facts.map(({ figure, label }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{figure}</dd>
              </div>
            ))}
          </Facts>
        </Container>
      </Section>

      <Section aria-labelledby="about-values">
        <Container>
          <Centered>
            <Eyebrow>What guides us</Eyebrow>
            <SectionTitle id="about-values">Our Values</SectionTitle>
          </Centered>
          <ValueList>
            {values.map(({ name, text }, index) => (
              <li key={name}>
                <span aria-hidden="true">{numerals[index]}</span>
                <h3>{name}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ValueList>
        </Container>
      </Section>

      <Section data-tone="sand" aria-labelledby="about-purpose">
        <Container>
          <PurposeLayout>
            <PurposeImage>
              <ResponsiveImage
                src="/media/site-about-purpose.webp"
                alt=""
                sizes="(min-width: 1320px) 580px, (min-width: 900px) 45vw, 100vw"
              />
            </PurposeImage>
            <div>
              <Eyebrow>Why we do it</Eyebrow>
              <SectionTitle id="about-purpose">Our Purpose</SectionTitle>
              <Lead>
                To make travel meaningful, for those who journey with us and for those who welcome them.
              </Lead>
              <PurposeList>
                {purposes.map(({ audience, text }) => (
                  <div key={audience}>
                    <h3>{audience}</h3>
                    <p>{text}</p>
                  </div>
                ))}
              </PurposeList>
            </div>
          </PurposeLayout>
        </Container>
      </Section>

      <Section aria-labelledby="about-journey">
        <Container>
          <JourneyLayout>
            <div>
              <Eyebrow>Since {firstJourneys}</Eyebrow>
              <SectionTitle id="about-journey">Our Journey</SectionTitle>
              <ResponsiveImage
                src="/media/site-about-journey.webp"
                alt=""
                sizes="(min-width: 1320px) 560px, (min-width: 900px) 42vw, 100vw"
              />
            </div>
            <Timeline>
              {milestones.map(({ when, title, text }) => (
                <li key={title}>
                  <p>{when}</p>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </li>
              ))}
            </Timeline>
          </JourneyLayout>
        </Container>
      </Section>

      <Section data-tone="night" aria-labelledby="about-certifications">
        <Container>
          <Centered>
            <Eyebrow css={{ color: colors.goldLight }}>Recognised expertise</Eyebrow>
            <SectionTitle id="about-certifications">Certified Specialists</SectionTitle>
            <p>
              Our travel experts are certified through the official specialist programmes of four destinations
              we know by heart, earned with rigorous training and long seasons on the ground.
            </p>
          </Centered>
          <CertificationBadges tone="dark" />
        </Container>
      </Section>

      <CallToAction
        eyebrow="Travel calendar"
        heading="Where to Go, and When"
        text="From cherry blossom in spring to the great migration, every month has its moment. Let our travel calendar lead you to the right place at the right time."
      >
        <ButtonLink to="/inspiration/travel-by-month/january" data-variant="light">
          Explore the Travel Calendar
        </ButtonLink>
      </CallToAction>
    </>
  );
}
