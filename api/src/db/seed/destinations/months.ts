import type { SeedMonth } from './types';

/** The travel-by-month guide, January first: a month's id is its number. */
export const seedMonths: SeedMonth[] = [
  {
    name: 'January',
    hero: 'month-january-tea-hills-sunrise-trail',
    paragraph1:
      'January is high summer in the southern hemisphere and the driest, clearest month across much of South Asia. It is the month for Rajasthan’s palaces in crisp sunshine, for Sri Lanka’s west and south coasts, and for the long, light evenings of the Cape and Patagonia.',
    paragraph2:
      'In East Africa, the short rains have passed and the wildebeest gather on the short-grass plains of the southern Serengeti to give birth, drawing predators from all around. And for pure escape, the Maldives are at their calmest, with clear water and sunny days.',
    destinations: [
      [
        'india',
        'Cool, bright days in Rajasthan and the Golden Triangle, with the desert festivals and the best tiger sightings still to come.',
      ],
      [
        'sri-lanka',
        'The south and west coasts are at their best, the tea country is green and clear, and whales pass off Mirissa.',
      ],
      [
        'tanzania',
        'The calving season in the southern Serengeti, with thousands of newborn wildebeest and the lions and cheetahs that follow them.',
      ],
      [
        'south-africa',
        'Long summer days in Cape Town and the Winelands, with harvest approaching and the ocean at its warmest.',
      ],
      [
        'chile',
        'Peak season in Patagonia, with long days for walking in Torres del Paine and the steppe in bloom.',
      ],
      ['maldives', 'Calm seas, clear skies and superb visibility for snorkelling on the house reefs.'],
    ],
    packages: [
      'palaces-of-rajasthan-and-the-taj-mahal',
      'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
      'tanzania-serengeti-ngorongoro-and-zanzibar',
      'cape-town-winelands-and-garden-route',
    ],
    cta: {
      heading: 'Begin the Year Somewhere Extraordinary',
      text: 'January fills early, especially in the Maldives and the Serengeti. Tell us when you can travel and our specialists will find the right camp, villa or palace for you.',
      buttonText: 'Start Planning',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'February',
    hero: 'month-february-volcano-lake-lodge',
    paragraph1:
      'February is a month of contrasts: the dry season in Central America, late summer in New Zealand and Argentina, and cool, sunny days in Oman and Vietnam. It is one of the best months of the year to travel, and one of the busiest, so plan ahead.',
    paragraph2:
      'Costa Rica’s cloud forests and Pacific beaches are at their driest, Mexico is warm but not yet hot, and the vineyards of Mendoza and Marlborough are heavy with grapes ahead of the harvest.',
    destinations: [
      [
        'oman',
        'Warm days and cool nights, perfect for the mountains of the Jebel Akhdar and the desert camps of the Wahiba Sands.',
      ],
      [
        'costa-rica',
        'The heart of the dry season, with sunny days on the Pacific coast and clear views of Arenal Volcano.',
      ],
      [
        'mexico',
        'Pleasant warmth in Mexico City and Oaxaca, and the best time for the Maya sites of the Yucatán.',
      ],
      [
        'new-zealand',
        'Settled late-summer weather, warm lakes and long evenings in Queenstown and Fiordland.',
      ],
      ['argentina', 'Vineyards in full leaf in Mendoza, and long summer days in Buenos Aires and Patagonia.'],
      [
        'vietnam',
        'Dry and sunny in the south and centre, with Tết, the lunar new year, bringing the country to life.',
      ],
    ],
    packages: [
      'oman-mountains-desert-and-musandam',
      'costa-rica-volcanoes-cloud-forest-and-pacific',
      'mexico-city-oaxaca-and-yucatan',
      'new-zealand-south-island-grand-tour',
    ],
    cta: {
      heading: 'Chase the Sun This February',
      text: 'From desert camps in Oman to the cloud forests of Costa Rica, February is full of possibilities. Let us shape them into a journey that is entirely yours.',
      buttonText: 'Plan My Trip',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'March',
    hero: 'month-march-temple-blossom-bath',
    paragraph1:
      'March is the month of blossom. The first cherry trees open in southern Japan towards the end of the month, the almond trees flower in Morocco and the spring light returns to the hills of Jordan and Nepal.',
    paragraph2:
      'It is also a superb month for the Himalaya, with clear mountain views and rhododendrons beginning to bloom, and for Thailand’s islands before the heat of April.',
    destinations: [
      [
        'japan',
        'The cherry blossom reaches Kyoto and Tokyo in the last days of March, the most celebrated moment of the Japanese year.',
      ],
      [
        'jordan',
        'Spring flowers in the desert, mild days for walking in Petra and clear nights in Wadi Rum.',
      ],
      [
        'morocco',
        'Green valleys and snow on the Atlas, with warm days in Marrakech and cool nights in the Sahara.',
      ],
      [
        'nepal',
        'Clear mountain views, rhododendrons in the forests and the start of the spring walking season.',
      ],
      ['thailand', 'The last weeks of the dry season, with calm seas and sunshine on the Andaman coast.'],
      [
        'australia',
        'Early autumn brings softer heat to the Red Centre and calm waters on the Great Barrier Reef.',
      ],
    ],
    packages: [
      'japan-classic-tokyo-hakone-kyoto',
      'jordan-petra-wadi-rum-and-dead-sea',
      'morocco-imperial-cities-atlas-and-sahara',
      'nepal-kathmandu-annapurnas-and-chitwan',
    ],
    cta: {
      heading: 'Catch the Blossom',
      text: 'Cherry blossom season is short and the best ryokan are booked a year ahead. Speak to our Japan specialists now to secure your dates.',
      buttonText: 'Talk to a Specialist',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'April',
    hero: 'month-april-dzong-valley-lodge',
    paragraph1:
      'April is spring in full flower in the Himalaya and southern Europe. Bhutan’s valleys are bright with rhododendrons and its spring festivals fill the dzongs with masked dancers, while Andalucía and Portugal enjoy warm days before the summer heat.',
    paragraph2:
      'In the Indian Ocean, the trade winds drop and the Seychelles enjoy calm, clear seas, perfect for island-hopping and snorkelling. In Bali, the dry season begins.',
    destinations: [
      [
        'bhutan',
        'Rhododendrons on the passes, spring festivals in the dzongs and clear days for the Tiger’s Nest.',
      ],
      [
        'seychelles',
        'Between the trade winds, the sea is calm and clear, perfect for snorkelling and island-hopping.',
      ],
      [
        'spain',
        'Seville’s Holy Week and April Fair, orange blossom in the air and the Alhambra in spring sunshine.',
      ],
      [
        'portugal',
        'Wildflowers in the Alentejo, green vineyards in the Douro and quiet beaches in the Algarve.',
      ],
      ['japan', 'Late blossom in the north and the Alps, and fresh green in the gardens of Kyoto.'],
      ['indonesia', 'The start of the dry season in Bali, with green rice terraces after the rains.'],
    ],
    packages: [
      'bhutan-dzongs-valleys-and-the-tigers-nest',
      'seychelles-mahe-praslin-and-la-digue',
      'andalucia-seville-granada-and-white-villages',
      'japan-alps-kanazawa-and-kumano-kodo',
    ],
    cta: {
      heading: 'Spring Is Calling',
      text: 'From Himalayan festivals to Andalucían fiestas, April is a month of celebrations. Let our specialists plan a spring journey around them.',
      buttonText: 'Start Planning',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'May',
    hero: 'month-may-coast-village',
    paragraph1:
      'May is perhaps the finest month in the Mediterranean: warm enough to swim, with long days and before the crowds of summer. The Amalfi Coast, the Greek islands and Provence are at their most beautiful.',
    paragraph2:
      'Further afield, the dry season begins in the Andes, making May an excellent month for Machu Picchu, and Mauritius and Namibia enjoy pleasant, dry weather.',
    destinations: [
      [
        'italy',
        'Warm days on the Amalfi Coast and in Tuscany, with wildflowers in the hills and the sea warming up.',
      ],
      [
        'greece',
        'The islands wake up for the season, with warm sunshine, quiet beaches and wildflowers on the hillsides.',
      ],
      [
        'peru',
        'The start of the dry season in the Andes, with green valleys and clear skies over Machu Picchu.',
      ],
      [
        'mauritius',
        'Dry, sunny weather on the west coast and comfortable temperatures for walking in the Black River Gorges.',
      ],
      ['indonesia', 'Dry and sunny in Bali, with lush rice terraces and calm seas around Komodo.'],
      ['namibia', 'The green season ends and the desert is at its most beautiful, with clear, warm days.'],
    ],
    packages: [
      'amalfi-coast-and-capri',
      'greek-islands-athens-santorini-and-milos',
      'peru-cusco-sacred-valley-and-machu-picchu',
      'mauritius-mountains-lagoons-and-creole-kitchens',
    ],
    cta: {
      heading: 'The Mediterranean Before the Crowds',
      text: 'May is when we love the Amalfi Coast and the Greek islands most. Let us find you a terrace above the sea before summer arrives.',
      buttonText: 'Plan My Escape',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'June',
    hero: 'month-june-fjord-summer-sun-boat',
    paragraph1:
      'June brings the midnight sun to Norway and the start of the dry season across southern Africa. The Okavango Delta floods, drawing wildlife from far and wide, and the first herds of the Great Migration move north through the Serengeti.',
    paragraph2:
      'It is also a wonderful month for the islands of the South Pacific and for Bali, both in their dry season, and for Portugal’s coasts before the summer holidays begin.',
    destinations: [
      [
        'norway',
        'Endless daylight in the fjords and the Lofoten Islands, with waterfalls at their fullest from the melting snow.',
      ],
      [
        'botswana',
        'The floodwaters reach the Okavango Delta, and the dry season concentrates wildlife around the channels.',
      ],
      ['tanzania', 'The Great Migration moves through the western Serengeti towards the Grumeti River.'],
      ['indonesia', 'Dry, sunny days in Bali and ideal conditions for diving in Komodo.'],
      ['fiji', 'The dry season begins, with sunny days, cooler nights and calm seas.'],
      ['portugal', 'Warm days on the Algarve, and the Douro Valley at its greenest.'],
    ],
    packages: [
      'norway-western-fjords-and-lofoten',
      'botswana-okavango-delta-and-chobe',
      'bali-temples-rice-terraces-and-ubud',
      'fiji-yasawas-and-private-islands',
    ],
    cta: {
      heading: 'Make the Most of the Longest Days',
      text: 'From the midnight sun to the flooded Okavango, June is a month of natural wonders. Tell us what you dream of seeing.',
      buttonText: 'Start Planning',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'July',
    hero: 'month-july-savanna-migration',
    paragraph1:
      'July is the month of the Great Migration. The wildebeest arrive in the Masai Mara and begin their dramatic crossings of the Mara River, watched by crocodiles and lions. It is one of the greatest wildlife spectacles on Earth.',
    paragraph2:
      'Elsewhere, the dry season brings clear skies to the Andes and to Namibia, while the South Pacific islands and the fjords of Norway enjoy their best weather of the year.',
    destinations: [
      [
        'kenya',
        'The migration arrives in the Masai Mara, with river crossings and big cat sightings at their peak.',
      ],
      ['tanzania', 'The herds cross the Grumeti and Mara rivers in the northern Serengeti.'],
      [
        'french-polynesia',
        'The dry season, with sunny days, calm lagoons and the Heiva festival of dance and music in Tahiti.',
      ],
      ['peru', 'Dry, sunny days in the Andes, with the Inti Raymi festival in Cusco at the end of June.'],
      ['norway', 'Warm summer days in the fjords and the midnight sun in the Lofoten Islands.'],
      ['namibia', 'Clear, dry days and cool nights, with wildlife gathering at the waterholes of Etosha.'],
    ],
    packages: [
      'kenya-great-migration-in-the-masai-mara',
      'east-africa-great-safari',
      'french-polynesia-tahiti-moorea-bora-bora',
      'namibia-sossusvlei-damaraland-and-etosha',
    ],
    cta: {
      heading: 'Witness the Great Migration',
      text: 'The best camps for the river crossings are booked a year in advance. Talk to our Africa specialists today to secure yours.',
      buttonText: 'Plan My Safari',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'August',
    hero: 'month-august-delta-elephant-camp',
    paragraph1:
      'August is peak safari season across East and southern Africa. The Masai Mara is alive with the migration, Botswana’s waterholes draw vast herds of elephants, and South Africa’s bush is dry and open, making wildlife easy to see.',
    paragraph2:
      'It is also a fine month for the islands of Fiji and Bali, and for the gentle late-summer evenings of Provence.',
    destinations: [
      ['kenya', 'The migration is in full swing in the Masai Mara, with dramatic river crossings.'],
      [
        'botswana',
        'The floods are at their highest in the Okavango, and elephants gather along the Chobe River.',
      ],
      [
        'south-africa',
        'Dry winter days in the Sabi Sand, with sparse vegetation making wildlife easy to spot.',
      ],
      ['fiji', 'Sunny, dry days and excellent visibility for diving and snorkelling.'],
      ['indonesia', 'The heart of Bali’s dry season, with clear skies over the rice terraces.'],
      ['france', 'Lavender harvest in Provence and warm evenings on the Riviera.'],
    ],
    packages: [
      'kenya-laikipia-mara-and-lamu',
      'botswana-okavango-delta-and-chobe',
      'cape-town-and-the-sabi-sand',
      'fiji-yasawas-and-private-islands',
    ],
    cta: {
      heading: 'A Summer Safari for the Whole Family',
      text: 'August is perfect for a family safari. We know the camps that welcome children and the guides who bring the bush to life for them.',
      buttonText: 'Plan a Family Safari',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'September',
    hero: 'month-september-vineyard-hills',
    paragraph1:
      'September is harvest time in Europe’s wine regions, and the Mediterranean is still warm after the summer. It is a month for Tuscany’s vineyards, the quiet beaches of the Greek islands and the first northern lights of the season in Iceland.',
    paragraph2:
      'In the southern hemisphere, spring arrives: wildflowers bloom in Namaqualand and Western Australia, and Namibia’s waterholes are busy with wildlife.',
    destinations: [
      ['italy', 'The grape harvest in Tuscany and the truffle season beginning in the hills.'],
      ['greece', 'Warm seas and quieter islands after the summer crowds.'],
      ['namibia', 'The dry season, with wildlife concentrated at the waterholes of Etosha.'],
      ['iceland', 'The first northern lights of the season, and the autumn colours in the highlands.'],
      ['portugal', 'The grape harvest in the Douro Valley and warm days on the Algarve.'],
      ['australia', 'Spring in the Red Centre and on the reef, with wildflowers in bloom.'],
    ],
    packages: [
      'italy-rome-tuscany-and-venice',
      'iceland-glaciers-lagoons-and-northern-lights',
      'namibia-sossusvlei-damaraland-and-etosha',
      'australia-sydney-uluru-and-great-barrier-reef',
    ],
    cta: {
      heading: 'Harvest Season Awaits',
      text: 'Join the grape harvest in Tuscany or watch the first northern lights in Iceland. Our specialists will plan every detail.',
      buttonText: 'Start Planning',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'October',
    hero: 'month-october-himalaya-peaks-trail',
    paragraph1:
      'October is the finest month in the Himalaya, with clear skies after the monsoon and the great festivals of Dashain and Tihar in Nepal. It is also a wonderful month for Jordan, Morocco and the Seychelles.',
    paragraph2:
      'In Patagonia, the spring season begins, with long days and wildflowers on the steppe, and in southern Africa the dry season reaches its peak.',
    destinations: [
      [
        'nepal',
        'Crystal-clear mountain views after the monsoon, and festival season across the Kathmandu valley.',
      ],
      ['bhutan', 'Clear skies, harvest in the valleys and the great autumn festivals of Thimphu and Paro.'],
      ['jordan', 'Warm days and cool nights, ideal for walking in Petra and camping in Wadi Rum.'],
      ['morocco', 'Warm, golden days in Marrakech and the Atlas, and pleasant nights in the desert.'],
      ['seychelles', 'Calm seas between the trade winds, and the start of the turtle nesting season.'],
      ['chile', 'The start of the season in Patagonia, with spring flowers and fewer walkers on the trails.'],
    ],
    packages: [
      'nepal-kathmandu-annapurnas-and-chitwan',
      'bhutan-dzongs-valleys-and-the-tigers-nest',
      'jordan-petra-wadi-rum-and-dead-sea',
      'patagonia-torres-del-paine-and-el-calafate',
    ],
    cta: {
      heading: 'Autumn in the Himalaya',
      text: 'October is the most popular month in Nepal and Bhutan. Speak to us early to secure the best lodges and the clearest mountain views.',
      buttonText: 'Talk to a Specialist',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'November',
    hero: 'month-november-kyoto-maples-terrace',
    paragraph1:
      'November is the month of maples in Japan, when the gardens of Kyoto turn scarlet and gold. It is also the start of the best season in India, with cool, dry days in Rajasthan and the Pushkar camel fair.',
    paragraph2:
      'In the Middle East, the heat eases and Oman and the Emirates are at their most pleasant, while Thailand’s dry season begins and Mexico celebrates the Day of the Dead.',
    destinations: [
      ['japan', 'The autumn maples reach their peak in Kyoto and Tokyo, with crisp, clear days.'],
      ['india', 'The start of the cool, dry season in Rajasthan, with the Pushkar camel fair.'],
      ['oman', 'Warm, sunny days and the start of the turtle nesting season at Ras al Jinz.'],
      ['thailand', 'The start of the dry season, with lush green landscapes after the rains.'],
      ['mexico', 'The Day of the Dead celebrations in Oaxaca and Mexico City.'],
      ['united-arab-emirates', 'The heat eases, making it ideal for desert adventures and outdoor dining.'],
    ],
    packages: [
      'japan-classic-tokyo-hakone-kyoto',
      'palaces-of-rajasthan-and-the-taj-mahal',
      'northern-thailand-and-the-andaman-islands',
      'dubai-and-abu-dhabi-desert-and-skyline',
    ],
    cta: {
      heading: 'See Kyoto in Scarlet and Gold',
      text: 'The maple season is short and Kyoto’s best rooms are booked early. Let our Japan specialists plan your autumn journey.',
      buttonText: 'Start Planning',
      buttonHref: '/enquire',
    },
  },
  {
    name: 'December',
    hero: 'month-december-maldives-lagoon-pool',
    paragraph1:
      'December is the month for winter sun. The Maldives and Sri Lanka enter their dry season, South Africa enjoys long summer days, and Costa Rica’s dry season begins.',
    paragraph2:
      'It is also the month for festive journeys, from a Christmas safari in the Sabi Sand to New Year’s Eve on a private island. The best villas and camps are booked early, so plan ahead.',
    destinations: [
      [
        'sri-lanka',
        'The start of the dry season on the west and south coasts, and in the Cultural Triangle.',
      ],
      ['maldives', 'The dry northeast monsoon begins, bringing calm seas and sunny days.'],
      [
        'south-africa',
        'Long summer days in Cape Town and the Winelands, with the festive season in full swing.',
      ],
      ['costa-rica', 'The start of the dry season, with lush forests after the rains.'],
      ['chile', 'High summer in Patagonia, with long days for walking in Torres del Paine.'],
      ['new-zealand', 'Early summer, with long days and the Christmas flowering of the pohutukawa trees.'],
    ],
    packages: [
      'sri-lanka-and-the-maldives',
      'maldives-two-atolls',
      'costa-rica-volcanoes-cloud-forest-and-pacific',
      'cape-town-winelands-and-garden-route',
    ],
    cta: {
      heading: 'Celebrate Somewhere Unforgettable',
      text: 'Christmas and New Year are the most sought-after weeks of the year. Talk to us now and we will find the perfect place to celebrate.',
      buttonText: 'Plan a Festive Escape',
      buttonHref: '/enquire',
    },
  },
];
