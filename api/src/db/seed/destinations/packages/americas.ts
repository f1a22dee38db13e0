import type { SeedPackage } from '../types';

export const americasPackages: SeedPackage[] = [
  {
    id: 39,
    slug: 'peru-cusco-sacred-valley-and-machu-picchu',
    name: 'Peru: Cusco, the Sacred Valley and Machu Picchu',
    countries: ['peru'],
    parentLocation: 'Peru',
    location: 'Lima, the Sacred Valley & Cusco, Peru',
    season: 'April to October',
    description:
      'Lima’s celebrated kitchens, a gentle acclimatisation in the Sacred Valley, Machu Picchu at sunset and again at sunrise, and the Inca and colonial city of Cusco.',
    keywords: ['Peru tour', 'Machu Picchu', 'Sacred Valley', 'Cusco', 'Lima'],
    gallery: [
      [
        'pkg-peru-machu-picchu-mountain-cloud',
        'Machu Picchu beneath the peak of Huayna Picchu, with clouds in the valley',
      ],
      ['pkg-peru-sacred-valley-terraces', 'Inca terraces in the Sacred Valley'],
      ['pkg-peru-cusco-plaza-mountain', 'The Plaza de Armas of Cusco with the mountains beyond'],
      ['pkg-peru-maras-salt-terraces', 'The salt pans of Maras on a hillside in the Sacred Valley'],
    ],
    days: [
      [
        'Arrival in Lima',
        'You are met at the airport and taken to a hotel in Miraflores, on the clifftops above the Pacific.',
      ],
      [
        'Lima',
        'Explore the colonial centre and the pre-Columbian treasures of the Larco Museum, then dine at one of the city’s celebrated tasting counters.',
      ],
      [
        'To the Sacred Valley',
        'Fly to Cusco and drive down into the Sacred Valley to acclimatise at a lower altitude, stopping at the market of Pisac on the way.',
      ],
      [
        'Moray and Maras',
        'Visit the circular Inca terraces of Moray and the salt pans of Maras, and lunch with a community of weavers in Chinchero.',
      ],
      [
        'To Machu Picchu',
        'Take the train along the Urubamba River to Aguas Calientes and visit Machu Picchu in the quiet of the late afternoon.',
      ],
      [
        'Machu Picchu at Sunrise',
        'Return at sunrise and climb Huayna Picchu or walk to the Sun Gate, then take the train back to Cusco.',
      ],
      [
        'Cusco',
        'Explore the Inca and colonial city of Cusco, including the Qorikancha temple and the fortress of Sacsayhuamán with its giant stones.',
      ],
      [
        'San Blas',
        'A day to explore the steep streets of San Blas and its artisans, or to ride horses in the hills above the city.',
      ],
      ['Departure', 'Fly to Lima to connect with your flight home.'],
    ],
    similar: [
      'ecuador-quito-andes-and-galapagos',
      'patagonia-torres-del-paine-and-el-calafate',
      'argentina-buenos-aires-mendoza-and-iguazu',
    ],
  },
  {
    id: 40,
    slug: 'patagonia-torres-del-paine-and-el-calafate',
    name: 'Patagonia: Torres del Paine and the Glaciers of El Calafate',
    countries: ['chile', 'argentina'],
    parentLocation: 'Chile & Argentina',
    location: 'Chilean & Argentine Patagonia',
    season: 'October to April',
    description:
      'Four nights in an all-inclusive lodge in Torres del Paine, a walk on the Perito Moreno Glacier and an estancia on the steppe, with Buenos Aires to begin.',
    keywords: ['Patagonia tour', 'Torres del Paine', 'Perito Moreno', 'El Calafate', 'estancia'],
    gallery: [
      ['pkg-patagonia-torres-del-paine-towers', 'The granite towers of Torres del Paine at sunrise'],
      ['pkg-patagonia-perito-moreno-glacier-lake', 'The Perito Moreno Glacier calving into Lake Argentino'],
      ['pkg-patagonia-lago-grey-icebergs-glacier', 'Icebergs on Lago Grey in Torres del Paine'],
      ['pkg-patagonia-estancia-steppe-mountain', 'An estancia on the Patagonian steppe beneath the Andes'],
    ],
    days: [
      ['Arrival in Buenos Aires', 'You are met at the airport and taken to a palace hotel in Recoleta.'],
      [
        'Buenos Aires',
        'Explore Recoleta, San Telmo and La Boca with a local guide, and take a private tango class in the evening.',
      ],
      [
        'To El Calafate',
        'Fly to El Calafate and check into a lodge overlooking the milky blue waters of Lake Argentino.',
      ],
      [
        'Perito Moreno',
        'Walk on the Perito Moreno Glacier with crampons and a guide, then watch the ice calve from the walkways opposite its face.',
      ],
      [
        'An Estancia on the Steppe',
        'Spend the day at an estancia on the steppe, riding with gauchos and sharing a lamb asado cooked over an open fire.',
      ],
      [
        'To Torres del Paine',
        'Drive across the border into Chile to an all-inclusive lodge in Torres del Paine.',
      ],
      [
        'The Towers',
        'Hike to the base of the granite towers, or take a gentler walk to the Salto Grande waterfall.',
      ],
      ['Lago Grey', 'Kayak among the icebergs of Lago Grey, below the glacier that feeds it.'],
      [
        'Guanacos and Condors',
        'Ride horses across the steppe looking for guanacos, condors and, with luck, pumas.',
      ],
      ['To Punta Arenas', 'Drive to Punta Arenas for a night on the Strait of Magellan.'],
      ['Departure', 'Fly to Santiago to connect with your flight home.'],
    ],
    similar: [
      'argentina-buenos-aires-mendoza-and-iguazu',
      'peru-cusco-sacred-valley-and-machu-picchu',
      'iceland-glaciers-lagoons-and-northern-lights',
    ],
  },
  {
    id: 41,
    slug: 'argentina-buenos-aires-mendoza-and-iguazu',
    name: 'Argentina: Buenos Aires, Mendoza’s Vineyards and Iguazú Falls',
    countries: ['argentina'],
    parentLocation: 'Argentina',
    location: 'Buenos Aires, Mendoza & Iguazú, Argentina',
    season: 'September to May',
    description:
      'Tango and parrillas in Buenos Aires, Malbec at the foot of the Andes in Mendoza and both sides of the thundering Iguazú Falls.',
    keywords: ['Argentina tour', 'Buenos Aires', 'Mendoza', 'Iguazú Falls', 'Malbec'],
    gallery: [
      ['pkg-argentina-mendoza-vineyard-andes', 'Vineyards at the foot of the Andes in Mendoza'],
      ['pkg-argentina-iguazu-falls-rainforest', 'The Iguazú Falls thundering through the rainforest'],
      ['pkg-argentina-buenos-aires-harbour', 'The colourful houses of La Boca in Buenos Aires'],
      ['pkg-argentina-uco-valley-hills', 'The Uco Valley with the snow-capped Andes'],
    ],
    days: [
      ['Arrival in Buenos Aires', 'You are met at the airport and taken to a boutique hotel in Palermo.'],
      [
        'Buenos Aires',
        'Explore Recoleta and its cemetery, the antique markets of San Telmo and the painted houses of La Boca with a local guide.',
      ],
      [
        'Tango',
        'Take a private tango class with a professional couple, then dine at a parrilla where the steaks are cooked over wood.',
      ],
      [
        'To Mendoza',
        'Fly to Mendoza and check into a wine lodge in the Uco Valley, with the Andes filling the horizon.',
      ],
      [
        'The Uco Valley',
        'Taste wines with winemakers, ride horses through the vines and lunch at an estate restaurant.',
      ],
      [
        'Into the Andes',
        'Drive into the Andes to see Aconcagua, the highest mountain in the Americas, and the Inca Bridge.',
      ],
      [
        'To Iguazú',
        'Fly to Iguazú and check into a hotel inside the national park, within earshot of the falls.',
      ],
      [
        'The Argentine Falls',
        'Walk the trails and catwalks to the Devil’s Throat, where the river drops into a cauldron of spray.',
      ],
      [
        'The Brazilian Falls',
        'Cross to Brazil for the panoramic view of the falls, and take a boat into the spray.',
      ],
      ['Departure', 'Fly to Buenos Aires to connect with your flight home.'],
    ],
    similar: [
      'patagonia-torres-del-paine-and-el-calafate',
      'brazil-rio-paraty-and-sao-miguel-dos-milagres',
      'peru-cusco-sacred-valley-and-machu-picchu',
    ],
  },
  {
    id: 42,
    slug: 'brazil-rio-paraty-and-sao-miguel-dos-milagres',
    name: 'Brazil: Rio de Janeiro, Paraty and São Miguel dos Milagres',
    countries: ['brazil'],
    parentLocation: 'Brazil',
    location: 'Rio de Janeiro, Paraty & Alagoas, Brazil',
    season: 'September to March',
    description:
      'Sugarloaf at sunset and the beaches of Ipanema, a schooner among the islands of colonial Paraty and a beach pousada in São Miguel dos Milagres.',
    keywords: ['Brazil holiday', 'Rio de Janeiro', 'Paraty', 'São Miguel dos Milagres', 'Alagoas'],
    gallery: [
      ['pkg-brazil-rio-sugarloaf-bay', 'Sugarloaf Mountain above Guanabara Bay at sunset'],
      ['pkg-brazil-paraty-colonial-coast', 'The colonial town of Paraty between mountains and sea'],
      [
        'pkg-brazil-sao-miguel-beach-lagoon',
        'Natural pools at low tide off the beaches of São Miguel dos Milagres',
      ],
      ['pkg-brazil-ipanema-beach-coast', 'The beach of Ipanema with the Two Brothers mountain'],
    ],
    days: [
      ['Arrival in Rio', 'You are met at the airport and taken to a hotel on Copacabana beach.'],
      [
        'Rio de Janeiro',
        'Visit Christ the Redeemer early, before the crowds, and ride the cable car up Sugarloaf at sunset.',
      ],
      [
        'Santa Teresa',
        'Explore the hilltop neighbourhood of Santa Teresa and its artists’ studios, and walk in the botanical gardens.',
      ],
      [
        'To Paraty',
        'Drive along the Green Coast, between the mountains and the sea, to the colonial town of Paraty.',
      ],
      [
        'The Bay of Paraty',
        'Sail among the islands of the bay on a private schooner, swimming from empty beaches.',
      ],
      [
        'The Atlantic Rainforest',
        'Hike through the Atlantic rainforest to a waterfall, and visit a family cachaça distillery.',
      ],
      ['To Alagoas', 'Fly to Maceió and drive north to a pousada on the beach in São Miguel dos Milagres.'],
      [
        'Natural Pools',
        'Take a raft to the natural pools that appear on the reef at low tide, full of fish.',
      ],
      ['Beach Days', 'A day on the beach, with a visit to the manatee sanctuary at Porto de Pedras.'],
      ['Departure', 'Fly to Rio or São Paulo to connect with your flight home.'],
    ],
    similar: [
      'argentina-buenos-aires-mendoza-and-iguazu',
      'costa-rica-volcanoes-cloud-forest-and-pacific',
      'mexico-city-oaxaca-and-yucatan',
    ],
  },
  {
    id: 43,
    slug: 'ecuador-quito-andes-and-galapagos',
    name: 'Ecuador: Quito, the Andes and the Galápagos Islands',
    countries: ['ecuador'],
    parentLocation: 'Ecuador',
    location: 'Quito, the Andes & the Galápagos, Ecuador',
    season: 'December to May',
    description:
      'Quito’s colonial old town, a hacienda beneath the volcanoes and a five-night Galápagos cruise on a small expedition yacht with a naturalist guide.',
    keywords: ['Galápagos cruise', 'Ecuador tour', 'Quito', 'Andes haciendas', 'wildlife holiday'],
    gallery: [
      ['pkg-galapagos-island-beach-sea-lions', 'Sea lions on a white sand beach in the Galápagos'],
      ['pkg-ecuador-quito-volcano-mountain', 'The volcano of Cotopaxi above the Andean highlands'],
      ['pkg-galapagos-yacht-island-bay', 'An expedition yacht anchored in a bay of the Galápagos'],
      ['pkg-galapagos-tortoise-highlands-lake', 'A giant tortoise in the highlands of Santa Cruz'],
    ],
    days: [
      [
        'Arrival in Quito',
        'You are met at the airport and taken to a boutique hotel in a restored mansion in the colonial old town, 2,850 metres up in the Andes.',
      ],
      [
        'Quito',
        'Explore the churches and plazas of one of the best-preserved old towns in the Americas, including the gilded Jesuit church of La Compañía, then ride the cable car up the slopes of Pichincha for the view over the city.',
      ],
      [
        'The Avenue of the Volcanoes',
        'Drive south along the Avenue of the Volcanoes, as Humboldt named it, to a seventeenth-century hacienda beneath the snow cone of Cotopaxi, with a fire lit in your room at night.',
      ],
      [
        'Otavalo',
        'Visit the indigenous market of Otavalo, famous for its textiles, and the weavers and instrument makers of the surrounding villages, with lunch at a hacienda by the lake of San Pablo.',
      ],
      [
        'To the Galápagos',
        'Fly out over the Pacific to the Galápagos and board your expedition yacht, where your naturalist guide briefs you over lunch before the first landing of the afternoon.',
      ],
      [
        'Española',
        'On Española, the oldest island, walk among nesting waved albatrosses and blue-footed boobies performing their courtship dance, and snorkel with playful sea lions in Gardner Bay.',
      ],
      [
        'Floreana',
        'Snorkel with sea turtles off Floreana and visit Post Office Bay, where whalers left letters in a barrel for passing ships to carry home, a tradition visitors still keep.',
      ],
      [
        'Santa Cruz',
        'Walk among giant tortoises in the misty highlands of Santa Cruz, and meet the scientists of the Charles Darwin Research Station.',
      ],
      [
        'North Seymour',
        'Walk among the nesting frigatebirds of North Seymour, their red throat pouches inflated, and look for land iguanas among the cactus.',
      ],
      [
        'Bartolomé',
        'Climb to the viewpoint of Bartolomé for the most famous view in the islands, then snorkel beside Pinnacle Rock with Galápagos penguins.',
      ],
      [
        'Departure',
        'Disembark after breakfast and fly back to Quito or Guayaquil to connect with your flight home.',
      ],
    ],
    similar: [
      'peru-cusco-sacred-valley-and-machu-picchu',
      'costa-rica-volcanoes-cloud-forest-and-pacific',
      'patagonia-torres-del-paine-and-el-calafate',
    ],
  },
  {
    id: 44,
    slug: 'costa-rica-volcanoes-cloud-forest-and-pacific',
    name: 'Costa Rica: Volcanoes, Cloud Forest and the Pacific Coast',
    countries: ['costa-rica'],
    parentLocation: 'Costa Rica',
    location: 'Arenal, Monteverde & the Osa Peninsula, Costa Rica',
    season: 'December to April',
    description:
      'Hot springs beneath Arenal Volcano, the hanging bridges of the Monteverde cloud forest and an eco-lodge on the Osa Peninsula, with naturalist guides throughout.',
    keywords: ['Costa Rica holiday', 'Arenal', 'Monteverde', 'Osa Peninsula', 'eco-lodge'],
    gallery: [
      ['pkg-costa-rica-arenal-volcano-lake', 'Arenal Volcano above the lake and the rainforest'],
      ['pkg-costa-rica-cloud-forest-bridge-mountain', 'A hanging bridge in the Monteverde cloud forest'],
      ['pkg-costa-rica-osa-pacific-beach', 'A wild beach on the Osa Peninsula'],
      ['pkg-costa-rica-toucan-rainforest-wildlife', 'A toucan in the rainforest canopy'],
    ],
    days: [
      [
        'Arrival in San José',
        'You are met at the airport and taken to a hotel on a coffee estate in the hills above San José, where the first cup of the morning comes from the plantation outside your window.',
      ],
      [
        'To Arenal',
        'Drive north through farmland and forest to a lodge facing the perfect cone of Arenal Volcano, stopping at a hummingbird garden on the way.',
      ],
      [
        'Arenal',
        'Walk the hanging bridges through the rainforest canopy with a naturalist, looking for toucans and howler monkeys, then soak in volcanic hot springs as night falls.',
      ],
      [
        'To Monteverde',
        'Drive around Lake Arenal and up into the cloud forest of Monteverde, where the air cools and the trees are hung with moss and orchids.',
      ],
      [
        'The Cloud Forest',
        'Walk the reserve at dawn in search of the resplendent quetzal, then return at night with a guide and a torch to find tree frogs, tarantulas and sleeping birds.',
      ],
      [
        'To the Osa Peninsula',
        'Fly by light aircraft to the Osa Peninsula and an eco-lodge in the rainforest above the Pacific, where scarlet macaws fly past the deck.',
      ],
      [
        'Corcovado',
        'Explore Corcovado National Park, which National Geographic called the most biologically intense place on Earth, looking for tapirs, spider monkeys and all four of Costa Rica’s monkey species.',
      ],
      [
        'The Golfo Dulce',
        'Watch humpback whales and dolphins from a boat in the Golfo Dulce, one of the few tropical fjords in the world, and snorkel in its calm waters.',
      ],
      [
        'Rainforest and Beach',
        'A final day to enjoy the lodge’s beach and rainforest trails, or to learn to surf on the gentle waves of the Pacific.',
      ],
      ['Departure', 'Fly back to San José to connect with your flight home.'],
    ],
    similar: [
      'mexico-city-oaxaca-and-yucatan',
      'ecuador-quito-andes-and-galapagos',
      'brazil-rio-paraty-and-sao-miguel-dos-milagres',
    ],
  },
  {
    id: 45,
    slug: 'mexico-city-oaxaca-and-yucatan',
    name: 'Mexico: Mexico City, Oaxaca and the Yucatán',
    countries: ['mexico'],
    parentLocation: 'Mexico',
    location: 'Mexico City, Oaxaca & the Yucatán, Mexico',
    season: 'November to April',
    description:
      'The museums and markets of Mexico City, mole and mezcal in Oaxaca, and Maya ruins, cenotes and a restored hacienda in the Yucatán.',
    keywords: ['Mexico tour', 'Mexico City', 'Oaxaca', 'Yucatán', 'haciendas'],
    gallery: [
      ['pkg-mexico-yucatan-hacienda-palace', 'A restored hacienda in the Yucatán'],
      ['pkg-mexico-oaxaca-colonial-valley', 'The colonial streets of Oaxaca'],
      ['pkg-mexico-chichen-itza-pyramid', 'The pyramid of Chichén Itzá'],
      ['pkg-mexico-cenote-jungle-lake', 'A cenote in the jungle of the Yucatán'],
    ],
    days: [
      [
        'Arrival in Mexico City',
        'You are met at the airport and taken to a boutique hotel in a leafy street of Roma or Condesa, with dinner at a taquería the locals queue for.',
      ],
      [
        'Mexico City',
        'Explore the historic centre, the ruins of the Aztec Templo Mayor and Diego Rivera’s murals, then spend the afternoon in the National Museum of Anthropology with a historian.',
      ],
      [
        'Teotihuacán',
        'Visit the pyramids of Teotihuacán at dawn, before the crowds, and lunch in a restaurant inside a cave nearby.',
      ],
      [
        'To Oaxaca',
        'Fly south to Oaxaca and walk through the colonial city, from the Baroque church of Santo Domingo to the smoky grills of the Mercado 20 de Noviembre.',
      ],
      [
        'Oaxacan Cooking',
        'Learn to make mole negro with a local cook, toasting and grinding the chillies, seeds and chocolate by hand, and share the feast with her family.',
      ],
      [
        'Mezcal and Monte Albán',
        'Visit the hilltop Zapotec city of Monte Albán, then a family mezcal producer in the valley, where the agave is still roasted in earth pits.',
      ],
      [
        'To the Yucatán',
        'Fly to Mérida and drive into the countryside to a restored henequen hacienda, its pool set among the jungle and old machinery.',
      ],
      [
        'Uxmal',
        'Explore the Maya city of Uxmal, with its Pyramid of the Magician and the carved façades of the Nunnery Quadrangle, in the quiet of the late afternoon.',
      ],
      [
        'Chichén Itzá',
        'Visit Chichén Itzá at opening time, before the coaches arrive, and then the colonial town of Valladolid.',
      ],
      [
        'Cenotes',
        'Swim in the cenotes of the Yucatán, natural wells in the limestone where shafts of light fall into clear blue water.',
      ],
      ['Departure', 'Fly from Mérida to connect with your flight home.'],
    ],
    similar: [
      'costa-rica-volcanoes-cloud-forest-and-pacific',
      'brazil-rio-paraty-and-sao-miguel-dos-milagres',
      'peru-cusco-sacred-valley-and-machu-picchu',
    ],
  },
];
