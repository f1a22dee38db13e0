import { planButton, section } from '../../destinations/builders';
import type { SeedWellnessCountry } from '../types';
import { program } from './builders';

export const bhutan: SeedWellnessCountry = {
  id: 3,
  slug: 'bhutan',
  name: 'Bhutan',
  image: 'wellness-bhutan-paro-valley-prayer-flags',
  hero: 'wellness-bhutan-punakha-dzong-river-valley-flags',
  metaDescription:
    'Wellness journeys in Bhutan: Six Senses lodges, COMO Uma Paro and Amankora, with hot stone baths, meditation and mindful Himalayan walks.',
  keywords: ['Bhutan wellness', 'Six Senses Bhutan', 'COMO Uma Paro', 'Bhutan hot stone bath'],
  hotels: [
    {
      id: 7,
      slug: 'six-senses-bhutan-thimphu',
      name: 'Six Senses Bhutan, Thimphu Lodge',
      location: 'Thimphu Valley',
      summary:
        'A lodge in a blue pine forest above Thimphu, the first of Six Senses’ five Bhutan lodges, with a spa built around the hot stone bath.',
      hero: 'wellness-six-senses-bhutan-thimphu-pine-forest-lodge',
      gallery: [
        [
          'wellness-six-senses-bhutan-thimphu-pine-forest-lodge',
          'The Thimphu lodge among blue pines above the valley',
          'Above Thimphu',
        ],
        [
          'wellness-six-senses-bhutan-thimphu-reflecting-pool',
          'The reflecting pool facing the mountains',
          'The Reflecting Pool',
        ],
        [
          'wellness-six-senses-bhutan-thimphu-spa-stone-bath',
          'A hot stone bath in the spa',
          'The Hot Stone Bath',
        ],
        [
          'wellness-six-senses-bhutan-thimphu-dzong-valley',
          'Tashichho Dzong in the valley below',
          'The Capital’s Dzong',
        ],
      ],
      therapies: [
        {
          heading: 'Bhutanese Healing',
          items: [
            {
              title: 'Dotsho Hot Stone Bath',
              description: 'A wooden tub heated by river stones roasted in a fire, with artemisia leaves.',
              image: 'wellness-six-senses-bhutan-dotsho-stone-bath',
              program: 'Bhutanese Healing',
              fullDescription: [
                'River stones are heated until red hot and dropped into a partitioned wooden tub, releasing minerals into water scented with khempa leaves.',
                'Bhutanese families have bathed this way for generations to soothe aching joints.',
              ],
              benefits: ['Eases joint and muscle pain', 'Improves circulation', 'Deeply warming'],
              programs: [
                program('4 Nights', 380000, [
                  'Two hot stone baths',
                  'One Bhutanese massage',
                  'Daily meditation',
                  'Full board and private guide',
                ]),
                program('7 Nights', 650000, [
                  'Four hot stone baths across two lodges',
                  'Three treatments',
                  'Daily meditation',
                  'Full board, guide and driver',
                ]),
              ],
            },
            {
              title: 'Ku Nye Massage',
              description: 'The traditional Himalayan massage with warm oils and herbal compresses.',
              image: 'wellness-six-senses-bhutan-ku-nye-spa',
              program: 'Bhutanese Healing',
              fullDescription: [
                'Rooted in Sowa Rigpa, the traditional medicine of Bhutan and Tibet, Ku Nye warms the body with oil, kneads it deeply and then removes the oil with roasted barley flour.',
                'Therapists trained at Thimphu’s Institute of Traditional Medicine.',
              ],
              benefits: ['Relieves fatigue', 'Restores balance', 'Warms in the mountain cold'],
              programs: [
                program('4 Nights', 370000, [
                  'Two Ku Nye massages',
                  'One hot stone bath',
                  'Full board and guide',
                ]),
                program('7 Nights', 640000, [
                  'Four Ku Nye massages',
                  'Two hot stone baths',
                  'Full board, guide and driver',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Mindfulness',
          items: [
            {
              title: 'Meditation With a Monk',
              description: 'Guided meditation with a Buddhist teacher in a nearby temple.',
              image: 'wellness-six-senses-bhutan-thimphu-monastery-meditation',
              program: 'Mindfulness',
              fullDescription: [
                'A monk from a neighbouring monastery leads short meditations and explains the Buddhist view of happiness that shapes Bhutan’s Gross National Happiness.',
                'Sessions are gentle and open to complete beginners.',
              ],
              benefits: ['A calmer mind', 'Insight into Bhutanese culture', 'Techniques to take home'],
              programs: [
                program('4 Nights', 360000, [
                  'Three meditation sessions',
                  'One hot stone bath',
                  'Full board and guide',
                ]),
                program('7 Nights', 630000, [
                  'Five meditation sessions',
                  'Two treatments',
                  'Full board, guide and driver',
                ]),
              ],
            },
            {
              title: 'Mindful Hiking',
              description: 'Silent walks to forest monasteries and high passes.',
              image: 'wellness-six-senses-bhutan-dochula-pass-chortens',
              program: 'Mindfulness',
              fullDescription: [
                'Guides lead walks in silence, broken only at monasteries or viewpoints such as Dochula Pass with its 108 chortens.',
                'Walks are chosen for your fitness and the altitude.',
              ],
              benefits: ['Fitness at altitude', 'Presence and calm', 'Spectacular views'],
              programs: [
                program('4 Nights', 355000, [
                  'Three guided walks',
                  'One hot stone bath',
                  'Full board and guide',
                ]),
                program('7 Nights', 620000, [
                  'Five guided walks including the Tiger’s Nest',
                  'Two treatments',
                  'Full board, guide and driver',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('Five Lodges, One Journey', 'wellness-six-senses-bhutan-paro-lodge-valley-lamps', [
          'Six Senses has lodges in Thimphu, Punakha, Paro, Gangtey and Bumthang. We combine two or three for a wellness journey across the kingdom.',
        ]),
        section(
          'Happiness as a Practice',
          'wellness-six-senses-bhutan-punakha-rice-terraces-trail',
          'Bhutan measures its success by happiness; spending a week here, you begin to see why.',
          planButton('Enquire About Six Senses Bhutan'),
        ),
      ],
      keywords: ['Six Senses Bhutan', 'Thimphu lodge', 'Bhutan spa', 'mindfulness Bhutan'],
    },
    {
      id: 8,
      slug: 'como-uma-paro',
      name: 'COMO Uma Paro',
      location: 'Paro Valley',
      summary:
        'A hotel in pine woods above the Paro valley, home of the COMO Shambhala Retreat with its yoga, Bhutanese therapies and organic cuisine.',
      hero: 'wellness-como-uma-paro-pine-valley',
      gallery: [
        [
          'wellness-como-uma-paro-pine-valley',
          'COMO Uma Paro among pines above the Paro valley',
          'The Paro Valley',
        ],
        [
          'wellness-como-uma-paro-yoga-studio-valley',
          'The yoga studio with views to the Himalaya',
          'Yoga Above the Valley',
        ],
        ['wellness-como-uma-paro-dzong-rinpung-flags', 'Rinpung Dzong on the river below', 'Rinpung Dzong'],
        [
          'wellness-como-uma-paro-tigers-nest-cliff',
          'Taktsang, the Tiger’s Nest, on its cliff',
          'The Tiger’s Nest',
        ],
      ],
      therapies: [
        {
          heading: 'COMO Shambhala Therapies',
          items: [
            {
              title: 'Bhutanese Hot Stone Massage',
              description: 'Warm river stones and Bhutanese herbs ease tired muscles after a hike.',
              image: 'wellness-como-uma-paro-stone-massage-spa',
              program: 'COMO Shambhala',
              fullDescription: [
                'Heated stones from the Paro Chu are used with local herbs to release tension, especially after the climb to the Tiger’s Nest.',
                'Treatments take place in rooms warmed by a wood fire.',
              ],
              benefits: ['Relieves muscle ache', 'Warms and relaxes', 'Aids recovery'],
              programs: [
                program('4 Nights', 330000, ['Two hot stone massages', 'Daily yoga', 'Full board and guide']),
                program('6 Nights', 490000, [
                  'Three hot stone massages and a hot stone bath',
                  'Daily yoga',
                  'Full board, guide and driver',
                ]),
              ],
            },
            {
              title: 'COMO Shambhala Massage',
              description: 'COMO’s signature massage with a choice of invigorating or calming oils.',
              image: 'wellness-como-uma-paro-shambhala-spa-pine',
              program: 'COMO Shambhala',
              fullDescription: [
                'A flowing full-body massage combining several traditions, with oils blended for energy or calm.',
                'Ideal for the first evening after the flight into Paro.',
              ],
              benefits: ['Eases travel fatigue', 'Balances energy', 'Deep relaxation'],
              programs: [
                program('4 Nights', 320000, ['Two signature massages', 'Daily yoga', 'Full board and guide']),
                program('6 Nights', 480000, [
                  'Four treatments',
                  'Daily yoga',
                  'Full board, guide and driver',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Yoga & Movement',
          items: [
            {
              title: 'Hatha and Vinyasa Yoga',
              description: 'Daily classes in the studio overlooking the valley.',
              image: 'wellness-como-uma-paro-yoga-deck-himalaya',
              program: 'Yoga',
              fullDescription: [
                'Resident teachers lead morning and evening classes and private sessions, adapting practice to the altitude.',
                'Sunrise classes look across to the snows.',
              ],
              benefits: ['Strength and flexibility', 'Adapts to altitude', 'Calm'],
              programs: [
                program('4 Nights', 310000, [
                  'Daily classes',
                  'Two private sessions',
                  'Full board and guide',
                ]),
                program('6 Nights', 460000, [
                  'Daily classes',
                  'Three private sessions',
                  'One massage',
                  'Full board and guide',
                ]),
              ],
            },
            {
              title: 'Guided Valley Walks',
              description: 'Walks to farmhouses, temples and viewpoints around Paro.',
              image: 'wellness-como-uma-paro-farmhouse-valley-walk',
              program: 'Movement',
              fullDescription: [
                'Guides lead walks past chillies drying on farmhouse roofs, to Kyichu Lhakhang, one of Bhutan’s oldest temples, and up to the Tiger’s Nest.',
                'Butter tea with a farming family is often part of the day.',
              ],
              benefits: ['Acclimatisation', 'Fitness', 'Cultural insight'],
              programs: [
                program('4 Nights', 305000, ['Three guided walks', 'One massage', 'Full board and guide']),
                program('6 Nights', 455000, ['Five guided walks', 'Two massages', 'Full board and guide']),
              ],
            },
          ],
        },
      ],
      sections: [
        section('COMO Shambhala', 'wellness-como-uma-paro-organic-kitchen-valley-lamps', [
          'COMO’s philosophy of holistic wellness runs through the hotel, from the yoga studio to the kitchen’s organic, locally sourced dishes.',
        ]),
        section(
          'A Base for Paro',
          'wellness-como-uma-paro-kyichu-temple-valley-trail',
          'Paro is the gateway to Bhutan, and COMO Uma its most peaceful base, ten minutes from the airport and the dzong.',
          planButton('Enquire About COMO Uma Paro'),
        ),
      ],
      keywords: ['COMO Uma Paro', 'Paro wellness', 'COMO Shambhala Bhutan', 'Bhutan yoga'],
    },
    {
      id: 9,
      slug: 'amankora-punakha',
      name: 'Amankora Punakha',
      location: 'Punakha Valley',
      summary:
        'A former farmhouse and rammed-earth lodge among rice terraces and orange orchards, reached by a suspension bridge over the Mo Chhu.',
      hero: 'wellness-amankora-punakha-rice-terraces-lodge-terrace',
      gallery: [
        [
          'wellness-amankora-punakha-rice-terraces-lodge-terrace',
          'Amankora’s rammed-earth lodge above the Punakha rice terraces',
          'The Punakha Lodge',
        ],
        [
          'wellness-amankora-punakha-suspension-bridge-river',
          'The suspension bridge over the Mo Chhu',
          'Arrival by Bridge',
        ],
        [
          'wellness-amankora-punakha-dzong-confluence',
          'Punakha Dzong at the meeting of two rivers',
          'Punakha Dzong',
        ],
        ['wellness-amankora-punakha-orange-orchard', 'Orange orchards around the lodge', 'The Orchards'],
      ],
      therapies: [
        {
          heading: 'Aman Spa Journeys',
          items: [
            {
              title: 'Himalayan Herbal Bath',
              description: 'A hot stone bath in the farmhouse with herbs from the valley.',
              image: 'wellness-amankora-punakha-farmhouse-herbal-bath',
              program: 'Aman Spa',
              fullDescription: [
                'In the restored farmhouse, a traditional wooden tub is heated with fire-warmed stones and scented with herbs gathered nearby.',
                'Guests often take it after a day’s walk in the valley.',
              ],
              benefits: ['Soothes muscles', 'Draws out fatigue', 'A Bhutanese tradition'],
              programs: [
                program('3 Nights', 420000, ['Two herbal baths', 'One massage', 'Full board and guide']),
                program('6 Nights', 820000, [
                  'Three herbal baths across two lodges',
                  'Three massages',
                  'Full board, guide and driver',
                ]),
              ],
            },
            {
              title: 'Aman Signature Massage',
              description: 'A deeply relaxing massage using Himalayan oils.',
              image: 'wellness-amankora-punakha-spa-valley',
              program: 'Aman Spa',
              fullDescription: [
                'Long flowing strokes with oils blended from Himalayan plants.',
                'Rooms look out across the terraces to the river.',
              ],
              benefits: ['Deep relaxation', 'Improved sleep', 'Relief from travel'],
              programs: [
                program('3 Nights', 410000, ['Two massages', 'Full board and guide']),
                program('6 Nights', 800000, ['Four treatments', 'Full board, guide and driver']),
              ],
            },
          ],
        },
        {
          heading: 'Spiritual Practice',
          items: [
            {
              title: 'Blessing at Chimi Lhakhang',
              description: 'A walk through rice fields to the temple of the Divine Madman.',
              image: 'wellness-amankora-punakha-chimi-lhakhang-fields-lodge',
              program: 'Spiritual Practice',
              fullDescription: [
                'Walk through paddy fields to the fertility temple of Drukpa Kunley, where a monk offers a blessing.',
                'A colourful, humorous and touching side of Bhutanese Buddhism.',
              ],
              benefits: ['A blessing', 'A gentle walk', 'Cultural understanding'],
              programs: [
                program('3 Nights', 400000, [
                  'Temple visit and blessing',
                  'One herbal bath',
                  'Full board and guide',
                ]),
                program('6 Nights', 790000, [
                  'Temple visits in three valleys',
                  'Two herbal baths',
                  'Full board, guide and driver',
                ]),
              ],
            },
            {
              title: 'Butter Lamp Meditation',
              description: 'Evening meditation in a temple lit by butter lamps.',
              image: 'wellness-amankora-punakha-temple-lamps-meditation',
              program: 'Spiritual Practice',
              fullDescription: [
                'At dusk, light butter lamps in a village temple and sit in meditation with a lama.',
                'A quiet close to the day.',
              ],
              benefits: ['Stillness', 'Reflection', 'Connection'],
              programs: [
                program('3 Nights', 395000, [
                  'Two evening meditations',
                  'One massage',
                  'Full board and guide',
                ]),
                program('6 Nights', 780000, [
                  'Four evening meditations',
                  'Two treatments',
                  'Full board, guide and driver',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('A Journey Between Lodges', 'wellness-amankora-punakha-valley-chortens', [
          'Amankora is five lodges across Bhutan. Punakha, at lower altitude and warmer than Paro, is the gentlest place to rest.',
        ]),
        section(
          'The Punakha Dzong',
          'wellness-amankora-punakha-dzong-jacaranda-village',
          'In spring, jacarandas bloom around Punakha Dzong, perhaps the most beautiful building in the Himalaya.',
          planButton('Enquire About Amankora'),
        ),
      ],
      keywords: ['Amankora', 'Punakha', 'Aman Bhutan', 'Bhutan luxury lodge'],
    },
  ],
};
