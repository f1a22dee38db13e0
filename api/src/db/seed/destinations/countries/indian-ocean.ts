import { planButton, section } from '../builders';
import type { SeedCountry } from '../types';

export const indianOceanCountries: SeedCountry[] = [
  {
    id: 7,
    slug: 'maldives',
    name: 'Maldives',
    continent: 'indian-ocean',
    heroSubheading: 'Twenty-six atolls, a thousand coral islands and water in every shade of blue',
    hero: 'country-maldives-atoll-overwater-pool',
    whyTravel: [
      'Almost every resort in the Maldives has its own island, so choosing one is choosing the whole holiday. We have stayed in the resorts we recommend and know the differences that matter: the house reefs worth snorkelling, the villas that catch the sunset, the atolls that are calm in the season you travel and the transfers, by seaplane or speedboat, that suit you.',
      'We also know the small touches that make a stay: a dinner on a sandbank, a dive with the resident marine biologist, a night with the telescope in the observatory. Many of our guests combine the Maldives with Sri Lanka or a Gulf stopover.',
    ],
    sections: [
      section(
        'Villas Over the Lagoon',
        'country-maldives-lagoon-villa-sunset',
        'Steps lead from your deck straight into the lagoon; a glass panel in the floor shows the fish beneath. We match the villa to the traveller, from honeymoon hideaways with a private pool to family residences with room for everyone.',
      ),
      section(
        'Beneath the Surface',
        'country-maldives-house-reef-manta',
        'The Maldives is one of the great diving and snorkelling destinations. Swim with manta rays in Hanifaru Bay in the Baa Atoll biosphere reserve, look for whale sharks in South Ari and drift along channels alive with reef sharks and turtles.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    summary:
      'Luxury Maldives holidays and honeymoons: overwater villas, private island resorts, manta rays in Baa Atoll and seaplane transfers.',
    keywords: [
      'luxury Maldives holidays',
      'overwater villa',
      'Maldives honeymoon',
      'Baa Atoll',
      'private island',
    ],
  },
  {
    id: 8,
    slug: 'seychelles',
    name: 'Seychelles',
    continent: 'indian-ocean',
    heroSubheading: 'Granite boulders, coco de mer forests and the most beautiful beaches on Earth',
    hero: 'country-seychelles-granite-beach-pool',
    whyTravel: [
      'The Seychelles are the oldest ocean islands in the world: granite peaks covered in rainforest, with beaches framed by boulders smoothed by millions of years of rain. They are wilder and more varied than most island escapes, and perfect for travellers who like to explore between swims.',
      'We plan island-hopping itineraries by boat, plane and helicopter between Mahé, Praslin, La Digue and the private islands of the outer archipelago, where giant tortoises roam and turtles nest on the beaches.',
    ],
    sections: [
      section(
        'La Digue and Praslin',
        'country-seychelles-la-digue-beach-deck',
        'On La Digue, bicycles outnumber cars and Anse Source d’Argent glows pink and grey at low tide. On neighbouring Praslin, walk through the Vallée de Mai, a primeval palm forest where the coco de mer grows the largest seed in the plant kingdom.',
      ),
      section(
        'Private Islands',
        'country-seychelles-private-island-reef',
        'A handful of islands in the Seychelles belong to a single resort, and some are conservation projects as much as hideaways. Walk with giant tortoises, help monitor nesting hawksbill turtles and snorkel reefs that see few other swimmers.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    summary:
      'Luxury Seychelles holidays: island hopping between Mahé, Praslin and La Digue, private island resorts and the beaches of Anse Source d’Argent.',
    keywords: ['luxury Seychelles holidays', 'La Digue', 'Praslin', 'private island', 'Seychelles honeymoon'],
  },
  {
    id: 9,
    slug: 'mauritius',
    name: 'Mauritius',
    continent: 'indian-ocean',
    heroSubheading: 'Volcanic peaks, coral lagoons and the flavours of a Creole island',
    hero: 'country-mauritius-lagoon-mountain-pool',
    whyTravel: [
      'Mauritius is an island of many cultures, and that is its secret. Beyond its lagoons and beaches are Hindu temples and Chinese pagodas, sugar estates with colonial houses, tea plantations in the hills and some of the best food in the Indian Ocean, a mixture of Indian, Creole, French and Chinese cooking.',
      'It is also wonderfully easy: a direct flight from Europe, no seaplanes required, and resorts with superb service for families, couples and golfers alike. We choose the coast to suit the season and the resort to suit you.',
    ],
    sections: [
      section(
        'Le Morne and the Southwest',
        'country-mauritius-le-morne-lagoon-deck',
        'The basalt mountain of Le Morne rises above a lagoon where kitesurfers race at the edge of the reef. Inland, the Black River Gorges shelter rare birds, waterfalls and the seven-coloured earth of Chamarel.',
      ),
      section(
        'A Taste of the Island',
        'country-mauritius-tea-plantation-hills',
        'Take a street-food tour of Port Louis with a local chef, learn to make a Creole rougaille in a family kitchen, and taste rum at a sugar estate where the cane has been pressed since the eighteenth century.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    summary:
      'Luxury Mauritius holidays: lagoon resorts, Le Morne and the Black River Gorges, Creole cooking and family-friendly beach escapes.',
    keywords: [
      'luxury Mauritius holidays',
      'Le Morne',
      'Mauritius honeymoon',
      'family beach holiday',
      'Indian Ocean',
    ],
  },
];
