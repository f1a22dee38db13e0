import type { SeedPackage } from '../types';

export const europePackages: SeedPackage[] = [
  {
    id: 24,
    slug: 'amalfi-coast-and-capri',
    name: 'The Amalfi Coast and Capri',
    countries: ['italy'],
    parentLocation: 'Italy',
    location: 'Amalfi Coast & Capri, Italy',
    season: 'May to October',
    description:
      'A cliffside hotel in Positano, a private gozzo to the grottoes, lemon groves and gardens in Ravello, Pompeii with an archaeologist and two nights on Capri.',
    keywords: ['Amalfi Coast holiday', 'Positano', 'Capri', 'Ravello', 'Pompeii'],
    gallery: [
      ['pkg-amalfi-positano-coast', 'The pastel houses of Positano tumbling down to the sea'],
      ['pkg-amalfi-capri-faraglioni-boat', 'A wooden boat beside the Faraglioni rocks of Capri'],
      ['pkg-amalfi-ravello-garden-terrace', 'The Terrace of Infinity at Villa Cimbrone in Ravello'],
      ['pkg-amalfi-lemon-grove-coast', 'Lemon groves on the terraces above the Amalfi Coast'],
    ],
    days: [
      [
        'Arrival in Naples',
        'You are met at Naples airport and driven along the coast road to a cliffside hotel in Positano, with a terrace above the sea.',
      ],
      [
        'The Coast by Boat',
        'Board a private wooden gozzo for a day on the water: swim in the Emerald Grotto, anchor off the fjord of Furore and lunch at a beach restaurant reached only by boat.',
      ],
      [
        'Ravello',
        'Drive up to Ravello to walk the gardens of Villa Rufolo and Villa Cimbrone, and lunch at a farmhouse among the lemon groves.',
      ],
      [
        'The Path of the Gods',
        'Walk the Sentiero degli Dei high above the coast from Bomerano to Nocelle, with a guide and a picnic, then descend by steps to Positano.',
      ],
      [
        'Pompeii',
        'Explore Pompeii with an archaeologist, including houses usually closed to visitors, then cross to Capri by private boat.',
      ],
      [
        'Capri',
        'Take a boat around the island to the Blue Grotto and the Faraglioni, then walk to the Villa Jovis of the emperor Tiberius.',
      ],
      [
        'Anacapri',
        'Ride the chairlift to the summit of Monte Solaro and spend the afternoon at a beach club at the foot of the cliffs.',
      ],
      ['Departure', 'Private boat to Naples for your flight home.'],
    ],
    similar: [
      'italy-rome-tuscany-and-venice',
      'greek-islands-athens-santorini-and-milos',
      'provence-and-the-cote-dazur',
    ],
  },
  {
    id: 25,
    slug: 'italy-rome-tuscany-and-venice',
    name: 'Italy: Rome, Tuscany and Venice',
    countries: ['italy'],
    parentLocation: 'Italy',
    location: 'Rome, Tuscany & Venice, Italy',
    season: 'April to June and September to October',
    description:
      'The Vatican before it opens, a Tuscan wine estate in the Val d’Orcia, Florence after hours and the quiet canals of Venice by private water taxi.',
    keywords: ['Italy tour', 'Rome', 'Tuscany', 'Florence', 'Venice'],
    gallery: [
      [
        'pkg-italy-tuscany-vineyard-hills-cypress',
        'Cypress trees lining a road through the hills of the Val d’Orcia',
      ],
      ['pkg-italy-venice-canal-palazzo', 'Gondolas moored by a palazzo on a quiet canal in Venice'],
      ['pkg-italy-florence-duomo-hills', 'The dome of Florence cathedral above the rooftops of the city'],
      ['pkg-italy-rome-forum-hills', 'The columns of the Roman Forum in the late afternoon light'],
    ],
    days: [
      [
        'Arrival in Rome',
        'You are met at the airport and driven to a hotel near the Spanish Steps, in time for an evening passeggiata and dinner in a trattoria in the lanes behind the Pantheon.',
      ],
      [
        'Ancient Rome',
        'Walk through the Colosseum, the Forum and the Palatine Hill with an archaeologist, then lunch on carciofi alla giudia in the old Jewish Ghetto.',
      ],
      [
        'The Vatican',
        'Enter the Vatican Museums and the Sistine Chapel before they open to the public, then spend the afternoon in the cobbled streets of Trastevere.',
      ],
      [
        'To Tuscany',
        'Drive north to a wine estate in the Val d’Orcia, stopping at the hilltop town of Orvieto and its striped cathedral.',
      ],
      [
        'The Val d’Orcia',
        'Explore Pienza, the ideal Renaissance town, and taste Brunello with a family winemaker in Montalcino.',
      ],
      [
        'Truffles and Siena',
        'Hunt for truffles in the woods with a farmer and his dog, then visit the cathedral and the shell-shaped Campo of Siena.',
      ],
      [
        'Florence',
        'Take the train to Florence and see the Uffizi and Michelangelo’s David with an art historian, before the crowds arrive.',
      ],
      [
        'The Artisans of Florence',
        'Visit the workshops of the Oltrarno, where artisans make gloves, gilded frames and marbled paper by hand, and lunch at the Sant’Ambrogio market.',
      ],
      ['To Venice', 'Take the train to Venice and arrive by water taxi at a palazzo on the Grand Canal.'],
      [
        'Venice',
        'Explore the quiet canals of Cannaregio and Castello by private boat, and visit St Mark’s Basilica after hours when the mosaics are lit.',
      ],
      ['Departure', 'Water taxi across the lagoon to the airport for your flight home.'],
    ],
    similar: [
      'amalfi-coast-and-capri',
      'provence-and-the-cote-dazur',
      'andalucia-seville-granada-and-white-villages',
    ],
  },
  {
    id: 26,
    slug: 'greek-islands-athens-santorini-and-milos',
    name: 'Greek Islands: Athens, Santorini and Milos',
    countries: ['greece'],
    parentLocation: 'Greece',
    location: 'Athens & the Cyclades, Greece',
    season: 'May to October',
    description:
      'The Acropolis at opening time, a cave suite on the caldera of Santorini, a private yacht to the sea caves of Milos and long lunches in harbour tavernas.',
    keywords: ['Greek islands holiday', 'Santorini', 'Milos', 'Athens', 'Cyclades yacht'],
    gallery: [
      ['pkg-greece-santorini-caldera-village', 'White houses and blue domes on the caldera of Santorini'],
      ['pkg-greece-milos-sea-caves-coast', 'The sea caves of Kleftiko on Milos'],
      ['pkg-greece-athens-acropolis-hill', 'The Acropolis above Athens at sunset'],
      ['pkg-greece-cyclades-yacht-cove', 'A yacht anchored in a quiet cove in the Cyclades'],
    ],
    days: [
      [
        'Arrival in Athens',
        'You are met at the airport and driven to a hotel with a rooftop view of the Acropolis, lit gold at night.',
      ],
      [
        'The Acropolis',
        'Climb the Acropolis at opening time with an archaeologist, then see the Parthenon sculptures in the Acropolis Museum and lunch in the neighbourhood of Koukaki.',
      ],
      [
        'To Santorini',
        'Fly to Santorini and check into a cave suite carved into the caldera cliffs, with a plunge pool facing the sunset.',
      ],
      [
        'Akrotiri and the Vineyards',
        'Visit the Bronze Age town of Akrotiri, buried by the eruption that shaped the island, and taste Assyrtiko from vines trained into baskets against the wind.',
      ],
      [
        'Sailing the Caldera',
        'Sail around the caldera on a private catamaran, swimming in the warm springs beside the volcano and at the red beach.',
      ],
      ['To Milos', 'Take the ferry to Milos and check into a boutique hotel overlooking the sea.'],
      [
        'Kleftiko',
        'Sail to the sea caves of Kleftiko on a private yacht, once a pirates’ hideout, with lunch on board.',
      ],
      [
        'Sarakiniko and Klima',
        'Swim at the white rocks of Sarakiniko and dine on the waterfront in the fishing village of Klima, its boathouses painted in bright colours.',
      ],
      ['Departure', 'Fly back to Athens to connect with your flight home.'],
    ],
    similar: [
      'amalfi-coast-and-capri',
      'portugal-lisbon-douro-and-algarve',
      'andalucia-seville-granada-and-white-villages',
    ],
  },
  {
    id: 27,
    slug: 'provence-and-the-cote-dazur',
    name: 'Provence and the Côte d’Azur',
    countries: ['france'],
    parentLocation: 'France',
    location: 'Provence & the Riviera, France',
    season: 'May to September',
    description:
      'A mas among the olive trees of the Luberon, markets and hill villages, a perfumer’s atelier in Grasse and the grand hotels and art museums of the Riviera.',
    keywords: ['Provence holiday', 'Côte d’Azur', 'Luberon', 'French Riviera', 'Grasse'],
    gallery: [
      ['pkg-france-provence-lavender-hills', 'Rows of lavender in bloom beneath a hill village in Provence'],
      ['pkg-france-riviera-coast-villa', 'A villa on the cliffs of Cap Ferrat above the Mediterranean'],
      ['pkg-france-luberon-village-hills', 'The village of Gordes on its hill in the Luberon'],
      ['pkg-france-eze-village-coast', 'The medieval village of Èze above the sea'],
    ],
    days: [
      [
        'Arrival in Marseille',
        'You are met at the airport and driven to a mas among the olive trees of the Luberon, its pool looking towards the hill villages.',
      ],
      [
        'Markets and Villages',
        'Browse the Saturday market in Apt, then explore the hill villages of Gordes and Roussillon, with its ochre cliffs, with a local guide.',
      ],
      [
        'Arles and the Camargue',
        'Explore the Roman amphitheatre of Arles and the places Van Gogh painted, then drive into the wetlands of the Camargue to see its white horses and flamingos.',
      ],
      [
        'Among the Vineyards',
        'A day by the pool, or cycling through the vineyards and cherry orchards of the Luberon, with lunch at a village café.',
      ],
      [
        'To the Riviera',
        'Drive east to the Riviera, stopping at a perfumer’s atelier in Grasse to create your own scent.',
      ],
      [
        'Art on the Riviera',
        'Visit the Matisse Museum in Nice and the Fondation Maeght in Saint-Paul-de-Vence, and lunch beneath the Picassos at La Colombe d’Or.',
      ],
      [
        'Èze and Monaco',
        'Explore the medieval village of Èze on its rock above the sea, and the harbour and gardens of Monaco.',
      ],
      ['Departure', 'Transfer to Nice airport for your flight home.'],
    ],
    similar: ['italy-rome-tuscany-and-venice', 'amalfi-coast-and-capri', 'portugal-lisbon-douro-and-algarve'],
  },
  {
    id: 28,
    slug: 'portugal-lisbon-douro-and-algarve',
    name: 'Portugal: Lisbon, the Douro Valley and the Algarve',
    countries: ['portugal'],
    parentLocation: 'Portugal',
    location: 'Porto, Douro, Lisbon & the Algarve, Portugal',
    season: 'April to October',
    description:
      'Port lodges and a quinta in the Douro, Lisbon’s tiled hills and Sintra’s palaces, then the cork country of the Alentejo and a clifftop hotel in the Algarve.',
    keywords: ['Portugal tour', 'Douro Valley', 'Lisbon', 'Sintra', 'Algarve'],
    gallery: [
      ['pkg-portugal-douro-vineyard-terraces', 'Terraced vineyards along the Douro River'],
      ['pkg-portugal-lisbon-harbour-tram', 'A yellow tram in the hills of Lisbon above the harbour'],
      ['pkg-portugal-algarve-cliffs-coast', 'Golden cliffs and sea caves on the Algarve coast'],
      ['pkg-portugal-sintra-palace-hills', 'The Pena Palace above the forested hills of Sintra'],
    ],
    days: [
      [
        'Arrival in Porto',
        'You are met at the airport and taken to a hotel in the historic centre of Porto, above the river.',
      ],
      [
        'Porto',
        'Explore the old town, the tiled São Bento station and the bookshop of Lello, then taste tawny ports in the lodges of Vila Nova de Gaia.',
      ],
      [
        'To the Douro',
        'Drive up the river to a wine estate in the Douro Valley, its terraces falling to the water.',
      ],
      [
        'The Douro',
        'Cruise the river on a private rabelo boat, then taste vintage ports with the winemaker at a family quinta.',
      ],
      ['To Lisbon', 'Take the train south to Lisbon and check into a palace hotel in the old town.'],
      [
        'Lisbon',
        'Ride the trams through the Alfama, eat custard tarts warm from the oven in Belém and visit the treasures of the Gulbenkian Museum.',
      ],
      [
        'Sintra',
        'Visit the romantic palaces and gardens of Sintra in the hills above the Atlantic, then drive down the coast to Cascais.',
      ],
      [
        'The Alentejo',
        'Drive south to a country hotel in the cork forests and whitewashed villages of the Alentejo.',
      ],
      [
        'The Algarve',
        'Continue to a clifftop hotel in the Algarve, with a boat trip into the sea caves of Benagil.',
      ],
      ['Departure', 'Transfer to Faro airport for your flight home.'],
    ],
    similar: [
      'andalucia-seville-granada-and-white-villages',
      'provence-and-the-cote-dazur',
      'greek-islands-athens-santorini-and-milos',
    ],
  },
  {
    id: 29,
    slug: 'iceland-glaciers-lagoons-and-northern-lights',
    name: 'Iceland: Glaciers, Lagoons and the Northern Lights',
    countries: ['iceland'],
    parentLocation: 'Iceland',
    location: 'South Coast & Vatnajökull, Iceland',
    season: 'September to March',
    description:
      'Waterfalls and black sand beaches on the south coast, a blue ice cave beneath Vatnajökull, the icebergs of Jökulsárlón and nights watching for the aurora.',
    keywords: [
      'Iceland northern lights',
      'ice caves',
      'Jökulsárlón',
      'south coast Iceland',
      'winter Iceland',
    ],
    gallery: [
      ['pkg-iceland-glacier-lagoon-icebergs', 'Icebergs floating in the Jökulsárlón glacier lagoon'],
      ['pkg-iceland-waterfall-mountain', 'A waterfall plunging over a cliff on the south coast of Iceland'],
      ['pkg-iceland-black-sand-coast-basalt', 'Basalt columns on the black sand beach of Reynisfjara'],
      ['pkg-iceland-aurora-mountain-lake-dusk', 'The northern lights over a mountain lake in Iceland'],
    ],
    days: [
      [
        'Arrival in Reykjavík',
        'You are met at the airport and taken to a hotel in the centre of Reykjavík, with dinner in one of its celebrated New Nordic kitchens.',
      ],
      [
        'The Golden Circle',
        'Explore the rift valley of Þingvellir, where two continents drift apart, the Geysir geothermal area and the Gullfoss waterfall with a private guide.',
      ],
      [
        'The South Coast',
        'Drive along the south coast to a lodge near Vík, walking behind the waterfall of Seljalandsfoss and standing beneath Skógafoss.',
      ],
      [
        'Jökulsárlón',
        'Sail among the icebergs of the Jökulsárlón glacier lagoon, where seals haul out on the ice, and walk on the Diamond Beach as the icebergs wash ashore.',
      ],
      [
        'The Ice Cave',
        'Explore a blue ice cave beneath the Vatnajökull glacier with an expert guide, then watch for the northern lights from your lodge.',
      ],
      [
        'Back to Reykjavík',
        'Drive back to Reykjavík, stopping for a soak in a geothermal lagoon overlooking the ocean.',
      ],
      ['Departure', 'Transfer to Keflavík airport for your flight home.'],
    ],
    similar: [
      'norway-western-fjords-and-lofoten',
      'new-zealand-south-island-grand-tour',
      'patagonia-torres-del-paine-and-el-calafate',
    ],
  },
  {
    id: 30,
    slug: 'norway-western-fjords-and-lofoten',
    name: 'Norway: The Western Fjords and the Lofoten Islands',
    countries: ['norway'],
    parentLocation: 'Norway',
    location: 'Western Fjords & Lofoten, Norway',
    season: 'June to August',
    description:
      'Bergen, the Flåm Railway, Nærøyfjord and Geirangerfjord by private boat, and a fisherman’s cabin in the Lofoten Islands under the midnight sun.',
    keywords: ['Norway fjords', 'Lofoten', 'Geirangerfjord', 'Flåm Railway', 'midnight sun'],
    gallery: [
      ['pkg-norway-geiranger-fjord-waterfall', 'The Seven Sisters waterfall in Geirangerfjord'],
      [
        'pkg-norway-lofoten-fishing-village',
        'Red fishermen’s cabins beneath the peaks of the Lofoten Islands',
      ],
      ['pkg-norway-flam-railway-fjord', 'The Flåm Railway winding down a valley to the fjord'],
      ['pkg-norway-bergen-harbour', 'The wooden houses of Bryggen on the harbour of Bergen'],
    ],
    days: [
      [
        'Arrival in Bergen',
        'You are met at the airport and taken to a hotel on the harbour in Bergen, the gateway to the fjords.',
      ],
      [
        'Bergen',
        'Explore the wooden merchants’ houses of Bryggen and the fish market, and ride the funicular up Mount Fløyen for the view.',
      ],
      [
        'The Flåm Railway',
        'Take the train across the mountains and down the Flåm Railway, one of the steepest in the world, to the head of the Aurlandsfjord.',
      ],
      [
        'Nærøyfjord',
        'Explore the narrow Nærøyfjord by private RIB, then drive to a historic wooden hotel on the water.',
      ],
      [
        'Geirangerfjord',
        'Cruise the Geirangerfjord past the Seven Sisters waterfall and walk to an abandoned mountain farm above the water.',
      ],
      [
        'To Lofoten',
        'Fly north to the Lofoten Islands and check into a restored fisherman’s cabin on stilts above the sea.',
      ],
      [
        'The Midnight Sun',
        'Kayak among the islands and walk to a viewpoint to watch the midnight sun roll along the horizon.',
      ],
      [
        'Arctic Cuisine',
        'Join a fisherman for a morning at sea, then dine on Arctic cod and king crab in a restaurant in the old fishing village of Henningsvær.',
      ],
      ['Departure', 'Fly to Oslo to connect with your flight home.'],
    ],
    similar: [
      'iceland-glaciers-lagoons-and-northern-lights',
      'new-zealand-south-island-grand-tour',
      'oman-mountains-desert-and-musandam',
    ],
  },
  {
    id: 31,
    slug: 'andalucia-seville-granada-and-white-villages',
    name: 'Andalucía: Seville, Granada and the White Villages',
    countries: ['spain'],
    parentLocation: 'Spain',
    location: 'Andalucía, Spain',
    season: 'March to June and September to November',
    description:
      'Seville’s Alcázar and flamenco, the Mezquita of Córdoba, the white villages of the sierra and the Alhambra of Granada after dark.',
    keywords: ['Andalucía tour', 'Seville', 'Granada', 'Alhambra', 'white villages'],
    gallery: [
      ['pkg-spain-alhambra-palace-granada', 'The Alhambra above Granada with the Sierra Nevada beyond'],
      ['pkg-spain-seville-alcazar-palace-garden', 'The gardens and pools of the Alcázar of Seville'],
      ['pkg-spain-ronda-white-village-hills', 'The white town of Ronda on the edge of its gorge'],
      ['pkg-spain-cordoba-mezquita-palace', 'The striped arches of the Mezquita of Córdoba'],
    ],
    days: [
      [
        'Arrival in Seville',
        'You are met at the airport and taken to a palace hotel in the old town of Seville, scented with orange blossom in spring.',
      ],
      [
        'Seville',
        'Explore the cathedral and the Alcázar with a historian, and see flamenco in an intimate tablao in the evening.',
      ],
      [
        'Córdoba',
        'Spend the day in Córdoba, walking through the forest of arches of the Mezquita and the flowered patios of the Jewish quarter.',
      ],
      [
        'The White Villages',
        'Drive through the white villages of the Sierra de Grazalema to Ronda, perched on either side of its gorge.',
      ],
      [
        'Ronda',
        'Explore Ronda’s bridges and bullring and taste wines at a bodega in the hills outside the town.',
      ],
      ['To Granada', 'Drive east through olive groves to Granada and a hotel near the Alhambra.'],
      [
        'The Alhambra',
        'Visit the Alhambra with a historian, and return after dark for the Nasrid Palaces by night.',
      ],
      ['Departure', 'Transfer to Málaga airport for your flight home.'],
    ],
    similar: [
      'portugal-lisbon-douro-and-algarve',
      'morocco-imperial-cities-atlas-and-sahara',
      'italy-rome-tuscany-and-venice',
    ],
  },
];
