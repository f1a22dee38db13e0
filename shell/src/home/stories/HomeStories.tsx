import { Container, Section, StoryBlock } from '@lux/shared';
import { Stories } from './HomeStories.styles';

/**
 * Three stories of how we travel, pictured by journeys we sell that the collage and the trips above do
 * not already show; images alternate sides down the page.
 */
const stories = [
  {
    eyebrow: 'Made for you',
    heading: 'Every Journey Begins With a Conversation',
    text: 'We never start from a brochure. We start with you: how you like to wake up, the pace that suits you, the moments you will remember long after you are home.\n\nFrom that conversation your travel expert shapes a journey no one else will take, then refines it with you until every day feels right.',
    image: '/media/pkg-bhutan-punakha-dzong-river.webp#focus=45,46',
    imageAlt: 'Punakha Dzong at the meeting of two rivers, with jacarandas in bloom',
    buttonText: 'Speak to an Expert',
    buttonHref: '/enquire',
  },
  {
    eyebrow: 'Known first-hand',
    heading: 'Experts Who Have Walked Every Path',
    text: 'Our specialists have stayed in the lodges, walked the temple gardens and eaten at the tables we recommend. They know which room has the view, which guide tells the best stories and which morning the market is at its best.\n\nIt is knowledge you cannot find online, and it is in every journey we plan.',
    image: '/media/pkg-botswana-okavango-mokoro-floodplain.webp#focus=23,44',
    imageAlt: 'A mokoro gliding through the reeds of the Okavango',
    buttonText: 'Read Our Journal',
    buttonHref: '/journal',
  },
  {
    eyebrow: 'Quietly looked after',
    heading: 'With You From First Idea to Journey’s End',
    text: 'Private transfers, handpicked guides and a team a phone call away: while you travel, we watch over every connection so that you never have to.\n\nIf a flight moves or the weather turns, we have already made another plan.',
    image: '/media/pkg-seychelles-la-digue-granite-beach.webp#focus=61,51',
    imageAlt: 'Granite boulders on the beach of Anse Source d’Argent on La Digue',
    buttonText: 'About Us',
    buttonHref: '/about',
  },
];

export function HomeStories() {
  return (
    <Section data-tone="sand" aria-label="How we travel">
      <Container>
        <Stories>
          {stories.map((story, index) => (
            <StoryBlock key={story.heading} {...story} imagePosition={index % 2 === 0 ? 'left' : 'right'} />
          ))}
        </Stories>
      </Container>
    </Section>
  );
}
