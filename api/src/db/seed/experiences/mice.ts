import { section } from '../destinations/builders';
import type { SeedMiceCategory } from './types';

const letsTalk = { text: 'Talk to Our Events Team', href: '/contact' };

/** The MICE menu in order; ids are fixed, corporate incentives is 4 (the footer links `/mice/4`). */
export const seedMiceCategories: SeedMiceCategory[] = [
  {
    id: 1,
    slug: 'meetings',
    name: 'Meetings',
    heroTitle: 'Board Meetings and Leadership Summits in Inspiring Places',
    heroSubtitle: 'Private, focused meetings for ten to one hundred people, with every detail handled',
    hero: 'mice-meetings-udaipur-lake-palace-boardroom',
    sections: [
      section('Rooms That Help People Think', 'mice-meetings-udaipur-lake-pichola-terrace-pool', [
        'A board meeting in a palace on Lake Pichola, a strategy day in a Cotswold manor, a leadership summit in a ryokan in Kyoto: the right setting sharpens minds and makes decisions easier.',
        'We choose venues for their light, quiet and service, and check the connectivity and technical support ourselves.',
      ]),
      section(
        'Everything Between the Sessions',
        'mice-meetings-kyoto-ryokan-garden-temple',
        'Airport meet-and-greet, private transfers, dietary requirements, confidential printing and an evening that brings the team together: one coordinator handles it all.',
        letsTalk,
      ),
    ],
    faqs: [
      [
        'How many people can you host for a meeting?',
        'We plan meetings from ten to around one hundred delegates. Above that, our conference team takes over, so the scale of venue and production matches the group.',
      ],
      [
        'How far ahead should we book?',
        'Ideally four to six months, and nine months for peak season in Rajasthan (October to March) or for exclusive-use venues. We can often arrange smaller meetings within four weeks.',
      ],
      [
        'Can you arrange a board meeting in a heritage palace?',
        'Yes. We work with palace hotels in Udaipur, Jodhpur and Jaipur that have private boardrooms, durbar halls and terraces suitable for confidential meetings.',
      ],
      [
        'Do you handle audio-visual equipment and connectivity?',
        'Yes. We confirm bandwidth, projection, microphones and hybrid-meeting equipment with each venue, and provide an on-site technician for every meeting.',
      ],
      [
        'Can remote participants join by video?',
        'Yes. We set up hybrid meetings with cameras, ceiling microphones and a dedicated connection, and test them with your IT team the day before.',
      ],
      [
        'How do you keep our meeting confidential?',
        'We sign non-disclosure agreements on request, use private rooms away from public areas, and limit briefings to the staff who need to know.',
      ],
      [
        'Can you organise visas and flights for attendees?',
        'Yes. Our travel team books flights, supports visa applications with invitation letters and manages changes for every delegate.',
      ],
      [
        'What happens if the meeting date changes?',
        'We negotiate flexible terms with venues wherever possible and explain every cancellation condition before you sign, so a change costs as little as it can.',
      ],
      [
        'Can you arrange activities around the meeting?',
        'Yes: a sunset boat on Lake Pichola, a private tea ceremony in Kyoto or a cookery class in Tuscany, timed so that they refresh rather than tire the group.',
      ],
      [
        'Do you cater for dietary requirements?',
        'Yes. We collect every attendee’s requirements in advance, including Jain, vegan, halal, kosher and allergy needs, and brief each kitchen.',
      ],
      [
        'Is there one person we deal with?',
        'Yes. A dedicated coordinator plans your meeting with you and is on site throughout, with our office supporting around the clock.',
      ],
      [
        'How do you price a meeting?',
        'We send a transparent proposal with venue, accommodation, meals, technical support and our fee shown separately, so there are no surprises.',
      ],
    ],
    metaDescription:
      'Board meetings and leadership summits in palaces, manors and ryokan, with technical support, confidentiality and every detail handled.',
    keywords: [
      'board meeting venues',
      'leadership summit',
      'corporate meetings abroad',
      'palace meeting venue',
    ],
  },
  {
    id: 2,
    slug: 'conferences',
    name: 'Conferences',
    heroTitle: 'Conferences That Delegates Remember',
    heroSubtitle:
      'From one hundred to two thousand delegates, in cities and resorts across Asia, Europe and the Middle East',
    hero: 'mice-conference-singapore-skyline',
    sections: [
      section('Venues With Room to Grow', 'mice-conference-dubai-marina-skyline-terrace', [
        'Singapore’s Marina Bay, Dubai’s convention halls, Lisbon’s riverside centres and the great hotels of Bangkok host conferences of every size. We shortlist venues by capacity, access and character.',
        'We handle registration, accommodation blocks, production and transfers, so your team can focus on the content.',
      ]),
      section(
        'Production and Delegate Care',
        'mice-conference-lisbon-tagus-riverside-harbour',
        'Stage design, simultaneous interpretation, live streaming and a delegate app, with a help desk at the hotel and the venue throughout.',
        letsTalk,
      ),
    ],
    faqs: [
      [
        'Which cities do you recommend for an international conference?',
        'Singapore, Dubai, Bangkok, Lisbon and Colombo combine excellent venues with easy flights. We advise on each by season, visa rules and cost per delegate.',
      ],
      [
        'How large a conference can you manage?',
        'We manage conferences from one hundred to around two thousand delegates, with partner production companies we have worked with for years.',
      ],
      [
        'Do you manage delegate registration?',
        'Yes. We provide an online registration site with payment, accommodation choice and dietary requirements, and daily reports for your team.',
      ],
      [
        'Can you arrange hotel room blocks?',
        'Yes. We negotiate blocks at several hotels near the venue, with release dates that protect you from paying for empty rooms.',
      ],
      [
        'Do you provide stage and audio-visual production?',
        'Yes: staging, lighting, sound, LED screens, recording and live streaming, designed to your brand and tested at a full rehearsal.',
      ],
      [
        'Can you provide simultaneous interpretation?',
        'Yes. We book interpreters and booths for any language pair and provide receivers or an app for delegates.',
      ],
      [
        'How do you handle visas for delegates?',
        'We prepare invitation letters, advise on visa rules for each nationality and track applications so nobody is left behind.',
      ],
      [
        'Can you organise the gala dinner?',
        'Yes: from a ballroom dinner to a desert gala outside Dubai or a rooftop reception above Marina Bay, with entertainment and speeches planned to the minute.',
      ],
      [
        'Do you offer partner and spouse programmes?',
        'Yes. We arrange tours, cookery classes and spa days for accompanying partners while the conference is in session.',
      ],
      [
        'How do you make a conference more sustainable?',
        'We choose certified venues, reduce printed material with a delegate app, plan menus around local produce and offer carbon offsetting for flights.',
      ],
      [
        'What support is there on the day?',
        'Our team staffs the registration desk, the speakers’ room and the hotel help desk, with a coordinator reachable at any hour.',
      ],
      [
        'When should we start planning?',
        'For more than five hundred delegates, twelve to eighteen months ahead; for smaller conferences, six to nine months is usually enough.',
      ],
    ],
    metaDescription:
      'International conference planning in Singapore, Dubai, Bangkok and Lisbon: venues, registration, production, interpretation and delegate care.',
    keywords: [
      'conference planning',
      'international conference venues',
      'Singapore conference',
      'Dubai conference',
    ],
  },
  {
    id: 3,
    slug: 'events-and-launches',
    name: 'Events & Launches',
    heroTitle: 'Product Launches and Corporate Events With a Sense of Occasion',
    heroSubtitle:
      'Launches, galas and celebrations in unforgettable settings, produced from concept to curtain',
    hero: 'mice-events-jodhpur-fort-gala-lanterns',
    sections: [
      section('A Setting Worth Talking About', 'mice-events-abu-dhabi-desert-dunes-gala', [
        'Launch a car on the dunes outside Abu Dhabi, unveil a collection in a Jodhpur fort lit by a thousand lanterns, or celebrate a company anniversary on a private island in the Maldives.',
        'We find the venue, secure the permissions and build the event around your story.',
      ]),
      section(
        'Production From Concept to Curtain',
        'mice-events-maldives-island-beach-stage',
        'Creative concept, staging, lighting, entertainment, catering and guest logistics, delivered by one team with a single plan.',
        letsTalk,
      ),
    ],
    faqs: [
      [
        'What kinds of events do you produce?',
        'Product launches, company anniversaries, award nights, galas and client hospitality, for fifty to one thousand guests.',
      ],
      [
        'Can you hold an event in a heritage fort or palace?',
        'Yes. We work with Mehrangarh Fort in Jodhpur, the City Palace in Udaipur and other heritage venues, and handle the permissions they require.',
      ],
      [
        'Do you create the event concept?',
        'Yes. Our creative team develops a concept, theme and run of show with you, then produces it with trusted partners.',
      ],
      [
        'Can you arrange entertainment?',
        'Yes: from Rajasthani folk musicians and Kalbelia dancers to international DJs, orchestras and celebrity hosts.',
      ],
      [
        'Do you handle permits and licences?',
        'Yes. We obtain permits for outdoor venues, fireworks, drones and alcohol, and arrange security and insurance.',
      ],
      [
        'Can you manage press and influencers at a launch?',
        'We coordinate with your PR agency on guest lists, press areas, photography and interviews, and can host media from abroad.',
      ],
      [
        'How far ahead should we plan a launch?',
        'Six to nine months for a large launch abroad; three months is possible for smaller events at venues we know well.',
      ],
      [
        'Can you fly guests in from several countries?',
        'Yes. We manage flights, visas, arrivals and accommodation for guests from every market, with a host at each airport.',
      ],
      [
        'What about weather for outdoor events?',
        'Every outdoor event has a tested wet-weather or wind plan, and in deserts we plan for the evening cold and sand.',
      ],
      [
        'Can you brand the venue?',
        'Yes: staging, projection mapping, signage and gifting, designed to your brand guidelines and approved before production.',
      ],
      [
        'Do you film and photograph events?',
        'Yes. We book photographers, videographers and drone operators and deliver edited content within days.',
      ],
      [
        'Do you provide a budget before we commit?',
        'Yes. Every proposal has an itemised budget, and we update it as choices are made so you always know where you stand.',
      ],
    ],
    metaDescription:
      'Product launches, galas and corporate celebrations in forts, palaces, deserts and islands, produced from creative concept to curtain.',
    keywords: ['product launch venues', 'corporate events abroad', 'gala dinner', 'event production'],
  },
  {
    id: 4,
    slug: 'corporate-incentives',
    name: 'Corporate Incentives',
    heroTitle: 'Corporate Incentive Travel That Rewards Your Best People',
    heroSubtitle:
      'Unforgettable journeys for your top performers, from Rajasthan’s dunes to Bali’s rice terraces',
    hero: 'mice-incentives-jaisalmer-dunes-lanterns',
    sections: [
      section('Rewards That Motivate', 'mice-incentives-bali-ubud-rice-terraces', [
        'The best incentive trips are experiences no one could buy for themselves: a private dinner in the Thar desert under the stars, a takeover of a Balinese resort, a safari in the Masai Mara.',
        'We design incentive programmes that reward achievement, build loyalty and give your team stories they tell for years.',
      ]),
      section('Together, and Unforgettable', 'mice-incentives-masai-mara-savanna-camp', [
        'Team activities, recognition dinners and free time are balanced so that everyone returns energised. Every element can carry your brand and your message.',
      ]),
      section(
        'Measured Results',
        'mice-incentives-phuket-phang-nga-karsts-cruise',
        'We help you set qualification rules, launch the campaign to your sales force and measure participation, so the programme pays for itself.',
        letsTalk,
      ),
    ],
    faqs: [
      [
        'What is an incentive trip?',
        'A reward journey for employees, dealers or partners who meet a target. It motivates performance before the trip and builds loyalty during it.',
      ],
      [
        'Which destinations work best for incentives?',
        'Rajasthan, Bali, Thailand, Dubai, Sri Lanka, the Maldives and Kenya are our most popular, chosen for short flights from India and experiences money cannot easily buy.',
      ],
      [
        'How many people can travel on an incentive?',
        'From ten top performers to five hundred qualifiers, split into waves if the destination or venue needs it.',
      ],
      [
        'Can you help design the qualification campaign?',
        'Yes. We help set targets and rules, create teaser materials and a campaign website, and report on progress.',
      ],
      [
        'Can the trip include the winners’ partners?',
        'Yes. Most incentives include partners, and we plan activities that welcome them as part of the group.',
      ],
      [
        'What activities do you include?',
        'Exclusive experiences such as a desert camp in Jaisalmer, a private palace dinner, a sunset cruise in Phang Nga Bay or a balloon over the Mara, balanced with free time.',
      ],
      [
        'Can we hold an awards ceremony during the trip?',
        'Yes. We produce recognition dinners with staging, trophies, speeches and entertainment, often in a spectacular outdoor setting.',
      ],
      [
        'How do you handle dietary and cultural needs?',
        'We collect every traveller’s requirements and brief each venue; Jain, vegetarian and halal menus are standard on our incentive programmes.',
      ],
      [
        'What does an incentive trip cost per person?',
        'For a five-night programme abroad, typically from ₹1,50,000 to ₹4,50,000 per person, depending on destination, hotel and exclusivity. We work to your budget.',
      ],
      [
        'Do you arrange flights and visas for the whole group?',
        'Yes. We book group air fares, charter flights if needed, and manage visas and travel insurance for every traveller.',
      ],
      [
        'Who is with the group during the trip?',
        'A tour manager travels with every group, supported by local hosts at each venue and our office around the clock.',
      ],
      [
        'How far in advance should we book?',
        'Ideally nine to twelve months ahead, so the qualification period can run and the best hotels are secured.',
      ],
      [
        'Can the trip carry our brand?',
        'Yes: branded welcome kits, luggage tags, signage, gifts and a trip app with your logo and messages from leadership.',
      ],
    ],
    metaDescription:
      'Corporate incentive travel for top performers: desert camps in Jaisalmer, resort takeovers in Bali, safaris in Kenya, with awards and campaigns.',
    keywords: [
      'corporate incentive travel',
      'incentive trips',
      'reward travel',
      'sales incentive destinations',
    ],
  },
  {
    id: 5,
    slug: 'offsites-and-retreats',
    name: 'Offsites & Retreats',
    heroTitle: 'Team Offsites and Leadership Retreats Away From the Everyday',
    heroSubtitle: 'Exclusive-use lodges, villas and retreats where teams reconnect and think clearly',
    hero: 'mice-offsites-coorg-coffee-hills-retreat',
    sections: [
      section('Space to Think', 'mice-offsites-goa-beach-villa-palms', [
        'A coffee estate in Coorg, a villa on the Goa coast, a safari lodge in Kenya or a mountain retreat in Bhutan: taking your team somewhere new helps it see old problems differently.',
        'We book whole properties where possible, so the team has the place to itself.',
      ]),
      section(
        'Facilitation and Wellbeing',
        'mice-offsites-bhutan-paro-valley-retreat',
        'We work with facilitators, coaches and wellness teachers to build days that mix strategy, team-building and rest, with yoga at dawn and a fire in the evening.',
        letsTalk,
      ),
    ],
    faqs: [
      [
        'What is the ideal group size for an offsite?',
        'Between eight and sixty people. Small enough for everyone to be heard, large enough for real energy.',
      ],
      [
        'Can we take over a whole property?',
        'Yes. Many of our favourite lodges, estates and villas can be booked for exclusive use, which keeps the group together and the conversation private.',
      ],
      [
        'Do you provide facilitators?',
        'Yes. We work with experienced facilitators and coaches, or support your own, with the room set-up and materials they need.',
      ],
      [
        'What team-building activities do you offer?',
        'Cooking competitions, coffee-picking in Coorg, a guided hike in Bhutan, a regatta on a lake: activities that build trust rather than embarrass anyone.',
      ],
      [
        'Can wellness be part of the retreat?',
        'Yes. Yoga, meditation, breathwork and spa time can be woven into the agenda, and many teams find they are the most valued part.',
      ],
      [
        'How long should an offsite last?',
        'Two to four nights is typical. Shorter leaves no time to unwind; longer suits leadership retreats with a wide agenda.',
      ],
      [
        'Are there offsite venues within a short flight of Mumbai, Delhi or Bengaluru?',
        'Yes: Coorg, Goa, Rishikesh, Udaipur and the Nilgiris in India, and Sri Lanka and the Maldives just beyond.',
      ],
      [
        'Do the venues have meeting rooms?',
        'Every venue we suggest has a space for working sessions, from a glass pavilion to a library, with reliable connectivity and equipment.',
      ],
      [
        'Can you arrange travel for a team from several cities?',
        'Yes. We coordinate flights from each city so everyone arrives within the same few hours, and arrange transfers to the venue.',
      ],
      [
        'What about dietary needs and allergies?',
        'We gather them in advance and brief the chef; exclusive-use venues make it easy to cater for everyone well.',
      ],
      [
        'Can we combine an offsite with a celebration?',
        'Yes. A final evening of celebration, an awards dinner or a surprise performance makes a fitting close to a hard-working retreat.',
      ],
      [
        'How do we start planning?',
        'Tell us your goals, group size, dates and budget. We will send a shortlist of venues with an outline agenda within a week.',
      ],
    ],
    metaDescription:
      'Team offsites and leadership retreats in Coorg, Goa, Rishikesh, Bhutan and Kenya: exclusive-use venues, facilitators and wellness.',
    keywords: ['team offsite venues', 'leadership retreat', 'corporate retreat India', 'exclusive-use venue'],
  },
];
