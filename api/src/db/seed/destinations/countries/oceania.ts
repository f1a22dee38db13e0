import { planButton, section } from '../builders';
import type { SeedCountry } from '../types';

export const oceaniaCountries: SeedCountry[] = [
  {
    id: 28,
    slug: 'australia',
    name: 'Australia',
    continent: 'oceania',
    heroSubheading: 'Sydney Harbour, the red heart of Uluru and the Great Barrier Reef',
    hero: 'country-australia-uluru-desert-dusk-pool',
    whyTravel: [
      'Australia is a continent, and planning it well is about choosing a few extraordinary places and linking them gracefully. We combine the harbour city of Sydney with the ancient landscapes of the Red Centre, the coral of the Great Barrier Reef and the wine regions of the south.',
      'Our lodges are among the best in the world: a tented pavilion facing Uluru, a private island on the reef, a cliff-top retreat on Kangaroo Island. Between them, we arrange flights, seaplanes and private guides.',
    ],
    sections: [
      section(
        'Uluru and the Red Centre',
        'country-australia-uluru-red-desert-lodge',
        'Uluru rises from the desert in a single block of sandstone, changing colour with the light. Walk around its base with an Anangu guide, dine under the stars at a private dinner and watch the sunrise over Kata Tjuta.',
      ),
      section(
        'The Great Barrier Reef',
        'country-australia-great-barrier-reef-island-boat',
        'The reef stretches for more than two thousand kilometres along the Queensland coast. Stay on a private island in the Whitsundays or at a lodge in the Daintree Rainforest, and snorkel the outer reef from a private boat.',
      ),
      section(
        'Sydney and the Wine Country',
        'country-australia-sydney-harbour',
        'Sail Sydney Harbour, climb the Harbour Bridge at dawn and walk the cliff path from Bondi to Coogee. Then fly south to the Barossa Valley or Tasmania for some of the best food and wine in the southern hemisphere.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Australia holidays: Sydney Harbour, Uluru and the Red Centre, private islands on the Great Barrier Reef and wine country lodges.',
    keywords: ['luxury Australia holidays', 'Uluru', 'Great Barrier Reef', 'Sydney', 'Barossa Valley'],
  },
  {
    id: 29,
    slug: 'new-zealand',
    name: 'New Zealand',
    continent: 'oceania',
    heroSubheading: 'Fjords, glaciers, vineyards and the finest lodges in the South Pacific',
    hero: 'country-new-zealand-milford-sound-fjord-village',
    whyTravel: [
      'New Zealand is made for self-drive journeys and for lodges that feel like private homes. Within a few hours you can cross from volcanic plateaus to glaciers, from the vineyards of Marlborough to the fjords of Fiordland, and Maori culture gives the whole country a depth that visitors do not expect.',
      'Our New Zealand specialists know every lodge and every road, and they plan journeys with helicopter transfers, private guides and the flexibility that New Zealand’s weather demands.',
    ],
    sections: [
      section(
        'Queenstown and Fiordland',
        'country-new-zealand-queenstown-lake-mountain',
        'Queenstown sits on Lake Wakatipu beneath the jagged Remarkables. From there, fly by helicopter or seaplane to Milford Sound, landing on a glacier on the way, and cruise through the fjord among waterfalls and dolphins.',
      ),
      section(
        'The Southern Alps',
        'country-new-zealand-aoraki-glacier-peaks',
        'Aoraki / Mount Cook is New Zealand’s highest peak and the heart of a dark sky reserve. Walk the Hooker Valley to the glacier lake, fly over the Tasman Glacier and stargaze at night.',
      ),
      section(
        'The North Island',
        'country-new-zealand-bay-of-islands-coast-lodge',
        'The Bay of Islands offers sailing and the history of the Treaty of Waitangi. In Rotorua, meet Maori communities and see geothermal wonders, and in Hawke’s Bay, taste some of the best wines in the country.',
        planButton(),
      ),
    ],
    summary:
      'Luxury New Zealand holidays: Milford Sound, Queenstown, the Southern Alps and the Bay of Islands, with the finest lodges and helicopter transfers.',
    keywords: ['luxury New Zealand holidays', 'Milford Sound', 'Queenstown', 'New Zealand lodges', 'Aoraki'],
  },
  {
    id: 30,
    slug: 'fiji',
    name: 'Fiji',
    continent: 'oceania',
    heroSubheading: 'Three hundred islands, soft coral reefs and the warmest welcome in the Pacific',
    hero: 'country-fiji-island-lagoon-palms',
    whyTravel: [
      'Fiji is warm in every sense: its islands are fringed with white sand and coral, and its people greet every visitor with a heartfelt “bula”. It is a wonderful place for families and couples alike, and an easy stopover between Australia or New Zealand and home.',
      'We choose between the sheltered Mamanuca and Yasawa islands, the rainforests of Taveuni and the private island resorts that are among the finest in the Pacific.',
    ],
    sections: [
      section(
        'The Yasawa Islands',
        'country-fiji-yasawa-island-beach-pool',
        'The Yasawas are a chain of volcanic islands with long white beaches and clear lagoons. Snorkel with manta rays, visit a village for a kava ceremony and swim in the limestone caves of Sawa-i-Lau.',
      ),
      section(
        'The Soft Coral Capital',
        'country-fiji-coral-reef-lagoon',
        'Fiji is known as the soft coral capital of the world. Dive the Rainbow Reef in the Somosomo Strait or the Great Astrolabe Reef, where walls of colourful coral drop into the deep blue.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    summary:
      'Luxury Fiji holidays: private island resorts, the Yasawa Islands, manta rays and the soft coral reefs of the South Pacific.',
    keywords: ['luxury Fiji holidays', 'Yasawa Islands', 'private island', 'Fiji honeymoon', 'South Pacific'],
  },
  {
    id: 31,
    slug: 'french-polynesia',
    name: 'French Polynesia',
    continent: 'oceania',
    heroSubheading: 'Bora Bora, Moorea and the atolls of the Tuamotus',
    hero: 'country-french-polynesia-bora-bora-lagoon-pool',
    whyTravel: [
      'French Polynesia is the dream of the South Seas made real: volcanic peaks above lagoons of every blue, overwater bungalows and a culture of dance, music and tattooing that goes back a thousand years.',
      'We plan island-hopping journeys from Tahiti to Moorea, Bora Bora and the remote atolls of the Tuamotus, where the diving is among the best on the planet.',
    ],
    sections: [
      section(
        'Bora Bora',
        'country-french-polynesia-bora-bora-overwater-deck',
        'Mount Otemanu rises above one of the most beautiful lagoons in the world. Stay in an overwater villa, snorkel with rays and sharks in the coral gardens and dine on a private motu at sunset.',
      ),
      section(
        'Moorea and the Tuamotus',
        'country-french-polynesia-atoll-reef-boat',
        'Moorea’s jagged peaks are a short ferry ride from Tahiti. Further afield, the atolls of Rangiroa and Fakarava offer legendary drift dives with hundreds of grey reef sharks.',
        planButton('Plan Your Island Escape'),
      ),
    ],
    summary:
      'Luxury French Polynesia holidays: overwater villas in Bora Bora, Moorea’s peaks and diving in the atolls of the Tuamotus.',
    keywords: ['Bora Bora', 'French Polynesia holidays', 'Tahiti', 'Moorea', 'overwater villa'],
  },
];
