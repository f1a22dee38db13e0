import { seo } from './builders';
import type { SeedContinent } from './types';

// Ids are fixed: menus on phones link continents by id.
export const seedContinents: SeedContinent[] = [
  {
    id: 1,
    slug: 'asia',
    name: 'Asia',
    title: 'Journeys Through Asia, Planned by People Who Know It',
    description: [
      'Asia rewards the traveller who goes slowly. It is the hush of a Kyoto garden at seven in the morning, a private boat through the backwaters of Kerala, a monk’s blessing in a Bhutanese dzong and a plate of street-side noodles in Hanoi that you will think about for years.',
      'Our Asia specialists have lived and travelled across the region for more than a decade. They know which ryokan keeps its best room for returning guests, which guide can open a palace courtyard after hours and how to time the tea country for the clearest mornings. Every itinerary is built from scratch around you.',
    ].join('\n\n'),
    heroSubheading: 'Temples, tea country, spice coasts and the high Himalaya',
    hero: 'continent-asia-japan-fuji-lake',
    featured: 'continent-asia-rice-terraces',
    seo: seo(
      'Luxury Asia Tours & Tailor-Made Holidays',
      'Tailor-made luxury journeys across Asia: Japan, India, Sri Lanka, Bhutan, Thailand, Vietnam and beyond, planned by specialists who know each country first-hand.',
      ['luxury Asia tours', 'tailor-made Asia holidays', 'Japan', 'India', 'Sri Lanka', 'Bhutan', 'Vietnam'],
    ),
  },
  {
    id: 2,
    slug: 'africa',
    name: 'Africa',
    title: 'Safaris and Soul-Stirring Journeys Across Africa',
    description: [
      'There is no quiet like an African dawn before the first game drive, and no light like the last hour on the Mara. Africa is where many of our travellers first fall for travel all over again: the Great Migration thundering across the Serengeti, the dunes of the Namib turning red at sunrise, the vineyards and ocean drives of the Western Cape.',
      'We work with small, owner-run camps and the best guides on the continent, and we plan the flights, transfers and pacing so that every day feels unhurried. Whether it is a first safari with children or a fifth return to Botswana, we will match the camp to the season and the season to you.',
    ].join('\n\n'),
    heroSubheading: 'Great migrations, desert dunes and the wild Cape',
    hero: 'continent-africa-savanna-sunset',
    featured: 'continent-africa-safari-acacia',
    seo: seo(
      'Luxury African Safaris & Tailor-Made Africa Holidays',
      'Private safaris in Kenya, Tanzania, Botswana and South Africa, Namibian desert camps and Moroccan riads: luxury Africa holidays planned around the seasons.',
      ['luxury safari', 'Africa holidays', 'Kenya safari', 'Tanzania', 'Botswana', 'South Africa', 'Namibia'],
    ),
  },
  {
    id: 3,
    slug: 'europe',
    name: 'Europe',
    title: 'Europe, Beyond the Postcard',
    description: [
      'Europe is the continent our travellers think they know, until they see it our way: a private boat along the Amalfi Coast before the day-trippers arrive, a winemaker’s table in the Douro, a farmhouse in Provence with lavender to the horizon, a glass-walled cabin under the northern lights.',
      'We choose hotels with character, guides who are historians and storytellers, and drivers who know the back roads. Our European journeys are built around long lunches, late evenings and the kind of access that turns a beautiful trip into an unforgettable one.',
    ].join('\n\n'),
    heroSubheading: 'Coastlines, vineyards, fjords and old-world cities',
    hero: 'continent-europe-coast-cliffs-terrace',
    featured: 'continent-europe-vineyard-hills',
    seo: seo(
      'Luxury Europe Tours & Tailor-Made European Holidays',
      'Tailor-made luxury holidays in Italy, Greece, France, Portugal, Spain, Iceland and Norway, with handpicked hotels, private guides and insider access.',
      ['luxury Europe tours', 'Italy holidays', 'Greek islands', 'Provence', 'Portugal', 'Norway fjords'],
    ),
  },
  {
    id: 4,
    slug: 'middle-east',
    name: 'Middle East',
    title: 'Ancient Wonders and Desert Luxury in the Middle East',
    description: [
      'The Middle East holds some of the oldest stories on Earth. Walk through the Siq at first light and watch the Treasury of Petra emerge from the rock, drive into the red silence of Wadi Rum, swim in the turquoise wadis of Oman and end the day in a desert camp under a sky thick with stars.',
      'We pair the region’s great sights with its hospitality: coffee with a Bedouin family, a dhow trip through the fjords of Musandam, dinner in a Dubai restaurant that sets the pace for the world. Our specialists know the quiet hours and the private routes.',
    ].join('\n\n'),
    heroSubheading: 'Rose-red cities, desert camps and Arabian coasts',
    hero: 'continent-middle-east-desert-dunes-pool',
    featured: 'continent-middle-east-wadi-canyon',
    seo: seo(
      'Luxury Middle East Tours: Jordan, Oman & the UAE',
      'Petra and Wadi Rum, the mountains and desert camps of Oman, and the skylines of Dubai and Abu Dhabi: tailor-made luxury journeys through the Middle East.',
      ['luxury Middle East tours', 'Jordan holidays', 'Petra', 'Wadi Rum', 'Oman', 'Dubai', 'Abu Dhabi'],
    ),
  },
  {
    id: 5,
    slug: 'indian-ocean',
    name: 'Indian Ocean',
    title: 'Island Escapes in the Indian Ocean',
    description: [
      'For many of our travellers, the Indian Ocean is where a journey ends: a few days of nothing but water, warmth and silence after a safari or a tour of Sri Lanka. For others it is the whole point. Overwater villas in the Maldives, granite-framed beaches in the Seychelles and the mountains and lagoons of Mauritius each have their own rhythm.',
      'We have stayed in the resorts we recommend, and we know which villa has the best sunset, which atoll is calm in which month and which island suits a honeymoon, a family or a diver. We will match the island to the moment.',
    ].join('\n\n'),
    heroSubheading: 'Coral atolls, granite islands and lagoon-fringed coasts',
    hero: 'continent-ocean-maldives-reef',
    featured: 'continent-ocean-island-beach',
    seo: seo(
      'Luxury Indian Ocean Holidays: Maldives, Seychelles & Mauritius',
      'Overwater villas in the Maldives, private island hideaways in the Seychelles and lagoon resorts in Mauritius: luxury Indian Ocean escapes, honeymoons and safari extensions.',
      ['Indian Ocean holidays', 'Maldives', 'Seychelles', 'Mauritius', 'luxury island escapes', 'honeymoon'],
    ),
  },
  {
    id: 6,
    slug: 'oceania',
    name: 'Australia & the South Pacific',
    title: 'Australia, New Zealand and the Islands of the South Pacific',
    description: [
      'The far side of the world is worth the flight. New Zealand packs glaciers, fjords, vineyards and some of the finest lodges anywhere into two islands; Australia pairs the Great Barrier Reef with the red heart of Uluru and the harbour life of Sydney; and the islands of Fiji and French Polynesia finish any journey with lagoons of impossible blue.',
      'Distances are long, so pacing is everything. We plan the flights, helicopter transfers and stopovers to keep travelling time gentle and the experiences close together, and we build in the rest days that a long-haul journey needs.',
    ].join('\n\n'),
    heroSubheading: 'Fjords, red deserts, reefs and island lagoons',
    hero: 'continent-oceania-fjord-sound-lodge',
    featured: 'continent-oceania-island-lagoon',
    seo: seo(
      'Luxury Australia, New Zealand & South Pacific Holidays',
      'Tailor-made luxury journeys through New Zealand and Australia, with island escapes in Fiji and French Polynesia, planned by specialists who know the region.',
      [
        'New Zealand holidays',
        'luxury Australia tours',
        'Fiji',
        'Bora Bora',
        'French Polynesia',
        'South Pacific',
      ],
    ),
  },
  {
    id: 7,
    slug: 'south-america',
    name: 'South America',
    title: 'South America: Andes, Amazon and the Edge of the World',
    description: [
      'South America is a continent of extremes: the Inca citadel of Machu Picchu above the cloud forest, the granite towers and blue glaciers of Patagonia, the thunder of Iguazú, the dancehalls of Buenos Aires and the wildlife of the Galápagos, which has no fear of people at all.',
      'Our Latin America specialists design journeys that follow the seasons and respect the altitude, with time to acclimatise in the Sacred Valley, expedition yachts in the Galápagos and remote estancias where the day begins on horseback.',
    ].join('\n\n'),
    heroSubheading: 'Inca citadels, Patagonian peaks and the Galápagos',
    hero: 'continent-south-america-patagonia-towers-trail',
    featured: 'continent-south-america-andes-mountain-lake',
    seo: seo(
      'Luxury South America Tours & Tailor-Made Holidays',
      'Machu Picchu, Patagonia, Iguazú, Rio de Janeiro and the Galápagos: tailor-made luxury journeys through Peru, Chile, Argentina, Brazil and Ecuador.',
      ['luxury South America tours', 'Peru', 'Machu Picchu', 'Patagonia', 'Argentina', 'Brazil', 'Galápagos'],
    ),
  },
  {
    id: 8,
    slug: 'central-america',
    name: 'Central America & Mexico',
    title: 'Rainforests, Ruins and Pacific Coasts',
    description: [
      'Between two oceans lie some of the richest landscapes on the planet: the cloud forests and volcanoes of Costa Rica, where sloths and toucans share the canopy, and the Maya cities, colonial towns and turquoise cenotes of Mexico, whose cooking alone is worth the journey.',
      'We combine eco-lodges that set the standard for sustainable luxury with boutique haciendas and beach hideaways, and we plan each day around naturalist guides, chefs and historians who bring the region to life.',
    ].join('\n\n'),
    heroSubheading: 'Cloud forests, Maya cities and the Pacific surf',
    hero: 'continent-central-america-volcano-lake-lodge',
    featured: 'continent-central-america-coast-cove',
    seo: seo(
      'Luxury Costa Rica & Mexico Holidays',
      'Cloud forests, volcanoes and Pacific beaches in Costa Rica; Maya ruins, haciendas and the food of Oaxaca in Mexico: tailor-made luxury journeys.',
      ['Costa Rica holidays', 'luxury Mexico tours', 'Yucatán', 'Oaxaca', 'eco-lodges', 'Central America'],
    ),
  },
];
