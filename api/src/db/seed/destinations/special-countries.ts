import { planButton, section } from './builders';
import type { SeedSpecialCountry } from './types';

/** Island-style pages: countries whose links go to `/special/countries/{slug}`. */
export const seedSpecialCountries: SeedSpecialCountry[] = [
  {
    country: 'maldives',
    heroSubheading: 'A private island, a lagoon of your own and nothing on the horizon but the sea',
    hero: 'island-maldives-atoll-aerial-lagoon',
    sections: [
      section('Choosing Your Atoll', 'island-maldives-sandbank-reef', [
        'The Maldives stretch for nearly nine hundred kilometres across the equator, and no two atolls are alike. Baa and Noonu in the north are home to some of the most imaginative resorts in the country; the South Malé and Ari atolls are known for whale sharks and manta rays; and the far south, around Laamu and Addu, feels wonderfully remote.',
        'We match the atoll to the month, the reef to your snorkelling, and the transfer (a forty-minute seaplane flight or a speedboat from the airport) to how quickly you want to be in the water.',
      ]),
      section(
        'Days on the Water',
        'island-maldives-dhoni-sunset-reef',
        'Sail out on a traditional dhoni at sunset to watch dolphins spin in the channel, join the resort’s marine biologist to plant coral on the house reef, or simply spend the day in your villa’s pool with the lagoon below. In the evening, dine barefoot on a sandbank lit by torches.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    hotels: [
      {
        name: 'Soneva Jani',
        description:
          'Overwater villas with retractable roofs for stargazing and water slides into the lagoon of Medhufaru in the Noonu Atoll, with an open-air cinema and an observatory.',
        image: 'hotel-soneva-jani-overwater-lagoon',
      },
      {
        name: 'Cheval Blanc Randheli',
        description:
          'Architect Jean-Michel Gathy’s serene villas on a private island in the Noonu Atoll, with a spa on its own islet and the polished service of the Maison.',
        image: 'hotel-cheval-blanc-randheli-island',
      },
      {
        name: 'Gili Lankanfushi',
        description:
          'Barefoot luxury twenty minutes by speedboat from Malé, with the world’s largest overwater villas, a house reef rich with coral and a philosophy of “no news, no shoes”.',
        image: 'hotel-gili-lankanfushi-reef-villa',
      },
      {
        name: 'One&Only Reethi Rah',
        description:
          'Twelve beaches and a palm-shaded island in the North Malé Atoll, perfect for families, with a kids’ club, a wellness retreat and some of the best dining in the Maldives.',
        image: 'hotel-reethi-rah-beach-palms',
      },
    ],
    summary:
      'Discover the islands of the Maldives: the best atolls for each season, overwater villas and our favourite private island resorts.',
    keywords: [
      'Maldives resorts',
      'overwater villa',
      'Maldives honeymoon',
      'Soneva Jani',
      'Cheval Blanc Randheli',
    ],
  },
  {
    country: 'seychelles',
    heroSubheading:
      'Granite islands, giant tortoises and beaches that appear in every list of the world’s best',
    hero: 'island-seychelles-granite-boulders-beach',
    sections: [
      section('An Archipelago of Two Kinds', 'island-seychelles-inner-island-forest-pool', [
        'The inner islands, Mahé, Praslin, La Digue and their neighbours, are granite: steep, forested and ringed with coves. The outer islands are coral atolls, low and remote, reached by private plane and visited by very few.',
        'We like to combine both: a few days exploring the trails, markets and beaches of the inner islands, and then a private island retreat where the only footprints on the beach are yours and the turtles’.',
      ]),
      section(
        'Conservation Islands',
        'island-seychelles-turtle-nesting-beach-deck',
        'Several of the Seychelles’ private islands are conservation projects, restoring native forest and protecting rare birds and nesting turtles. Staying there supports that work, and guests can join the ecologists on their rounds.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    hotels: [
      {
        name: 'North Island',
        description:
          'Eleven villas on a private island that has been restored to native forest, with hawksbill and green turtles nesting on its beaches and a team of resident conservationists.',
        image: 'hotel-north-island-villa-beach-boat',
      },
      {
        name: 'Fregate Island Private',
        description:
          'A private island of seven beaches and a population of giant tortoises, with villas high on the granite cliffs and an estate that grows its own fruit and vegetables.',
        image: 'hotel-fregate-island-tortoise-cove',
      },
      {
        name: 'Six Senses Zil Pasyon',
        description:
          'Villas tucked among huge granite boulders on Félicité Island, a short boat ride from La Digue, with a spa perched above the ocean.',
        image: 'hotel-zil-pasyon-granite-island-palms',
      },
      {
        name: 'Raffles Seychelles',
        description:
          'Pool villas on the hillside above Anse Takamaka on Praslin, with views towards Curieuse Island and an easy drive to the palm forest of the Vallée de Mai.',
        image: 'hotel-raffles-praslin-granite-beach-garden',
      },
    ],
    summary:
      'Discover the islands of the Seychelles: granite inner islands, remote coral atolls and private island resorts that protect nature.',
    keywords: ['Seychelles resorts', 'North Island', 'Fregate Island', 'La Digue', 'Seychelles honeymoon'],
  },
  {
    country: 'mauritius',
    heroSubheading: 'Lagoons, mountains and a Creole culture as colourful as the reef',
    hero: 'island-mauritius-le-morne-lagoon',
    sections: [
      section('Every Coast Has Its Season', 'island-mauritius-east-coast-beach', [
        'Mauritius is warm all year, but the winds change with the seasons. The east coast, with its long beaches and calm lagoons, is at its best from October to April; the west and north are sheltered and sunny through the southern winter.',
        'We choose your resort with the season in mind, and combine it with days inland among sugar estates, tea plantations and the waterfalls of the Black River Gorges.',
      ]),
      section(
        'Beyond the Beach',
        'island-mauritius-black-river-gorges-mountain',
        'Hike Le Morne Brabant with a guide who tells the story of the escaped slaves who sheltered there, swim with dolphins off Tamarin at dawn or take a catamaran to the Île aux Cerfs. The island’s food, a blend of Indian, Creole, Chinese and French, is worth the journey alone.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    hotels: [
      {
        name: 'One&Only Le Saint Géran',
        description:
          'A legendary resort on its own peninsula on the east coast, between a calm lagoon and the open ocean, with a superb kids’ club and a lively beach.',
        image: 'hotel-le-saint-geran-lagoon',
      },
      {
        name: 'Shangri-La Le Touessrok',
        description:
          'On the east coast, with two islands of its own: Îlot Mangénie, a private beach for guests, and the Île aux Cerfs with its golf course.',
        image: 'hotel-le-touessrok-island-beach-pool',
      },
      {
        name: 'The Oberoi Beach Resort',
        description:
          'Villas with private pools and walled gardens on Turtle Bay in the northwest, in tropical gardens beside a marine park ideal for snorkelling.',
        image: 'hotel-oberoi-turtle-bay-peak',
      },
      {
        name: 'Royal Palm Beachcomber',
        description:
          'Quietly elegant and much loved by its many returning guests, on the sheltered beach of Grand Baie in the north of the island.',
        image: 'hotel-royal-palm-grand-baie-beach',
      },
    ],
    summary:
      'Discover the islands of Mauritius: lagoon resorts for every season, Le Morne, the Black River Gorges and the island’s Creole kitchens.',
    keywords: [
      'Mauritius resorts',
      'Le Saint Géran',
      'Le Touessrok',
      'Mauritius family holiday',
      'Indian Ocean',
    ],
  },
  {
    country: 'fiji',
    heroSubheading: 'Private islands, soft coral and the warmest welcome in the South Pacific',
    hero: 'island-fiji-private-island-aerial',
    sections: [
      section('Bula!', 'island-fiji-village-beach-palms', [
        'Fijian hospitality is genuine and unforgettable. Staff learn your name and your children’s names on the first day, the kava bowl comes out for welcomes and farewells, and every resort has a choir that sings guests off the island.',
        'We recommend combining a few days in the Yasawa or Mamanuca islands with a private island resort, reached by seaplane from Nadi.',
      ]),
      section(
        'The Reefs',
        'island-fiji-soft-coral-reef',
        'Fiji’s soft coral reefs are among the most colourful in the world. Snorkel with manta rays in the Yasawas, dive the Great Astrolabe Reef off Kadavu or learn to dive in the calm lagoons of the Mamanucas.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    hotels: [
      {
        name: 'Laucala Island',
        description:
          'A private island of twenty-five villas with a golf course, an organic farm, horse riding on the beach and a submarine for exploring the reef.',
        image: 'hotel-laucala-island-lagoon',
      },
      {
        name: 'Kokomo Private Island',
        description:
          'Beachfront villas and residences on the Great Astrolabe Reef, with a marine biologist, a dedicated kids’ club and produce from its own gardens.',
        image: 'hotel-kokomo-island-reef-pool',
      },
      {
        name: 'Vomo Island',
        description:
          'A horseshoe island in the Mamanucas with a volcanic peak, a private islet for picnics and a fine beach for snorkelling straight from the shore.',
        image: 'hotel-vomo-island-beach',
      },
      {
        name: 'Turtle Island',
        description:
          'Fourteen bures in the Yasawas, run in partnership with the local community, with fourteen private beaches and a focus on couples.',
        image: 'hotel-turtle-island-yasawa-beach-peak',
      },
    ],
    summary:
      'Discover the islands of Fiji: private island resorts, the Yasawas and Mamanucas, and some of the best soft coral diving in the world.',
    keywords: ['Fiji resorts', 'Laucala Island', 'Kokomo', 'Yasawa Islands', 'Fiji honeymoon'],
  },
  {
    country: 'french-polynesia',
    heroSubheading: 'Volcanic peaks above lagoons of every blue, from Tahiti to the Tuamotus',
    hero: 'island-french-polynesia-bora-bora-lagoon-peak',
    sections: [
      section('The Society Islands', 'island-french-polynesia-moorea-bay-peaks', [
        'Tahiti, Moorea and Bora Bora are the best known of French Polynesia’s 118 islands: high volcanic islands wrapped in lagoons and coral reefs, with a culture of dance, music and tattoo that shaped the image of the South Seas.',
        'We recommend three islands for a first visit, moving by short flights between them, with a night or two at each to find its rhythm.',
      ]),
      section(
        'The Atolls',
        'island-french-polynesia-tuamotu-atoll-reef-pool',
        'Further east, the Tuamotus are rings of coral around vast lagoons. Rangiroa and Fakarava offer some of the best diving on the planet, with walls of grey reef sharks in the passes and manta rays in the lagoons.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    hotels: [
      {
        name: 'The Brando',
        description:
          'A low-impact resort on Marlon Brando’s private atoll of Tetiaroa, with thirty-five villas, a research station and a lagoon teeming with birds and rays.',
        image: 'hotel-the-brando-atoll-lagoon-deck',
      },
      {
        name: 'Four Seasons Resort Bora Bora',
        description:
          'Overwater bungalows facing Mount Otemanu, with a lagoon sanctuary where guests can swim with rays and reef fish alongside the resort’s marine biologists.',
        image: 'hotel-four-seasons-bora-bora-overwater-boat',
      },
      {
        name: 'The St. Regis Bora Bora',
        description:
          'Spacious overwater villas, a private lagoon and a spa on its own islet, with butler service and one of the finest restaurants in the islands.',
        image: 'hotel-st-regis-bora-bora-peak-palms',
      },
      {
        name: 'Le Taha’a Island Resort & Spa',
        description:
          'Overwater suites on a private motu facing Bora Bora, on the lagoon of Taha’a, the vanilla island, where coral gardens lie just offshore.',
        image: 'hotel-tahaa-motu-reef',
      },
    ],
    summary:
      'Discover the islands of French Polynesia: Bora Bora, Moorea and the Tuamotus, with our favourite overwater villas and private atolls.',
    keywords: [
      'Bora Bora resorts',
      'The Brando',
      'Tahiti',
      'French Polynesia honeymoon',
      'overwater bungalow',
    ],
  },
];
