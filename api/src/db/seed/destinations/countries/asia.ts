import { planButton, section } from '../builders';
import type { SeedCountry } from '../types';

export const asiaCountries: SeedCountry[] = [
  {
    id: 1,
    slug: 'thailand',
    name: 'Thailand',
    continent: 'asia',
    heroSubheading: 'Golden temples, northern hills and the islands of the Andaman Sea',
    hero: 'country-thailand-pagoda-river',
    whyTravel: [
      'Thailand is easy to love and surprisingly easy to get wrong. We steer you away from the crowded circuits towards the Thailand our specialists return to: the teak houses and hill-tribe markets of the north, the quiet temples of Chiang Mai at dawn and the limestone islands of Phang Nga Bay by private long-tail boat.',
      'We know the villas with the best views over the Andaman Sea, the chefs who teach in their own gardens and the elephant sanctuaries that put the animals first. Your guides, drivers and hotels are chosen for you, not for a group.',
    ],
    sections: [
      section(
        'Chiang Mai and the Golden Triangle',
        'country-thailand-northern-hills-temple',
        'In the cool northern hills, Chiang Mai keeps more than three hundred temples inside and around its old walls. Climb to Doi Suthep for the view at sunrise, cook with a family in a village outside the city, then drive north to the Golden Triangle, where Thailand, Laos and Myanmar meet on the Mekong.',
      ),
      section(
        'The Islands of the Andaman Sea',
        'country-thailand-island-limestone-bay-boat',
        'Phang Nga Bay rises from the sea in towers of limestone draped with jungle. We explore it by private long-tail boat early in the day, finding hidden lagoons before the tour boats arrive, and base you in a pool villa on a quiet stretch of coast near Phuket or Krabi.',
      ),
      section(
        'Bangkok After Dark',
        'country-thailand-bangkok-river-temple-dusk',
        'Bangkok is best by river. Stay in a hotel on the Chao Phraya, take a private boat through the klongs of Thonburi, and let a food writer lead you from market stall to rooftop bar. The Grand Palace and Wat Pho are quietest in the first hour after opening.',
        planButton(),
      ),
    ],
    summary:
      'Tailor-made luxury holidays in Thailand: Chiang Mai’s temples, the Golden Triangle, Bangkok by river and pool villas on the Andaman Sea.',
    keywords: ['luxury Thailand holidays', 'Chiang Mai', 'Phang Nga Bay', 'Bangkok', 'Thai islands'],
  },
  {
    id: 2,
    slug: 'vietnam',
    name: 'Vietnam',
    continent: 'asia',
    heroSubheading: 'Limestone bays, lantern-lit towns and the Mekong Delta',
    hero: 'country-vietnam-halong-bay-limestone',
    whyTravel: [
      'Vietnam runs for more than a thousand miles from the mountains of the north to the rice bowl of the Mekong, and the art is in choosing what to leave out. We plan the flights and drives so you spend your days in Hanoi’s Old Quarter, on a private junk in Lan Ha Bay and among the tailors and lanterns of Hoi An, not in transit.',
      'Our guides are historians and food lovers, and they open doors: an artist’s studio in Hanoi, a fishing family’s home in the delta, a bowl of cao lau in the one place Hoi An’s locals queue for.',
    ],
    sections: [
      section(
        'Hanoi and Lan Ha Bay',
        'country-vietnam-hanoi-lake-pagoda',
        'Begin in Hanoi, where the Old Quarter’s thirty-six streets still keep to their ancient trades. Then sail through Lan Ha Bay, the quieter neighbour of Halong, on a private junk with a cabin of your own, kayaking into caves and swimming from empty beaches.',
      ),
      section(
        'Hoi An and the Central Coast',
        'country-vietnam-hoi-an-lanterns',
        'Hoi An was a trading port for five centuries, and its yellow-walled merchant houses and Japanese bridge are lit by silk lanterns every evening. Cycle out to the vegetable village of Tra Que, have a suit cut overnight, and stay on the beach at a resort set among the dunes.',
      ),
      section(
        'The Mekong Delta',
        'country-vietnam-mekong-river-rice',
        'South of Ho Chi Minh City, the Mekong splits into nine rivers and a maze of canals. Travel by private sampan through floating markets and fruit orchards, and spend a night on a restored rice barge as the river turns gold at sunset.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Vietnam tours from Hanoi and Lan Ha Bay to Hoi An and the Mekong Delta, with private junks, expert guides and boutique hotels.',
    keywords: ['luxury Vietnam tours', 'Halong Bay', 'Hoi An', 'Hanoi', 'Mekong Delta'],
  },
  {
    id: 3,
    slug: 'indonesia',
    name: 'Indonesia',
    continent: 'asia',
    heroSubheading: 'Bali’s temples and rice terraces, and islands beyond',
    hero: 'country-indonesia-bali-rice-terraces-pool',
    whyTravel: [
      'Indonesia is seventeen thousand islands, and Bali is only the beginning. We know the Bali that lies beyond the beach clubs: the water temples of the highlands, the terraced valleys around Ubud at first light and the villages where a ceremony is always about to begin.',
      'From there we can take you by private boat to Komodo and its dragons, to the coral gardens of Raja Ampat or to a villa on the empty beaches of Sumba. Each island has its season, and we know them well.',
    ],
    sections: [
      section(
        'Ubud and the Highlands',
        'country-indonesia-ubud-rice-terraces-garden',
        'Ubud sits among rice terraces and river gorges in the green heart of Bali. Walk the ridges with a local guide as farmers begin their day, join a priest for a water blessing at Tirta Empul and stay in a villa that looks across the jungle of the Ayung valley.',
      ),
      section(
        'Temples by the Sea',
        'country-indonesia-bali-sea-temple-coast',
        'Bali’s sea temples stand on rocks above the surf, built to guard the island from the spirits of the ocean. We visit Uluwatu for the sunset kecak dance and Tanah Lot at low tide, then retreat to a clifftop villa on the Bukit peninsula.',
      ),
      section(
        'Komodo and the Eastern Islands',
        'country-indonesia-komodo-island-bay',
        'East of Bali, the islands grow wilder. Sail aboard a traditional phinisi schooner through Komodo National Park to see its dragons, snorkel with manta rays and walk to the pink sand beach of Padar at dawn.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Bali and Indonesia holidays: Ubud’s rice terraces, clifftop villas, sea temples and private phinisi cruises to Komodo.',
    keywords: ['luxury Bali holidays', 'Ubud', 'Indonesia tours', 'Komodo', 'phinisi cruise'],
  },
  {
    id: 4,
    slug: 'bhutan',
    name: 'Bhutan',
    continent: 'asia',
    heroSubheading: 'The last Himalayan kingdom, where happiness is national policy',
    hero: 'country-bhutan-dzong-himalaya',
    whyTravel: [
      'Bhutan limits its visitors by design, and the kingdom that results is unlike anywhere else: forests covering more than seventy per cent of the land, fortress-monasteries that still govern their valleys, and a culture that measures progress in happiness rather than wealth.',
      'We have travelled here for many years. Our Bhutanese guides are friends, and they can arrange a blessing with a lama, a picnic by the river below Punakha Dzong or the quiet hours on the trail to the Tiger’s Nest before other walkers set out.',
    ],
    sections: [
      section(
        'Paro and the Tiger’s Nest',
        'country-bhutan-tigers-nest-monastery-lodge',
        'Taktsang, the Tiger’s Nest, clings to a cliff nine hundred metres above the Paro valley. The walk up takes around three hours through pine forest hung with prayer flags, and the reward is a monastery where, legend says, Guru Rinpoche arrived on the back of a tigress.',
      ),
      section(
        'Punakha and the Valleys',
        'country-bhutan-punakha-dzong-valley-flags',
        'Over the Dochula Pass, with its hundred and eight stupas and views of the high peaks, the road drops into the warm valley of Punakha. Its dzong stands where two rivers meet and is perhaps the most beautiful building in the kingdom, especially when the jacarandas bloom in spring.',
      ),
      section(
        'Lodges of the Kingdom',
        'country-bhutan-monastery-valley-lodge',
        'A handful of exceptional lodges make travel here a pleasure: timber and stone retreats in each valley with hot stone baths and views of the dzongs. We link them into a journey that moves at the pace of the country.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Bhutan tours with private guides: the Tiger’s Nest, Punakha Dzong and the finest lodges in the Himalayan kingdom.',
    keywords: ['luxury Bhutan tours', 'Tiger’s Nest', 'Punakha', 'Paro', 'Himalayan lodges'],
  },
  {
    id: 5,
    slug: 'india',
    name: 'India',
    continent: 'asia',
    heroSubheading: 'Palaces, tigers, backwaters and the foothills of the Himalaya',
    hero: 'country-india-rajasthan-palace-lake-terrace',
    whyTravel: [
      'India is the country our founders first fell in love with, and it is still the one we know best. We understand its scale and its contradictions, and we plan journeys that let you enjoy its intensity without ever being overwhelmed: a palace hotel after a day in the bazaars, a private guide at the Taj Mahal at sunrise, a houseboat drifting through Kerala’s backwaters.',
      'Our team on the ground looks after every transfer, every train and every temple visit. Most of all, we introduce you to people: the maharaja who still lives in a wing of his palace, the spice farmer in the Western Ghats, the chef in Old Delhi whose family has cooked the same kebabs for a century.',
    ],
    sections: [
      section(
        'Rajasthan, Land of Kings',
        'country-india-jaipur-amber-fort',
        'Rajasthan’s forts and palaces are the India of the imagination. Ride up to Amber Fort above Jaipur, watch the sun set over the blue city of Jodhpur from the ramparts of Mehrangarh and cross Lake Pichola by boat to a palace hotel in Udaipur.',
      ),
      section(
        'The Backwaters of Kerala',
        'country-kerala-backwaters-coast-boat',
        'In the far south, Kerala is all water and green. Drift through the backwaters on a private kettuvallam houseboat, stay among the tea and cardamom estates of the Western Ghats and end by the sea in Fort Kochi, where Chinese fishing nets still line the harbour.',
      ),
      section(
        'Tigers and the Wild Heart',
        'country-tiger-forest-safari-ranthambore',
        'India has more wild tigers than anywhere on Earth. In the forests of Ranthambore, Kanha and Bandhavgarh, we choose lodges with the best naturalists, and plan drives for the cooler months when tigers are most often seen at the waterholes.',
        planButton(),
      ),
    ],
    summary:
      'Tailor-made luxury India tours: Rajasthan’s palaces, the Taj Mahal at sunrise, tiger safaris and Kerala’s backwaters with private guides.',
    keywords: ['luxury India tours', 'Rajasthan', 'Taj Mahal', 'Kerala backwaters', 'tiger safari India'],
  },
  {
    id: 6,
    slug: 'nepal',
    name: 'Nepal',
    continent: 'asia',
    heroSubheading: 'Temple cities, Himalayan sunrises and jungle lodges',
    hero: 'country-nepal-himalaya-annapurna-peaks-lodge',
    whyTravel: [
      'Nepal holds eight of the world’s ten highest mountains, yet you need not be a climber to feel their presence. We plan Nepal for travellers who want the Himalaya at their most majestic and their most comfortable: mountain lodges with fires burning, short walks with long views and a helicopter to Everest at dawn.',
      'Between the mountains there is the medieval splendour of the Kathmandu valley and the jungle of Chitwan, where rhinos graze in the grasslands. We link them together without long, tiring drives.',
    ],
    sections: [
      section(
        'The Kathmandu Valley',
        'country-nepal-kathmandu-stupa-temple',
        'Three royal cities share one valley: Kathmandu, Patan and Bhaktapur, each with a Durbar Square of pagoda temples and carved palaces. Walk the kora around the great stupa of Boudhanath at dusk, when butter lamps are lit and the monks begin to chant.',
      ),
      section(
        'The Annapurnas from Pokhara',
        'country-nepal-pokhara-lake-mountain',
        'From the lakeside town of Pokhara, the Annapurna range fills the northern sky. Stay at a lodge on the ridge above the valley, walk gentle trails through rhododendron forest and watch Machapuchare turn pink in the first light.',
      ),
      section(
        'Chitwan National Park',
        'country-nepal-chitwan-jungle-wildlife',
        'In the lowland jungle of Chitwan, one-horned rhinos wade through the rivers and tigers move through the tall grass. Explore by jeep, on foot with a naturalist and by dugout canoe, and stay at a lodge that works closely with the Tharu villages around it.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Nepal holidays: Kathmandu’s temples, Himalayan lodges above Pokhara, Everest by helicopter and wildlife in Chitwan.',
    keywords: ['luxury Nepal tours', 'Kathmandu', 'Annapurna', 'Everest helicopter', 'Chitwan'],
  },
  {
    id: 13,
    slug: 'sri-lanka',
    name: 'Sri Lanka',
    continent: 'asia',
    heroSubheading: 'Ancient cities, misty tea country and wild southern coasts',
    hero: 'country-sri-lanka-tea-hills-mist',
    whyTravel: [
      'Sri Lanka fits a whole continent’s worth of travel into an island you can cross in a day: rock fortresses and ancient cities in the dry north, cool tea country in the hills, leopards in the national parks and long golden beaches in the south.',
      'We have worked in Sri Lanka since our first year, and our specialists visit every season. We know the planters’ bungalows where you can sleep among the tea, the guides who can find a leopard in Yala and the best way to time the coasts for the monsoons.',
    ],
    sections: [
      section(
        'The Cultural Triangle',
        'country-sigiriya-rock-fort',
        'In the dry zone, the kings of Anuradhapura and Polonnaruwa built cities of stupas, palaces and vast reservoirs. Climb Sigiriya, a fortress on a column of rock, at seven in the morning, and visit the cave temples of Dambulla with a historian.',
      ),
      section(
        'Tea Country',
        'country-sri-lanka-tea-estate-bungalow',
        'The hill country is a different world, all mist and green terraces. Stay in a colonial planter’s bungalow with a butler and a log fire, walk through the estates with a tea maker and ride the slow train through the mountains from Nanu Oya to Ella.',
      ),
      section(
        'Leopards and the South Coast',
        'country-yala-leopard-safari',
        'Yala has one of the highest densities of leopards in the world. After a safari with our favourite tracker, continue to the south coast for whale watching off Mirissa, the Dutch fort of Galle and a villa on a quiet beach.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Sri Lanka tours: Sigiriya and the Cultural Triangle, tea country bungalows, leopard safaris in Yala and beaches around Galle.',
    keywords: ['luxury Sri Lanka tours', 'Sigiriya', 'Sri Lanka tea country', 'Yala leopards', 'Galle'],
  },
  {
    id: 22,
    slug: 'japan',
    name: 'Japan',
    continent: 'asia',
    heroSubheading: 'Temples and neon, mountain inns and the rhythm of the seasons',
    hero: 'country-japan-kyoto-temple-garden',
    whyTravel: [
      'Japan is a country of details, and it rewards travellers who have someone to explain them. Our Japan specialists live and breathe the country: they know the ryokan where the kaiseki changes with the week, the garden that is best in the rain and the sushi counter of eight seats that takes bookings only through friends.',
      'We plan around the seasons, from cherry blossom in spring to the maples of autumn and the snow monkeys of winter, and we look after every train ticket and luggage transfer so that you travel light and never need to hurry.',
    ],
    sections: [
      section(
        'Kyoto, the Ancient Capital',
        'country-japan-kyoto-temple-lanterns',
        'Kyoto was the imperial capital for over a thousand years and keeps some seventeen hundred temples. See the Fushimi Inari shrine before the crowds, take tea with a master in a private teahouse and spend an evening in Gion with a guide who knows the geisha district’s etiquette.',
      ),
      section(
        'Tokyo, Old and New',
        'country-japan-tokyo-shrine-city',
        'Tokyo is vast yet orderly, futuristic yet deeply traditional. Walk the lanes of Yanaka, visit the wholesale fish market at dawn, explore the design shops of Omotesando and end the day on the top floor of a hotel with Mount Fuji on the horizon.',
      ),
      section(
        'Hot Springs and Mountain Inns',
        'country-japan-mountain-ryokan-onsen',
        'A night in a traditional ryokan is essential. In Hakone, the Japanese Alps or the hills of Kyushu, soak in a private onsen, sleep on futons laid out while you dine, and wake to a breakfast of grilled fish, miso and pickles.',
        planButton(),
      ),
    ],
    summary:
      'Tailor-made luxury Japan holidays: Kyoto’s temples, Tokyo, ryokan and onsen stays, and cherry blossom or autumn maples with private guides.',
    keywords: ['luxury Japan holidays', 'Kyoto', 'Tokyo', 'ryokan', 'cherry blossom tours'],
  },
];
