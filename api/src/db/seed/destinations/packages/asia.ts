import type { SeedPackage } from '../types';

export const asiaPackages: SeedPackage[] = [
  {
    id: 1,
    slug: 'palaces-of-rajasthan-and-the-taj-mahal',
    name: 'Palaces of Rajasthan and the Taj Mahal',
    countries: ['india'],
    parentLocation: 'India',
    location: 'Rajasthan & Agra, India',
    season: 'October to March',
    description:
      'Old Delhi’s bazaars, the Taj Mahal at sunrise and the forts, lakes and palace hotels of Jaipur, Jodhpur and Udaipur, with private guides throughout.',
    keywords: ['Rajasthan tour', 'Taj Mahal', 'Jaipur', 'Udaipur', 'palace hotels'],
    gallery: [
      [
        'pkg-rajasthan-udaipur-lake-palace',
        'A white marble palace reflected in Lake Pichola in Udaipur at dusk',
      ],
      ['pkg-rajasthan-amber-fort', 'The honey-coloured ramparts of Amber Fort above a lake outside Jaipur'],
      ['pkg-agra-taj-mahal-palace-dawn', 'The Taj Mahal at sunrise seen across its long reflecting pools'],
      ['pkg-rajasthan-jodhpur-fort-blue-city', 'Mehrangarh Fort rising above the blue houses of Jodhpur'],
      [
        'pkg-rajasthan-desert-fort-dusk',
        'The desert fort of a Rajasthani village glowing in the evening light',
      ],
    ],
    days: [
      [
        'Arrival in Delhi',
        'You are met inside the terminal and driven to a quiet hotel set in gardens in Lutyens’ Delhi. In the evening, a short drive past India Gate and the presidential palace introduces the imperial capital.',
      ],
      [
        'Old and New Delhi',
        'Begin by cycle rickshaw through the lanes of Chandni Chowk, visit the Jama Masjid and a spice market scented with cardamom and chilli, then lunch on kebabs at a family-run kitchen. The afternoon is for Humayun’s Tomb, the garden tomb that inspired the Taj.',
      ],
      [
        'To Agra',
        'A morning train brings you to Agra in under two hours. After lunch, visit the Agra Fort, the red sandstone citadel of the Mughal emperors, and watch the sun set over the Taj Mahal from the Mehtab Bagh gardens across the river.',
      ],
      [
        'The Taj Mahal at Sunrise',
        'Enter the Taj Mahal as the gates open, when the marble turns from grey to pink to white. After breakfast, drive to Jaipur, stopping at the abandoned Mughal city of Fatehpur Sikri and the stepwell of Abhaneri.',
      ],
      [
        'Jaipur, the Pink City',
        'Ride up to Amber Fort early, before the heat and the crowds, then explore the City Palace, the astronomical instruments of Jantar Mantar and the bazaars of the old city with a textile expert.',
      ],
      [
        'Jaipur at Leisure',
        'A morning block-printing workshop in a village outside the city, then time to rest at your palace hotel. In the evening, dine in the private courtyard of a nobleman’s haveli.',
      ],
      [
        'To Jodhpur',
        'Drive across the farmland of central Rajasthan to Jodhpur, the blue city, stopping for lunch at a rural fort hotel. Arrive in time to watch the sunset from your terrace beneath the walls of Mehrangarh.',
      ],
      [
        'Mehrangarh and the Blue City',
        'Explore Mehrangarh, one of the largest forts in India, with its museum of palanquins and miniature paintings. In the afternoon, walk down through the blue lanes of the old city to the clock tower market.',
      ],
      [
        'Ranakpur and the Aravalli Hills',
        'Drive south through the Aravalli Hills to the marble Jain temple of Ranakpur, with its forest of 1,444 carved pillars, no two alike. Continue to Udaipur in the late afternoon.',
      ],
      [
        'Udaipur, City of Lakes',
        'Visit the City Palace and the old town, then take a private boat on Lake Pichola at sunset, past the island palace of Jag Mandir and the ghats where women wash clothes in the lake.',
      ],
      [
        'Udaipur at Leisure',
        'A free day to enjoy the lake. You might take a cookery class with a Rajput family, visit the gardens of Saheliyon-ki-Bari or simply rest beside the pool of your palace hotel.',
      ],
      ['Departure', 'Fly from Udaipur to Delhi or Mumbai to connect with your international flight home.'],
    ],
    similar: [
      'kerala-backwaters-and-spice-hills',
      'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
      'bhutan-dzongs-valleys-and-the-tigers-nest',
    ],
  },
  {
    id: 2,
    slug: 'kerala-backwaters-and-spice-hills',
    name: 'Kerala: Backwaters, Spice Hills and the Malabar Coast',
    countries: ['india'],
    parentLocation: 'India',
    location: 'Kerala, India',
    season: 'October to March',
    description:
      'Fort Kochi’s colonial streets, cardamom and tea estates in the Western Ghats, a private houseboat on the backwaters and a beach villa on the Malabar Coast.',
    keywords: ['Kerala tour', 'Kerala backwaters', 'houseboat', 'Munnar', 'Fort Kochi'],
    gallery: [
      [
        'pkg-kerala-backwaters-houseboat-coast',
        'A wooden houseboat gliding along a palm-lined canal in the Kerala backwaters',
      ],
      [
        'pkg-kerala-munnar-tea-hills',
        'Tea bushes covering the rolling hills around Munnar in the Western Ghats',
      ],
      [
        'pkg-kerala-kochi-harbour-fishing-nets',
        'Chinese fishing nets silhouetted against the sunset in Fort Kochi',
      ],
      ['pkg-kerala-malabar-beach-palms', 'A quiet palm-fringed beach on the Malabar Coast of Kerala'],
    ],
    days: [
      [
        'Arrival in Kochi',
        'Arrive in Kochi and transfer to a heritage hotel in Fort Kochi, a former Portuguese and Dutch trading port. In the evening, watch the fishermen raise their cantilevered Chinese nets at sunset.',
      ],
      [
        'Fort Kochi and Mattancherry',
        'Walk through the streets of Fort Kochi with a local historian, visiting the Paradesi Synagogue, the Dutch Palace and the spice warehouses of Mattancherry. In the evening, watch a Kathakali performance as the actors apply their make-up.',
      ],
      [
        'Into the Western Ghats',
        'Drive up into the hills to Munnar, through forests and spice gardens, to a plantation bungalow surrounded by tea. The air cools as you climb, and the views open out over the Ghats.',
      ],
      [
        'Tea Country',
        'Walk through the tea estates with a planter, visit a tea factory and taste the season’s pickings. In the afternoon, look for the rare Nilgiri tahr in Eravikulam National Park.',
      ],
      [
        'Thekkady and the Spice Gardens',
        'Drive to Thekkady on the edge of Periyar Tiger Reserve. Walk through a family spice garden growing cardamom, pepper, vanilla and cinnamon, and learn to cook a Keralan fish curry.',
      ],
      [
        'The Backwaters',
        'Board your private kettuvallam houseboat near Alleppey and drift through the backwaters, past villages, rice paddies and churches. Your crew cooks lunch and dinner on board, and you moor for the night on a quiet lake.',
      ],
      [
        'To the Malabar Coast',
        'Disembark after breakfast and drive to a beach villa on the coast south of Kochi, where the only sound is the sea.',
      ],
      [
        'At Leisure by the Sea',
        'A day for Ayurvedic treatments, yoga, swimming and long lunches of fresh seafood.',
      ],
      ['Departure', 'Transfer to Kochi airport for your flight home.'],
    ],
    similar: [
      'palaces-of-rajasthan-and-the-taj-mahal',
      'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
      'sri-lanka-and-the-maldives',
    ],
  },
  {
    id: 3,
    slug: 'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
    name: 'Sri Lanka: Ancient Cities, Tea Country and Wild Coasts',
    countries: ['sri-lanka'],
    parentLocation: 'Sri Lanka',
    location: 'Cultural Triangle, Hill Country & South Coast, Sri Lanka',
    season: 'December to April',
    description:
      'The rock fortress of Sigiriya, a planter’s bungalow in the tea hills, leopards in Yala and the ramparts of Galle: the whole island in twelve unhurried days.',
    keywords: ['Sri Lanka tour', 'Sigiriya', 'tea country', 'Yala', 'Galle'],
    gallery: [
      [
        'pkg-sri-lanka-tea-estate-pickers',
        'Tea pickers among the green terraces of a hill country estate in Sri Lanka',
      ],
      ['pkg-sigiriya-rock-fort-jungle', 'The rock fortress of Sigiriya rising out of the jungle at sunrise'],
      ['pkg-yala-leopard-safari-plains', 'A leopard resting on a rock in Yala National Park'],
      [
        'pkg-galle-ramparts-coast-lighthouse',
        'The lighthouse and ramparts of Galle Fort above the Indian Ocean',
      ],
    ],
    days: [
      [
        'Arrival in Colombo',
        'You are met on arrival and driven to a villa hotel in the countryside near Negombo, surrounded by paddy fields, to rest after your flight.',
      ],
      [
        'To the Cultural Triangle',
        'Drive north to the Cultural Triangle, stopping at the cave temples of Dambulla, painted with Buddhas two thousand years ago. Arrive at a lodge beside a reservoir, with views of Sigiriya.',
      ],
      [
        'Sigiriya',
        'Climb Sigiriya at seven in the morning, passing the frescoes of the cloud maidens and the giant lion’s paws, to the ruins of a palace on the summit. In the afternoon, cycle through the villages around the rock.',
      ],
      [
        'Polonnaruwa',
        'Explore the ancient city of Polonnaruwa, with its palace, bathing pools and the great carved Buddhas of the Gal Vihara. In the evening, join a jeep safari to see elephants gather in Minneriya.',
      ],
      [
        'Kandy',
        'Drive to Kandy, the last royal capital, passing a spice garden on the way. In the evening, attend the ceremony at the Temple of the Tooth.',
      ],
      [
        'Into the Tea Country',
        'Drive up into the hills to a restored planter’s bungalow in the tea country, where a butler serves afternoon tea on the lawn.',
      ],
      [
        'A Day Among the Tea',
        'Walk through the estates with a tea maker, visit a factory to see the leaves withered and rolled, and taste the season’s teas. In the afternoon, rest by the fire or walk to a waterfall.',
      ],
      [
        'The Train to Ella',
        'Ride the slow train through the mountains to Ella, one of the most beautiful railway journeys in the world. Continue by road to a tented camp on the edge of Yala.',
      ],
      [
        'Yala National Park',
        'Spend the day on safari with our favourite tracker, looking for leopards, sloth bears, elephants and crocodiles, with a picnic breakfast in the park.',
      ],
      [
        'To the South Coast',
        'Drive west along the south coast to a villa near Galle, stopping at a turtle hatchery and the stilt fishermen of Koggala.',
      ],
      [
        'Galle Fort',
        'Explore the Dutch ramparts, churches and boutiques of Galle Fort with a local writer, then spend the afternoon on the beach.',
      ],
      ['Departure', 'Transfer to Colombo airport for your flight home.'],
    ],
    similar: [
      'sri-lanka-and-the-maldives',
      'kerala-backwaters-and-spice-hills',
      'palaces-of-rajasthan-and-the-taj-mahal',
    ],
  },
  {
    id: 4,
    slug: 'sri-lanka-and-the-maldives',
    name: 'Sri Lanka and the Maldives: Tea Country to Coral Atolls',
    countries: ['sri-lanka', 'maldives'],
    parentLocation: 'Sri Lanka & Maldives',
    location: 'Sri Lanka & Maldives',
    season: 'December to April',
    description:
      'Sigiriya, Kandy and the tea hills of Sri Lanka, followed by five nights in an overwater villa in the Maldives, a short flight away.',
    keywords: [
      'Sri Lanka and Maldives',
      'twin centre holiday',
      'honeymoon',
      'tea country',
      'overwater villa',
    ],
    gallery: [
      [
        'pkg-maldives-overwater-villa-deck',
        'The deck of an overwater villa above a turquoise lagoon in the Maldives',
      ],
      ['pkg-sri-lanka-tea-hills-bungalow', 'A colonial planter’s bungalow among the tea hills of Sri Lanka'],
      ['pkg-sri-lanka-dambulla-temple-cave', 'Golden Buddha statues inside the cave temples of Dambulla'],
      ['pkg-maldives-sandbank-reef', 'A sandbank surrounded by shallow reef in the Maldives'],
    ],
    days: [
      [
        'Arrival in Colombo',
        'You are met at the airport and driven north through coconut groves and paddy fields to a lodge beside a reservoir in the Cultural Triangle, arriving in time for a swim before dinner on the terrace.',
      ],
      [
        'Sigiriya and Dambulla',
        'Climb the rock fortress of Sigiriya in the cool of the early morning, past the painted maidens and the lion’s paws, then visit the cave temples of Dambulla, their ceilings covered in murals two thousand years old.',
      ],
      [
        'Village Life',
        'Cycle along the bunds between the rice fields, cross a reservoir by outrigger and share a lunch of rice and curries cooked over a wood fire by a farming family. At dusk, watch the elephants gather at Minneriya.',
      ],
      [
        'To Kandy',
        'Drive south through the spice gardens of Matale to Kandy, the last royal capital. Walk in the botanical gardens of Peradeniya and attend the evening ceremony at the Temple of the Tooth.',
      ],
      [
        'Into the Tea Country',
        'The road climbs through waterfalls and estates into the hill country. Your planter’s bungalow stands among the tea, with a butler, a log fire and afternoon tea served on the lawn.',
      ],
      [
        'A Day Among the Tea',
        'Walk through the estate with a tea maker as the pluckers work the slopes, watch the leaves withered and rolled in a Victorian factory, and taste the season’s teas before a lazy afternoon at the bungalow.',
      ],
      [
        'Back to Colombo',
        'Drive down from the hills to Colombo for an evening in the capital: a walk through the Pettah market, drinks at the Galle Face Hotel and dinner at one of the city’s best crab kitchens.',
      ],
      [
        'To the Maldives',
        'A one-hour flight across the ocean to Malé, then a seaplane over the atolls to your island resort, where a villa stands on stilts above the lagoon.',
      ],
      [
        'The House Reef',
        'Snorkel the house reef with the resort’s marine biologist, looking for hawksbill turtles, blacktip reef sharks and eagle rays, and learn about the coral nursery that guests help to plant.',
      ],
      [
        'Dolphins at Sunset',
        'A slow morning in your villa’s pool, then a sunset cruise on a traditional dhoni to watch spinner dolphins leaping in the channel between the islands.',
      ],
      [
        'Sandbank Picnic',
        'Take a boat to a sandbank in the middle of the lagoon for a private picnic, with nothing around you but sand, sea and a parasol.',
      ],
      [
        'Spa and Stargazing',
        'A final day on the island, with a treatment in the overwater spa and a barefoot dinner on the beach beneath the stars.',
      ],
      ['Departure', 'A last swim before the seaplane returns you to Malé for your flight home.'],
    ],
    similar: [
      'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
      'maldives-two-atolls',
      'seychelles-mahe-praslin-and-la-digue',
    ],
  },
  {
    id: 5,
    slug: 'japan-classic-tokyo-hakone-kyoto',
    name: 'Japan Classic: Tokyo, Hakone and Kyoto',
    countries: ['japan'],
    parentLocation: 'Japan',
    location: 'Tokyo, Hakone & Kyoto, Japan',
    season: 'March to May and October to November',
    description:
      'Tokyo’s neighbourhoods, a ryokan with a private onsen in the hills of Hakone and Kyoto’s temples and gardens at their quietest, with private guides.',
    keywords: ['Japan tour', 'Tokyo', 'Kyoto', 'Hakone ryokan', 'cherry blossom'],
    gallery: [
      ['pkg-japan-kyoto-temple-pagoda', 'A five-storey pagoda above the rooftops of Kyoto at dusk'],
      [
        'pkg-japan-hakone-ryokan-mountain',
        'A traditional ryokan in the forested hills of Hakone with Mount Fuji beyond',
      ],
      ['pkg-japan-tokyo-shrine-garden', 'The wooden gate of a Shinto shrine in a Tokyo garden'],
      ['pkg-japan-kyoto-temple-garden-maples', 'Red maples around a temple pond in Kyoto'],
    ],
    days: [
      [
        'Arrival in Tokyo',
        'You are met at the airport and taken by private car to your hotel, high above the city with views of Mount Fuji on a clear day.',
      ],
      [
        'Old Tokyo',
        'Explore the temples of Asakusa and the quiet lanes of Yanaka with a guide, visit a traditional craft workshop and end the day with yakitori under the railway arches of Yurakucho.',
      ],
      [
        'Modern Tokyo',
        'Visit the Meiji Shrine, the design shops of Omotesando and the digital art of teamLab, followed by dinner at a sushi counter with only eight seats.',
      ],
      [
        'To Hakone',
        'Take the train to Hakone and check into a ryokan with a private onsen. Change into a yukata and enjoy a kaiseki dinner served in your room.',
      ],
      [
        'Hakone',
        'Cross Lake Ashi by boat, ride the ropeway over the volcanic valley of Owakudani and visit the Hakone Open-Air Museum, with its sculptures set among the mountains.',
      ],
      [
        'To Kyoto',
        'Take the bullet train to Kyoto. In the afternoon, walk through the lanes of Higashiyama to the Kiyomizu-dera temple.',
      ],
      [
        'Temples and Gardens',
        'Visit the Fushimi Inari shrine early, before the crowds, then the golden pavilion of Kinkaku-ji and the raked gravel garden of Ryoan-ji.',
      ],
      [
        'Tea and Gion',
        'Take part in a private tea ceremony with a master, visit a sake brewery and, in the evening, explore Gion with a guide who knows its history.',
      ],
      [
        'Nara',
        'Day trip to Nara, Japan’s first permanent capital, to see the giant bronze Buddha of Todai-ji and the deer that roam the park.',
      ],
      ['Departure', 'Transfer to Kansai airport for your flight home.'],
    ],
    similar: [
      'japan-alps-kanazawa-and-kumano-kodo',
      'bhutan-dzongs-valleys-and-the-tigers-nest',
      'vietnam-and-cambodia-halong-bay-to-angkor',
    ],
  },
  {
    id: 6,
    slug: 'japan-alps-kanazawa-and-kumano-kodo',
    name: 'Japan’s Hidden Heartlands: the Alps, Kanazawa and the Kumano Kodo',
    countries: ['japan'],
    parentLocation: 'Japan',
    location: 'Japanese Alps, Kanazawa & Kii Peninsula, Japan',
    season: 'April to June and September to November',
    description:
      'Thatched villages in the Japanese Alps, the samurai town of Kanazawa, a temple stay on Mount Koya and the ancient pilgrimage trails of the Kumano Kodo.',
    keywords: ['Japan Alps', 'Kanazawa', 'Kumano Kodo', 'Koyasan temple stay', 'Takayama'],
    gallery: [
      ['pkg-hida-alps-mountain-village', 'Thatched farmhouses in a mountain valley of the Japanese Alps'],
      [
        'pkg-japan-kumano-kodo-shrine-forest',
        'A stone path through cedar forest on the Kumano Kodo pilgrimage trail',
      ],
      ['pkg-japan-kanazawa-temple-garden', 'Stone lanterns and pines in the Kenroku-en garden of Kanazawa'],
      [
        'pkg-japan-koyasan-temple-lanterns',
        'Lanterns lit among the graves of the Okunoin cemetery on Mount Koya',
      ],
    ],
    days: [
      [
        'Arrival in Tokyo',
        'You are met at the airport and taken to your hotel in Tokyo for a night to recover from the flight, with dinner at a neighbourhood izakaya if you feel like it.',
      ],
      [
        'To Matsumoto',
        'Take the train west into the mountains to Matsumoto and its black-walled castle, one of the few original castles left in Japan. Stay in a hot spring ryokan in the hills above the town.',
      ],
      [
        'Takayama',
        'Drive across the Japanese Alps to Takayama, a merchant town of dark wooden houses and sake breweries. Browse the morning market, taste Hida beef and visit a family sake maker who has brewed here for ten generations.',
      ],
      [
        'Shirakawa-go',
        'Visit the UNESCO-listed village of Shirakawa-go, where steep thatched farmhouses are built to shed the heavy mountain snow, and continue to the old castle town of Kanazawa.',
      ],
      [
        'Kanazawa',
        'Explore Kenroku-en, one of the three great gardens of Japan, the samurai houses of Nagamachi and the teahouses of Higashi Chaya, and try your hand at applying gold leaf with a local craftsman.',
      ],
      [
        'To Kyoto',
        'Take the train south to Kyoto for an afternoon among the quieter temples of the northern hills, ending with dinner in the lanes of Pontocho.',
      ],
      [
        'Mount Koya',
        'Travel to Koyasan, the mountain monastery founded by the monk Kukai in the ninth century. Stay in a temple lodging, eat vegetarian shojin ryori and walk through the lantern-lit cemetery of Okunoin after dark.',
      ],
      [
        'Into the Kii Mountains',
        'Join the monks for morning prayers and a fire ceremony, then drive deep into the forested Kii mountains to the start of the Kumano Kodo.',
      ],
      [
        'The Kumano Kodo',
        'Walk a section of the thousand-year-old pilgrimage trail through cedar forest and tea fields to the grand shrine of Kumano Hongu Taisha, with your luggage sent ahead to a riverside inn with open-air baths.',
      ],
      [
        'Nachi Falls and Osaka',
        'Visit the Nachi waterfall, Japan’s tallest, and the vermilion pagoda framed against it, before returning to Osaka for a final evening of street food in Dotonbori.',
      ],
      ['Departure', 'Transfer to Kansai airport for your flight home.'],
    ],
    similar: [
      'japan-classic-tokyo-hakone-kyoto',
      'bhutan-dzongs-valleys-and-the-tigers-nest',
      'nepal-kathmandu-annapurnas-and-chitwan',
    ],
  },
  {
    id: 7,
    slug: 'northern-thailand-and-the-andaman-islands',
    name: 'Northern Thailand and the Andaman Islands',
    countries: ['thailand'],
    parentLocation: 'Thailand',
    location: 'Bangkok, Chiang Mai & Phang Nga Bay, Thailand',
    season: 'November to April',
    description:
      'Bangkok by river, the temples of Chiang Mai, an ethical elephant sanctuary in the Golden Triangle and a pool villa facing the limestone islands of Phang Nga Bay.',
    keywords: ['Thailand tour', 'Chiang Mai', 'Golden Triangle', 'Phang Nga Bay', 'luxury Thailand'],
    gallery: [
      ['pkg-thailand-phang-nga-bay-island', 'Limestone islands rising from the calm waters of Phang Nga Bay'],
      ['pkg-thailand-chiang-mai-temple-gold', 'The golden chedi of a temple on Doi Suthep above Chiang Mai'],
      [
        'pkg-thailand-golden-triangle-river-hills',
        'The Mekong winding through the hills of the Golden Triangle',
      ],
      ['pkg-thailand-bangkok-temple-river', 'Wat Arun on the banks of the Chao Phraya River in Bangkok'],
    ],
    days: [
      [
        'Arrival in Bangkok',
        'You are met at the airport and taken to a hotel on the Chao Phraya River, arriving by the hotel’s own boat as the lights of the temples come on.',
      ],
      [
        'Bangkok by River',
        'See the Grand Palace and the reclining Buddha of Wat Pho at opening time, then take a private long-tail boat through the canals of Thonburi. In the evening, a food writer leads you through the stalls of Chinatown.',
      ],
      [
        'To Chiang Mai',
        'Fly north to Chiang Mai and check into a resort among the rice fields. In the evening, drive up Doi Suthep to watch the sunset from the temple’s golden terrace.',
      ],
      [
        'The Temples of Chiang Mai',
        'Explore the temples of the old walled city with a monk who teaches at the Buddhist university, then visit the silk and lacquer workshops in the craft villages to the east.',
      ],
      [
        'Cooking in the Hills',
        'Spend the morning with a Thai chef in her garden outside the city, picking herbs and vegetables for a lunch of northern dishes such as khao soi and larb.',
      ],
      [
        'To the Golden Triangle',
        'Drive north to Chiang Rai to see the dazzling White Temple, then continue to a tented camp in the bamboo forest above the point where Thailand, Laos and Myanmar meet.',
      ],
      [
        'A Day with Elephants',
        'Spend the day at an ethical sanctuary with elephants rescued from logging and street work, walking with them through the forest and watching them bathe in the river.',
      ],
      [
        'To Phang Nga Bay',
        'Fly south to Phuket and drive to a pool villa looking out over the limestone islands of Phang Nga Bay.',
      ],
      [
        'Phang Nga Bay by Long-Tail',
        'Explore the bay by private long-tail boat before the day-trippers arrive, paddling into hidden lagoons inside the islands and swimming from empty beaches.',
      ],
      [
        'At Leisure by the Sea',
        'A day to enjoy the beach, the spa and the sea, with dinner of grilled fish on the sand.',
      ],
      ['Departure', 'Transfer to Phuket airport for your flight home.'],
    ],
    similar: [
      'vietnam-and-cambodia-halong-bay-to-angkor',
      'bali-temples-rice-terraces-and-ubud',
      'japan-classic-tokyo-hakone-kyoto',
    ],
  },
  {
    id: 8,
    slug: 'vietnam-and-cambodia-halong-bay-to-angkor',
    name: 'Vietnam and Cambodia: Halong Bay to Angkor',
    countries: ['vietnam'],
    parentLocation: 'Vietnam & Cambodia',
    location: 'Vietnam & Cambodia',
    season: 'October to April',
    description:
      'Hanoi, a private junk in Lan Ha Bay, lantern-lit Hoi An, the Mekong Delta and the temples of Angkor at sunrise: Indochina in two weeks.',
    keywords: ['Vietnam and Cambodia tour', 'Halong Bay', 'Hoi An', 'Angkor Wat', 'Mekong'],
    gallery: [
      ['pkg-vietnam-halong-bay-junk', 'A traditional junk sailing among the limestone karsts of Lan Ha Bay'],
      ['pkg-vietnam-hoi-an-lanterns-river', 'Silk lanterns lit along the river in Hoi An'],
      ['pkg-cambodia-angkor-temple-sunrise', 'The towers of Angkor Wat reflected in a pool at sunrise'],
      ['pkg-vietnam-mekong-river-rice', 'A sampan on a canal between rice fields in the Mekong Delta'],
    ],
    days: [
      [
        'Arrival in Hanoi',
        'You are met at the airport and taken to a grand colonial hotel in the French Quarter, a short walk from the Opera House and Hoan Kiem Lake.',
      ],
      [
        'Hanoi',
        'Explore the Old Quarter on foot and by cyclo, visit the Temple of Literature, Vietnam’s first university, and taste your way through the city’s street food with a local writer.',
      ],
      [
        'To Lan Ha Bay',
        'Drive to the coast and board your private junk for a cruise through Lan Ha Bay, quieter than neighbouring Halong, kayaking among the limestone karsts in the afternoon.',
      ],
      [
        'Lan Ha Bay to Hoi An',
        'Wake to tai chi on the sun deck and a visit to a floating fishing village, then return to Hanoi and fly south to Da Nang for the short drive to Hoi An.',
      ],
      [
        'Hoi An Old Town',
        'Walk through the old town with a historian, visiting the yellow-walled merchant houses, the Japanese covered bridge and the assembly halls of the Chinese traders, as the lanterns are lit at dusk.',
      ],
      [
        'The Countryside of Hoi An',
        'Cycle to the vegetable village of Tra Que, paddle a bamboo basket boat through the coconut palms of Cam Thanh and learn to cook cao lau with a local chef.',
      ],
      [
        'At Leisure on the Coast',
        'A day at your beach resort, or to have a suit or a silk dress made overnight by one of Hoi An’s tailors.',
      ],
      [
        'Hue, the Imperial City',
        'Drive over the Hai Van Pass to Hue, the capital of the Nguyen emperors, to explore the citadel and the royal tombs on the banks of the Perfume River.',
      ],
      [
        'To Saigon',
        'Fly to Ho Chi Minh City. In the evening, explore the rooftop bars and restaurants of the old Saigon with a guide who grew up here.',
      ],
      [
        'The Mekong Delta',
        'Travel into the Mekong Delta by road and sampan, visiting floating markets, fruit orchards and brick kilns, and spend the night on a restored rice barge.',
      ],
      [
        'To Siem Reap',
        'Return to Saigon and fly to Siem Reap in Cambodia, gateway to the temples of Angkor, with an evening at a circus of young Cambodian performers.',
      ],
      [
        'Angkor Wat at Sunrise',
        'Watch the sun rise behind the towers of Angkor Wat, then explore the serene stone faces of the Bayon and the jungle-covered ruins of Ta Prohm with an archaeologist.',
      ],
      [
        'Beyond Angkor',
        'Visit the delicate pink sandstone carvings of Banteay Srei and take a boat to the stilted villages of the Tonle Sap Lake.',
      ],
      ['Departure', 'Transfer to Siem Reap airport for your flight home.'],
    ],
    similar: [
      'northern-thailand-and-the-andaman-islands',
      'bali-temples-rice-terraces-and-ubud',
      'japan-classic-tokyo-hakone-kyoto',
    ],
  },
  {
    id: 9,
    slug: 'bali-temples-rice-terraces-and-ubud',
    name: 'Bali: Temples, Rice Terraces and Ubud’s Quiet Valleys',
    countries: ['indonesia'],
    parentLocation: 'Indonesia',
    location: 'Ubud & the Bukit Peninsula, Bali',
    season: 'April to October',
    description:
      'A jungle villa above the Ayung River, the water temples of the highlands, rice-terrace walks at dawn and a clifftop retreat above the surf of the Bukit.',
    keywords: ['Bali holiday', 'Ubud', 'rice terraces', 'Bali temples', 'Uluwatu'],
    gallery: [
      ['pkg-bali-ubud-rice-terraces', 'Rice terraces descending a valley near Ubud in the early morning'],
      ['pkg-bali-water-temple-lake', 'The water temple of Ulun Danu Bratan on a highland lake'],
      ['pkg-bali-uluwatu-temple-cliff-coast', 'The temple of Uluwatu on a clifftop above the Indian Ocean'],
      ['pkg-bali-jungle-villa-valley', 'A villa with an infinity pool overlooking a jungle valley in Bali'],
    ],
    days: [
      [
        'Arrival in Bali',
        'You are met at the airport and driven up to a villa above the Ayung River outside Ubud, its pool looking across the jungle canopy.',
      ],
      [
        'Ubud',
        'Walk through the rice terraces at dawn with a local guide as the farmers begin their day, visit the palace and market of Ubud and watch a Legong dance by torchlight in the evening.',
      ],
      [
        'Water Temples',
        'Take part in a purification ritual with a priest at the spring temple of Tirta Empul, then visit the terraces of Tegallalang and a family compound where a ceremony is being prepared.',
      ],
      [
        'The Highlands',
        'Drive into the cool highlands to the lake temple of Ulun Danu Bratan and walk through the UNESCO-listed rice terraces of Jatiluwih, still irrigated by the ancient subak system.',
      ],
      [
        'Yoga and the River Valley',
        'A slow day for yoga, a Balinese massage and a walk along the Ayung River to a waterfall, with lunch in a warung among the rice fields.',
      ],
      [
        'To the Bukit',
        'Drive south to a clifftop villa on the Bukit Peninsula, stopping at Tanah Lot, the sea temple on a rock in the surf.',
      ],
      [
        'Uluwatu',
        'Visit the clifftop temple of Uluwatu at sunset for the kecak fire dance, then dine on grilled seafood on the sand at Jimbaran Bay.',
      ],
      [
        'Beaches of the Bukit',
        'A final day on the secluded beaches below the cliffs, reached by steps through the limestone.',
      ],
      ['Departure', 'Transfer to the airport for your flight home.'],
    ],
    similar: [
      'northern-thailand-and-the-andaman-islands',
      'vietnam-and-cambodia-halong-bay-to-angkor',
      'maldives-two-atolls',
    ],
  },
  {
    id: 10,
    slug: 'bhutan-dzongs-valleys-and-the-tigers-nest',
    name: 'Bhutan: Dzongs, Valleys and the Tiger’s Nest',
    countries: ['bhutan'],
    parentLocation: 'Bhutan',
    location: 'Paro, Thimphu & Punakha, Bhutan',
    season: 'March to May and September to November',
    description:
      'The fortress-monasteries of Thimphu and Punakha, a blessing from a lama, the Phobjikha valley of the black-necked cranes and the walk to the Tiger’s Nest.',
    keywords: ['Bhutan tour', 'Tiger’s Nest', 'Punakha Dzong', 'Paro', 'Himalayan kingdom'],
    gallery: [
      [
        'pkg-bhutan-tigers-nest-monastery-cliff',
        'The Tiger’s Nest monastery clinging to a cliff above the Paro valley',
      ],
      [
        'pkg-bhutan-punakha-dzong-river',
        'Punakha Dzong at the meeting of two rivers, with jacarandas in bloom',
      ],
      [
        'pkg-bhutan-dochula-pass-stupa-himalaya',
        'Prayer flags and stupas on the Dochula Pass with the Himalaya beyond',
      ],
      ['pkg-bhutan-phobjikha-valley-monastery', 'The Gangtey monastery above the Phobjikha valley'],
    ],
    days: [
      [
        'Arrival in Paro',
        'Fly into Paro, one of the most dramatic landings in the world, between forested ridges, and drive along the river to Thimphu, the capital.',
      ],
      [
        'Thimphu',
        'Visit the Memorial Chorten where elderly Bhutanese circle in prayer, the giant Buddha Dordenma above the valley, the school of the thirteen traditional arts and the great Tashichho Dzong.',
      ],
      [
        'Over the Dochula Pass',
        'Cross the Dochula Pass, with its 108 stupas and, on a clear day, a view of the highest peaks of the eastern Himalaya, and descend into the warm valley of Punakha.',
      ],
      [
        'Punakha',
        'Visit Punakha Dzong at the meeting of two rivers, walk through the rice fields to the temple of Chimi Lhakhang and receive a blessing from a lama.',
      ],
      [
        'Phobjikha',
        'Drive to the glacial valley of Phobjikha, winter home of the rare black-necked cranes, and visit the hilltop monastery of Gangtey.',
      ],
      [
        'Back to Paro',
        'Return to Paro to visit its dzong and the National Museum in its old watchtower, and dine with a family in a traditional farmhouse.',
      ],
      [
        'The Tiger’s Nest',
        'Walk up through the pine forest to the Tiger’s Nest monastery on its cliff, then relax in a hot stone bath at a farmhouse in the valley.',
      ],
      ['Departure', 'Fly from Paro to connect with your international flight home.'],
    ],
    similar: [
      'nepal-kathmandu-annapurnas-and-chitwan',
      'japan-alps-kanazawa-and-kumano-kodo',
      'palaces-of-rajasthan-and-the-taj-mahal',
    ],
  },
  {
    id: 11,
    slug: 'nepal-kathmandu-annapurnas-and-chitwan',
    name: 'Nepal: Kathmandu, the Annapurnas and Chitwan',
    countries: ['nepal'],
    parentLocation: 'Nepal',
    location: 'Kathmandu, Pokhara & Chitwan, Nepal',
    season: 'October to April',
    description:
      'The temple cities of the Kathmandu valley, an Everest flight at dawn, mountain lodges above Pokhara and rhinos in the jungle of Chitwan.',
    keywords: ['Nepal tour', 'Kathmandu', 'Annapurna lodges', 'Everest flight', 'Chitwan'],
    gallery: [
      ['pkg-nepal-annapurna-himalaya-sunrise', 'The Annapurna range glowing pink at sunrise above Pokhara'],
      [
        'pkg-nepal-boudhanath-stupa-temple',
        'Prayer flags strung from the great stupa of Boudhanath in Kathmandu',
      ],
      ['pkg-nepal-pokhara-lake-mountain', 'Boats on Phewa Lake below the peak of Machapuchare'],
      ['pkg-nepal-chitwan-rhino-wildlife', 'A one-horned rhino in the tall grass of Chitwan National Park'],
    ],
    days: [
      [
        'Arrival in Kathmandu',
        'You are met at the airport and taken to a hotel built from the restored palaces and courtyards of the old city.',
      ],
      [
        'Kathmandu',
        'Explore Durbar Square and the Hindu temple of Pashupatinath on the banks of the Bagmati, then join the pilgrims walking the kora around the stupa of Boudhanath at dusk.',
      ],
      [
        'Patan and Bhaktapur',
        'Visit the royal cities of Patan and Bhaktapur, with their pagoda temples, carved courtyards and potters at work in the squares.',
      ],
      [
        'Everest by Air',
        'Take an early flight along the Himalaya for views of Everest, then fly to Pokhara and a lodge on the ridge above the valley.',
      ],
      [
        'The Annapurnas',
        'Walk through Gurung villages and rhododendron forest with the Annapurnas filling the sky, and lunch with a family in their farmhouse.',
      ],
      [
        'Phewa Lake',
        'Paddle across Phewa Lake to the Peace Pagoda, or paraglide above the valley with the mountains at eye level.',
      ],
      [
        'To Chitwan',
        'Drive down to the lowlands to a lodge on the edge of Chitwan National Park, working closely with the Tharu villages around it.',
      ],
      [
        'Chitwan',
        'Explore the jungle by jeep, on foot and by dugout canoe with a naturalist, looking for one-horned rhinos, gharial crocodiles and tigers.',
      ],
      [
        'Back to Kathmandu',
        'Fly back to Kathmandu for a final evening in the city, with dinner in a restored Newari house.',
      ],
      ['Departure', 'Transfer to the airport for your flight home.'],
    ],
    similar: [
      'bhutan-dzongs-valleys-and-the-tigers-nest',
      'palaces-of-rajasthan-and-the-taj-mahal',
      'japan-alps-kanazawa-and-kumano-kodo',
    ],
  },
];
