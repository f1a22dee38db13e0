import type { SeedPackage } from '../types';

export const indianOceanPackages: SeedPackage[] = [
  {
    id: 12,
    slug: 'maldives-two-atolls',
    name: 'Maldives: Two Atolls, Two Ways of Doing Nothing',
    countries: ['maldives'],
    parentLocation: 'Maldives',
    location: 'Baa Atoll & South Malé Atoll, Maldives',
    season: 'November to April',
    description:
      'Four nights in a barefoot island hideaway in the Baa Atoll biosphere reserve, then three in an overwater villa near Malé, with manta rays, sandbank dinners and seaplane flights.',
    keywords: ['Maldives holiday', 'Baa Atoll', 'overwater villa', 'manta rays', 'Maldives honeymoon'],
    gallery: [
      ['pkg-maldives-atoll-overwater-villas', 'A curve of overwater villas above a turquoise lagoon'],
      ['pkg-maldives-baa-atoll-manta-reef', 'A manta ray gliding over the reef of Hanifaru Bay'],
      ['pkg-maldives-sandbank-dinner-sunset', 'A table set for dinner on a sandbank at sunset'],
      ['pkg-maldives-seaplane-lagoon', 'A seaplane landing on a lagoon between coral islands'],
    ],
    days: [
      [
        'Arrival in Malé',
        'You are met at the airport and escorted to the seaplane lounge for a forty-minute flight north over the atolls to the Baa Atoll, where a beach villa waits among the palms.',
      ],
      [
        'The House Reef',
        'Snorkel the house reef with the resort’s marine biologist, looking for turtles, reef sharks and octopus, and learn about the coral restoration project that guests can join.',
      ],
      [
        'Hanifaru Bay',
        'Take a boat to Hanifaru Bay in the Baa Atoll biosphere reserve, where manta rays gather to feed between June and November, or to a reef where turtles rest on the coral in the other months.',
      ],
      [
        'Stars and Spa',
        'A day for the spa, the beach and the pool, ending with dinner and a session at the resort’s observatory, with the Milky Way bright over the atoll.',
      ],
      [
        'To the South Malé Atoll',
        'Fly by seaplane to an overwater villa in the South Malé Atoll, arriving in time for a sunset dhoni cruise to look for spinner dolphins.',
      ],
      [
        'Sandbank Picnic',
        'Take a boat to a sandbank for a picnic lunch and a swim, then return after dark for dinner on the sand by torchlight.',
      ],
      [
        'Steps into the Lagoon',
        'A final day of swimming from the steps of your villa and drifting between the pool and the lagoon.',
      ],
      ['Departure', 'Transfer by speedboat to Malé for your flight home.'],
    ],
    similar: [
      'seychelles-mahe-praslin-and-la-digue',
      'mauritius-mountains-lagoons-and-creole-kitchens',
      'sri-lanka-and-the-maldives',
    ],
  },
  {
    id: 13,
    slug: 'seychelles-mahe-praslin-and-la-digue',
    name: 'Seychelles: Mahé, Praslin and La Digue',
    countries: ['seychelles'],
    parentLocation: 'Seychelles',
    location: 'Mahé, Praslin & La Digue, Seychelles',
    season: 'April to May and October to November',
    description:
      'Island-hopping through the granite Seychelles: the rainforest of Mahé, the coco de mer palms of Praslin and the pink-sand coves of La Digue, ending on a private island.',
    keywords: ['Seychelles island hopping', 'La Digue', 'Praslin', 'Vallée de Mai', 'private island'],
    gallery: [
      [
        'pkg-seychelles-la-digue-granite-beach',
        'Granite boulders on the beach of Anse Source d’Argent on La Digue',
      ],
      ['pkg-seychelles-praslin-palm-forest', 'The palms of the Vallée de Mai on Praslin'],
      ['pkg-seychelles-mahe-mountain-coast', 'The forested mountains of Mahé above a quiet bay'],
      ['pkg-seychelles-private-island-reef', 'A private island surrounded by reef in the Seychelles'],
    ],
    days: [
      [
        'Arrival on Mahé',
        'You are met at the airport and driven over the mountains of Mahé to a hotel on a quiet beach on the west coast.',
      ],
      [
        'Mahé',
        'Walk through the mist forest of Morne Seychellois National Park with a naturalist, then explore the market and Creole restaurants of Victoria, one of the smallest capitals in the world.',
      ],
      [
        'To Praslin',
        'Take the fast ferry or a fifteen-minute flight to Praslin, and check into a villa on the hillside above Anse Lazio.',
      ],
      [
        'The Vallée de Mai',
        'Walk through the primeval palm forest of the Vallée de Mai, where the coco de mer grows the largest seed on Earth and the rare black parrot calls from the canopy.',
      ],
      [
        'Curieuse and St Pierre',
        'Sail to Curieuse to meet the giant tortoises that roam its beaches, and snorkel around the granite islet of St Pierre.',
      ],
      [
        'La Digue',
        'Take the boat to La Digue, where bicycles outnumber cars, and cycle to Anse Source d’Argent as the tide falls and the granite glows pink.',
      ],
      [
        'To a Private Island',
        'Fly by helicopter to a private island where the only other residents are turtles, tortoises and seabirds.',
      ],
      [
        'Conservation Rounds',
        'Join the island’s ecologists on their rounds, checking turtle nests on the beach and counting the rare birds that have returned to the restored forest.',
      ],
      [
        'Island Days',
        'A final day on the island, snorkelling from the beach, walking the forest trails and watching the sunset from the granite boulders.',
      ],
      ['Departure', 'Fly back to Mahé to connect with your flight home.'],
    ],
    similar: [
      'maldives-two-atolls',
      'mauritius-mountains-lagoons-and-creole-kitchens',
      'tanzania-serengeti-ngorongoro-and-zanzibar',
    ],
  },
  {
    id: 14,
    slug: 'mauritius-mountains-lagoons-and-creole-kitchens',
    name: 'Mauritius: Mountains, Lagoons and Creole Kitchens',
    countries: ['mauritius'],
    parentLocation: 'Mauritius',
    location: 'Le Morne & the East Coast, Mauritius',
    season: 'April to June and September to December',
    description:
      'Hikes in the Black River Gorges, a Creole cookery class, dolphins at dawn and two lagoon resorts, one on the sheltered southwest and one on the east coast.',
    keywords: [
      'Mauritius holiday',
      'Le Morne',
      'Black River Gorges',
      'Creole cooking',
      'family beach holiday',
    ],
    gallery: [
      ['pkg-mauritius-le-morne-lagoon-mountain', 'The mountain of Le Morne above a turquoise lagoon'],
      ['pkg-mauritius-black-river-gorges-waterfall', 'A waterfall in the forest of the Black River Gorges'],
      ['pkg-mauritius-east-coast-beach-palms', 'A palm-lined beach on the east coast of Mauritius'],
      ['pkg-mauritius-tea-plantation-hills', 'A tea plantation in the hills of southern Mauritius'],
    ],
    days: [
      [
        'Arrival',
        'You are met at the airport and driven across the island to a resort beneath Le Morne on the sheltered southwest coast.',
      ],
      [
        'The Black River Gorges',
        'Hike in the Black River Gorges with a naturalist, looking for pink pigeons and Mauritius kestrels, then visit the waterfall and the seven-coloured earth of Chamarel.',
      ],
      [
        'Dolphins at Dawn',
        'Swim with spinner dolphins off Tamarin Bay in the early morning, then spend the afternoon on the lagoon beneath the mountain.',
      ],
      [
        'A Taste of Mauritius',
        'Cook a Creole lunch of rougaille and octopus curry with a local family, then visit a sugar estate and taste rums made from cane grown on its land.',
      ],
      [
        'To the East Coast',
        'Drive across the island to a resort on the long beaches of the east coast, stopping for tea at a plantation in the hills of the south.',
      ],
      [
        'Île aux Cerfs',
        'Sail by catamaran to the Île aux Cerfs, stopping to snorkel on the reef and at the waterfall of Grand River South East.',
      ],
      [
        'The East Coast Lagoon',
        'A final day of swimming, paddleboarding and reading on the beach, with a farewell dinner of grilled fish on the sand.',
      ],
      ['Departure', 'Transfer to the airport for your flight home.'],
    ],
    similar: ['seychelles-mahe-praslin-and-la-digue', 'maldives-two-atolls', 'cape-town-and-the-sabi-sand'],
  },
];
