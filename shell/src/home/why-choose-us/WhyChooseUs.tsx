import { Container, Section, SectionHead } from '@lux/shared';
import { Reasons } from './WhyChooseUs.styles';

/** SPEC 9: five fixed reasons. */
const reasons = [
  {
    title: 'Tailor-Made, Never Off the Shelf',
    text: 'Each itinerary is written for you alone, around your pace, your interests and the way you like to travel.',
  },
  {
    title: 'Specialists Who Have Been There',
    text: 'Our experts know their regions first-hand, from the quietest villa to the guide with the best stories.',
  },
  {
    title: 'Handpicked Stays',
    text: 'Palaces, lodges and island hideaways we have stayed in ourselves, chosen for character as much as comfort.',
  },
  {
    title: 'Private Guides and Drivers',
    text: 'Local people who share their world with you, at your own pace and never to a timetable.',
  },
  {
    title: 'Looked After Throughout',
    text: 'A team who watches over every connection while you travel, and answers the phone whenever you need us.',
  },
];

export function WhyChooseUs() {
  return (
    <Section aria-labelledby="why-title">
      <Container>
        <SectionHead eyebrow="Why travel with us" title="The Aurelia Difference" titleId="why-title" />
        <Reasons>
          {reasons.map((reason, index) => (
            <li key={reason.title}>
              <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </Reasons>
      </Container>
    </Section>
  );
}
