import { planButton, section } from '../../destinations/builders';
import type { SeedExperienceGroup } from '../types';

export const cultureAndCuisine: SeedExperienceGroup = {
  name: 'Culture & Cuisine',
  items: [
    {
      slug: 'food-and-wine-journeys',
      name: 'Food & Wine Journeys',
      heroTitle: 'Food and Wine Journeys for the Curious Palate',
      hero: 'food-tuscany-vineyard-hills-harvest-lodge',
      descriptionTitle: 'Taste Your Way Across the World',
      paragraphs: [
        'The best way to understand a place is at its table. Truffle hunting in the hills of Tuscany, a kaiseki dinner in a Kyoto townhouse, Malbec poured at the foot of the Andes in Mendoza, spice markets in Old Delhi at dawn.',
        'We open doors that are usually closed: private tastings with winemakers in the Douro, a morning in the kitchen of a family trattoria in Ravello, market tours with chefs in Oaxaca.',
        'Evenings bring the finest tables, from Michelin-starred restaurants to the roadside stall our guide swears by, with reservations made months ahead when they need to be.',
      ],
      summary:
        'Private tastings with winemakers, cookery classes with chefs and families, market tours at dawn and tables booked months ahead.',
      packages: [
        'italy-rome-tuscany-and-venice',
        'portugal-lisbon-douro-and-algarve',
        'argentina-buenos-aires-mendoza-and-iguazu',
        'mexico-city-oaxaca-and-yucatan',
        'cape-town-winelands-and-garden-route',
        'japan-classic-tokyo-hakone-kyoto',
      ],
      whyTrustUsTitle: 'Why Food Lovers Plan With Us',
      sections: [
        section('In the Cellar', 'food-douro-valley-quinta-vineyard-terraces-lodge', [
          'In the Douro Valley, we arrange private tastings at family quintas, lunch among the vines and a river cruise past the terraces that have made port wine for three centuries.',
        ]),
        section(
          'In the Kitchen',
          'food-oaxaca-market-hacienda-kitchen',
          'Grind mole with a cook in Oaxaca, roll pasta with a nonna in Tuscany, learn the secrets of a Kerala fish curry in a Syrian Christian home: the cookery classes we book are intimate and real.',
          planButton('Plan My Food Journey'),
        ),
      ],
      testimonials: [
        [
          'Truffle hunting with Giulio and his dog, then lunch in his kitchen. The best day of our Italian trip.',
          'Anil & Sunita, Delhi',
        ],
        [
          'Our Oaxaca market tour with a chef was a revelation: seven moles and a mezcal tasting.',
          'Rebecca, Toronto',
        ],
        [
          'Every table was perfect, from the kaiseki in Gion to a yakitori bar under the railway in Tokyo.',
          'Siddharth, Mumbai',
        ],
      ],
      metaDescription:
        'Luxury food and wine holidays: private tastings in the Douro and Mendoza, cookery in Tuscany and Oaxaca, and kaiseki in Kyoto.',
      keywords: ['food and wine holidays', 'culinary travel', 'wine tours', 'cookery holidays'],
    },
    {
      slug: 'ancient-wonders',
      name: 'Ancient Wonders',
      heroTitle: 'Ancient Wonders, Seen at Their Quietest',
      hero: 'ancient-petra-treasury-canyon-trail',
      descriptionTitle: 'Stand Where Empires Stood',
      paragraphs: [
        'Petra’s Treasury glowing at dawn, Machu Picchu emerging from the cloud, the towers of Angkor Wat reflected in the lotus ponds, the Taj Mahal at first light: some places stay with you for ever.',
        'We time each visit for the quietest hours and pair you with archaeologists and historians who bring the stones to life.',
        'Between the great sites, we stay in hotels with their own sense of history: a lodge at the gates of Machu Picchu, a colonial mansion in Siem Reap, a desert camp in Wadi Rum.',
      ],
      summary:
        'Petra, Machu Picchu, Angkor and the Taj Mahal at their quietest hours, with archaeologists and historians as your guides.',
      packages: [
        'jordan-petra-wadi-rum-and-dead-sea',
        'peru-cusco-sacred-valley-and-machu-picchu',
        'vietnam-and-cambodia-halong-bay-to-angkor',
        'palaces-of-rajasthan-and-the-taj-mahal',
        'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
      ],
      whyTrustUsTitle: 'Why History Lovers Travel With Us',
      sections: [
        section('Petra by Candlelight', 'ancient-petra-siq-canyon-candles', [
          'Walk the Siq before the crowds arrive, return for Petra by Night, and climb to the Monastery with a Bedouin guide whose family once lived among the tombs.',
        ]),
        section(
          'Angkor at Dawn',
          'ancient-angkor-wat-temple-lotus-dawn',
          'We reach Angkor Wat before sunrise, then slip away to Ta Prohm and Banteay Srei while others queue, with an archaeologist who has worked on their restoration.',
          planButton('Plan My Journey Through Time'),
        ),
      ],
      testimonials: [
        [
          'We had the Monastery at Petra almost to ourselves. Our Bedouin guide’s stories were unforgettable.',
          'Rahul & Maya, Hyderabad',
        ],
        ['Machu Picchu in the early mist with an archaeologist. I cried a little.', 'Margaret, Cambridge'],
        ['Sunrise at the Taj, then a private visit to the Mehtab Bagh at sunset. Perfect.', 'Ashok, Kochi'],
      ],
      metaDescription:
        'Luxury tours of the ancient world: Petra, Machu Picchu, Angkor Wat and the Taj Mahal at their quietest, with expert historians.',
      keywords: ['Petra tour', 'Machu Picchu luxury', 'Angkor Wat', 'ancient wonders'],
    },
    {
      slug: 'art-and-architecture',
      name: 'Art & Architecture',
      heroTitle: 'Art and Architecture: Private Views of the World’s Masterpieces',
      hero: 'art-granada-alhambra-palace-gardens',
      descriptionTitle: 'Behind the Velvet Rope',
      paragraphs: [
        'The Sistine Chapel before opening hours, the Alhambra’s Nasrid Palaces at night, the rooms of a Jaipur palace still lived in by its family: art and architecture are best seen privately and slowly.',
        'Our guides are art historians, architects and curators, and our access is arranged months ahead.',
        'We stay in buildings that are works of art themselves: a palazzo on the Grand Canal, a converted convent in Seville, a riad in the Fez medina.',
      ],
      summary:
        'Private openings of the Sistine Chapel and the Alhambra, art historians as guides and hotels in palazzi, convents and riads.',
      packages: [
        'italy-rome-tuscany-and-venice',
        'andalucia-seville-granada-and-white-villages',
        'morocco-imperial-cities-atlas-and-sahara',
        'palaces-of-rajasthan-and-the-taj-mahal',
        'mexico-city-oaxaca-and-yucatan',
      ],
      whyTrustUsTitle: 'Why Art Lovers Choose Us',
      sections: [
        section('The Vatican Before Dawn', 'art-rome-vatican-dome-city-rooftops', [
          'Join the keyholder as he unlocks the Vatican Museums, and stand in the Sistine Chapel with only your guide and Michelangelo.',
        ]),
        section(
          'The Palaces of Rajasthan',
          'art-jaipur-amber-fort-palace',
          'Meet the families who still live in the palaces of Jaipur and Jodhpur, see their private collections and dine in their courtyards by lamplight.',
          planButton('Plan My Art Journey'),
        ),
      ],
      testimonials: [
        [
          'Twenty minutes alone in the Sistine Chapel. There is no way to describe it.',
          'Natasha & Vir, Mumbai',
        ],
        [
          'The Alhambra at night, with an architect explaining the geometry, was spellbinding.',
          'David, Oxford',
        ],
        [
          'Dinner in the courtyard of a Jodhpur palace with the family that owns it. Extraordinary access.',
          'Leela, Chennai',
        ],
      ],
      metaDescription:
        'Luxury art and architecture tours: private Vatican openings, the Alhambra at night, palaces of Rajasthan and the riads of Fez.',
      keywords: ['art tours', 'private Vatican tour', 'Alhambra', 'architecture holidays'],
    },
    {
      slug: 'sacred-journeys',
      name: 'Sacred Journeys',
      heroTitle: 'Sacred Journeys to Temples, Monasteries and Pilgrim Paths',
      hero: 'sacred-bhutan-tigers-nest-monastery-cliff-lodge',
      descriptionTitle: 'Places That Quieten the Mind',
      paragraphs: [
        'Some places hold a stillness that travellers have sought for centuries: the Tiger’s Nest clinging to its cliff in Bhutan, the temple lodgings of Koyasan, the ghats of the Ganges at dawn, the stupas of Kathmandu.',
        'We plan these journeys with respect and care, with guides who are part of the traditions they explain: a Bhutanese monk, a Shingon priest, a Brahmin family in Varanasi.',
        'There is time to take part, not only to watch: morning prayers in a monastery, a fire ceremony in a temple, meditation with a teacher.',
      ],
      summary:
        'Monasteries in Bhutan, temple stays on Koyasan and the stupas of Kathmandu, with guides who belong to the traditions they share.',
      packages: [
        'bhutan-dzongs-valleys-and-the-tigers-nest',
        'japan-alps-kanazawa-and-kumano-kodo',
        'nepal-kathmandu-annapurnas-and-chitwan',
        'bali-temples-rice-terraces-and-ubud',
      ],
      whyTrustUsTitle: 'Why Seekers Travel With Us',
      sections: [
        section('A Night on Koyasan', 'sacred-koyasan-temple-cedar-lanterns', [
          'Sleep in a Buddhist temple on sacred Mount Koya, eat the monks’ vegetarian shojin ryori and walk the lantern-lit Okunoin cemetery after dark.',
        ]),
        section(
          'The Stupas of Kathmandu',
          'sacred-kathmandu-boudhanath-stupa-prayer-flags',
          'Circle Boudhanath with pilgrims at dusk, light butter lamps at Swayambhunath and receive a blessing from a lama in a monastery above the valley.',
          planButton('Plan My Sacred Journey'),
        ),
      ],
      testimonials: [
        [
          'Morning prayers with the monks at Koyasan were the most peaceful hour of my life.',
          'Radhika, Bengaluru',
        ],
        ['Our guide arranged a blessing at a monastery in Paro. Deeply moving.', 'Paul & Anne, Dublin'],
        ['Boudhanath at dusk with the butter lamps flickering. I will never forget it.', 'Sanjay, Delhi'],
      ],
      metaDescription:
        'Spiritual journeys to Bhutan’s Tiger’s Nest, Koyasan temple stays, Kathmandu’s stupas and the water temples of Bali.',
      keywords: ['spiritual journeys', 'temple stays Japan', 'Bhutan monasteries', 'pilgrimage travel'],
    },
  ],
};
