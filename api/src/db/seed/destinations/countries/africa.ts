import { planButton, section } from '../builders';
import type { SeedCountry } from '../types';

export const africaCountries: SeedCountry[] = [
  {
    id: 21,
    slug: 'morocco',
    name: 'Morocco',
    continent: 'africa',
    heroSubheading: 'Riads, souks, the High Atlas and the edge of the Sahara',
    hero: 'country-morocco-medina-riad',
    whyTravel: [
      'Morocco is a feast for the senses three hours from Europe. Get lost in the medinas of Fes and Marrakech, drive over the High Atlas to the kasbahs of the south and sleep in a camp among the dunes of the Sahara.',
      'We know the riads hidden behind unmarked doors, the guides who can take you into the workshops of the souks and the drivers who make the long journeys a pleasure.',
    ],
    sections: [
      section(
        'Marrakech',
        'country-morocco-marrakech-riad-garden',
        'Stay in a riad with a courtyard garden, explore the souks with a guide, visit the Majorelle Garden and the Bahia Palace, and dine on a rooftop as the call to prayer echoes over the medina.',
      ),
      section(
        'The High Atlas',
        'country-morocco-atlas-mountain-village',
        'An hour from Marrakech, the Atlas Mountains rise to snow-capped peaks. Walk between Berber villages, lunch with a family and stay in a mountain lodge with views of Toubkal, North Africa’s highest peak.',
      ),
      section(
        'The Sahara',
        'country-morocco-sahara-dunes-camp-pool',
        'At Erg Chebbi, the dunes rise to 150 metres. Ride a camel to a luxury desert camp, watch the sunset from the top of a dune and dine under the stars to the sound of Gnawa music.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Morocco holidays: riads in Marrakech and Fes, walks in the High Atlas and a night in a desert camp in the Sahara.',
    keywords: ['luxury Morocco holidays', 'Marrakech riads', 'Fes', 'Atlas Mountains', 'Sahara desert camp'],
  },
  {
    id: 23,
    slug: 'tanzania',
    name: 'Tanzania',
    continent: 'africa',
    heroSubheading: 'The Serengeti, the Ngorongoro Crater and the spice island of Zanzibar',
    hero: 'country-tanzania-serengeti-plains-camp',
    whyTravel: [
      'Tanzania is safari on the grandest scale. The Serengeti’s plains host the Great Migration for most of the year, the Ngorongoro Crater holds the densest concentration of wildlife in Africa, and the remote south offers walking safaris in the wilderness of Ruaha and Nyerere.',
      'We choose camps that move with the herds, guides who have spent their lives in the bush and light aircraft that keep travelling time to a minimum. Then we finish on the beaches of Zanzibar.',
    ],
    sections: [
      section(
        'The Serengeti',
        'country-tanzania-serengeti-migration-safari-camp',
        'From December to March, the herds calve in the southern Serengeti; from June, they cross the Grumeti and Mara rivers in the north. We place you in the right camp for the season, with a guide who knows where the predators follow.',
      ),
      section(
        'The Ngorongoro Crater',
        'country-tanzania-ngorongoro-crater-wildlife',
        'Descend into the world’s largest intact volcanic caldera, home to lions, elephants, black rhinos and flamingos. Stay in a lodge on the crater rim and be the first down at dawn.',
      ),
      section(
        'Zanzibar',
        'country-tanzania-zanzibar-beach-dhow',
        'Stone Town’s alleys and carved doors tell the story of the spice trade. After a day in the old town, retreat to a beach villa on the east coast, where dhows sail across the lagoon at sunset.',
        planButton('Plan Your Safari'),
      ),
    ],
    summary:
      'Luxury Tanzania safaris: the Great Migration in the Serengeti, the Ngorongoro Crater and beach escapes on Zanzibar.',
    keywords: ['luxury Tanzania safari', 'Serengeti', 'Ngorongoro Crater', 'Zanzibar', 'Great Migration'],
  },
  {
    id: 24,
    slug: 'kenya',
    name: 'Kenya',
    continent: 'africa',
    heroSubheading: 'The home of safari: the Masai Mara, Laikipia and the Swahili coast',
    hero: 'country-kenya-masai-mara-savanna',
    whyTravel: [
      'Kenya is where the word safari began, and it still offers some of the finest wildlife viewing in Africa. The Masai Mara is at its most dramatic from July to October, when the migration crosses the Mara River, but the private conservancies around it are rich in game all year.',
      'We work with Kenya’s pioneering conservancies, where Maasai landowners and camps share the land, allowing walking safaris, night drives and far fewer vehicles at every sighting.',
    ],
    sections: [
      section(
        'The Masai Mara',
        'country-kenya-mara-river-crossing-safari-camp',
        'The Mara’s open plains are home to big cats, elephants and, from July to October, the wildebeest of the Great Migration. Stay in an intimate camp in a private conservancy and watch the river crossings with your own guide.',
      ),
      section(
        'Laikipia and the North',
        'country-kenya-laikipia-elephant-plains-camp',
        'On the Laikipia Plateau, family-run ranches protect black rhinos, wild dogs and rare Grevy’s zebras. Walk with Samburu warriors, ride horses among giraffes and sleep out under the stars.',
      ),
      section(
        'Lamu and the Coast',
        'country-lamu-dhow-beach',
        'Lamu is a Swahili town of narrow streets and donkeys, unchanged for centuries. Sail on a dhow through the mangroves, swim from empty beaches and end your safari in a beach house on the archipelago.',
        planButton('Plan Your Safari'),
      ),
    ],
    summary:
      'Luxury Kenya safaris: the Great Migration in the Masai Mara, private conservancies in Laikipia and the Swahili coast of Lamu.',
    keywords: ['luxury Kenya safari', 'Masai Mara', 'Great Migration', 'Laikipia', 'Lamu'],
  },
  {
    id: 25,
    slug: 'south-africa',
    name: 'South Africa',
    continent: 'africa',
    heroSubheading: 'Cape Town, the Winelands and Big Five safaris in the Sabi Sand',
    hero: 'country-south-africa-cape-coast-mountain-pool',
    whyTravel: [
      'South Africa offers more variety than almost any country on Earth: a world-class city beneath Table Mountain, wine estates that rival Europe’s, a spectacular coastline and some of the best Big Five safaris in Africa, all with no jet lag from Europe.',
      'We know the country intimately, from the boutique hotels of Cape Town to the private game reserves bordering the Kruger, and we plan journeys that combine them effortlessly.',
    ],
    sections: [
      section(
        'Cape Town and the Peninsula',
        'country-south-africa-cape-town-harbour',
        'Ride the cable car up Table Mountain, drive Chapman’s Peak to the Cape of Good Hope, meet the penguins of Boulders Beach and dine in some of the most exciting restaurants in Africa.',
      ),
      section(
        'The Winelands',
        'country-south-africa-winelands-vineyard-hills',
        'Stellenbosch, Franschhoek and Paarl lie an hour from the city, their Cape Dutch homesteads surrounded by vineyards and mountains. Taste with winemakers, lunch on the estates and stay in a country hotel among the vines.',
      ),
      section(
        'The Sabi Sand',
        'country-south-africa-sabi-sand-leopard-bush-camp',
        'Bordering the Kruger, the Sabi Sand is famous for its leopards. Stay in a lodge with a private plunge pool and go out twice a day with a ranger and tracker in search of the Big Five.',
        planButton('Plan Your Safari'),
      ),
    ],
    summary:
      'Luxury South Africa holidays: Cape Town, the Winelands, the Garden Route and Big Five safaris in the Sabi Sand.',
    keywords: ['luxury South Africa holidays', 'Cape Town', 'Winelands', 'Sabi Sand safari', 'Garden Route'],
  },
  {
    id: 26,
    slug: 'botswana',
    name: 'Botswana',
    continent: 'africa',
    heroSubheading: 'The Okavango Delta, Chobe’s elephants and the Kalahari’s salt pans',
    hero: 'country-botswana-okavango-delta-lagoon-camp',
    whyTravel: [
      'Botswana has chosen low-volume, high-value tourism, and its wilderness is among the most pristine in Africa. The Okavango Delta floods each winter, turning the desert into a maze of channels and islands teeming with wildlife.',
      'Camps are small and remote, reached by light aircraft, and safaris are by open vehicle, on foot and by mokoro dugout canoe.',
    ],
    sections: [
      section(
        'The Okavango Delta',
        'country-botswana-okavango-mokoro-floodplain',
        'Glide through the papyrus in a mokoro, walk on islands with an expert guide and watch elephants wading through the floodplain from the deck of your tent.',
      ),
      section(
        'Chobe and Linyanti',
        'country-botswana-chobe-river-elephant',
        'Chobe has one of the largest elephant populations in Africa. Watch herds drink and swim in the river from a private boat, and explore the Linyanti wetlands, known for wild dogs and lions.',
      ),
      section(
        'The Kalahari',
        'country-botswana-kalahari-salt-pan-stars',
        'The Makgadikgadi salt pans stretch flat and white to the horizon. Meet habituated meerkats, walk with the San bushmen and sleep out on the pans under the stars.',
        planButton('Plan Your Safari'),
      ),
    ],
    summary:
      'Luxury Botswana safaris: mokoro trips in the Okavango Delta, the elephants of Chobe and the salt pans of the Kalahari.',
    keywords: ['luxury Botswana safari', 'Okavango Delta', 'Chobe', 'Makgadikgadi', 'mokoro'],
  },
  {
    id: 27,
    slug: 'namibia',
    name: 'Namibia',
    continent: 'africa',
    heroSubheading: 'Red dunes, desert-adapted wildlife and the Skeleton Coast',
    hero: 'country-namibia-sossusvlei-dunes-camp',
    whyTravel: [
      'Namibia is one of the least populated countries on Earth, and its emptiness is its glory: the towering red dunes of Sossusvlei, the rugged valleys of Damaraland where desert elephants roam, and the wildlife-packed waterholes of Etosha.',
      'We plan Namibia as a fly-in safari or a private guided journey by road, staying in lodges that blend into the landscape and offer some of the darkest skies in the world.',
    ],
    sections: [
      section(
        'Sossusvlei',
        'country-namibia-deadvlei-desert',
        'Climb the great dunes at sunrise, walk into Deadvlei among the skeleton trees and fly over the dune sea and the Atlantic coast by light aircraft.',
      ),
      section(
        'Damaraland and the Skeleton Coast',
        'country-namibia-damaraland-canyon',
        'In Damaraland, track desert-adapted elephants and rhinos through dry river beds. On the Skeleton Coast, shipwrecks and seal colonies line a fog-bound shore.',
      ),
      section(
        'Etosha',
        'country-namibia-etosha-pan-wildlife',
        'Etosha’s waterholes draw elephants, lions and rhinos in the dry season. Stay in a private reserve on its border and explore the park with a specialist guide.',
        planButton('Plan Your Safari'),
      ),
    ],
    summary:
      'Luxury Namibia safaris: the dunes of Sossusvlei, desert elephants in Damaraland and Etosha’s waterholes, by fly-in safari or private guide.',
    keywords: ['luxury Namibia safari', 'Sossusvlei', 'Damaraland', 'Etosha', 'Skeleton Coast'],
  },
];
