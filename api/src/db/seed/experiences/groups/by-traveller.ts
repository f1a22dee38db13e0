import { planButton, section } from '../../destinations/builders';
import type { SeedExperienceGroup } from '../types';

export const byTraveller: SeedExperienceGroup = {
  name: 'Journeys by Traveller',
  items: [
    {
      slug: 'solo-journeys',
      name: 'Solo Journeys',
      heroTitle: 'Luxury Solo Travel, Designed Around You',
      hero: 'solo-kyoto-temple-lanterns-dusk',
      descriptionTitle: 'Travelling Alone, Never on Your Own',
      paragraphs: [
        'Travelling alone is the purest way to see the world on your own terms: you wake when you like, linger where you like and follow every detour that catches your eye. What it should never mean is paying for an empty seat at dinner or feeling unsure where the evening is taking you.',
        'We plan solo journeys around hotels that welcome single guests properly, from ryokan in Kyoto where the hostess remembers your name to safari camps in Kenya where you share the fire with your guide and a handful of other guests. Where we can, we negotiate away the single supplement.',
        'Each day balances time with a private guide and time entirely to yourself. A morning with a ceramicist in Kyoto, an afternoon with a book on the veranda; a cooking class in a Rajasthani haveli, then a quiet sunset on the ramparts.',
        'You carry a local number for our team around the clock, and every transfer, table and timing is confirmed before you land, so the only surprises are the ones you choose.',
      ],
      summary:
        'Private guides, hotels that welcome single guests and a team on call day and night: the freedom of travelling alone with none of the worry.',
      packages: [
        'japan-classic-tokyo-hakone-kyoto',
        'kenya-great-migration-in-the-masai-mara',
        'palaces-of-rajasthan-and-the-taj-mahal',
        'portugal-lisbon-douro-and-algarve',
        'bhutan-dzongs-valleys-and-the-tigers-nest',
      ],
      whyTrustUsTitle: 'Why Solo Travellers Return to Us',
      sections: [
        section('Company When You Want It', 'solo-masai-mara-campfire-savanna', [
          'Small camps, communal tables and guides who become friends: we choose places where conversation comes easily, and private dinners are always there when you would rather not talk.',
          'Our favourites include Angama Mara above the Great Rift escarpment and the Ahilya Fort on the Narmada, both known for looking after single guests.',
        ]),
        section('Time That Is Only Yours', 'solo-douro-valley-vineyard-terraces-lodge', [
          'A day in the Douro with nothing planned but a long lunch at a quinta and a slow boat back down the river. We leave room in every itinerary for the afternoons you will remember most.',
        ]),
        section(
          'Looked After, Day and Night',
          'solo-bhutan-paro-dzong-valley',
          'Before you travel, your specialist walks you through every day by phone. While you are away, our team answers at any hour, and local partners in each country know you are coming.',
          planButton('Plan My Solo Journey'),
        ),
      ],
      testimonials: [
        [
          'I was nervous about my first big trip alone after my husband passed away. Japan was gentle, beautiful and perfectly paced, and I never once felt lost.',
          'Meera, Bengaluru',
        ],
        [
          'The guide in the Mara treated me like an old friend. Dinner round the fire with the other guests was the highlight of my year.',
          'Daniel, London',
        ],
        [
          'They found me a room in Udaipur without the single supplement and booked a table for one with the best view of the lake.',
          'Ananya, Pune',
        ],
      ],
      metaDescription:
        'Tailor-made luxury solo travel: private guides, hotels that welcome single guests and 24-hour support, from Kyoto to the Masai Mara.',
      keywords: ['luxury solo travel', 'solo holidays', 'travelling alone', 'no single supplement'],
    },
    {
      slug: 'friends-getaways',
      name: 'Friends’ Getaways',
      heroTitle: 'Getaways for Friends: Villas, Yachts and Long Lunches',
      hero: 'friends-amalfi-coast-villa-terrace',
      descriptionTitle: 'The Trip You Have Been Talking About for Years',
      paragraphs: [
        'Every group of friends has a trip they have promised each other: the villa on the Amalfi Coast, the gulet through the Greek islands, the safari you have been planning since university. We turn the promise into dates, rooms and a plan that suits everyone.',
        'The secret is a base that brings you together and days that let you drift apart. We look for exclusive-use villas and lodges with room for everyone, a cook who makes breakfast a gathering, and a choice of outings each day for the walkers, the swimmers and the ones who simply want a lounger.',
        'One of our specialists handles the group, collects preferences and dietary needs, and splits the costs clearly so nobody has to chase anybody. On the ground, a host looks after reservations, boats and drivers.',
      ],
      summary:
        'Exclusive-use villas, yachts and lodges, a host on the ground and one specialist who looks after the whole group, so all you plan is the toast.',
      packages: [
        'amalfi-coast-and-capri',
        'greek-islands-athens-santorini-and-milos',
        'cape-town-winelands-and-garden-route',
        'provence-and-the-cote-dazur',
        'dubai-and-abu-dhabi-desert-and-skyline',
      ],
      whyTrustUsTitle: 'Why Groups of Friends Travel With Us',
      sections: [
        section('A Place of Your Own', 'friends-santorini-caldera-cliff-villa', [
          'A cliffside villa in Santorini with its own pool, or a farmhouse in the Cape Winelands with a chef who cooks what you pick from the garden: the house is the heart of the trip, so we choose it first.',
        ]),
        section(
          'Days That Suit Everyone',
          'friends-capri-faraglioni-boat-day',
          'A private boat round Capri for some, a cookery class in Ravello for others, and everyone together again for aperitivo. We plan the options; you choose on the day.',
          planButton('Plan Our Getaway'),
        ),
      ],
      testimonials: [
        [
          'Eight of us, four cities, one villa in Positano. They handled every dietary request and even split the bill into eight neat invoices.',
          'Kavya & friends, Hyderabad',
        ],
        [
          'The gulet trip through the Cyclades was the best week our group has had in twenty years of holidays.',
          'Rohan, Delhi',
        ],
        [
          'Our host in Franschhoek had bikes, wine tastings and a braai waiting. We barely looked at a map.',
          'Sophie, Manchester',
        ],
      ],
      metaDescription:
        'Luxury getaways for groups of friends: exclusive-use villas, private yachts and lodges, with one specialist for the whole group.',
      keywords: ['group villa holidays', 'friends getaway', 'luxury group travel', 'Amalfi villa'],
    },
    {
      slug: 'multi-generational-journeys',
      name: 'Multi-Generational Journeys',
      heroTitle: 'Multi-Generational Journeys: Three Generations, One Adventure',
      hero: 'generations-sri-lanka-tea-hills-bungalow',
      descriptionTitle: 'Holidays That Grandparents and Grandchildren Remember Together',
      paragraphs: [
        'Travelling with grandparents, parents and children at once is one of the most rewarding journeys a family can make, and one of the hardest to plan. The pace that suits an eight-year-old rarely suits an eighty-year-old.',
        'We solve it with a base rather than a race: a tea planter’s bungalow in Sri Lanka, a riad in Marrakech, a private villa in Mauritius, where everyone gathers for breakfast and dinner and the days divide naturally.',
        'Vehicles are chosen for easy steps and space, rooms for proximity, and excursions are short, varied and always optional. Grandparents can take a gentle garden tour while teenagers go ziplining, and everyone meets again for the sunset.',
        'We arrange a doctor’s contact in every region, pharmacies near every stay and medical assistance cover for older travellers, so nobody has to worry.',
      ],
      summary:
        'Villas and bungalows for everyone under one roof, short and optional outings, easy vehicles and thoughtful care for the oldest and youngest travellers.',
      packages: [
        'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
        'mauritius-mountains-lagoons-and-creole-kitchens',
        'italy-rome-tuscany-and-venice',
        'morocco-imperial-cities-atlas-and-sahara',
        'kerala-backwaters-and-spice-hills',
      ],
      whyTrustUsTitle: 'Why Families of Every Age Trust Us',
      sections: [
        section('Everyone Under One Roof', 'generations-tuscany-villa-vineyard-hills', [
          'A Tuscan villa with a pool, a pizza oven and bedrooms on the ground floor for those who prefer no stairs. We check every step, rail and bathroom before we suggest a house.',
        ]),
        section('Outings for Every Age', 'generations-kerala-backwaters-houseboat-boat', [
          'A private houseboat on Kerala’s backwaters is a favourite: grandparents watch village life drift past from deckchairs while children spot kingfishers and learn to cast a line.',
        ]),
        section(
          'Care Built In',
          'generations-marrakech-riad-courtyard',
          'We brief every guide on the ages and needs of your group, and our team checks in daily by message. Should plans need to change, we change them the same day.',
          planButton('Plan Our Family Journey'),
        ),
      ],
      testimonials: [
        [
          'Eleven of us from 6 to 82. My father still talks about the tea factory at Nuwara Eliya and the children about the elephants at Minneriya.',
          'The Iyer family, Chennai',
        ],
        [
          'Our villa in Mauritius had a ramp for my mother’s wheelchair and a kids’ club next door. Perfectly judged.',
          'Farah, Dubai',
        ],
        [
          'Ground-floor rooms, short drives and a guide in Rome who made my grandsons laugh. Exactly what we asked for.',
          'Gopal & Lata, Ahmedabad',
        ],
      ],
      metaDescription:
        'Multi-generational luxury holidays: villas for the whole family, gentle pacing and outings for every age, from Sri Lanka to Tuscany.',
      keywords: [
        'multi-generational holidays',
        'family villa',
        'travel with grandparents',
        'extended family trip',
      ],
    },
    {
      slug: 'accessible-luxury-travel',
      name: 'Accessible Luxury Travel',
      heroTitle: 'Accessible Luxury Travel Without Compromise',
      hero: 'accessible-cape-town-waterfront-table-bay-terrace',
      descriptionTitle: 'The World, Within Reach',
      paragraphs: [
        'Limited mobility should never limit where you go. We plan journeys for wheelchair users, travellers with reduced mobility and those who simply need a gentler pace, with the same attention to beauty and comfort as any other trip.',
        'Every hotel we suggest is checked by our own team, not taken on trust from a brochure: doorway widths, roll-in showers, ramp gradients and the distance from room to restaurant.',
        'Adapted vehicles with ramps or lifts, guides who know step-free routes and airport assistance at every connection come as standard. Where a site has steps, we find the best view that does not.',
      ],
      summary:
        'Hotels we inspect ourselves, adapted vehicles, step-free routes and airport assistance throughout, for travellers who need a little more support.',
      packages: [
        'cape-town-and-the-sabi-sand',
        'dubai-and-abu-dhabi-desert-and-skyline',
        'italy-rome-tuscany-and-venice',
        'new-zealand-south-island-grand-tour',
      ],
      whyTrustUsTitle: 'Why Travellers With Access Needs Choose Us',
      sections: [
        section('Inspected, Not Assumed', 'accessible-sabi-sand-lodge-deck', [
          'In the Sabi Sand, several lodges have adapted suites and vehicles fitted with hoists for game drives. We have sat in them ourselves, so we can tell you what each drive will feel like.',
        ]),
        section(
          'Help at Every Step',
          'accessible-abu-dhabi-mosque-courtyard',
          'From meet-and-assist at Mumbai airport to a wheelchair-friendly route through the Sheikh Zayed Grand Mosque, every transition is arranged before you leave home.',
          planButton('Plan an Accessible Journey'),
        ),
      ],
      testimonials: [
        [
          'As a wheelchair user I expected compromises. Instead I saw leopards from a hoist-equipped vehicle and had a roll-in shower with a view of the river.',
          'Vikram, Mumbai',
        ],
        [
          'Every airport had assistance waiting, and the van in New Zealand had a lift. My husband could simply enjoy it.',
          'Helen, Edinburgh',
        ],
        [
          'They measured the bathroom door in our Rome hotel before booking it. That is the level of care we needed.',
          'Shalini, Kolkata',
        ],
      ],
      metaDescription:
        'Accessible luxury holidays for wheelchair users and travellers with reduced mobility: inspected hotels, adapted vehicles and step-free routes.',
      keywords: [
        'accessible luxury travel',
        'wheelchair friendly holidays',
        'reduced mobility travel',
        'adapted safari',
      ],
    },
    {
      slug: 'journeys-with-teenagers',
      name: 'Journeys With Teenagers',
      heroTitle: 'Adventures With Teenagers That They Will Actually Enjoy',
      hero: 'teenagers-costa-rica-volcano-rainforest',
      descriptionTitle: 'Trips Worth Putting the Phone Down For',
      paragraphs: [
        'Teenagers are the toughest critics of any holiday, and the best travelling companions once something grabs them. The trick is adventure with substance: real challenges, real people and a little independence.',
        'We build trips around the things they will tell their friends about: canyoning and ziplining in Costa Rica, snorkelling with sea lions in the Galápagos, sandboarding in Namibia, surfing lessons on the Garden Route.',
        'Parents get their share too: a lodge with a spa, a long lunch while the teenagers are out with an instructor, and evenings together swapping stories.',
      ],
      summary:
        'Canyoning, snorkelling, sandboarding and surfing with expert instructors, hotels with space to breathe and enough independence to keep teenagers talking.',
      packages: [
        'costa-rica-volcanoes-cloud-forest-and-pacific',
        'ecuador-quito-andes-and-galapagos',
        'namibia-sossusvlei-damaraland-and-etosha',
        'iceland-glaciers-lagoons-and-northern-lights',
        'australia-sydney-uluru-and-great-barrier-reef',
      ],
      whyTrustUsTitle: 'Why Parents of Teenagers Book With Us',
      sections: [
        section('Adventure, Safely Led', 'teenagers-galapagos-sea-lions-cove', [
          'Every activity is run by qualified instructors we have worked with for years. In the Galápagos, naturalist guides lead snorkelling from small yachts, with the sea lions doing most of the entertaining.',
        ]),
        section(
          'A Little Freedom',
          'teenagers-sossusvlei-desert-dunes-sandboard-camp',
          'Older teenagers can head out on a guided quad-bike or sandboarding morning in the Namib while parents take a slower walk to Deadvlei. Everyone returns with a story.',
          planButton('Plan Our Adventure'),
        ),
      ],
      testimonials: [
        [
          'My fifteen-year-old has not stopped talking about the zipline over the Arenal cloud forest. Worth every rupee.',
          'Neha, Gurugram',
        ],
        [
          'Two teenagers, zero complaints in two weeks. Iceland’s glacier hike and the ice cave did it.',
          'Mark & Julie, Bristol',
        ],
        [
          'Snorkelling with sea lions, then a night on a yacht. Our sons called it the best holiday ever, unprompted.',
          'Rajiv, Singapore',
        ],
      ],
      metaDescription:
        'Luxury adventure holidays with teenagers: canyoning in Costa Rica, snorkelling in the Galápagos, sandboarding in Namibia, all expertly led.',
      keywords: [
        'holidays with teenagers',
        'family adventure travel',
        'Galapagos family',
        'Costa Rica family',
      ],
    },
    {
      slug: 'family-holidays',
      name: 'Family Holidays',
      heroTitle: 'Luxury Family Holidays, Tailor-Made for Every Age',
      hero: 'family-kenya-savanna-elephants-lodge',
      descriptionTitle: 'Where Children Discover the World and Parents Rediscover It',
      paragraphs: [
        'A family holiday should leave everyone a little more curious: the toddler who sees her first elephant, the ten-year-old who learns to snorkel, the parents who finally finish a book by the pool.',
        'We plan around children’s rhythms, with short transfers, early dinners and afternoons free, and choose hotels that genuinely love families: interconnecting rooms or villas, kids’ clubs worth joining and babysitters you can trust.',
        'Our favourite family safaris are in malaria-free reserves of South Africa and in Kenya’s private conservancies, where children can walk with Maasai guides, track animals and help with conservation projects. For beach time, Mauritius and the Maldives have calm lagoons and house reefs made for first snorkels.',
        'Car seats, cots, sterilisers and children’s menus are arranged before you leave, and our team is a phone call away throughout.',
      ],
      summary:
        'Family-loving hotels and villas, child-friendly safaris, calm lagoons and every car seat and cot arranged in advance, so the whole family can relax.',
      packages: [
        'kenya-laikipia-mara-and-lamu',
        'cape-town-and-the-sabi-sand',
        'mauritius-mountains-lagoons-and-creole-kitchens',
        'maldives-two-atolls',
        'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
        'japan-classic-tokyo-hakone-kyoto',
      ],
      whyTrustUsTitle: 'Why Families Trust Us With Their Holidays',
      sections: [
        section('Safaris Made for Children', 'family-laikipia-conservancy-savanna-camp', [
          'In Laikipia, children can join junior ranger programmes, track lions with a guide, and visit the rhino sanctuary at Ol Pejeta. Private vehicles mean game drives last as long as little ones’ attention does.',
        ]),
        section('Lagoons and House Reefs', 'family-mauritius-lagoon-beach-snorkel', [
          'Mauritius’s east coast lagoons are shallow, warm and protected by the reef: ideal for a first snorkel. Many of our favourite resorts have teen clubs, kids’ clubs and nannies for the youngest.',
        ]),
        section(
          'Every Detail Arranged',
          'family-kyoto-bamboo-temple-garden',
          'In Japan we book family rooms in ryokan, bento lunches for the bullet train and a samurai class in Kyoto. Tell us your children’s ages and interests, and we will do the rest.',
          planButton('Plan Our Family Holiday'),
        ),
      ],
      testimonials: [
        [
          'Our daughters, 7 and 10, tracked lions with a Maasai guide and planted trees at the conservancy. They now want to be rangers.',
          'Priya & Arjun, Mumbai',
        ],
        [
          'Cots, car seats and a babysitter in every hotel without us asking twice. The first holiday with a baby that actually felt like a holiday.',
          'Sarah & Tom, London',
        ],
        [
          'The samurai class in Kyoto and the bento boxes on the shinkansen were pure magic for our boys.',
          'Karan & Ritu, Bengaluru',
        ],
      ],
      metaDescription:
        'Tailor-made luxury family holidays: child-friendly safaris in Kenya and South Africa, calm lagoons in Mauritius and the Maldives, and Japan for families.',
      keywords: [
        'luxury family holidays',
        'family safari',
        'holidays with children',
        'family friendly resorts',
      ],
    },
  ],
};
