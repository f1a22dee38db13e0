import { planButton, section } from '../../destinations/builders';
import type { SeedWellnessCountry } from '../types';
import { program } from './builders';

export const maldives: SeedWellnessCountry = {
  id: 4,
  slug: 'maldives',
  name: 'Maldives',
  image: 'wellness-maldives-overwater-spa-lagoon-oil',
  hero: 'wellness-maldives-raa-atoll-sandbank-reef',
  metaDescription:
    'Wellness retreats in the Maldives: JOALI BEING, Six Senses Laamu and COMO Cocoa Island, with overwater spas, reef meditation and yoga.',
  keywords: ['Maldives wellness', 'JOALI BEING', 'Six Senses Laamu', 'Maldives spa retreat'],
  hotels: [
    {
      id: 10,
      slug: 'joali-being',
      name: 'JOALI BEING',
      location: 'Raa Atoll',
      summary:
        'The Maldives’ first island dedicated entirely to wellbeing, with a sound healing hall, hydrotherapy and programmes across mind, body and skin.',
      hero: 'wellness-joali-being-raa-atoll-island-lagoon',
      gallery: [
        [
          'wellness-joali-being-raa-atoll-island-lagoon',
          'JOALI BEING’s island in the Raa Atoll lagoon',
          'An Island for Wellbeing',
        ],
        [
          'wellness-joali-being-raa-atoll-overwater-villa',
          'An overwater villa on the lagoon',
          'Overwater Villas',
        ],
        [
          'wellness-joali-being-raa-atoll-spa-pavilion-garden',
          'The hydrotherapy pavilion among palms',
          'The Water Pavilion',
        ],
        ['wellness-joali-being-raa-atoll-beach-dawn', 'The island’s beach at dawn', 'Morning on the Reef'],
      ],
      therapies: [
        {
          heading: 'Mind & Sound',
          items: [
            {
              title: 'Sound Therapy',
              description: 'Healing with gongs, bowls and tuning forks in the sound hall.',
              image: 'wellness-joali-being-sound-hall-pavilion',
              program: 'Mind',
              fullDescription: [
                'JOALI BEING’s sound hall is built for acoustics: lie on a water bed as gongs and bowls resonate through the body.',
                'Sound therapists also teach you to use voice and breath at home.',
              ],
              benefits: ['Calms the nervous system', 'Deepens sleep', 'Releases tension'],
              programs: [
                program('4 Nights', 520000, [
                  'Wellbeing consultation',
                  'Three sound sessions',
                  'One massage',
                  'Full board and seaplane',
                ]),
                program('7 Nights', 880000, [
                  'Wellbeing consultation',
                  'Five sound sessions',
                  'Three treatments',
                  'Full board and seaplane',
                ]),
              ],
            },
            {
              title: 'Reef Meditation',
              description: 'Guided mindfulness while floating over the house reef.',
              image: 'wellness-joali-being-house-reef-lagoon',
              program: 'Mind',
              fullDescription: [
                'A marine biologist and a meditation teacher guide you in slow, mindful snorkelling over the house reef, attention on breath and the life beneath.',
                'A unique practice born of the island itself.',
              ],
              benefits: ['Presence', 'Connection with nature', 'Gentle exercise'],
              programs: [
                program('4 Nights', 510000, [
                  'Two reef meditations',
                  'One massage',
                  'Full board and seaplane',
                ]),
                program('7 Nights', 870000, [
                  'Four reef meditations',
                  'Three treatments',
                  'Full board and seaplane',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Body & Skin',
          items: [
            {
              title: 'Hydrotherapy Circuit',
              description: 'Hot and cold pools, steam and a salt float in the water pavilion.',
              image: 'wellness-joali-being-hydrotherapy-pavilion',
              program: 'Body',
              fullDescription: [
                'Move between warm pools, cold plunges, a steam room and a float pool of Epsom salts.',
                'The circuit prepares the body for massage and improves sleep.',
              ],
              benefits: ['Improves circulation', 'Aids recovery', 'Resets sleep'],
              programs: [
                program('4 Nights', 500000, [
                  'Daily hydrotherapy',
                  'Two massages',
                  'Full board and seaplane',
                ]),
                program('7 Nights', 860000, [
                  'Daily hydrotherapy',
                  'Four treatments',
                  'Full board and seaplane',
                ]),
              ],
            },
            {
              title: 'Skin Ritual',
              description: 'A facial with marine ingredients and lymphatic massage.',
              image: 'wellness-joali-being-skin-spa-lagoon',
              program: 'Skin',
              fullDescription: [
                'After a skin analysis, therapists use marine botanicals and gentle techniques to restore skin after sun and travel.',
                'Advice follows for a simple routine at home.',
              ],
              benefits: ['Hydrates skin', 'Reduces puffiness', 'Radiance'],
              programs: [
                program('4 Nights', 505000, ['Skin analysis', 'Two facials', 'Full board and seaplane']),
                program('7 Nights', 865000, [
                  'Skin analysis',
                  'Three facials and a body treatment',
                  'Full board and seaplane',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('Designed for Wellbeing', 'wellness-joali-being-raa-atoll-treehouse-spa', [
          'Every part of the island, from the architecture to the menu, was designed with wellbeing specialists. Even the paths curve to slow your pace.',
        ]),
        section(
          'Forty Minutes by Seaplane',
          'wellness-joali-being-raa-atoll-seaplane-reef',
          'The flight from Malé crosses some of the most beautiful atolls in the country.',
          planButton('Enquire About JOALI BEING'),
        ),
      ],
      keywords: ['JOALI BEING', 'Raa Atoll', 'Maldives wellbeing island', 'sound healing Maldives'],
    },
    {
      id: 11,
      slug: 'six-senses-laamu',
      name: 'Six Senses Laamu',
      location: 'Laamu Atoll',
      summary:
        'The only resort on the Laamu Atoll, with overwater villas, an acclaimed marine programme and a spa that blends Ayurveda with modern science.',
      hero: 'wellness-six-senses-laamu-overwater-villas-reef',
      gallery: [
        [
          'wellness-six-senses-laamu-overwater-villas-reef',
          'Overwater villas curving over the Laamu lagoon',
          'Laamu Lagoon',
        ],
        [
          'wellness-six-senses-laamu-spa-overwater-pavilion',
          'The overwater spa above the reef',
          'The Overwater Spa',
        ],
        [
          'wellness-six-senses-laamu-beach-palms',
          'A sandy path through palms to the beach',
          'Barefoot Island',
        ],
        ['wellness-six-senses-laamu-manta-reef-lagoon', 'Manta rays gliding over the reef', 'The Reef'],
      ],
      therapies: [
        {
          heading: 'Six Senses Spa',
          items: [
            {
              title: 'Sleep With Six Senses',
              description: 'A programme of treatments, diet and coaching for better sleep.',
              image: 'wellness-six-senses-laamu-sleep-villa-lagoon',
              program: 'Sleep',
              fullDescription: [
                'A sleep tracker measures your nights, and a specialist adjusts treatments, food and routine to improve them.',
                'You go home with a plan and often with a new habit or two.',
              ],
              benefits: ['Better sleep', 'More energy', 'A routine to keep'],
              programs: [
                program('3 Nights', 380000, [
                  'Sleep assessment',
                  'Two treatments',
                  'Sleep-friendly menu',
                  'Full board and seaplane',
                ]),
                program('5 Nights', 600000, [
                  'Sleep assessment and tracking',
                  'Four treatments',
                  'Yoga nidra sessions',
                  'Full board and seaplane',
                ]),
              ],
            },
            {
              title: 'Ayurvedic Abhyanga',
              description: 'A warm oil massage by the spa’s Ayurvedic therapists.',
              image: 'wellness-six-senses-laamu-abhyanga-spa-reef',
              program: 'Ayurveda',
              fullDescription: [
                'Therapists trained in Kerala perform Abhyanga with oils chosen for your dosha, in a room above the reef.',
                'A resident Ayurvedic doctor visits regularly.',
              ],
              benefits: ['Deep relaxation', 'Nourished skin', 'Balance'],
              programs: [
                program('3 Nights', 370000, [
                  'Ayurvedic consultation',
                  'Two Abhyanga',
                  'Full board and seaplane',
                ]),
                program('5 Nights', 590000, [
                  'Ayurvedic consultation',
                  'Four Ayurvedic treatments',
                  'Full board and seaplane',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Ocean Wellbeing',
          items: [
            {
              title: 'Freediving Breathwork',
              description: 'Breathing techniques of freedivers, taught in the lagoon.',
              image: 'wellness-six-senses-laamu-freediving-lagoon-pool',
              program: 'Ocean',
              fullDescription: [
                'An instructor teaches calm, controlled breathing on land, then in the shallow lagoon.',
                'The techniques help on land as much as underwater.',
              ],
              benefits: ['Calmer breathing', 'Confidence in water', 'Focus'],
              programs: [
                program('3 Nights', 360000, [
                  'Two breathwork sessions',
                  'One massage',
                  'Full board and seaplane',
                ]),
                program('5 Nights', 580000, ['Four sessions', 'Two treatments', 'Full board and seaplane']),
              ],
            },
            {
              title: 'Sunrise Yoga Over the Water',
              description: 'Yoga on the overwater deck at first light.',
              image: 'wellness-six-senses-laamu-yoga-deck-sunrise',
              program: 'Yoga',
              fullDescription: [
                'Morning classes on a deck over the lagoon, with reef sharks and rays passing beneath.',
                'Private sessions are available in your villa.',
              ],
              benefits: ['Flexibility', 'Calm', 'A gentle start to the day'],
              programs: [
                program('3 Nights', 355000, ['Daily yoga', 'One massage', 'Full board and seaplane']),
                program('5 Nights', 575000, [
                  'Daily yoga and two private sessions',
                  'Two treatments',
                  'Full board and seaplane',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('One Island, One Atoll', 'wellness-six-senses-laamu-atoll-sandbank', [
          'Laamu is a remote atoll in the south, with a single resort, so the reefs, surf breaks and sandbanks are yours alone.',
        ]),
        section(
          'Conservation at Heart',
          'wellness-laamu-maldives-seagrass-turtle-sandbank-pool',
          'The marine team protects seagrass meadows and turtles, and guests can join their surveys.',
          planButton('Enquire About Six Senses Laamu'),
        ),
      ],
      keywords: ['Six Senses Laamu', 'Laamu Atoll', 'Maldives spa', 'sleep retreat'],
    },
    {
      id: 12,
      slug: 'como-cocoa-island',
      name: 'COMO Cocoa Island',
      location: 'South Malé Atoll',
      summary:
        'An intimate island of dhoni-shaped overwater suites with a COMO Shambhala Retreat, forty minutes by speedboat from Malé.',
      hero: 'wellness-como-cocoa-island-dhoni-overwater-suites',
      gallery: [
        [
          'wellness-como-cocoa-island-dhoni-overwater-suites',
          'Overwater suites shaped like Maldivian dhonis',
          'The Dhoni Suites',
        ],
        [
          'wellness-como-cocoa-island-spa-lagoon',
          'The COMO Shambhala spa by the lagoon',
          'COMO Shambhala Retreat',
        ],
        ['wellness-como-cocoa-island-sandbank-beach', 'The island’s sandbank at low tide', 'The Sandbank'],
        ['wellness-como-cocoa-island-reef-snorkel', 'Snorkelling on the house reef', 'The House Reef'],
      ],
      therapies: [
        {
          heading: 'COMO Shambhala Rituals',
          items: [
            {
              title: 'COMO Shambhala Massage',
              description: 'The signature massage, in a pavilion over the lagoon.',
              image: 'wellness-como-cocoa-island-massage-pavilion',
              program: 'COMO Shambhala',
              fullDescription: [
                'Long strokes, pressure-point work and COMO’s own oils combine in a massage tailored to your needs.',
                'The sound of the lagoon completes it.',
              ],
              benefits: ['Relaxation', 'Relief of tension', 'Better sleep'],
              programs: [
                program('4 Nights', 450000, [
                  'Three signature massages',
                  'Daily yoga',
                  'Full board and speedboat transfers',
                ]),
                program('7 Nights', 760000, [
                  'Five treatments',
                  'Daily yoga',
                  'Full board and speedboat transfers',
                ]),
              ],
            },
            {
              title: 'Ayurvedic Consultation and Treatments',
              description: 'A visiting Ayurvedic doctor prescribes a personal plan.',
              image: 'wellness-como-cocoa-island-ayurveda-spa-garden',
              program: 'Ayurveda',
              fullDescription: [
                'The doctor assesses your constitution and prescribes treatments, diet and yoga for your stay.',
                'Ideal for a gentle reset rather than a full detox.',
              ],
              benefits: ['Balance', 'Digestive health', 'A personal plan'],
              programs: [
                program('5 Nights', 560000, [
                  'Consultation',
                  'Daily Ayurvedic treatment',
                  'Ayurvedic menu',
                  'Full board and transfers',
                ]),
                program('7 Nights', 780000, [
                  'Two consultations',
                  'Daily treatments',
                  'Ayurvedic menu',
                  'Full board and transfers',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Yoga & Pilates',
          items: [
            {
              title: 'Private Yoga',
              description: 'One-to-one yoga with COMO’s resident teacher.',
              image: 'wellness-como-cocoa-island-overwater-pavilion-lagoon-garden',
              program: 'Yoga',
              fullDescription: [
                'Sessions adapt to your level and goals, in the yoga pavilion or on your deck.',
                'A chance to refine your practice in complete calm.',
              ],
              benefits: ['Personal attention', 'Strength and flexibility', 'Focus'],
              programs: [
                program('4 Nights', 440000, [
                  'Three private sessions',
                  'One massage',
                  'Full board and transfers',
                ]),
                program('7 Nights', 750000, [
                  'Five private sessions',
                  'Two treatments',
                  'Full board and transfers',
                ]),
              ],
            },
            {
              title: 'Pilates',
              description: 'Mat and reformer Pilates for core strength.',
              image: 'wellness-como-cocoa-island-pilates-studio-lagoon',
              program: 'Pilates',
              fullDescription: [
                'A certified instructor builds a programme for posture and core strength.',
                'Sessions are private or in pairs.',
              ],
              benefits: ['Core strength', 'Posture', 'Injury prevention'],
              programs: [
                program('4 Nights', 445000, [
                  'Three Pilates sessions',
                  'One massage',
                  'Full board and transfers',
                ]),
                program('7 Nights', 755000, [
                  'Five Pilates sessions',
                  'Two treatments',
                  'Full board and transfers',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('Small by Design', 'wellness-como-cocoa-island-palm-island-lagoon', [
          'With just over thirty suites, Cocoa Island feels like a private island, yet Malé is only forty minutes away.',
        ]),
        section(
          'Eat Well, Simply',
          'wellness-como-cocoa-island-beach-dining',
          'COMO Shambhala cuisine is fresh, light and delicious, built on fish from the atoll and vegetables from the island’s garden.',
          planButton('Enquire About Cocoa Island'),
        ),
      ],
      keywords: ['COMO Cocoa Island', 'COMO Shambhala Maldives', 'Maldives yoga', 'South Malé Atoll'],
    },
  ],
};
