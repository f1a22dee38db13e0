import { planButton, section } from '../builders';
import type { SeedCountry } from '../types';

export const americasCountries: SeedCountry[] = [
  {
    id: 32,
    slug: 'peru',
    name: 'Peru',
    continent: 'south-america',
    heroSubheading: 'Machu Picchu, the Sacred Valley and the world’s most exciting kitchens',
    hero: 'country-peru-machu-picchu-andes-mountain-lodge',
    whyTravel: [
      'Peru packs in the Inca heartland, the Amazon rainforest, Lake Titicaca and a capital that has become one of the great food cities of the world. Altitude is the challenge, and we plan every journey to let you acclimatise gently in the Sacred Valley before Cusco and Machu Picchu.',
      'Our guides are Quechua speakers, archaeologists and chefs, and our hotels range from a restored monastery in Cusco to a lodge in the cloud forest below Machu Picchu.',
    ],
    sections: [
      section(
        'The Sacred Valley',
        'country-peru-sacred-valley-terraces',
        'The Urubamba River winds between Inca terraces and villages where weavers still use ancient techniques. Visit the market in Pisac, the terraces of Moray and the salt pans of Maras.',
      ),
      section(
        'Machu Picchu',
        'country-peru-machu-picchu-cloud-mountain-trail',
        'Ride the train along the river to Aguas Calientes and visit Machu Picchu twice, in the afternoon and again at sunrise, with a guide who has studied the site for decades.',
      ),
      section(
        'Lima and the Amazon',
        'country-peru-amazon-rainforest-valley',
        'Eat at the counters of Lima’s celebrated chefs, then fly into the Amazon to a lodge on a tributary of the Madre de Dios, where macaws gather at the clay licks at dawn.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Peru tours: Machu Picchu at sunrise, the Sacred Valley, Cusco, Lima’s restaurants and Amazon lodges.',
    keywords: ['luxury Peru tours', 'Machu Picchu', 'Sacred Valley', 'Cusco', 'Lima food'],
  },
  {
    id: 33,
    slug: 'chile',
    name: 'Chile',
    continent: 'south-america',
    heroSubheading: 'Patagonian peaks, the Atacama Desert and the lakes of the south',
    hero: 'country-chile-torres-del-paine-towers-lodge',
    whyTravel: [
      'Chile is over four thousand kilometres long and rarely more than two hundred wide, and it contains almost every landscape on Earth: the driest desert, the Andes, volcano-studded lakes, vineyards and the wild granite towers of Patagonia.',
      'We plan Chile around exceptional lodges with their own guides, from the Atacama to Torres del Paine, where each day brings a new excursion chosen to suit you.',
    ],
    sections: [
      section(
        'Torres del Paine',
        'country-chile-patagonia-glacier-lake',
        'The granite towers of Torres del Paine are among the most recognisable mountains on Earth. Walk to their base, kayak among icebergs on Lago Grey and ride with gauchos across the steppe.',
      ),
      section(
        'The Atacama Desert',
        'country-chile-atacama-desert-stars',
        'In the Atacama, salt flats and lagoons sit beneath smoking volcanoes and skies that are among the clearest in the world. Watch flamingos at dawn, bathe in hot springs and stargaze with an astronomer.',
      ),
      section(
        'The Lake District',
        'country-chile-volcano-lake',
        'Volcanoes rise above lakes and forests in Chile’s south. Hike in national parks, raft rivers and stay in lodges on the shores of the lakes.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Chile tours: Torres del Paine in Patagonia, the Atacama Desert, the Lake District and Chilean wine country.',
    keywords: [
      'luxury Chile tours',
      'Torres del Paine',
      'Atacama Desert',
      'Patagonia',
      'Chilean Lake District',
    ],
  },
  {
    id: 34,
    slug: 'argentina',
    name: 'Argentina',
    continent: 'south-america',
    heroSubheading: 'Tango, Malbec, glaciers and the thunder of Iguazú',
    hero: 'country-argentina-andes-vineyard-hills-lodge',
    whyTravel: [
      'Argentina is a country of grand passions: tango in Buenos Aires, wine in Mendoza, gauchos on the pampas, and some of the most spectacular natural sights on Earth, from the Perito Moreno Glacier to the Iguazú Falls.',
      'We plan journeys that combine them with flights and private guides, staying in boutique hotels, historic estancias and lodges in the mountains.',
    ],
    sections: [
      section(
        'Buenos Aires',
        'country-argentina-buenos-aires-harbour',
        'Stay in a Recoleta palace, take a private tango class and dine at a parrilla where the steaks are cooked over wood. Explore the markets of San Telmo and the colourful streets of La Boca.',
      ),
      section(
        'Mendoza',
        'country-argentina-mendoza-vineyard-andes-village',
        'Mendoza’s vineyards lie at the foot of the Andes, with Aconcagua on the horizon. Taste Malbec with winemakers, ride through the vines and dine at estate restaurants.',
      ),
      section(
        'Iguazú and the Glaciers',
        'country-argentina-perito-moreno-glacier-lake',
        'The Iguazú Falls thunder through the rainforest on the Brazilian border. In Patagonia, the Perito Moreno Glacier calves into Lake Argentino, and you can walk on the ice with a guide.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Argentina tours: Buenos Aires, Mendoza’s vineyards, the Iguazú Falls and the Perito Moreno Glacier in Patagonia.',
    keywords: ['luxury Argentina tours', 'Buenos Aires', 'Mendoza', 'Iguazú Falls', 'Perito Moreno'],
  },
  {
    id: 35,
    slug: 'brazil',
    name: 'Brazil',
    continent: 'south-america',
    heroSubheading: 'Rio’s beaches, colonial Paraty and the coast of the northeast',
    hero: 'country-brazil-rio-bay-coast-terrace',
    whyTravel: [
      'Brazil is a country of superlatives: the largest rainforest, some of the most beautiful beaches and a cultural life of astonishing energy. We plan journeys that combine the glamour of Rio de Janeiro with the colonial towns and quiet beaches that most visitors miss.',
      'From the Pantanal, the best place in South America to see jaguars, to the fishing villages of Alagoas, we choose small hotels with great character.',
    ],
    sections: [
      section(
        'Rio de Janeiro',
        'country-brazil-rio-sugarloaf-bay-boat',
        'Ride the cable car up Sugarloaf Mountain at sunset, visit Christ the Redeemer before the crowds and spend a day on the beaches of Ipanema and Leblon.',
      ),
      section(
        'Paraty and the Green Coast',
        'country-brazil-paraty-colonial-coast',
        'Paraty is a colonial town of cobbled streets and white churches between the mountains and the sea. Sail between the islands of the bay and hike through the Atlantic rainforest.',
      ),
      section(
        'The Northeast',
        'country-brazil-alagoas-beach-lagoon',
        'The coast of Alagoas has natural pools at low tide, coconut groves and fishing villages. Stay in a pousada on the beach in São Miguel dos Milagres.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Brazil holidays: Rio de Janeiro, colonial Paraty, the beaches of São Miguel dos Milagres and jaguars in the Pantanal.',
    keywords: ['luxury Brazil holidays', 'Rio de Janeiro', 'Paraty', 'São Miguel dos Milagres', 'Pantanal'],
  },
  {
    id: 36,
    slug: 'ecuador',
    name: 'Ecuador',
    continent: 'south-america',
    heroSubheading: 'The Galápagos Islands, Andean volcanoes and cloud forests',
    hero: 'country-ecuador-galapagos-island-coast',
    whyTravel: [
      'Ecuador is small but extraordinarily diverse. In a single journey you can explore the colonial capital of Quito, the volcanoes of the Andes and the cloud forest, before flying out to the Galápagos, where wildlife shows no fear of humans.',
      'We plan Galápagos voyages on small expedition yachts with expert naturalists, and combine them with haciendas in the highlands.',
    ],
    sections: [
      section(
        'The Galápagos Islands',
        'country-ecuador-galapagos-beach-wildlife',
        'Snorkel with sea lions and penguins, walk among nesting blue-footed boobies and marine iguanas, and watch giant tortoises grazing in the highlands of Santa Cruz.',
      ),
      section(
        'Quito and the Andes',
        'country-ecuador-quito-volcano-mountain',
        'Quito’s old town is one of the best-preserved in South America. Drive the Avenue of the Volcanoes, stay in a historic hacienda and visit the indigenous market of Otavalo.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Ecuador and Galápagos holidays: expedition yachts with naturalists, Quito’s old town and haciendas in the Andes.',
    keywords: ['Galápagos cruise', 'luxury Ecuador tours', 'Quito', 'Andes haciendas', 'wildlife holidays'],
  },
  {
    id: 37,
    slug: 'costa-rica',
    name: 'Costa Rica',
    continent: 'central-america',
    heroSubheading: 'Volcanoes, cloud forests and the wild Pacific coast',
    hero: 'country-costa-rica-volcano-rainforest',
    whyTravel: [
      'Costa Rica protects more than a quarter of its land, and its forests are home to around five per cent of the world’s species. It is an ideal destination for families and nature lovers, with naturalist guides, eco-lodges and adventures for every age.',
      'We combine the volcanoes of Arenal, the cloud forests of Monteverde and the beaches of the Pacific, with private transfers and light aircraft between them.',
    ],
    sections: [
      section(
        'Arenal and the Cloud Forest',
        'country-costa-rica-arenal-volcano-lake-lodge',
        'Arenal Volcano rises above a landscape of hot springs and rainforest. Walk the hanging bridges of the cloud forest and look for sloths, toucans and quetzals with a naturalist.',
      ),
      section(
        'The Pacific Coast',
        'country-costa-rica-pacific-beach-cove',
        'On the Osa Peninsula or the Guanacaste coast, stay in an eco-lodge above the ocean, watch humpback whales and scarlet macaws, and surf the waves of the Pacific.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Costa Rica holidays: Arenal Volcano, the Monteverde cloud forest and eco-lodges on the Pacific coast.',
    keywords: ['luxury Costa Rica holidays', 'Arenal', 'Monteverde', 'eco-lodges', 'family nature holiday'],
  },
  {
    id: 38,
    slug: 'mexico',
    name: 'Mexico',
    continent: 'central-america',
    heroSubheading: 'Maya cities, colonial towns and the food of Oaxaca',
    hero: 'country-mexico-hacienda-yucatan-terrace',
    whyTravel: [
      'Mexico is a country of extraordinary depth: Aztec and Maya ruins, colonial cities, a cuisine recognised by UNESCO, and a coast of turquoise water and cenotes. We plan journeys that go beyond the beach to the artisans, chefs and historians who make Mexico so rich.',
      'Our hotels are restored haciendas, boutique hotels in colonial mansions and beach retreats on the Riviera Maya.',
    ],
    sections: [
      section(
        'Mexico City and Oaxaca',
        'country-mexico-oaxaca-colonial-valley',
        'Mexico City is one of the world’s great cultural capitals. In Oaxaca, learn to make mole with a local cook, visit the markets and taste mezcal with a family producer.',
      ),
      section(
        'The Yucatán',
        'country-mexico-yucatan-cenote-lake',
        'Explore the Maya cities of Chichén Itzá and Uxmal before the crowds, swim in cenotes and stay in a restored hacienda in the jungle.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Mexico holidays: Mexico City, the food of Oaxaca, Maya ruins, cenotes and haciendas in the Yucatán.',
    keywords: ['luxury Mexico holidays', 'Oaxaca', 'Yucatán', 'haciendas', 'Chichén Itzá'],
  },
];
