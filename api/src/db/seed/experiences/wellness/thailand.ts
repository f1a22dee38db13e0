import { planButton, section } from '../../destinations/builders';
import type { SeedWellnessCountry } from '../types';
import { program } from './builders';

export const thailand: SeedWellnessCountry = {
  id: 2,
  slug: 'thailand',
  name: 'Thailand',
  image: 'wellness-thailand-hua-hin-beach-pavilion-garden',
  hero: 'wellness-thailand-koh-samui-hillside-jungle-bay-lodge',
  metaDescription:
    'Wellness retreats in Thailand: Chiva-Som in Hua Hin, Kamalaya on Koh Samui and RAKxa in Bangkok, with Thai massage, detox and fitness.',
  keywords: ['Thailand wellness retreat', 'Chiva-Som', 'Kamalaya', 'Thai massage retreat'],
  hotels: [
    {
      id: 4,
      slug: 'chiva-som-hua-hin',
      name: 'Chiva-Som',
      location: 'Hua Hin, Prachuap Khiri Khan',
      summary:
        'Thailand’s original destination spa: Thai pavilions in seaside gardens, with more than two hundred treatments and a consultant for every guest.',
      hero: 'wellness-chiva-som-hua-hin-beach-pavilions',
      gallery: [
        [
          'wellness-chiva-som-hua-hin-beach-pavilions',
          'Teak pavilions in Chiva-Som’s gardens on the Gulf of Thailand',
          'Haven of Life',
        ],
        [
          'wellness-chiva-som-hua-hin-water-garden',
          'Lily ponds and a water garden between the pavilions',
          'The Water Gardens',
        ],
        [
          'wellness-chiva-som-hua-hin-thai-spa-pavilion',
          'A Thai massage pavilion open to the sea breeze',
          'Thai Massage Pavilions',
        ],
        [
          'wellness-chiva-som-hua-hin-beach-dawn-pool',
          'The beach at Hua Hin at dawn, before the morning walk',
          'Dawn on the Gulf',
        ],
      ],
      therapies: [
        {
          heading: 'Thai Healing',
          items: [
            {
              title: 'Traditional Thai Massage',
              description: 'Assisted stretching and acupressure along the body’s energy lines.',
              image: 'wellness-chiva-som-thai-massage-pavilion-garden',
              program: 'Thai Healing',
              fullDescription: [
                'Performed fully clothed on a floor mat, Thai massage combines yoga-like stretches with rhythmic pressure along the sen lines.',
                'Chiva-Som’s therapists trained at Wat Pho, Bangkok’s temple school of massage.',
              ],
              benefits: ['Increases flexibility', 'Relieves muscular tension', 'Boosts energy'],
              programs: [
                program('4 Nights', 240000, [
                  'Wellness consultation',
                  'Three Thai massages',
                  'Daily fitness classes',
                  'Full board',
                ]),
                program('7 Nights', 410000, [
                  'Wellness consultation',
                  'Six Thai massages and two herbal compresses',
                  'Daily fitness classes',
                  'Full board and Bangkok transfers',
                ]),
              ],
            },
            {
              title: 'Luk Pra Kob Herbal Compress',
              description: 'Steamed herbal bundles of lemongrass, turmeric and kaffir lime.',
              image: 'wellness-chiva-som-herbal-compress-steam',
              program: 'Thai Healing',
              fullDescription: [
                'Cotton bundles filled with Thai herbs are steamed and pressed along the body after a massage, releasing heat and essential oils.',
                'It is a centuries-old Thai remedy for aching muscles.',
              ],
              benefits: ['Soothes sore muscles', 'Reduces inflammation', 'Deeply relaxing'],
              programs: [
                program('4 Nights', 235000, [
                  'Consultation',
                  'Three herbal compress treatments',
                  'Daily classes',
                  'Full board',
                ]),
                program('7 Nights', 405000, [
                  'Consultation',
                  'Five herbal compress treatments and two massages',
                  'Daily classes',
                  'Full board',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Fitness & Detox',
          items: [
            {
              title: 'Detox Programme',
              description: 'A supervised cleanse with juices, colon hydrotherapy and lymphatic massage.',
              image: 'wellness-chiva-som-detox-juice-garden-pool',
              program: 'Detox',
              fullDescription: [
                'Under a naturopath’s guidance, you follow a light detox menu, with lymphatic drainage, body wraps and steam to support the cleanse.',
                'Programmes are tailored after blood pressure and body composition tests on arrival.',
              ],
              benefits: ['Supports natural detoxification', 'Resets eating habits', 'Lightness and clarity'],
              programs: [
                program('5 Nights', 320000, [
                  'Naturopath consultation',
                  'Detox menu',
                  'Five detox treatments',
                  'Daily fitness',
                ]),
                program('7 Nights', 440000, [
                  'Naturopath consultations',
                  'Detox menu',
                  'Eight detox treatments',
                  'Daily fitness and yoga',
                ]),
              ],
            },
            {
              title: 'Personal Training',
              description: 'One-to-one training, Pilates and Muay Thai on the beach.',
              image: 'wellness-chiva-som-hua-hin-beach-fitness',
              program: 'Fitness',
              fullDescription: [
                'A trainer designs a programme around your goals, with sessions in the gym, the Pilates studio, the pool or on the beach.',
                'A Muay Thai session with a former champion is a highlight.',
              ],
              benefits: ['Builds strength', 'Improves fitness', 'A plan to continue at home'],
              programs: [
                program('4 Nights', 230000, [
                  'Fitness assessment',
                  'Three personal training sessions',
                  'Daily classes',
                  'Full board',
                ]),
                program('7 Nights', 395000, [
                  'Fitness assessment',
                  'Six personal training sessions',
                  'Daily classes',
                  'Full board',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('The Haven of Life', 'wellness-chiva-som-hua-hin-garden-pavilion', [
          'Chiva-Som means Haven of Life. Since 1995, guests have come back year after year for its blend of Thai tradition and modern wellness science.',
        ]),
        section(
          'A Programme for Everyone',
          'wellness-chiva-som-hua-hin-seaside-lawn',
          'On arrival, a consultant reviews your health and goals, then plans every day of your stay, from massage to nutrition.',
          planButton('Enquire About Chiva-Som'),
        ),
      ],
      keywords: ['Chiva-Som', 'Hua Hin spa', 'destination spa Thailand', 'detox retreat'],
    },
    {
      id: 5,
      slug: 'kamalaya-koh-samui',
      name: 'Kamalaya Koh Samui',
      location: 'Koh Samui, Surat Thani',
      summary:
        'A hillside sanctuary around a monks’ cave on Koh Samui’s southern coast, known for its holistic programmes and caring team.',
      hero: 'wellness-kamalaya-koh-samui-hillside-bay',
      gallery: [
        [
          'wellness-kamalaya-koh-samui-hillside-bay',
          'Kamalaya’s villas on the jungle hillside above the bay',
          'Hillside Sanctuary',
        ],
        [
          'wellness-kamalaya-koh-samui-monks-cave',
          'The monks’ cave at the heart of the retreat',
          'The Monks’ Cave',
        ],
        [
          'wellness-kamalaya-koh-samui-spa-pavilion-jungle',
          'A spa pavilion among the jungle trees',
          'The Spa',
        ],
        ['wellness-kamalaya-koh-samui-beach-cove', 'The retreat’s quiet beach cove', 'Laem Set Beach'],
      ],
      therapies: [
        {
          heading: 'Holistic Healing',
          items: [
            {
              title: 'Traditional Chinese Medicine',
              description: 'Acupuncture and herbal medicine with Kamalaya’s TCM practitioners.',
              image: 'wellness-kamalaya-acupuncture-spa-pavilion',
              program: 'Holistic Healing',
              fullDescription: [
                'A practitioner diagnoses by pulse and tongue, then prescribes acupuncture, cupping and herbs to restore balance.',
                'Sessions are woven into your programme alongside massage and yoga.',
              ],
              benefits: ['Restores balance', 'Eases pain', 'Supports sleep and digestion'],
              programs: [
                program('5 Nights', 215000, [
                  'TCM consultation',
                  'Three acupuncture sessions',
                  'Daily yoga',
                  'Full board',
                ]),
                program('7 Nights', 300000, [
                  'TCM consultation',
                  'Five acupuncture sessions and cupping',
                  'Daily yoga',
                  'Full board',
                ]),
              ],
            },
            {
              title: 'Emotional Balance',
              description: 'Life coaching, meditation and energy work for times of change.',
              image: 'wellness-kamalaya-meditation-cave-garden',
              program: 'Emotional Wellbeing',
              fullDescription: [
                'For guests facing grief, burnout or a turning point, this programme pairs coaching with meditation in the monks’ cave and nurturing body work.',
                'Kamalaya was founded by a former monk and a naturopath, and this is the programme closest to its heart.',
              ],
              benefits: ['Clarity at a time of change', 'Emotional resilience', 'Tools for the future'],
              programs: [
                program('7 Nights', 310000, [
                  'Three coaching sessions',
                  'Daily meditation',
                  'Four massages',
                  'Full board',
                ]),
                program('14 Nights', 590000, [
                  'Six coaching sessions',
                  'Daily meditation and yoga',
                  'Eight treatments',
                  'Full board',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Body & Fitness',
          items: [
            {
              title: 'Yoga and Pilates',
              description: 'Daily classes in an open-sided studio above the sea.',
              image: 'wellness-kamalaya-yoga-deck-sea-view',
              program: 'Yoga',
              fullDescription: [
                'Vinyasa, yin and restorative yoga, alongside reformer Pilates, suit every level.',
                'Private sessions help you go deeper.',
              ],
              benefits: ['Strength and flexibility', 'Better posture', 'Calm'],
              programs: [
                program('5 Nights', 195000, [
                  'Two private sessions',
                  'Daily classes',
                  'One massage',
                  'Full board',
                ]),
                program('7 Nights', 275000, [
                  'Four private sessions',
                  'Daily classes',
                  'Three massages',
                  'Full board',
                ]),
              ],
            },
            {
              title: 'Muay Thai Fitness',
              description: 'Thailand’s martial art as a full-body workout.',
              image: 'wellness-kamalaya-koh-samui-muay-thai-beach-pool',
              program: 'Fitness',
              fullDescription: [
                'A Muay Thai coach teaches the basics of Thai boxing in the open-air gym, building fitness, strength and confidence.',
                'Sessions end with a Thai massage to ease the muscles.',
              ],
              benefits: ['Cardiovascular fitness', 'Strength and coordination', 'Stress release'],
              programs: [
                program('5 Nights', 200000, ['Four Muay Thai sessions', 'Two Thai massages', 'Full board']),
                program('7 Nights', 280000, ['Six Muay Thai sessions', 'Three Thai massages', 'Full board']),
              ],
            },
          ],
        },
      ],
      sections: [
        section('Built Around a Cave', 'wellness-kamalaya-koh-samui-jungle-villas', [
          'The retreat was built around a cave where Buddhist monks once meditated. It remains its quiet heart, open to guests for reflection.',
        ]),
        section(
          'Care That Guests Remember',
          'wellness-kamalaya-koh-samui-sunset-bay-lodge',
          'Kamalaya’s team is famous for its warmth: many guests return every year, and many arrive alone.',
          planButton('Enquire About Kamalaya'),
        ),
      ],
      keywords: ['Kamalaya', 'Koh Samui wellness', 'holistic retreat Thailand', 'burnout retreat'],
    },
    {
      id: 6,
      slug: 'rakxa-integrative-wellness',
      name: 'RAKxa Integrative Wellness',
      location: 'Bang Krachao, Bangkok',
      summary:
        'A medical wellness retreat in Bangkok’s green lung, pairing Bumrungrad Hospital’s diagnostics with Thai healing traditions.',
      hero: 'wellness-rakxa-bang-krachao-green-river',
      gallery: [
        [
          'wellness-rakxa-bang-krachao-green-river',
          'RAKxa’s villas among the mangroves of Bang Krachao',
          'Bangkok’s Green Lung',
        ],
        [
          'wellness-rakxa-bang-krachao-spa-pavilion',
          'The spa pavilions by the ponds',
          'The Healing Pavilions',
        ],
        [
          'wellness-rakxa-bang-krachao-chao-phraya-river-boat',
          'The Chao Phraya River curving around the retreat',
          'The River',
        ],
        [
          'wellness-rakxa-bang-krachao-cycling-trail',
          'Cycle paths through the orchards of Bang Krachao',
          'Orchard Trails',
        ],
      ],
      therapies: [
        {
          heading: 'Medical Wellness',
          items: [
            {
              title: 'Integrative Health Assessment',
              description: 'Diagnostics by Bumrungrad’s doctors, then a programme built on the results.',
              image: 'wellness-rakxa-health-assessment-pavilion',
              program: 'Medical Wellness',
              fullDescription: [
                'Blood tests, body composition and a consultation with a physician give a clear picture of your health.',
                'Your therapists then design a plan that combines modern medicine with Thai and Chinese traditions.',
              ],
              benefits: ['A clear health picture', 'A personal plan', 'Expert follow-up'],
              programs: [
                program('3 Nights', 190000, [
                  'Health assessment and blood tests',
                  'Physician consultation',
                  'Two treatments a day',
                  'Full board',
                ]),
                program('7 Nights', 420000, [
                  'Full health assessment',
                  'Two physician consultations',
                  'Two treatments a day',
                  'Full board and transfers',
                ]),
              ],
            },
            {
              title: 'IV Nutrient Therapy',
              description: 'Physician-prescribed vitamin infusions after your assessment.',
              image: 'wellness-rakxa-bang-krachao-clinic-garden',
              program: 'Medical Wellness',
              fullDescription: [
                'Infusions are given only when your blood results suggest they will help, in a calm clinic room overlooking the gardens.',
                'A doctor supervises every session.',
              ],
              benefits: ['Replenishes nutrients', 'Supports recovery', 'Medically supervised'],
              programs: [
                program('3 Nights', 200000, ['Assessment', 'Two infusions', 'Daily treatment', 'Full board']),
                program('5 Nights', 310000, [
                  'Assessment',
                  'Three infusions',
                  'Two treatments a day',
                  'Full board',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Thai Traditions',
          items: [
            {
              title: 'Tok Sen',
              description: 'A northern Thai massage using a wooden hammer to release deep tension.',
              image: 'wellness-rakxa-tok-sen-spa-pavilion-oil',
              program: 'Thai Healing',
              fullDescription: [
                'Rhythmic tapping with a tamarind-wood hammer sends vibrations deep into the muscles along the sen lines.',
                'It is traditional in Lanna culture and surprisingly soothing.',
              ],
              benefits: ['Releases deep tension', 'Improves circulation', 'Calms the mind'],
              programs: [
                program('3 Nights', 175000, ['Consultation', 'Two Tok Sen treatments', 'Full board']),
                program('5 Nights', 285000, [
                  'Consultation',
                  'Four Tok Sen treatments',
                  'Daily yoga',
                  'Full board',
                ]),
              ],
            },
            {
              title: 'Sound Healing',
              description: 'Singing bowls and gongs to settle the nervous system.',
              image: 'wellness-rakxa-sound-healing-pavilion-pond',
              program: 'Mindfulness',
              fullDescription: [
                'Lying in a pavilion by the pond, you are bathed in the resonance of Himalayan singing bowls and gongs.',
                'Sessions often lead guests into the deepest rest of their stay.',
              ],
              benefits: ['Deep relaxation', 'Better sleep', 'Reduced anxiety'],
              programs: [
                program('3 Nights', 170000, ['Two sound healing sessions', 'Daily treatment', 'Full board']),
                program('5 Nights', 280000, [
                  'Four sound healing sessions',
                  'Two treatments a day',
                  'Full board',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('A Retreat Within the City', 'wellness-rakxa-bang-krachao-mangrove-villas-terrace', [
          'Bang Krachao, a loop of the Chao Phraya River, is a protected area of mangroves and orchards twenty minutes from central Bangkok.',
        ]),
        section(
          'Medicine and Tradition',
          'wellness-rakxa-bang-krachao-river-pavilion-garden',
          'RAKxa is the only retreat in Thailand backed by a major international hospital, and the only one we know that makes both worlds feel natural.',
          planButton('Enquire About RAKxa'),
        ),
      ],
      keywords: ['RAKxa', 'Bangkok wellness retreat', 'medical wellness Thailand', 'Bang Krachao'],
    },
  ],
};
