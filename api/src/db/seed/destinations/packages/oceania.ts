import type { SeedPackage } from '../types';

export const oceaniaPackages: SeedPackage[] = [
  {
    id: 35,
    slug: 'new-zealand-south-island-grand-tour',
    name: 'New Zealand: The South Island Grand Tour',
    countries: ['new-zealand'],
    parentLocation: 'New Zealand',
    location: 'Marlborough, the West Coast, Queenstown & Fiordland, New Zealand',
    season: 'October to April',
    description:
      'Marlborough’s vineyards, the glaciers of the West Coast, stargazing beneath Aoraki, Queenstown’s lakes and a helicopter to Milford Sound, staying in exceptional lodges.',
    keywords: [
      'New Zealand South Island',
      'Milford Sound',
      'Queenstown',
      'New Zealand lodges',
      'Aoraki Mount Cook',
    ],
    gallery: [
      ['pkg-new-zealand-milford-sound-fjord', 'Mitre Peak rising above the waters of Milford Sound'],
      ['pkg-new-zealand-queenstown-lake-mountain', 'Lake Wakatipu and the Remarkables above Queenstown'],
      ['pkg-new-zealand-aoraki-glacier-peaks', 'Aoraki / Mount Cook above the Hooker Valley'],
      ['pkg-new-zealand-marlborough-vineyard-hills', 'Vineyards of the Wairau Valley in Marlborough'],
    ],
    days: [
      [
        'Arrival in Christchurch',
        'You are met at the airport and driven north to a lodge on the Marlborough coast, arriving in time for a glass of Sauvignon Blanc on the deck.',
      ],
      [
        'Marlborough',
        'Taste the wines of the Wairau Valley with a winemaker, then cruise the Marlborough Sounds for green-lipped mussels and dolphins.',
      ],
      [
        'To the West Coast',
        'Drive through Nelson Lakes National Park and down the wild West Coast, stopping at the Pancake Rocks of Punakaiki.',
      ],
      [
        'The Glaciers',
        'Fly by helicopter to the upper Franz Josef Glacier for a guided walk on the ice among blue crevasses and caves.',
      ],
      [
        'Over the Haast Pass',
        'Drive south along the coast and over the Haast Pass, past waterfalls and the blue pools of the Makarora River, to Wanaka.',
      ],
      [
        'Aoraki / Mount Cook',
        'Walk the Hooker Valley to the glacier lake beneath Aoraki, and stargaze in the dark sky reserve at night with an astronomer.',
      ],
      [
        'To Queenstown',
        'Drive through the Central Otago vineyards, tasting Pinot Noir on the way, to a lodge above Lake Wakatipu.',
      ],
      [
        'Milford Sound',
        'Fly by helicopter to Milford Sound, landing on a glacier on the way, and cruise the fjord among waterfalls, seals and dolphins.',
      ],
      [
        'Queenstown',
        'Jet boat through the canyons of the Shotover River, ride the gondola above the town or take a wine tour of the Gibbston Valley.',
      ],
      [
        'Glenorchy',
        'Drive along the lake to Glenorchy and walk in the beech forests at the start of the Routeburn Track.',
      ],
      [
        'At Leisure at the Lodge',
        'A day to rest at your lodge, with a spa treatment, a long lunch and the lake spread out below.',
      ],
      ['Departure', 'Fly from Queenstown to Auckland or Sydney to connect with your flight home.'],
    ],
    similar: [
      'australia-sydney-uluru-and-great-barrier-reef',
      'fiji-yasawas-and-private-islands',
      'norway-western-fjords-and-lofoten',
    ],
  },
  {
    id: 36,
    slug: 'australia-sydney-uluru-and-great-barrier-reef',
    name: 'Australia: Sydney, Uluru and the Great Barrier Reef',
    countries: ['australia'],
    parentLocation: 'Australia',
    location: 'Sydney, the Red Centre & Queensland, Australia',
    season: 'September to November and March to May',
    description:
      'Sydney Harbour, a tented pavilion facing Uluru, the Daintree Rainforest and a private island on the Great Barrier Reef.',
    keywords: ['Australia tour', 'Uluru', 'Great Barrier Reef', 'Sydney', 'Daintree'],
    gallery: [
      ['pkg-australia-uluru-desert-dusk', 'Uluru glowing red at sunset'],
      ['pkg-australia-great-barrier-reef-island', 'A coral cay on the Great Barrier Reef'],
      ['pkg-australia-sydney-harbour', 'Sydney Harbour with the Opera House and the Harbour Bridge'],
      [
        'pkg-australia-daintree-rainforest-coast',
        'The Daintree Rainforest meeting the reef at Cape Tribulation',
      ],
    ],
    days: [
      [
        'Arrival in Sydney',
        'You are met at the airport and taken to a hotel in the Rocks with views across the harbour to the Opera House.',
      ],
      [
        'Sydney Harbour',
        'Sail the harbour on a private yacht, then explore the Rocks and the Opera House with a guide, including its backstage.',
      ],
      [
        'Bondi to Coogee',
        'Walk the cliff path from Bondi to Coogee, past ocean pools carved into the rock, and lunch by the sea.',
      ],
      [
        'To Uluru',
        'Fly to the Red Centre and check into a tented pavilion facing Uluru, watching the rock turn red at sunset.',
      ],
      [
        'Uluru',
        'Walk around the base of Uluru with an Anangu guide who shares the stories of its rock art, and dine under the desert stars.',
      ],
      [
        'Kata Tjuta',
        'Watch the sunrise over the domes of Kata Tjuta, then walk through the Valley of the Winds.',
      ],
      [
        'To the Daintree',
        'Fly to Cairns and drive up the coast to a lodge in the Daintree, the oldest rainforest on Earth.',
      ],
      [
        'The Daintree',
        'Explore the rainforest with an Aboriginal guide of the Kuku Yalanji people, learning about bush foods and medicine.',
      ],
      ['To the Reef', 'Fly by seaplane to a private island on the Great Barrier Reef.'],
      [
        'The Outer Reef',
        'Snorkel the outer reef from a private boat, among turtles, reef sharks and giant clams.',
      ],
      ['Island Days', 'A day to enjoy the island, its beaches and its spa.'],
      ['Departure', 'Fly back to Sydney to connect with your flight home.'],
    ],
    similar: [
      'new-zealand-south-island-grand-tour',
      'fiji-yasawas-and-private-islands',
      'french-polynesia-tahiti-moorea-bora-bora',
    ],
  },
  {
    id: 37,
    slug: 'fiji-yasawas-and-private-islands',
    name: 'Fiji: The Yasawas and a Private Island',
    countries: ['fiji'],
    parentLocation: 'Fiji',
    location: 'Yasawa Islands & the Great Astrolabe Reef, Fiji',
    season: 'May to October',
    description:
      'Manta rays and limestone caves in the Yasawa Islands, a kava welcome in a village and five nights on a private island on the Great Astrolabe Reef.',
    keywords: ['Fiji holiday', 'Yasawa Islands', 'private island', 'manta rays', 'Fiji honeymoon'],
    gallery: [
      ['pkg-fiji-yasawa-island-beach', 'A white sand beach on one of the Yasawa Islands'],
      ['pkg-fiji-coral-reef-lagoon', 'Soft corals on the Great Astrolabe Reef'],
      ['pkg-fiji-private-island-villa', 'A beachfront villa on a private island in Fiji'],
      ['pkg-fiji-village-beach-palms', 'A village among palm trees on a beach in Fiji'],
    ],
    days: [
      [
        'Arrival in Nadi',
        'You are met at Nadi airport with a garland of flowers and flown by seaplane to the Yasawa Islands.',
      ],
      [
        'Manta Rays',
        'Snorkel with manta rays in the channel between the islands, where they come to feed between May and October.',
      ],
      [
        'Sawa-i-Lau',
        'Swim through the limestone caves of Sawa-i-Lau, lit by shafts of sunlight, and picnic on a deserted beach.',
      ],
      [
        'Village Life',
        'Visit a village for a kava ceremony and a lovo feast cooked in an earth oven, and join the children at the local school.',
      ],
      [
        'To a Private Island',
        'Fly to a private island on the Great Astrolabe Reef, where your villa stands on the beach.',
      ],
      [
        'The Great Astrolabe Reef',
        'Dive or snorkel the Great Astrolabe Reef, one of the largest barrier reefs in the world, with the resort’s marine biologist.',
      ],
      ['Island Spa', 'A day to enjoy the island, its spa and its beaches, with dinner beneath the stars.'],
      ['Island Picnic', 'Take a boat to a deserted island for a picnic and an afternoon of snorkelling.'],
      ['Departure', 'Fly back to Nadi to connect with your flight home.'],
    ],
    similar: [
      'french-polynesia-tahiti-moorea-bora-bora',
      'new-zealand-south-island-grand-tour',
      'maldives-two-atolls',
    ],
  },
  {
    id: 38,
    slug: 'french-polynesia-tahiti-moorea-bora-bora',
    name: 'French Polynesia: Tahiti, Moorea and Bora Bora',
    countries: ['french-polynesia'],
    parentLocation: 'French Polynesia',
    location: 'Tahiti, Moorea & Bora Bora, French Polynesia',
    season: 'May to October',
    description:
      'Tahiti’s markets, Moorea’s jagged peaks and an overwater villa facing Mount Otemanu in Bora Bora, with lagoon picnics on a private motu.',
    keywords: ['Bora Bora holiday', 'Tahiti', 'Moorea', 'French Polynesia honeymoon', 'overwater villa'],
    gallery: [
      [
        'pkg-french-polynesia-bora-bora-lagoon',
        'Overwater villas on the lagoon of Bora Bora beneath Mount Otemanu',
      ],
      ['pkg-french-polynesia-moorea-bay-peaks', 'The jagged peaks of Moorea above Cook’s Bay'],
      ['pkg-french-polynesia-motu-beach', 'A private motu with a white sand beach and palm trees'],
      ['pkg-french-polynesia-tahiti-coast-surf', 'The black sand coast of Tahiti'],
    ],
    days: [
      [
        'Arrival in Tahiti',
        'You are met at the airport with a garland of tiare flowers and taken to a hotel on the lagoon.',
      ],
      [
        'Tahiti',
        'Explore the market of Papeete and drive around the island, past black sand beaches and the surf of Teahupo’o.',
      ],
      ['To Moorea', 'Take the ferry to Moorea and check into an overwater bungalow facing the jagged peaks.'],
      [
        'Moorea',
        'Drive up to the Belvedere lookout above Cook’s Bay and Opunohu Bay, and swim with rays and blacktip sharks in the lagoon.',
      ],
      [
        'Pineapples and Peaks',
        'Walk through the pineapple plantations and the archaeological sites of the Opunohu Valley with a Polynesian guide.',
      ],
      ['To Bora Bora', 'Fly to Bora Bora and an overwater villa facing Mount Otemanu.'],
      ['The Coral Gardens', 'Snorkel with rays and reef sharks in the coral gardens of the lagoon.'],
      [
        'Motu Picnic',
        'Take a boat to a private motu for a picnic of Polynesian dishes cooked in an underground oven.',
      ],
      ['The Lagoon at Leisure', 'A final day on the lagoon, with a couples’ treatment at the spa.'],
      ['Departure', 'Fly back to Tahiti to connect with your flight home.'],
    ],
    similar: [
      'fiji-yasawas-and-private-islands',
      'maldives-two-atolls',
      'australia-sydney-uluru-and-great-barrier-reef',
    ],
  },
];
