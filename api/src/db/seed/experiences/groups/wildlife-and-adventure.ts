import { planButton, section } from '../../destinations/builders';
import type { SeedExperienceGroup } from '../types';

export const wildlifeAndAdventure: SeedExperienceGroup = {
  name: 'Wildlife & Adventure',
  items: [
    {
      slug: 'luxury-safaris',
      name: 'Luxury Safaris',
      heroTitle: 'Luxury Safaris in the Wild Heart of Africa',
      hero: 'safari-masai-mara-savanna-acacia-herds',
      heroVideo: true,
      descriptionTitle: 'Africa, the Way It Should Be Seen',
      paragraphs: [
        'There is nothing like the first morning of a safari: the chill before sunrise, coffee by the fire, then the vehicle rolling out as the plains turn gold and the first lions appear in the grass.',
        'We plan safaris in the places we know best, staying in small camps and lodges inside private conservancies, where vehicles are few, off-road driving is allowed and walking safaris and night drives are possible.',
        'Time your trip with the Great Migration in the Masai Mara and Serengeti, the floods of the Okavango Delta or the leopards of the Sabi Sand, and combine it with the beaches of Zanzibar, Lamu or Mauritius.',
        'Light-aircraft hops between camps replace long drives, and every guide we work with is among the best in their region.',
      ],
      summary:
        'Small camps in private conservancies, the finest guides, light aircraft between reserves and the Great Migration timed to the week.',
      packages: [
        'kenya-great-migration-in-the-masai-mara',
        'tanzania-serengeti-ngorongoro-and-zanzibar',
        'botswana-okavango-delta-and-chobe',
        'east-africa-great-safari',
        'cape-town-and-the-sabi-sand',
        'namibia-sossusvlei-damaraland-and-etosha',
      ],
      whyTrustUsTitle: 'Why Safari Lovers Travel With Us',
      sections: [
        section('The Great Migration', 'safari-mara-river-crossing-wildebeest-camp', [
          'From July to October, more than a million wildebeest cross the Mara River. We place you in camps near the crossing points, with guides who read the herds and know when to wait.',
        ]),
        section('The Okavango Delta', 'safari-okavango-delta-mokoro-channels-camp', [
          'Glide through papyrus channels in a mokoro, walk with Batswana guides on palm islands and watch elephants swim between them: the Delta is Africa at its most peaceful.',
        ]),
        section(
          'Leopards of the Sabi Sand',
          'safari-sabi-sand-leopard-riverbed-camp',
          'The private reserves bordering Kruger are the best place on earth to see leopard. Open vehicles, expert trackers and lodges with plunge pools overlooking the river.',
          planButton('Plan My Safari'),
        ),
      ],
      testimonials: [
        [
          'We watched a river crossing for three hours with not another vehicle in sight. Our guide Wilson was extraordinary.',
          'Aditya & Shreya, Mumbai',
        ],
        [
          'The mokoro trip at dawn in the Okavango was the most peaceful moment of my life.',
          'James, Cape Town',
        ],
        [
          'Seven leopards in four days in the Sabi Sand. Every lodge was better than the last.',
          'Nikhil, Delhi',
        ],
      ],
      metaDescription:
        'Luxury African safaris in Kenya, Tanzania, Botswana and South Africa: private conservancies, expert guides and the Great Migration.',
      keywords: [
        'luxury safari',
        'Great Migration safari',
        'Okavango Delta',
        'Sabi Sand leopards',
        'Africa safari',
      ],
    },
    {
      slug: 'ocean-and-reef-adventures',
      name: 'Ocean & Reef Adventures',
      heroTitle: 'Ocean and Reef Adventures Beneath Turquoise Seas',
      hero: 'ocean-maldives-manta-reef-atoll',
      descriptionTitle: 'Life Below the Surface',
      paragraphs: [
        'Some of the greatest wildlife encounters on earth happen underwater: manta rays feeding in Hanifaru Bay, whale sharks off the South Ari atoll, sea lions and marine iguanas in the Galápagos, the coral gardens of the Great Barrier Reef.',
        'We choose resorts with outstanding house reefs and resident marine biologists, and yachts with dive masters who know every pinnacle and channel.',
        'Beginners learn to dive in sheltered lagoons; experienced divers head for the passes of the Tuamotus and the walls of the Yasawas.',
      ],
      summary:
        'Manta rays, whale sharks, sea lions and coral gardens, from resorts with marine biologists and yachts with expert dive masters.',
      packages: [
        'maldives-two-atolls',
        'ecuador-quito-andes-and-galapagos',
        'australia-sydney-uluru-and-great-barrier-reef',
        'fiji-yasawas-and-private-islands',
        'french-polynesia-tahiti-moorea-bora-bora',
        'seychelles-mahe-praslin-and-la-digue',
      ],
      whyTrustUsTitle: 'Why Divers and Snorkellers Choose Us',
      sections: [
        section('Mantas of Hanifaru', 'ocean-hanifaru-bay-manta-lagoon', [
          'Between June and November, hundreds of manta rays gather to feed in Hanifaru Bay in the Baa Atoll, a UNESCO Biosphere Reserve. We book the permits and the resort with the best access.',
        ]),
        section(
          'The Galápagos by Yacht',
          'ocean-galapagos-volcano-island-cove',
          'A small expedition yacht is the finest way to see the islands: snorkel with penguins at Bartolomé and with hammerheads off Wolf, with a naturalist guide always beside you.',
          planButton('Plan My Ocean Adventure'),
        ),
      ],
      testimonials: [
        [
          'We swam with forty mantas in Hanifaru. Our marine biologist guide made it a lesson as well as a thrill.',
          'Ishaan & Tara, Bengaluru',
        ],
        ['A penguin shot past my mask in the Galápagos. I still cannot quite believe it.', 'Anjali, Mumbai'],
        [
          'Perfectly judged for a nervous first-time diver. By day three I was exploring the outer reef.',
          'Chris, Auckland',
        ],
      ],
      metaDescription:
        'Luxury diving and snorkelling holidays: mantas in the Maldives, sea lions in the Galápagos and coral reefs in Australia, Fiji and Tahiti.',
      keywords: ['luxury diving holidays', 'snorkelling holidays', 'Hanifaru Bay mantas', 'Galapagos yacht'],
    },
    {
      slug: 'walking-and-trekking',
      name: 'Walking & Trekking',
      heroTitle: 'Walking and Trekking Journeys, From Lodge to Lodge',
      hero: 'walking-annapurna-himalaya-trail-peaks',
      descriptionTitle: 'See the World at Three Miles an Hour',
      paragraphs: [
        'Walking is the slowest way to travel and the most rewarding. You notice the prayer flags on a Himalayan ridge, the moss on an ancient Kumano Kodo stone, the condor wheeling above the Torres del Paine.',
        'Our walking journeys end each day in comfort: a mountain lodge in the Annapurnas, a family-run ryokan with a hot spring bath, an estancia with a fire and a glass of Malbec.',
        'Luggage travels ahead, guides set a pace that suits you, and routes are chosen for beauty over bravado.',
      ],
      summary:
        'The Kumano Kodo, the Annapurnas, Patagonia and the Inca Trail, walked with expert guides and ending each day in a fine lodge.',
      packages: [
        'japan-alps-kanazawa-and-kumano-kodo',
        'nepal-kathmandu-annapurnas-and-chitwan',
        'patagonia-torres-del-paine-and-el-calafate',
        'peru-cusco-sacred-valley-and-machu-picchu',
        'bhutan-dzongs-valleys-and-the-tigers-nest',
      ],
      whyTrustUsTitle: 'Why Walkers Trust Us With Their Journeys',
      sections: [
        section('The Kumano Kodo', 'walking-kumano-kodo-cedar-shrine', [
          'The thousand-year-old pilgrimage trail through the Kii Peninsula winds between cedar forests, shrines and hot spring villages. We walk the Nakahechi route, staying in small ryokan along the way.',
        ]),
        section(
          'The Himalaya Without Hardship',
          'walking-annapurna-lodge-mountain-dawn',
          'Lodge-to-lodge treks in the Annapurna foothills give views of Machapuchare and Dhaulagiri with hot showers and fine cooking each evening, and a helicopter home if you would rather not walk down.',
          planButton('Plan My Walking Journey'),
        ),
      ],
      testimonials: [
        [
          'Five days on the Kumano Kodo and five onsen baths. My legs ached in the best possible way.',
          'Suresh, Chennai',
        ],
        ['Sunrise over Annapurna South from our lodge was worth every step.', 'Claire, Dublin'],
        [
          'The hike to the Tiger’s Nest with our guide Karma was unforgettable, and so was the hot stone bath afterwards.',
          'Divya & Manish, Noida',
        ],
      ],
      metaDescription:
        'Luxury walking and trekking holidays: the Kumano Kodo, Annapurna lodge treks, Patagonia and Machu Picchu, with expert guides and fine lodges.',
      keywords: ['luxury walking holidays', 'Kumano Kodo', 'Annapurna lodge trek', 'Patagonia trekking'],
    },
    {
      slug: 'northern-lights-and-fjords',
      name: 'Northern Lights & Fjords',
      heroTitle: 'Northern Lights and Fjords of the Far North',
      hero: 'aurora-norway-lofoten-fjord-peaks',
      descriptionTitle: 'Where the Sky Comes Alive',
      paragraphs: [
        'In the Arctic winter, the sky puts on the greatest show on earth: curtains of green and violet rippling above snow-covered fjords, reflected in still water.',
        'We base you where the skies are darkest and the lodges most comfortable: glass-roofed cabins in Iceland, a rorbu fisherman’s cabin in Lofoten, a wilderness lodge with a sauna on the shore.',
        'Days are for glacier walks, ice caves, whale watching and husky rides; nights for the aurora, with guides who chase clear skies and wake you when the show begins.',
        'South of the equator, the Aoraki Mackenzie Dark Sky Reserve in New Zealand offers the southern lights and some of the clearest skies on earth, with fjords of its own in Milford Sound.',
      ],
      summary:
        'Glass-roofed cabins, Lofoten fishing cabins, glacier walks and aurora guides who wake you when the sky lights up.',
      packages: [
        'iceland-glaciers-lagoons-and-northern-lights',
        'norway-western-fjords-and-lofoten',
        'new-zealand-south-island-grand-tour',
      ],
      whyTrustUsTitle: 'Why Aurora Hunters Travel With Us',
      sections: [
        section('Iceland in Winter', 'aurora-iceland-glacier-lagoon-icebergs', [
          'Ice caves beneath Vatnajökull, black sand beaches at Reynisfjara and the icebergs of Jökulsárlón lit by the aurora: Iceland in winter is wild and astonishingly beautiful.',
        ]),
        section(
          'Lofoten and the Fjords',
          'aurora-lofoten-fishing-village-fjord',
          'Jagged peaks rising from the sea, red fishing cabins on stilts and some of the world’s clearest winter skies. Summer brings the midnight sun and the finest fjord cruises.',
          planButton('Plan My Aurora Journey'),
        ),
      ],
      testimonials: [
        [
          'Our guide knocked on the cabin door at 1 am and the sky was green from horizon to horizon.',
          'Aarav & Nisha, Pune',
        ],
        ['The ice cave was like walking inside a sapphire.', 'Emma, Melbourne'],
        [
          'Lofoten in March: auroras three nights out of four and the best fish soup I have ever had.',
          'Vivek, Bengaluru',
        ],
      ],
      metaDescription:
        'Luxury Northern Lights holidays in Iceland and Norway: glass-roofed cabins, Lofoten, ice caves and expert aurora guides.',
      keywords: ['Northern Lights holidays', 'Iceland aurora', 'Lofoten', 'Norway fjords'],
    },
    {
      slug: 'volcanoes-and-rainforests',
      name: 'Volcanoes & Rainforests',
      heroTitle: 'Volcanoes and Rainforests: Earth at Its Most Alive',
      hero: 'rainforest-costa-rica-arenal-volcano-cloud-forest',
      descriptionTitle: 'Fire, Mist and Wildlife',
      paragraphs: [
        'Few landscapes are as dramatic as a volcano rising above the rainforest. Costa Rica’s Arenal, Ecuador’s Cotopaxi and the smouldering cones of Bali’s Mount Batur are the backdrop to extraordinary biodiversity.',
        'We stay in eco-lodges with hot springs and hanging bridges through the canopy, and in treehouse villas where howler monkeys are the morning alarm.',
        'Naturalist guides lead night walks to find glass frogs and tarantulas, dawn birdwatching for quetzals, and gentle hikes to crater lakes.',
      ],
      summary:
        'Eco-lodges with hot springs, canopy walks, naturalist guides and volcanoes from Costa Rica and Ecuador to Bali and New Zealand.',
      packages: [
        'costa-rica-volcanoes-cloud-forest-and-pacific',
        'ecuador-quito-andes-and-galapagos',
        'bali-temples-rice-terraces-and-ubud',
        'new-zealand-south-island-grand-tour',
      ],
      whyTrustUsTitle: 'Why Nature Lovers Choose Us',
      sections: [
        section('The Cloud Forests of Monteverde', 'rainforest-monteverde-cloud-forest-bridges', [
          'Walk hanging bridges through the mist of Monteverde, where resplendent quetzals nest and hummingbirds hover at arm’s length.',
        ]),
        section(
          'Sunrise on Mount Batur',
          'rainforest-bali-batur-volcano-sunrise-pool',
          'A pre-dawn climb up Bali’s Mount Batur rewards you with sunrise over Lake Batur and Mount Agung, then breakfast cooked in volcanic steam.',
          planButton('Plan My Nature Journey'),
        ),
      ],
      testimonials: [
        [
          'We saw a sloth, three toucans and a quetzal in one morning at Monteverde.',
          'Pooja & Sameer, Mumbai',
        ],
        ['The hot springs at the foot of Arenal at night were pure bliss.', 'Lucy, Sydney'],
        ['Sunrise from Batur with eggs boiled in the volcano. Unforgettable.', 'Harsh, Ahmedabad'],
      ],
      metaDescription:
        'Luxury volcano and rainforest holidays: Costa Rica’s Arenal and Monteverde, Ecuador’s Andes, Bali’s Mount Batur and New Zealand.',
      keywords: ['Costa Rica luxury', 'rainforest holidays', 'Arenal volcano', 'cloud forest'],
    },
  ],
};
