import type { SeedPackage } from '../types';

export const africaPackages: SeedPackage[] = [
  {
    id: 15,
    slug: 'kenya-great-migration-in-the-masai-mara',
    name: 'Kenya: The Great Migration in the Masai Mara',
    countries: ['kenya'],
    parentLocation: 'Kenya',
    location: 'Nairobi & the Masai Mara, Kenya',
    season: 'July to October',
    description:
      'Seven nights in two intimate camps in the Mara’s private conservancies, timed for the river crossings, with night drives, walking safaris and a balloon flight at dawn.',
    keywords: ['Masai Mara safari', 'Great Migration', 'Kenya safari', 'river crossings', 'balloon safari'],
    gallery: [
      ['pkg-kenya-mara-river-crossing', 'Wildebeest plunging into the Mara River during the Great Migration'],
      ['pkg-kenya-mara-savanna-acacia', 'An acacia tree on the golden plains of the Masai Mara at sunset'],
      ['pkg-kenya-mara-lion-safari', 'A lioness watching the herds from a termite mound in the Mara'],
      ['pkg-kenya-mara-balloon-dawn', 'A hot-air balloon drifting over the savanna at dawn'],
    ],
    days: [
      [
        'Arrival in Nairobi',
        'You are met at the airport and taken to a garden hotel in the leafy suburb of Karen, close to the Giraffe Centre and the elephant orphanage, where the young elephants come in for their evening feed.',
      ],
      [
        'Into the Mara',
        'Fly by light aircraft to an airstrip in the Mara North Conservancy, where your guide is waiting with the vehicle. Your first game drive begins on the way to camp.',
      ],
      [
        'The Conservancy',
        'Game drives in a conservancy where the number of vehicles at any sighting is limited, and a morning walk with a Maasai guide who reads the tracks of the night.',
      ],
      [
        'After Dark',
        'A slow afternoon at camp, then a night drive with a spotlight to look for leopards, hyenas, bush babies and, if you are lucky, an aardvark.',
      ],
      [
        'To the Mara River',
        'Move to a camp close to the Mara River and spend the afternoon watching the herds gather on the banks above the crossing points.',
      ],
      [
        'River Crossings',
        'A full day by the river with a picnic lunch, waiting with your guide for the wildebeest to take the plunge as crocodiles cruise below.',
      ],
      [
        'Balloon at Dawn',
        'Float over the plains in a hot-air balloon as the sun rises, then land for a champagne breakfast in the bush before a final afternoon game drive.',
      ],
      ['Departure', 'Fly back to Nairobi to connect with your international flight home.'],
    ],
    similar: [
      'kenya-laikipia-mara-and-lamu',
      'east-africa-great-safari',
      'tanzania-serengeti-ngorongoro-and-zanzibar',
    ],
  },
  {
    id: 16,
    slug: 'kenya-laikipia-mara-and-lamu',
    name: 'Kenya Safari and the Swahili Coast: Laikipia, the Mara and Lamu',
    countries: ['kenya'],
    parentLocation: 'Kenya',
    location: 'Laikipia, Masai Mara & Lamu, Kenya',
    season: 'June to October and January to February',
    description:
      'Rhinos and horseback safaris on a Laikipia ranch, big cats in the Masai Mara, then dhows, mangroves and a beach house on the Lamu archipelago.',
    keywords: ['Kenya safari and beach', 'Laikipia', 'Masai Mara', 'Lamu', 'horseback safari'],
    gallery: [
      ['pkg-kenya-laikipia-plains-elephant', 'Elephants crossing the plains of Laikipia beneath Mount Kenya'],
      ['pkg-lamu-dhow-beach-sunset', 'A dhow with a white sail at sunset off the island of Lamu'],
      ['pkg-kenya-mara-cheetah-savanna', 'A cheetah scanning the plains of the Masai Mara'],
      ['pkg-kenya-laikipia-horseback-safari', 'Riders on horseback among giraffes on a Laikipia ranch'],
    ],
    days: [
      [
        'Arrival in Nairobi',
        'You are met at the airport and taken to a garden hotel in Karen for a quiet first night.',
      ],
      [
        'To Laikipia',
        'Fly north to a family-run ranch on the Laikipia Plateau, with Mount Kenya on the horizon and elephants at the waterhole below the house.',
      ],
      [
        'Rhinos on Foot',
        'Track black rhinos on foot with the ranch’s rangers, and meet the dogs of the anti-poaching unit that protect them.',
      ],
      [
        'Horseback Safari',
        'Ride out among giraffes, zebras and elephants on well-schooled horses, then spend the afternoon at the camel camp by the river.',
      ],
      [
        'With the Samburu',
        'Visit a Samburu community, walk in the hills with its young warriors and learn how the ranch and its neighbours share the land with the wildlife.',
      ],
      [
        'To the Mara',
        'Fly south to the Masai Mara and a tented camp in a private conservancy, in time for an evening game drive.',
      ],
      [
        'Big Cats of the Mara',
        'Full days of game drives looking for lions, cheetahs and leopards, with a bush breakfast under an acacia and sundowners on a hill.',
      ],
      [
        'Walking with the Maasai',
        'A walking safari with a Maasai guide in the early morning, followed by a visit to a conservancy project and an afternoon game drive.',
      ],
      [
        'To Lamu',
        'Fly to the coast and take a boat across the channel to your beach house on the Lamu archipelago.',
      ],
      [
        'Lamu Town',
        'Explore the alleys of Lamu Town, a UNESCO World Heritage site where donkeys still carry the loads, with a local historian.',
      ],
      [
        'Dhow Sailing',
        'Sail on a traditional dhow through the mangroves, with a lunch of fresh fish grilled on a deserted beach.',
      ],
      ['Departure', 'Fly back to Nairobi to connect with your flight home.'],
    ],
    similar: [
      'kenya-great-migration-in-the-masai-mara',
      'tanzania-serengeti-ngorongoro-and-zanzibar',
      'botswana-okavango-delta-and-chobe',
    ],
  },
  {
    id: 17,
    slug: 'tanzania-serengeti-ngorongoro-and-zanzibar',
    name: 'Tanzania: Serengeti, Ngorongoro and Zanzibar',
    countries: ['tanzania'],
    parentLocation: 'Tanzania',
    location: 'Northern Tanzania & Zanzibar',
    season: 'June to October',
    description:
      'Tarangire’s elephants, the Ngorongoro Crater at dawn, a mobile camp following the herds across the Serengeti and a beach villa on Zanzibar.',
    keywords: ['Tanzania safari', 'Serengeti', 'Ngorongoro Crater', 'Zanzibar', 'Great Migration'],
    gallery: [
      [
        'pkg-tanzania-serengeti-migration-plains',
        'Herds of wildebeest and zebras on the plains of the Serengeti',
      ],
      [
        'pkg-tanzania-ngorongoro-crater-wildlife',
        'The floor of the Ngorongoro Crater with flamingos on the lake',
      ],
      ['pkg-tanzania-tarangire-baobab-elephant', 'Elephants beneath baobab trees in Tarangire National Park'],
      ['pkg-tanzania-zanzibar-beach-dhow', 'A dhow on the turquoise lagoon of Zanzibar’s east coast'],
    ],
    days: [
      [
        'Arrival in Arusha',
        'You are met at Kilimanjaro airport and taken to a lodge on a coffee farm outside Arusha, on the slopes of Mount Meru.',
      ],
      [
        'Tarangire',
        'Drive to Tarangire, famous for its great herds of elephants and its ancient baobabs, for an afternoon game drive along the river.',
      ],
      [
        'Walking in Tarangire',
        'Begin with a walking safari in the cool of the morning, then spend the day in the park, where lions climb the trees and pythons hide in the baobabs.',
      ],
      [
        'The Crater Highlands',
        'Drive to the Ngorongoro highlands and a lodge on the crater rim, and meet a Maasai family in their village.',
      ],
      [
        'The Ngorongoro Crater',
        'Descend into the crater at dawn to see lions, black rhinos and flamingos before the other vehicles arrive, with a picnic breakfast by the hippo pool.',
      ],
      [
        'To the Serengeti',
        'Fly to the Serengeti and a mobile camp placed close to the herds of the Great Migration.',
      ],
      [
        'Following the Herds',
        'Full days of game drives following the wildebeest and zebras and the lions, cheetahs and hyenas that follow them.',
      ],
      [
        'Balloon over the Serengeti',
        'Float over the plains at sunrise in a hot-air balloon, then spend the afternoon looking for leopards along the rivers.',
      ],
      [
        'To Zanzibar',
        'Fly to Zanzibar and check into a beach villa on the east coast, with the Indian Ocean at your door.',
      ],
      [
        'Stone Town',
        'Explore the alleys of Stone Town and a spice farm with a local historian, and watch the sunset from a rooftop.',
      ],
      ['Departure', 'Transfer to the airport for your flight home.'],
    ],
    similar: [
      'east-africa-great-safari',
      'kenya-great-migration-in-the-masai-mara',
      'seychelles-mahe-praslin-and-la-digue',
    ],
  },
  {
    id: 18,
    slug: 'east-africa-great-safari',
    name: 'East Africa’s Great Safari: Amboseli, the Mara and the Serengeti',
    countries: ['kenya', 'tanzania'],
    parentLocation: 'Kenya & Tanzania',
    location: 'Kenya & Tanzania',
    season: 'July to October',
    description:
      'Elephants beneath Kilimanjaro in Amboseli, the Masai Mara, the northern Serengeti and the Ngorongoro Crater: the great parks of East Africa in one journey.',
    keywords: ['Kenya and Tanzania safari', 'Amboseli', 'Masai Mara', 'Serengeti', 'Ngorongoro'],
    gallery: [
      ['pkg-amboseli-elephant-savanna-kilimanjaro', 'Elephants in Amboseli with Mount Kilimanjaro behind'],
      ['pkg-kenya-mara-savanna-sunset', 'The Mara plains at sunset with a lone acacia'],
      ['pkg-tanzania-serengeti-kopje-lion', 'A lion on a granite kopje in the Serengeti'],
      ['pkg-tanzania-ngorongoro-crater-rim', 'The view over the Ngorongoro Crater from its rim'],
    ],
    days: [
      [
        'Arrival in Nairobi',
        'You are met at the airport and taken to a garden hotel in Karen for your first night.',
      ],
      [
        'To Amboseli',
        'Fly to Amboseli, where great herds of elephants walk beneath the snows of Kilimanjaro, for an afternoon game drive.',
      ],
      [
        'Elephants of Amboseli',
        'Spend the day among Amboseli’s elephants, studied here for fifty years, and watch them bathe in the swamps as the mountain emerges from the clouds.',
      ],
      ['To the Mara', 'Fly to the Masai Mara and a tented camp in a private conservancy.'],
      [
        'The Conservancies',
        'Game drives through the conservancies in search of lions, cheetahs and leopards, with a bush breakfast on the plains.',
      ],
      ['The Mara River', 'A full day by the Mara River, watching the herds gather and cross.'],
      [
        'Into Tanzania',
        'Fly across the border to the northern Serengeti, where the herds gather along the Mara River on the Tanzanian side.',
      ],
      ['The Northern Serengeti', 'Game drives in the remote north of the park, where few vehicles venture.'],
      [
        'The Central Serengeti',
        'Game drives in the central Serengeti, home to more lions than anywhere else in Africa, with a walking safari in the morning.',
      ],
      ['To the Crater Highlands', 'Fly to the Ngorongoro highlands and a lodge on the crater rim.'],
      [
        'The Crater Floor',
        'A full day on the crater floor, looking for black rhinos among the buffalo and zebras.',
      ],
      [
        'Arusha',
        'Drive to Arusha and spend the afternoon at a coffee farm, learning how the beans are grown and roasted.',
      ],
      ['Departure', 'Transfer to Kilimanjaro airport for your flight home.'],
    ],
    similar: [
      'kenya-great-migration-in-the-masai-mara',
      'tanzania-serengeti-ngorongoro-and-zanzibar',
      'botswana-okavango-delta-and-chobe',
    ],
  },
  {
    id: 19,
    slug: 'cape-town-winelands-and-garden-route',
    name: 'South Africa: Cape Town, the Winelands and the Garden Route',
    countries: ['south-africa'],
    parentLocation: 'South Africa',
    location: 'Western Cape, South Africa',
    season: 'October to April',
    description:
      'Table Mountain and the Cape Peninsula, the wine estates of Franschhoek, whale watching in Hermanus and a self-drive along the Garden Route to a malaria-free reserve.',
    keywords: [
      'Cape Town holiday',
      'Winelands',
      'Garden Route',
      'Hermanus whales',
      'South Africa self-drive',
    ],
    gallery: [
      ['pkg-south-africa-cape-town-table-mountain', 'Table Mountain above Cape Town and the harbour'],
      ['pkg-south-africa-franschhoek-vineyard-hills', 'Vineyards beneath the mountains of Franschhoek'],
      ['pkg-south-africa-garden-route-coast-cliffs', 'The cliffs and beaches of the Garden Route'],
      ['pkg-south-africa-cape-point-coast', 'The Cape of Good Hope at the tip of the Cape Peninsula'],
    ],
    days: [
      [
        'Arrival in Cape Town',
        'You are met at the airport and taken to a hotel at the foot of Table Mountain, with the city at your feet.',
      ],
      [
        'Table Mountain',
        'Ride the cable car up Table Mountain for views over the city and the Atlantic, then explore the colourful houses of the Bo-Kaap and the V&A Waterfront.',
      ],
      [
        'The Cape Peninsula',
        'Drive Chapman’s Peak to the Cape of Good Hope, meet the penguins of Boulders Beach and lunch on fresh fish in Kalk Bay.',
      ],
      [
        'Robben Island',
        'Take the boat to Robben Island, where Nelson Mandela was imprisoned, then visit the Zeitz MOCAA museum in its converted grain silo.',
      ],
      [
        'To the Winelands',
        'Drive to Franschhoek and a country hotel among the vines, with the mountains rising behind.',
      ],
      [
        'The Winelands',
        'Taste wines with winemakers in Franschhoek and Stellenbosch, and lunch at one of the estates’ celebrated restaurants.',
      ],
      [
        'Hermanus',
        'Drive along the coast to Hermanus, one of the best places in the world to watch southern right whales from land.',
      ],
      ['The Garden Route', 'Drive the Garden Route through forests and past lagoons to Plettenberg Bay.'],
      ['Plettenberg Bay', 'Walk in the Robberg Nature Reserve, watching dolphins and seals from the cliffs.'],
      [
        'To the Eastern Cape',
        'Drive east to a malaria-free private reserve in the Eastern Cape, where the savanna meets the coastal hills, arriving for an afternoon game drive.',
      ],
      [
        'Safari in the Eastern Cape',
        'Morning and afternoon game drives in search of the Big Five, with a walk to a waterhole hide between them.',
      ],
      ['Departure', 'Fly from Port Elizabeth to Johannesburg or Cape Town to connect with your flight home.'],
    ],
    similar: [
      'cape-town-and-the-sabi-sand',
      'namibia-sossusvlei-damaraland-and-etosha',
      'botswana-okavango-delta-and-chobe',
    ],
  },
  {
    id: 20,
    slug: 'cape-town-and-the-sabi-sand',
    name: 'Cape Town and the Sabi Sand: City, Vines and the Big Five',
    countries: ['south-africa'],
    parentLocation: 'South Africa',
    location: 'Cape Town & the Sabi Sand, South Africa',
    season: 'May to October',
    description:
      'Four nights in Cape Town and the Winelands, then four in a private lodge in the Sabi Sand, famous for leopards, with game drives twice a day.',
    keywords: ['Cape Town and safari', 'Sabi Sand', 'Big Five', 'leopard safari', 'South Africa honeymoon'],
    gallery: [
      ['pkg-south-africa-sabi-sand-leopard-bush', 'A leopard on a branch in the Sabi Sand at dusk'],
      ['pkg-south-africa-cape-town-harbour', 'The harbour of Cape Town beneath Table Mountain'],
      [
        'pkg-south-africa-stellenbosch-vineyard-hills',
        'A Cape Dutch homestead among vineyards in Stellenbosch',
      ],
      ['pkg-south-africa-sabi-sand-elephant-plains', 'Elephants at a waterhole in the Sabi Sand'],
    ],
    days: [
      [
        'Arrival in Cape Town',
        'You are met at the airport and taken to your hotel on the waterfront, with Table Mountain framed in your window.',
      ],
      [
        'Cape Town',
        'Explore the city with a private guide, from the Company’s Garden and the Bo-Kaap to the top of Table Mountain.',
      ],
      [
        'The Winelands',
        'A day of tastings among the vineyards of Stellenbosch and Franschhoek, with lunch on an estate terrace.',
      ],
      [
        'The Peninsula',
        'Drive around the Cape Peninsula to the Cape of Good Hope, stopping for the penguins at Boulders Beach.',
      ],
      [
        'To the Sabi Sand',
        'Fly to the Sabi Sand and a lodge with a private plunge pool above a dry river bed, in time for an afternoon game drive.',
      ],
      [
        'Game Drives with Your Tracker',
        'Set out at first light with your ranger and Shangaan tracker, reading the night’s tracks in the sand. The Sabi Sand’s leopards are famously relaxed around vehicles, and sightings at close quarters are common.',
      ],
      [
        'Walking in the Bush',
        'A guided walk in the morning to learn the smaller things: dung beetles, bird calls, medicinal plants. In the evening, drinks on a granite outcrop as the sun sets over the Sand River.',
      ],
      [
        'A Last Day with the Big Five',
        'A final day of game drives in search of lions, buffalo, elephants and rhinos, with a lantern-lit dinner in the boma to end your stay.',
      ],
      ['Departure', 'Fly to Johannesburg to connect with your flight home.'],
    ],
    similar: [
      'cape-town-winelands-and-garden-route',
      'botswana-okavango-delta-and-chobe',
      'mauritius-mountains-lagoons-and-creole-kitchens',
    ],
  },
  {
    id: 21,
    slug: 'botswana-okavango-delta-and-chobe',
    name: 'Botswana: The Okavango Delta and Chobe',
    countries: ['botswana'],
    parentLocation: 'Botswana',
    location: 'Okavango Delta & Chobe, Botswana',
    season: 'June to October',
    description:
      'Three remote camps reached by light aircraft: mokoro trips through the flooded Okavango, wild dogs in Linyanti and the elephants of the Chobe River.',
    keywords: ['Botswana safari', 'Okavango Delta', 'Chobe', 'mokoro', 'fly-in safari'],
    gallery: [
      ['pkg-botswana-okavango-delta-lagoon', 'A lagoon in the Okavango Delta with papyrus and water lilies'],
      ['pkg-botswana-okavango-mokoro-floodplain', 'A mokoro gliding through the reeds of the Okavango'],
      ['pkg-botswana-chobe-river-elephant', 'Elephants crossing the Chobe River at sunset'],
      ['pkg-botswana-linyanti-wild-dog-savanna', 'A pack of wild dogs on the plains of Linyanti'],
    ],
    days: [
      [
        'Arrival in Maun',
        'Fly to Maun and continue by light aircraft over the waterways to a camp on an island in the Okavango Delta.',
      ],
      [
        'Channels of the Delta',
        'Glide through the papyrus channels by mokoro and walk on the islands with a guide, looking for elephants, red lechwe and the tiny painted reed frogs.',
      ],
      [
        'Lagoons by Boat',
        'Game drives on the islands and a boat trip through the lagoons at sunset, with hippos surfacing around you.',
      ],
      [
        'To Linyanti',
        'Fly north to the Linyanti wetlands, known for wild dogs, lions and great herds of elephants.',
      ],
      [
        'Wild Dogs of Linyanti',
        'Game drives and a night drive in the private concession, following the wild dog pack with your guide.',
      ],
      [
        'Along the Linyanti River',
        'A full day of game viewing along the river, with a picnic lunch in the shade of a sausage tree.',
      ],
      [
        'To Chobe',
        'Fly to the Chobe River and a lodge on its banks, facing the floodplains of Namibia across the water.',
      ],
      [
        'Elephants of the Chobe',
        'Watch the elephants drink and swim from a private boat on the river, among some of the largest herds in Africa.',
      ],
      ['Departure', 'Fly from Kasane to Johannesburg to connect with your flight home.'],
    ],
    similar: [
      'namibia-sossusvlei-damaraland-and-etosha',
      'kenya-great-migration-in-the-masai-mara',
      'cape-town-and-the-sabi-sand',
    ],
  },
  {
    id: 22,
    slug: 'namibia-sossusvlei-damaraland-and-etosha',
    name: 'Namibia: Sossusvlei, Damaraland and Etosha',
    countries: ['namibia'],
    parentLocation: 'Namibia',
    location: 'Sossusvlei, Damaraland & Etosha, Namibia',
    season: 'May to October',
    description:
      'A fly-in safari from the red dunes of Sossusvlei to the desert elephants of Damaraland, the shipwrecks of the Skeleton Coast and the waterholes of Etosha.',
    keywords: ['Namibia safari', 'Sossusvlei', 'Damaraland', 'Etosha', 'fly-in safari'],
    gallery: [
      ['pkg-namibia-sossusvlei-dunes-sunrise', 'The red dunes of Sossusvlei at sunrise'],
      ['pkg-namibia-deadvlei-desert', 'Dead camelthorn trees on the white clay of Deadvlei'],
      ['pkg-namibia-damaraland-canyon', 'A dry river valley among the red rocks of Damaraland'],
      ['pkg-namibia-etosha-pan-wildlife', 'Zebras and springbok at a waterhole in Etosha'],
      ['pkg-namibia-desert-camp-stars', 'A desert camp beneath the Milky Way in the NamibRand'],
    ],
    days: [
      [
        'Arrival in Windhoek',
        'You are met at the airport and taken to a guest farm in the hills outside Windhoek.',
      ],
      [
        'To Sossusvlei',
        'Fly to the desert and a lodge in the NamibRand Nature Reserve, where the dunes meet the mountains.',
      ],
      [
        'The Dunes at Sunrise',
        'Climb the great dunes of Sossusvlei at sunrise and walk into Deadvlei among the skeleton trees, nine hundred years old.',
      ],
      [
        'The NamibRand',
        'Explore the reserve on foot and by vehicle, then stargaze in one of the darkest skies on Earth.',
      ],
      [
        'To the Skeleton Coast',
        'Fly along the Atlantic coast, past shipwrecks and seal colonies, to a camp on the Skeleton Coast.',
      ],
      [
        'The Skeleton Coast',
        'Explore the fog-bound coast and its desert-adapted wildlife, from brown hyenas to lions that hunt on the beach.',
      ],
      ['To Damaraland', 'Fly to Damaraland and track desert-adapted elephants along the dry river beds.'],
      [
        'Twyfelfontein',
        'Visit the rock engravings of Twyfelfontein, some six thousand years old, and the petrified forest.',
      ],
      ['To Etosha', 'Fly to a private reserve on the eastern edge of Etosha National Park.'],
      [
        'The Waterholes of Etosha',
        'Game drives to the waterholes of Etosha, where elephants, lions and rhinos gather in the dry season.',
      ],
      ['Departure', 'Fly back to Windhoek to connect with your flight home.'],
    ],
    similar: [
      'botswana-okavango-delta-and-chobe',
      'cape-town-winelands-and-garden-route',
      'morocco-imperial-cities-atlas-and-sahara',
    ],
  },
  {
    id: 23,
    slug: 'morocco-imperial-cities-atlas-and-sahara',
    name: 'Morocco: Imperial Cities, the Atlas and a Night in the Sahara',
    countries: ['morocco'],
    parentLocation: 'Morocco',
    location: 'Fes, the Sahara & Marrakech, Morocco',
    season: 'March to May and September to November',
    description:
      'The medina of Fes, the cedar forests of the Middle Atlas, a camel ride to a desert camp at Erg Chebbi, the kasbahs of the Dadès and a riad in Marrakech.',
    keywords: ['Morocco tour', 'Fes', 'Marrakech', 'Sahara desert camp', 'Atlas Mountains'],
    gallery: [
      ['pkg-morocco-sahara-dunes-camp', 'A luxury camp among the dunes of Erg Chebbi at sunset'],
      ['pkg-morocco-marrakech-riad-courtyard', 'A courtyard with a fountain in a Marrakech riad'],
      ['pkg-morocco-fes-medina-rooftops', 'The rooftops of the medina of Fes at sunset'],
      ['pkg-morocco-atlas-kasbah-valley', 'A kasbah in a valley of the High Atlas'],
    ],
    days: [
      [
        'Arrival in Fes',
        'You are met at the airport and taken to a riad in the medina of Fes, where your rooms open onto a tiled courtyard with a fountain.',
      ],
      [
        'The Medina of Fes',
        'Explore the world’s largest car-free city with a guide, visiting the tanneries, the madrasas and the workshops of the craftsmen.',
      ],
      [
        'Volubilis and Meknes',
        'Visit the Roman ruins of Volubilis, with their mosaics still in place, and the imperial city of Meknes.',
      ],
      [
        'Across the Atlas',
        'Drive through the cedar forests of the Middle Atlas, home to Barbary macaques, to the edge of the Sahara.',
      ],
      [
        'The Sahara',
        'Ride a camel to a luxury desert camp at Erg Chebbi and watch the sunset from the top of a dune.',
      ],
      [
        'The Dadès Valley',
        'Drive through the Todra Gorge and the Dadès Valley, the valley of a thousand kasbahs.',
      ],
      [
        'Aït Benhaddou',
        'Visit the fortified village of Aït Benhaddou and cross the High Atlas by the Tizi n’Tichka pass to Marrakech.',
      ],
      [
        'Marrakech',
        'Explore the souks, the Majorelle Garden and the Bahia Palace, and dine on a rooftop above the medina.',
      ],
      [
        'The High Atlas',
        'Spend a day in the mountains, walking between Berber villages and lunching with a family.',
      ],
      ['Departure', 'Transfer to the airport for your flight home.'],
    ],
    similar: [
      'jordan-petra-wadi-rum-and-dead-sea',
      'andalucia-seville-granada-and-white-villages',
      'oman-mountains-desert-and-musandam',
    ],
  },
];
