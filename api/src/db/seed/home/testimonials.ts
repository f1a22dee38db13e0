import type { SeedCollageItem, SeedRotatingTestimonial } from './types';

/**
 * The testimonial collage: travellers' words about journeys we sell, each shown with a picture of that
 * journey. On wide screens the pictures gather at both sides of the quote; on phones they fill a box
 * above it. Places are whole percentages of the collage's box (9:4 wide, 4:5 on phones).
 */
export const seedTestimonialCollage: SeedCollageItem[] = [
  {
    name: 'Ananya Rao',
    location: 'Mumbai, India',
    quote:
      'We asked for eight days of doing nothing, and it was planned beautifully: breakfast on a sandbank the first morning, a reef we swam to from our own steps, and not a single queue.',
    journey: 'maldives-two-atolls',
    picture: 'pkg-maldives-sandbank-dinner-sunset',
    position: { top: 0, left: 1, width: 12 },
    mobilePosition: { top: 0, left: 0, width: 30 },
  },
  {
    name: 'James Carter',
    location: 'London, United Kingdom',
    quote:
      'Our guide read the Mara River like a book. On the third morning he had us in place, coffee in hand, an hour before the first wildebeest crossed. I still don’t know how he knew.',
    journey: 'kenya-great-migration-in-the-masai-mara',
    picture: 'pkg-kenya-mara-lion-safari',
    position: { top: 12, left: 16, width: 11 },
    mobilePosition: { top: 4, left: 35, width: 28 },
  },
  {
    name: 'Meera Iyer',
    location: 'Bengaluru, India',
    quote:
      'From the ryokan in Hakone to a Kyoto temple garden opened early for the two of us, every day felt considered. Japan asks you to slow down; this journey let us.',
    journey: 'japan-classic-tokyo-hakone-kyoto',
    picture: 'pkg-japan-hakone-ryokan-mountain',
    position: { top: 38, left: 3, width: 13 },
    mobilePosition: { top: 0, left: 68, width: 32 },
  },
  {
    name: 'Daniel Brooks',
    location: 'New York, United States',
    quote:
      'Petra by candlelight, then a night under the stars in Wadi Rum: two of the finest evenings of my life, arranged without a single hitch.',
    journey: 'jordan-petra-wadi-rum-and-dead-sea',
    picture: 'pkg-jordan-wadi-rum-desert-camp',
    position: { top: 58, left: 18, width: 11 },
    mobilePosition: { top: 36, left: 4, width: 26 },
  },
  {
    name: 'Rohan Kapoor',
    location: 'New Delhi, India',
    quote:
      'We reached Machu Picchu on the first train, ahead of the crowds, with a guide who grew up in the Sacred Valley. My father is seventy-four; he calls it the journey of his life.',
    journey: 'peru-cusco-sacred-valley-and-machu-picchu',
    picture: 'pkg-peru-sacred-valley-terraces',
    position: { top: 0, left: 72, width: 12 },
    mobilePosition: { top: 35, left: 36, width: 30 },
  },
  {
    name: 'Charlotte Hughes',
    location: 'Edinburgh, United Kingdom',
    quote:
      'Fiordland in soft rain, Queenstown in sunshine, a lakeside lodge where the owner cooked for us. The pacing was perfect: even the long drives never felt long.',
    journey: 'new-zealand-south-island-grand-tour',
    picture: 'pkg-new-zealand-queenstown-lake-mountain',
    position: { top: 10, left: 87, width: 12 },
    mobilePosition: { top: 37, left: 72, width: 28 },
  },
  {
    name: 'Nisha Shah',
    location: 'Ahmedabad, India',
    quote:
      'Our children still talk about the elephants at dusk and the tea planter who let them pick their own leaves. It felt like travelling with friends who live there.',
    journey: 'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
    picture: 'pkg-sigiriya-rock-fort-jungle',
    position: { top: 40, left: 73, width: 11 },
    mobilePosition: { top: 68, left: 10, width: 32 },
  },
  {
    name: 'Aisha Al Mansoori',
    location: 'Dubai, United Arab Emirates',
    quote:
      'A boat to Capri before the day-trippers, lunch at a family trattoria above Positano, and a driver who knew every bend. It was the Amalfi Coast I had always imagined.',
    journey: 'amalfi-coast-and-capri',
    picture: 'pkg-amalfi-capri-faraglioni-boat',
    position: { top: 52, left: 86, width: 13 },
    mobilePosition: { top: 70, left: 52, width: 30 },
  },
];

/** The rotating testimonials block's five entries, in order. */
export const seedRotatingTestimonials: SeedRotatingTestimonial[] = [
  {
    quote:
      'Every detail was anticipated before we thought to ask. It is the first holiday I have come home from more rested than when I left.',
    name: 'Kavita Menon',
    location: 'Chennai, India',
    journey: 'kerala-backwaters-and-spice-hills',
  },
  {
    quote:
      'Silence on the Okavango at dawn, a leopard in the sausage tree at dusk. Our guide’s patience turned a good safari into an extraordinary one.',
    name: 'Thomas Whitfield',
    location: 'Surrey, United Kingdom',
    journey: 'botswana-okavango-delta-and-chobe',
  },
  {
    quote:
      'The climb to the Tiger’s Nest was the hardest thing I have done on holiday, and the most moving. The team had thought about every step, even the ones I nearly didn’t take.',
    name: 'Elena Rossi',
    location: 'Milan, Italy',
    journey: 'bhutan-dzongs-valleys-and-the-tigers-nest',
  },
  {
    quote:
      'They moved our glacier day twice to follow the weather, and on our last night the northern lights came out over the lagoon. Calm, flexible and always a step ahead.',
    name: 'Michael Chen',
    location: 'San Francisco, United States',
    journey: 'iceland-glaciers-lagoons-and-northern-lights',
  },
  {
    quote:
      'We knew Rajasthan, but never like this: dinner on a Jodhpur rampart, the Taj Mahal at sunrise with almost no one there. We are already planning our next journey.',
    name: 'Dev Malhotra',
    location: 'Pune, India',
    journey: 'palaces-of-rajasthan-and-the-taj-mahal',
  },
];
