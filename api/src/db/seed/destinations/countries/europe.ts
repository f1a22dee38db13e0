import { planButton, section } from '../builders';
import type { SeedCountry } from '../types';

export const europeCountries: SeedCountry[] = [
  {
    id: 10,
    slug: 'italy',
    name: 'Italy',
    continent: 'europe',
    heroSubheading: 'Cliffside villages, Renaissance cities and long lunches among the vines',
    hero: 'country-italy-amalfi-positano-coast-pool',
    whyTravel: [
      'Italy is the most familiar of destinations, which is exactly why it benefits from a specialist. We know how to see the Vatican before it opens, which family winery in Chianti will cook you lunch, and how to glide along the Amalfi Coast by private boat while the road above is at a standstill.',
      'Our Italy team chooses hotels with a sense of place, from palazzi on the Grand Canal to farmhouses in the Val d’Orcia, and pairs them with guides who bring history to life rather than recite it.',
    ],
    sections: [
      section(
        'The Amalfi Coast and Capri',
        'country-italy-amalfi-coast-boat',
        'Positano’s houses tumble down to the sea in shades of ochre and pink; Ravello floats above the coast in its gardens. Charter a wooden gozzo for the day to swim in grottoes and lunch at a beach restaurant reachable only by water, then cross to Capri for the evening.',
      ),
      section(
        'Tuscany and Umbria',
        'country-italy-tuscany-vineyard-cypress-lodge',
        'Rolling hills lined with cypress, hilltop towns of honey-coloured stone and some of the finest wine in Europe. Stay in a restored estate, cycle the white roads of the Val d’Orcia and hunt for truffles with a farmer and his dog.',
      ),
      section(
        'Rome, Florence and Venice',
        'country-italy-venice-palazzo-canal',
        'Italy’s great cities are best seen with an expert. Walk through the Roman Forum with an archaeologist, see Michelangelo’s David after hours and explore the quiet canals of Venice by private water taxi, far from St Mark’s Square.',
        planButton(),
      ),
    ],
    summary:
      'Tailor-made luxury Italy holidays: the Amalfi Coast by private boat, Tuscan estates, and Rome, Florence and Venice with expert guides.',
    keywords: ['luxury Italy holidays', 'Amalfi Coast', 'Tuscany', 'Venice', 'Rome private tours'],
  },
  {
    id: 11,
    slug: 'france',
    name: 'France',
    continent: 'europe',
    heroSubheading: 'Lavender fields, Riviera light and the great wine regions',
    hero: 'country-france-provence-lavender-hills-lodge',
    whyTravel: [
      'France seduces through its regions, each with its own food, wine and way of life. We plan slow journeys through them: the markets and hill villages of Provence, the glamour and art of the Côte d’Azur, the châteaux of the Loire and the vineyards of Bordeaux and Burgundy.',
      'We open the doors that guidebooks cannot: a private tasting with a winemaker, a morning in a perfumer’s atelier in Grasse, lunch at a family table in the Luberon.',
    ],
    sections: [
      section(
        'Provence',
        'country-france-provence-village-hills',
        'In the Luberon, villages of pale stone perch above fields of lavender and sunflowers. Explore the Saturday market in Apt, the ochre cliffs of Roussillon and the Roman monuments of Arles, then return to a mas with a pool among the olive trees.',
      ),
      section(
        'The Côte d’Azur',
        'country-france-riviera-coast-cliffs',
        'The Riviera’s light drew Matisse, Picasso and Chagall, and their museums line the coast. Stay in a grand hotel on Cap Ferrat, lunch on the beach at Cap d’Antibes and drive the corniche roads to medieval Èze.',
      ),
      section(
        'Bordeaux and Burgundy',
        'country-france-bordeaux-vineyard-hills',
        'Spend your days among the grand châteaux of the Médoc and the small family domaines of the Côte de Nuits, with a sommelier to guide you and a private chef to cook for you in the evening.',
        planButton(),
      ),
    ],
    summary:
      'Luxury France holidays: Provence’s villages and lavender, the Côte d’Azur, and private wine tours in Bordeaux and Burgundy.',
    keywords: ['luxury France holidays', 'Provence', 'Côte d’Azur', 'Bordeaux wine tours', 'Burgundy'],
  },
  {
    id: 12,
    slug: 'greece',
    name: 'Greece',
    continent: 'europe',
    heroSubheading: 'Whitewashed islands, ancient sites and the clear Aegean',
    hero: 'country-greece-santorini-caldera',
    whyTravel: [
      'Greece has more than two hundred inhabited islands, and each has its own character. Our specialists help you choose between the drama of Santorini, the volcanic beaches of Milos, the cool sophistication of Paros and the green Ionian coast, and link them by ferry, private boat or seaplane.',
      'We balance the islands with the mainland’s ancient sites: the Acropolis before the crowds, Delphi on its mountainside, the monasteries of Meteora on their pillars of rock.',
    ],
    sections: [
      section(
        'The Cyclades',
        'country-greece-cyclades-village-coast-terrace',
        'The Cyclades are the Greece of postcards: cube houses, blue domes and windmills above the sea. Sail between them on a private yacht, anchoring in coves for lunch, and stay in cave suites carved into the caldera cliffs of Santorini.',
      ),
      section(
        'Athens and the Classical Sites',
        'country-greece-acropolis-aegean-coast',
        'Walk up to the Acropolis at opening time with an archaeologist, then explore the neighbourhoods of Plaka and Koukaki. Continue to Delphi, home of the oracle, and the extraordinary monasteries of Meteora.',
        planButton(),
      ),
      section(
        'Milos and the Quieter Islands',
        'country-greece-milos-cove-boat',
        'Milos has more than seventy beaches, many reachable only by boat, and rock formations in white, ochre and red. Sail to Kleftiko’s sea caves, swim at Sarakiniko and dine on the waterfront in the fishing village of Klima.',
      ),
    ],
    summary:
      'Luxury Greece holidays: Santorini cave suites, private yachts in the Cyclades, Milos and Athens with an archaeologist.',
    keywords: ['luxury Greece holidays', 'Santorini', 'Greek island hopping', 'Milos', 'Athens Acropolis'],
  },
  {
    id: 14,
    slug: 'portugal',
    name: 'Portugal',
    continent: 'europe',
    heroSubheading: 'Atlantic light, terraced vineyards and golden cliffs',
    hero: 'country-portugal-lisbon-harbour',
    whyTravel: [
      'Portugal is Europe’s quiet achiever: a country of tiled cities, port lodges, cork forests and clifftop beaches, with some of the best food and wine on the continent at a gentle pace.',
      'We combine its highlights into journeys that flow naturally from north to south: Porto and the terraced Douro Valley, Lisbon and Sintra, the cork country of the Alentejo and the golden cliffs of the Algarve.',
    ],
    sections: [
      section(
        'Porto and the Douro Valley',
        'country-portugal-douro-vineyard-terraces-lodge',
        'The Douro’s terraced vineyards have made port wine for three centuries. Cruise the river on a private rabelo boat, taste vintages in a family quinta and stay in a wine estate above the valley.',
      ),
      section(
        'Lisbon and Sintra',
        'country-portugal-sintra-palace-hills',
        'Lisbon climbs over seven hills above the Tagus. Ride the old trams, eat custard tarts warm from the oven in Belém and take a day in the romantic palaces and gardens of Sintra.',
      ),
      section(
        'The Algarve and the Alentejo',
        'country-portugal-algarve-cliffs-coast',
        'In the Alentejo, whitewashed villages and cork oaks stretch to the horizon; in the Algarve, ochre cliffs shelter sea caves and hidden beaches. Stay in a countryside retreat and a clifftop hotel.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Portugal holidays: Porto and the Douro Valley, Lisbon and Sintra, the Alentejo and the clifftop beaches of the Algarve.',
    keywords: ['luxury Portugal holidays', 'Douro Valley', 'Lisbon', 'Algarve', 'Alentejo'],
  },
  {
    id: 15,
    slug: 'iceland',
    name: 'Iceland',
    continent: 'europe',
    heroSubheading: 'Glaciers, volcanoes and the northern lights',
    hero: 'country-iceland-glacier-mountain-lodge',
    whyTravel: [
      'Iceland is geology in motion: glaciers calving into lagoons, geysers erupting every few minutes, black sand beaches and waterfalls at every turn of the road. In winter the northern lights dance overhead; in summer the sun barely sets.',
      'We plan Iceland with private super-jeeps and expert guides, helicopters to the highlands and a small collection of design-led lodges in the most beautiful corners of the island.',
    ],
    sections: [
      section(
        'The South Coast',
        'country-iceland-waterfall-coast',
        'Walk behind the waterfall of Seljalandsfoss, stand on the black sands of Reynisfjara and sail among icebergs in the Jökulsárlón glacier lagoon, where seals haul out on the ice.',
      ),
      section(
        'Ice Caves and Highlands',
        'country-iceland-glacier-lake-ice-trail',
        'In winter, expert guides lead small groups into the blue ice caves beneath Vatnajökull. In summer, a helicopter takes you over the coloured mountains of Landmannalaugar to bathe in natural hot springs.',
        planButton(),
      ),
      section(
        'The Northern Lights',
        'country-iceland-aurora-mountain-dusk',
        'From September to March, the aurora can appear on any clear, dark night. Our lodges offer wake-up calls when the lights appear, and our guides track cloud forecasts to find clear skies.',
      ),
    ],
    summary:
      'Luxury Iceland tours: glacier lagoons, ice caves, private super-jeep adventures and northern lights from design-led lodges.',
    keywords: ['luxury Iceland tours', 'northern lights', 'Jökulsárlón', 'ice caves', 'Iceland lodges'],
  },
  {
    id: 16,
    slug: 'norway',
    name: 'Norway',
    continent: 'europe',
    heroSubheading: 'Fjords, fishing villages and the midnight sun',
    hero: 'country-norway-fjord-village',
    whyTravel: [
      'Norway is a land of superlatives: fjords a thousand metres deep, mountains that rise straight from the sea and summer days that never end. We plan Norway around the water, with private boats through the fjords, scenic railways and nights in design hotels and converted fishermen’s cabins.',
      'In winter, the Arctic north becomes a place of snow, husky sledding and the northern lights over the Lofoten Islands.',
    ],
    sections: [
      section(
        'The Western Fjords',
        'country-norway-geiranger-fjord',
        'Geirangerfjord and Nærøyfjord are UNESCO-listed for good reason. Cruise them by private RIB or electric ferry, ride the Flåm Railway from the mountains to the sea and stay in a historic hotel beside the water.',
      ),
      section(
        'The Lofoten Islands',
        'country-norway-lofoten-fishing-village-lodge',
        'Above the Arctic Circle, the Lofoten Islands rise in jagged peaks above white beaches. Stay in a restored rorbu fisherman’s cabin, kayak in the midnight sun and dine on fresh Arctic cod.',
        planButton(),
      ),
      section(
        'Arctic Winters',
        'country-norway-arctic-fjord-snow-trail',
        'From December to March, the north becomes a winter wonderland. Drive your own team of huskies, watch for whales in the fjords around Tromsø and wait for the northern lights in a glass cabin.',
      ),
    ],
    summary:
      'Luxury Norway holidays: the western fjords by private boat, the Lofoten Islands, the midnight sun and Arctic winters with the northern lights.',
    keywords: ['luxury Norway holidays', 'Norwegian fjords', 'Lofoten', 'Geirangerfjord', 'northern lights'],
  },
  {
    id: 17,
    slug: 'spain',
    name: 'Spain',
    continent: 'europe',
    heroSubheading: 'Moorish palaces, white villages and the soul of flamenco',
    hero: 'country-spain-alhambra-palace-terrace',
    whyTravel: [
      'Spain is passion made visible: the flamenco of Seville, the Moorish splendour of the Alhambra, the tapas bars of San Sebastián and the architecture of Barcelona. We plan Spain for those who want to go deeper, with guides who are historians, chefs and winemakers.',
      'Our favourite hotels are restored palaces, convents and country estates, and our favourite moments are the private ones: the Alhambra after dark, a flamenco performance in a private courtyard, lunch on a sherry estate.',
    ],
    sections: [
      section(
        'Andalucía',
        'country-spain-andalucia-white-village-hills',
        'Seville’s cathedral and Alcázar, the Mezquita of Córdoba and the Alhambra of Granada are the great monuments of Moorish Spain. Between them lie white villages perched on hilltops and olive groves stretching to the horizon.',
      ),
      section(
        'San Sebastián and the Basque Country',
        'country-spain-basque-coast-bay',
        'San Sebastián has more Michelin stars per person than almost anywhere on Earth, and its pintxos bars are legendary. Walk the beach of La Concha, eat your way through the old town and visit the Guggenheim in Bilbao.',
        planButton(),
      ),
      section(
        'Barcelona',
        'country-spain-barcelona-harbour',
        'Gaudí’s Sagrada Família, the Gothic Quarter and the markets of the Born. Explore with an architect and a food writer, and end the day on a rooftop overlooking the city.',
      ),
    ],
    summary:
      'Luxury Spain holidays: Andalucía’s Moorish palaces and white villages, San Sebastián’s food scene and Barcelona with expert guides.',
    keywords: ['luxury Spain holidays', 'Andalucía', 'Alhambra', 'Seville', 'San Sebastián'],
  },
];
