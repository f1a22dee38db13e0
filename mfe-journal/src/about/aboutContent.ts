import { company, specialistCertifications } from '@lux/shared';

export const firstJourneys = company.founded - company.yearsOfExperience;

export const storyIntro = {
  eyebrow: 'Who we are',
  heading: 'The art of the unhurried journey',
  text: `We believe the finest journeys are never found in a brochure. They are shaped in conversation: around the way you like to wake, the pace at which you like to explore, and the moments you will want to remember.

Every itinerary we create begins with a blank page and a specialist who knows the destination first-hand, and it is looked after by the same person from your first call until you are home again.`,
};

export const ourStory = {
  lead: `${company.name} was founded in ${company.founded}, but our story began long before.`,
  paragraphs: [
    `For over ${company.yearsOfExperience} years, our founders have planned journeys for travellers from every corner of the world: first within some of the industry’s most respected houses, then for a growing circle of clients who returned, year after year, with a new idea of where to go next.`,
    'Along the way we learned what makes a journey unforgettable. Rarely the thread count; more often the guide who knows the back way into the temple before the crowds, the lodge that remembers how you take your coffee, the afternoon left deliberately empty. We founded our own house to offer that care to every traveller who comes to us.',
  ],
  facts: [
    { figure: `${company.yearsOfExperience}+`, label: 'Years of travel experience' },
    { figure: String(company.founded), label: 'The year we were founded' },
    { figure: String(specialistCertifications.length), label: 'Specialist certifications' },
  ],
};

export const values = [
  {
    name: 'Curiosity',
    text: 'We travel constantly and never stop asking questions: of the places we love, of the people who live there, and of the travellers we plan for. Curiosity is how we find the quiet courtyard, the new chef and the road not yet on the map.',
  },
  {
    name: 'Thoughtfulness',
    text: 'A great journey is a thousand small decisions made well. We consider every one, from the timing of a transfer to the room with the better view, so that all you notice is how effortless it feels.',
  },
  {
    name: 'Humility',
    text: 'We are guests wherever we go. We listen more than we speak, work with local partners who know their homes better than we ever could, and measure our success by your experience, never by our own.',
  },
];

export const purposes = [
  {
    audience: 'For Our Clients',
    text: 'To give back the time and attention that travel deserves. We take care of every detail so that you can be entirely present: journeys built around your passions, the reassurance of someone always on hand, and moments you will still be talking about years from now.',
  },
  {
    audience: 'For Our Partners',
    text: 'To be the partner we would want ourselves. We work with independent hotels, guides and communities on fair and lasting terms, send them travellers who respect what they have built, and help them share their places in a way that lets those places thrive.',
  },
];

export const milestones = [
  {
    when: String(firstJourneys),
    title: 'The first journeys',
    text: 'Our founders design their first private journeys: a honeymoon among the tea hills of Sri Lanka, a family safari in South Africa. Word of mouth does the rest.',
  },
  {
    when: 'The years between',
    title: 'Learning the world by heart',
    text: `Years on the road, building friendships with guides, lodge owners and hoteliers across six continents, and earning specialist certification in ${specialistCertifications.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
  },
  {
    when: String(company.founded),
    title: `${company.name} is founded`,
    text: `Over ${company.yearsOfExperience} years of experience are brought together under one name, with one promise: every journey designed from a blank page, for you alone.`,
  },
  {
    when: 'Today',
    title: 'Your journey, next',
    text: 'We still travel, listen and learn every season, and we would love to hear where you would like to go next.',
  },
];
