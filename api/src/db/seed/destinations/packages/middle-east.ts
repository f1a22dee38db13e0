import type { SeedPackage } from '../types';

export const middleEastPackages: SeedPackage[] = [
  {
    id: 32,
    slug: 'jordan-petra-wadi-rum-and-dead-sea',
    name: 'Jordan: Petra, Wadi Rum and the Dead Sea',
    countries: ['jordan'],
    parentLocation: 'Jordan',
    location: 'Amman, Petra, Wadi Rum & the Dead Sea, Jordan',
    season: 'March to May and September to November',
    description:
      'Roman Jerash, two days in Petra with an archaeologist, a night under the stars in Wadi Rum and a spa hotel on the shore of the Dead Sea.',
    keywords: ['Jordan tour', 'Petra', 'Wadi Rum', 'Dead Sea', 'Jerash'],
    gallery: [
      ['pkg-jordan-petra-treasury-canyon', 'The Treasury of Petra glowing at the end of the Siq'],
      ['pkg-jordan-wadi-rum-desert-camp', 'A desert camp among the red cliffs of Wadi Rum'],
      ['pkg-jordan-dead-sea-lake-dusk', 'The still waters of the Dead Sea at dusk'],
      ['pkg-jordan-petra-monastery-canyon', 'The Monastery carved into the mountainside above Petra'],
    ],
    days: [
      ['Arrival in Amman', 'You are met at the airport and taken to a hotel in the hills of Amman.'],
      [
        'Jerash and Amman',
        'Explore the Roman city of Jerash with its colonnaded streets and theatres, then the citadel of Amman and a cookery class in a family home.',
      ],
      [
        'The King’s Highway',
        'Drive south along the King’s Highway, visiting the mosaics of Madaba, Mount Nebo and the crusader castle of Kerak, to Petra.',
      ],
      [
        'Petra',
        'Walk through the Siq to the Treasury at opening time, then explore the royal tombs and the colonnaded street. Return in the evening for Petra by Night.',
      ],
      [
        'The Monastery',
        'Climb the eight hundred steps to the Monastery, then take the back trail to Little Petra with your guide.',
      ],
      [
        'Wadi Rum',
        'Drive into Wadi Rum with a Bedouin guide, climbing dunes and rock arches, and spend the night in a desert camp.',
      ],
      [
        'The Dead Sea',
        'Drive to the Dead Sea and float on its waters, then enjoy a treatment in the spa of your hotel.',
      ],
      ['Departure', 'Transfer to Amman airport for your flight home.'],
    ],
    similar: [
      'oman-mountains-desert-and-musandam',
      'morocco-imperial-cities-atlas-and-sahara',
      'dubai-and-abu-dhabi-desert-and-skyline',
    ],
  },
  {
    id: 33,
    slug: 'oman-mountains-desert-and-musandam',
    name: 'Oman: Mountains, Desert and the Musandam Fjords',
    countries: ['oman'],
    parentLocation: 'Oman',
    location: 'Muscat, Jebel Akhdar, Wahiba Sands & Musandam, Oman',
    season: 'October to April',
    description:
      'Muscat’s souk and grand mosque, a cliff-edge resort on the Jebel Akhdar, a tented camp in the Wahiba Sands and a dhow through the fjords of Musandam.',
    keywords: ['Oman tour', 'Jebel Akhdar', 'Wahiba Sands', 'Musandam', 'Muscat'],
    gallery: [
      ['pkg-oman-wahiba-sands-desert-camp', 'A tented camp among the dunes of the Wahiba Sands'],
      ['pkg-oman-jebel-akhdar-canyon', 'The canyon of the Jebel Akhdar at sunset'],
      ['pkg-oman-musandam-fjord-dhow', 'A dhow in the fjords of Musandam'],
      ['pkg-oman-wadi-oasis-pools', 'The green pools of Wadi Bani Khalid'],
    ],
    days: [
      [
        'Arrival in Muscat',
        'You are met at the airport and taken to a beach hotel in Muscat, between the mountains and the Gulf of Oman.',
      ],
      [
        'Muscat',
        'Visit the Sultan Qaboos Grand Mosque, wander the Muttrah souk scented with frankincense and see the Royal Opera House.',
      ],
      [
        'Nizwa',
        'Drive inland to Nizwa for its seventeenth-century fort and its Friday livestock market, and visit the mud-brick village of Al Hamra.',
      ],
      [
        'The Jebel Akhdar',
        'Climb into the mountains to a resort on the very edge of the canyon, with an infinity pool facing the gorge.',
      ],
      [
        'The Rose Villages',
        'Walk between terraced villages on the Saiq Plateau where damask roses are distilled into rosewater each spring.',
      ],
      [
        'Wahiba Sands',
        'Drive to a desert camp in the Wahiba Sands, stopping to swim in the emerald pools of Wadi Bani Khalid.',
      ],
      [
        'Ras al Jinz',
        'Drive to the coast at Ras al Jinz to watch green turtles come ashore to nest on the beach at night.',
      ],
      [
        'Musandam',
        'Fly to Musandam and sail the fjords on a traditional dhow, watching for dolphins and swimming in secluded bays.',
      ],
      ['Departure', 'Return to Muscat to connect with your flight home.'],
    ],
    similar: [
      'jordan-petra-wadi-rum-and-dead-sea',
      'dubai-and-abu-dhabi-desert-and-skyline',
      'morocco-imperial-cities-atlas-and-sahara',
    ],
  },
  {
    id: 34,
    slug: 'dubai-and-abu-dhabi-desert-and-skyline',
    name: 'Dubai and Abu Dhabi: Desert Luxury and the Louvre',
    countries: ['united-arab-emirates'],
    parentLocation: 'United Arab Emirates',
    location: 'Dubai, Abu Dhabi & the Empty Quarter, UAE',
    season: 'November to March',
    description:
      'The souks and skyline of Dubai, the Louvre and the Grand Mosque of Abu Dhabi, and two nights at a desert resort among the dunes of the Liwa Oasis.',
    keywords: ['Dubai holiday', 'Abu Dhabi', 'Louvre Abu Dhabi', 'Liwa Oasis', 'desert resort'],
    gallery: [
      ['pkg-uae-liwa-desert-dunes', 'The towering dunes of the Liwa Oasis at sunset'],
      ['pkg-uae-dubai-creek-harbour', 'Wooden dhows moored on Dubai Creek'],
      ['pkg-uae-abu-dhabi-mosque-palace', 'The white domes of the Sheikh Zayed Grand Mosque'],
      ['pkg-uae-desert-resort-dunes', 'A desert resort with a pool among the dunes of the Empty Quarter'],
    ],
    days: [
      [
        'Arrival in Dubai',
        'You are met at the airport and taken to a beach hotel in Dubai, with the skyline on one side and the Gulf on the other.',
      ],
      [
        'Old Dubai',
        'Cross the creek by abra to the spice and gold souks of Deira, explore the wind-tower houses of Al Fahidi and rise to the top of the Burj Khalifa at sunset.',
      ],
      [
        'To Abu Dhabi',
        'Drive to Abu Dhabi to visit the Sheikh Zayed Grand Mosque and the Louvre Abu Dhabi beneath its dome of light.',
      ],
      [
        'The Empty Quarter',
        'Drive into the desert to a resort among the great dunes of the Liwa Oasis, on the edge of the Empty Quarter.',
      ],
      [
        'The Dunes',
        'Explore the dunes by 4x4, on a camel and on foot, and watch a falconry display as the sun sets over the sand.',
      ],
      ['Departure', 'Transfer to Abu Dhabi airport for your flight home.'],
    ],
    similar: [
      'oman-mountains-desert-and-musandam',
      'jordan-petra-wadi-rum-and-dead-sea',
      'maldives-two-atolls',
    ],
  },
];
