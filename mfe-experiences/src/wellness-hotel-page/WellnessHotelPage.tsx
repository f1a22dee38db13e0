import type { WellnessHotel } from '@lux/shared';
import {
  Card,
  CardGrid,
  Container,
  Eyebrow,
  JournalTeaser,
  PageSections,
  PlanningCallToAction,
  Section,
  SectionHead,
  cardGridSizes,
  detailPage,
} from '@lux/shared';
import { GallerySlider } from '@lux/shared/carousel';
import { Link } from 'react-router';
import registry from '../pages.json';
import { TherapyDrawer } from './TherapyDrawer';
import { useTherapyDrawer } from './useTherapyDrawer';
import { GroupTitle, Header, Slider, TherapyGroups } from './WellnessHotelPage.styles';
import { useGetWellnessHotelQuery } from '../api';

/** `/wellness/hotels/:slug` (a slug, or an id). */
export default detailPage(registry.pages.WellnessHotelPage, useGetWellnessHotelQuery, {
  fallbackTitle: 'Wellness Retreats',
  seo: (hotel) => hotel.seo,
  render: (hotel) => <WellnessHotelView hotel={hotel} />,
});

function WellnessHotelView({ hotel }: { hotel: WellnessHotel }) {
  const drawer = useTherapyDrawer();
  return (
    <>
      <Slider>
        <GallerySlider
          label={`Photographs of ${hotel.name}`}
          images={hotel.gallery_images.map((image) => ({
            src: image.image_url,
            alt: image.alt_text,
            heading: image.heading,
          }))}
          sizes="(min-width: 1320px) 1192px, calc(100vw - 2 * clamp(20px, 5vw, 64px))"
          priority
        />
      </Slider>

      <Header>
        <Container>
          <Eyebrow>
            <Link to={`/wellness/countries/${hotel.country.slug}`}>Wellness in {hotel.country.name}</Link>
          </Eyebrow>
          <h1>{hotel.name}</h1>
          <p>{hotel.location}</p>
        </Container>
      </Header>

      {hotel.therapies.length > 0 && (
        <Section data-tone="sand" aria-labelledby="therapies-title">
          <Container>
            <SectionHead eyebrow="Therapies" title="Therapies and Programmes" titleId="therapies-title" />
            <TherapyGroups>
              {hotel.therapies.map((group, groupIndex) => {
                const groupTitleId = `therapy-group-${groupIndex}`;
                return (
                  <section key={group.heading} aria-labelledby={groupTitleId}>
                    <GroupTitle id={groupTitleId}>{group.heading}</GroupTitle>
                    <CardGrid aria-labelledby={groupTitleId}>
                      {group.items.map((therapy) => (
                        <Card
                          key={therapy.id}
                          headingLevel={4}
                          image={{ src: therapy.imageUrl, sizes: cardGridSizes.thirds }}
                          eyebrow={therapy.parent_program}
                          title={therapy.title}
                          description={therapy.description}
                          action={{
                            label: 'Read More',
                            onPress: () => drawer.show(therapy),
                            opensDialog: true,
                          }}
                        />
                      ))}
                    </CardGrid>
                  </section>
                );
              })}
            </TherapyGroups>
          </Container>
        </Section>
      )}

      {hotel.content_sections.length > 0 && (
        <Section aria-label={`About ${hotel.name}`}>
          <Container>
            <PageSections sections={hotel.content_sections} />
          </Container>
        </Section>
      )}

      <Section data-tone="sand" aria-label="Inspiration">
        <Container>
          <JournalTeaser place={hotel.country.name} />
        </Container>
      </Section>

      <PlanningCallToAction
        image={hotel.gallery_images[0]?.image_url}
        heading={`Plan Your Stay at ${hotel.name}`}
        destination={[hotel.name, hotel.country.name]}
        text="Tell us what you hope to come home with. A wellness specialist will suggest the programme and the length of stay."
      />

      <TherapyDrawer
        therapy={drawer.therapy}
        open={drawer.open}
        onOpenChange={drawer.onOpenChange}
        duration={drawer.duration}
        onDurationChange={drawer.chooseDuration}
      />
    </>
  );
}
