import { planButton, section } from '../../destinations/builders';
import type { SeedWellnessCountry } from '../types';
import { program } from './builders';

export const sriLanka: SeedWellnessCountry = {
  id: 1,
  slug: 'sri-lanka',
  name: 'Sri Lanka',
  image: 'wellness-sri-lanka-hill-country-tea-retreat',
  hero: 'wellness-sri-lanka-knuckles-range-tea-hills-mist',
  metaDescription:
    'Wellness retreats in Sri Lanka: Ayurveda on the south-west coast, Santani in the Kandy hills and healing programmes rooted in island tradition.',
  keywords: ['Sri Lanka wellness retreat', 'Ayurveda Sri Lanka', 'Santani', 'Barberyn'],
  hotels: [
    {
      id: 1,
      slug: 'santani-wellness-resort-and-spa',
      name: 'Santani Wellness Resort & Spa',
      location: 'Kandy Hills, Central Province',
      summary:
        'An award-winning wellness resort on a former tea estate above Kandy, with Ayurveda, yoga and a spa looking over the Knuckles Range.',
      hero: 'wellness-santani-kandy-tea-hills-pavilion',
      gallery: [
        [
          'wellness-santani-kandy-tea-hills-pavilion',
          'Santani’s timber pavilions on a tea-covered ridge above Kandy',
          'A Sanctuary in the Hills',
        ],
        [
          'wellness-santani-knuckles-range-infinity-pool',
          'The infinity pool facing the Knuckles mountain range',
          'Pool Above the Clouds',
        ],
        [
          'wellness-santani-kandy-spa-pavilion-valley-garden',
          'The spa’s treatment rooms open to the valley',
          'The Spa',
        ],
        [
          'wellness-santani-kandy-yoga-deck-misty-hills',
          'The yoga deck at dawn, with mist in the valleys below',
          'Sunrise Yoga',
        ],
      ],
      therapies: [
        {
          heading: 'Ayurvedic Therapies',
          items: [
            {
              title: 'Abhyanga',
              description: 'A synchronised four-hand massage with warm herbal oils chosen for your dosha.',
              image: 'wellness-santani-abhyanga-oil-spa-pavilion',
              program: 'Ayurveda',
              fullDescription: [
                'Two therapists work in rhythm with warm medicated oils prepared in Santani’s own dispensary, following the marma points that Ayurveda holds to be the meeting points of body and mind.',
                'Your oil is chosen by the resident Ayurvedic doctor after a pulse diagnosis on your first morning.',
              ],
              benefits: [
                'Eases muscular tension',
                'Improves circulation and sleep',
                'Nourishes dry skin',
                'Calms an overactive mind',
              ],
              programs: [
                program('5 Nights', 245000, [
                  'Consultation and pulse diagnosis with the Ayurvedic doctor',
                  'Three Abhyanga and two Shirodhara treatments',
                  'Daily yoga and meditation',
                  'Full board of Santani’s Ayurvedic cuisine',
                ]),
                program('7 Nights', 335000, [
                  'Two consultations with the Ayurvedic doctor',
                  'Five Abhyanga and three Shirodhara treatments',
                  'Daily yoga, meditation and a guided tea-estate walk',
                  'Full board and airport transfers from Colombo',
                ]),
              ],
            },
            {
              title: 'Shirodhara',
              description: 'A steady stream of warm oil poured across the forehead to quieten the mind.',
              image: 'wellness-santani-shirodhara-spa-hills-bath',
              program: 'Ayurveda',
              fullDescription: [
                'A slender stream of warm sesame oil, infused with herbs, flows across the forehead for forty minutes while you lie still in a treatment room open to the hills.',
                'Shirodhara is the treatment most guests remember: a deep stillness that lasts well into the evening.',
              ],
              benefits: ['Relieves stress and anxiety', 'Deepens sleep', 'Eases tension headaches'],
              programs: [
                program('3 Nights', 150000, [
                  'Consultation with the Ayurvedic doctor',
                  'Two Shirodhara and one Abhyanga treatment',
                  'Daily yoga',
                  'Full board',
                ]),
                program('7 Nights', 340000, [
                  'Two consultations with the Ayurvedic doctor',
                  'Five Shirodhara and three Abhyanga treatments',
                  'Daily yoga and meditation',
                  'Full board and Colombo airport transfers',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Movement & Mind',
          items: [
            {
              title: 'Hatha Yoga Immersion',
              description: 'Private and small-group yoga on the ridge, shaped around your body and practice.',
              image: 'wellness-santani-yoga-deck-hills-sunrise-garden',
              program: 'Yoga',
              fullDescription: [
                'Santani’s teachers work with beginners and experienced practitioners alike, building a practice you can continue at home.',
                'Mornings begin with pranayama and asana on the open deck; evenings close with yoga nidra.',
              ],
              benefits: [
                'Builds strength and flexibility',
                'Improves posture',
                'Teaches a practice to take home',
              ],
              programs: [
                program('5 Nights', 220000, [
                  'Two private yoga sessions',
                  'Daily group classes and yoga nidra',
                  'One Abhyanga massage',
                  'Full board',
                ]),
                program('10 Nights', 430000, [
                  'Five private yoga sessions',
                  'Daily group classes, pranayama and meditation',
                  'Three Ayurvedic treatments',
                  'Full board and Colombo airport transfers',
                ]),
              ],
            },
            {
              title: 'Forest Bathing on the Estate',
              description: 'Guided mindful walks through the estate’s forest and tea terraces.',
              image: 'wellness-santani-tea-plantation-forest-walk',
              program: 'Mindfulness',
              fullDescription: [
                'A naturalist leads slow walks through secondary forest and old tea terraces, stopping to listen, breathe and notice.',
                'Walks end at a hilltop platform for a short meditation with the whole valley below.',
              ],
              benefits: ['Lowers stress', 'Restores attention', 'Reconnects with nature'],
              programs: [
                program('3 Nights', 140000, [
                  'Three guided forest walks',
                  'One Abhyanga massage',
                  'Daily yoga',
                  'Full board',
                ]),
                program('5 Nights', 230000, [
                  'Five guided forest walks and a sunrise hike',
                  'Two Ayurvedic treatments',
                  'Daily yoga and meditation',
                  'Full board',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('Architecture That Breathes', 'wellness-santani-kandy-ridge-timber-villas', [
          'Designed by Sri Lankan architect Ruchi Jayanathan, Santani’s buildings float above the ridge on slender columns, letting wind and light pass through. It is a building made for rest.',
        ]),
        section(
          'Food That Heals',
          'wellness-santani-organic-garden-valley',
          'The kitchen cooks from its own organic garden, adapting every dish to your constitution without ever feeling like a diet.',
          planButton('Enquire About Santani'),
        ),
      ],
      keywords: ['Santani', 'Kandy wellness resort', 'Sri Lanka Ayurveda', 'yoga retreat Sri Lanka'],
    },
    {
      id: 2,
      slug: 'barberyn-beach-ayurveda-resort',
      name: 'Barberyn Beach Ayurveda Resort',
      location: 'Weligama, Southern Province',
      summary:
        'A pioneering Ayurveda resort on Weligama Bay, where physicians have prescribed traditional Sri Lankan healing for more than four decades.',
      hero: 'wellness-barberyn-weligama-bay-beach-palms',
      gallery: [
        [
          'wellness-barberyn-weligama-bay-beach-palms',
          'Barberyn’s palm-lined beach on Weligama Bay',
          'Weligama Bay',
        ],
        [
          'wellness-barberyn-weligama-herbal-garden',
          'The herbal garden where the resort grows its medicinal plants',
          'The Herbal Garden',
        ],
        [
          'wellness-barberyn-weligama-treatment-pavilion',
          'Open-air treatment pavilions shaded by palms',
          'Treatment Pavilions',
        ],
        [
          'wellness-barberyn-weligama-sunset-coast',
          'Sunset over the Indian Ocean from the resort’s lawn',
          'Evenings by the Sea',
        ],
      ],
      therapies: [
        {
          heading: 'Traditional Treatments',
          items: [
            {
              title: 'Panchakarma Cleanse',
              description:
                'The classical five-fold detoxification, supervised daily by Barberyn’s physicians.',
              image: 'wellness-barberyn-panchakarma-herbal-pavilion',
              program: 'Ayurveda',
              fullDescription: [
                'Panchakarma prepares the body with oil massages and steam, then clears accumulated toxins through carefully timed therapies, before rebuilding strength with diet and herbs.',
                'It needs at least fourteen nights; Barberyn’s doctors will advise whether it is right for you.',
              ],
              benefits: [
                'Deep detoxification',
                'Resets digestion',
                'Restores energy',
                'Supports long-term health',
              ],
              programs: [
                program('14 Nights', 310000, [
                  'Daily physician consultations',
                  'Two treatments a day, including oleation and Basti',
                  'Herbal medicines prepared on site',
                  'Full board of Ayurvedic meals',
                ]),
                program('21 Nights', 450000, [
                  'Daily physician consultations',
                  'A complete panchakarma with rejuvenation phase',
                  'Herbal medicines and a home-care plan',
                  'Full board and Colombo airport transfers',
                ]),
              ],
            },
            {
              title: 'Herbal Steam and Pinda Sweda',
              description: 'Warm herbal poultices and a wooden steam box to loosen stiff joints.',
              image: 'wellness-barberyn-herbal-steam-garden-spa',
              program: 'Ayurveda',
              fullDescription: [
                'Linen bundles filled with herbs and rice cooked in milk are warmed in oil and pressed rhythmically over the body, followed by a steam bath scented with medicinal leaves.',
                'A favourite for guests with arthritis or back pain.',
              ],
              benefits: ['Eases joint pain and stiffness', 'Strengthens muscles', 'Improves mobility'],
              programs: [
                program('7 Nights', 160000, [
                  'Physician consultation',
                  'Daily Pinda Sweda and herbal steam',
                  'Herbal medicines',
                  'Full board',
                ]),
                program('14 Nights', 300000, [
                  'Regular physician consultations',
                  'Two treatments a day',
                  'Herbal medicines and yoga',
                  'Full board',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Yoga & Lifestyle',
          items: [
            {
              title: 'Morning Yoga by the Sea',
              description: 'Gentle yoga on the lawn above the bay at sunrise.',
              image: 'wellness-barberyn-weligama-yoga-lawn-ocean',
              program: 'Yoga',
              fullDescription: [
                'Classes follow the physician’s advice for each guest, so the practice supports your treatments rather than tiring you.',
                'Meditation and breathing complete each session.',
              ],
              benefits: ['Supports treatment', 'Calms the nervous system', 'Builds gentle strength'],
              programs: [
                program('7 Nights', 150000, [
                  'Daily yoga and meditation',
                  'Physician consultation',
                  'One treatment a day',
                  'Full board',
                ]),
                program('14 Nights', 285000, [
                  'Daily yoga and meditation',
                  'Regular consultations',
                  'Two treatments a day',
                  'Full board',
                ]),
              ],
            },
            {
              title: 'Ayurvedic Cookery',
              description: 'Learn to cook Sri Lankan Ayurvedic dishes with the resort’s chefs.',
              image: 'wellness-barberyn-cookery-kitchen-garden-pool',
              program: 'Lifestyle',
              fullDescription: [
                'Chefs show how to cook the red rice, mallung and curries you eat at the resort, adjusting spices to your constitution.',
                'You leave with recipes and a plan for eating well at home.',
              ],
              benefits: ['Healthy habits to take home', 'Understanding of your dosha', 'Better digestion'],
              programs: [
                program('5 Nights', 110000, [
                  'Three cookery lessons',
                  'Physician consultation',
                  'Daily treatment',
                  'Full board',
                ]),
                program('10 Nights', 210000, [
                  'Five cookery lessons and a market visit',
                  'Regular consultations',
                  'Daily treatments',
                  'Full board',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('Forty Years of Healing', 'wellness-barberyn-weligama-heritage-bungalow', [
          'Barberyn was among the first resorts to bring authentic Ayurveda to international guests, and it still follows the traditional way: physicians, not menus, decide your treatments.',
        ]),
        section(
          'Weligama Bay',
          'wellness-barberyn-weligama-stilt-fishermen-coast-pool',
          'Between treatments, swim in the bay, watch the stilt fishermen at Koggala or visit the fort at Galle, an hour along the coast.',
          planButton('Enquire About Barberyn'),
        ),
      ],
      keywords: ['Barberyn', 'Weligama Ayurveda', 'panchakarma Sri Lanka', 'Ayurveda resort'],
    },
    {
      id: 3,
      slug: 'jetwing-ayurveda-pavilions',
      name: 'Jetwing Ayurveda Pavilions',
      location: 'Negombo, Western Province',
      summary:
        'Private villas with their own treatment rooms and garden baths, twenty minutes from Colombo airport: Ayurveda without a long journey.',
      hero: 'wellness-jetwing-negombo-villa-garden',
      gallery: [
        [
          'wellness-jetwing-negombo-villa-garden',
          'A pavilion’s walled garden and plunge pool in Negombo',
          'Private Pavilions',
        ],
        [
          'wellness-jetwing-negombo-treatment-room',
          'A villa’s own treatment room with its carved wooden table',
          'Your Own Treatment Room',
        ],
        [
          'wellness-jetwing-negombo-lagoon-boats',
          'Fishing boats on the Negombo lagoon at dusk',
          'Negombo Lagoon',
        ],
        ['wellness-jetwing-negombo-beach-sunset', 'The beach at Negombo at sunset', 'The Western Coast'],
      ],
      therapies: [
        {
          heading: 'Ayurvedic Programmes',
          items: [
            {
              title: 'Rejuvenation (Rasayana)',
              description: 'A restorative programme of massage, herbal baths and diet to renew energy.',
              image: 'wellness-jetwing-rasayana-oil-massage',
              program: 'Ayurveda',
              fullDescription: [
                'After a consultation, the doctor prescribes a sequence of oil massages, herbal baths and tonics to rebuild vitality.',
                'Treatments take place in your own pavilion, so you never need to leave your garden.',
              ],
              benefits: ['Restores energy', 'Improves skin and sleep', 'Strengthens immunity'],
              programs: [
                program('5 Nights', 190000, [
                  'Daily doctor consultation',
                  'Two treatments a day in your pavilion',
                  'Herbal tonics',
                  'Full board',
                ]),
                program('10 Nights', 360000, [
                  'Daily doctor consultation',
                  'Two treatments a day',
                  'Herbal tonics and yoga',
                  'Full board and airport transfers',
                ]),
              ],
            },
            {
              title: 'Stress Relief',
              description: 'Shirodhara, head massage and meditation to calm a busy mind.',
              image: 'wellness-jetwing-shirodhara-pavilion',
              program: 'Ayurveda',
              fullDescription: [
                'Designed for guests arriving exhausted from work: Shirodhara, Shiro Abhyanga head massage and nasya cleansing, with breathing practice each evening.',
                'Short enough to fit a long weekend, deep enough to notice.',
              ],
              benefits: ['Relieves stress', 'Improves sleep', 'Clears the head'],
              programs: [
                program('3 Nights', 120000, [
                  'Doctor consultation',
                  'Daily Shirodhara and head massage',
                  'Evening breathing practice',
                  'Full board',
                ]),
                program('7 Nights', 255000, [
                  'Two doctor consultations',
                  'Two treatments a day',
                  'Daily yoga and meditation',
                  'Full board',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Restorative Rituals',
          items: [
            {
              title: 'Herbal Garden Bath',
              description: 'A private outdoor bath infused with flowers and leaves from the garden.',
              image: 'wellness-jetwing-garden-flower-bath',
              program: 'Rituals',
              fullDescription: [
                'Each pavilion has a bath in its walled garden, filled with warm water and medicinal leaves after your massage.',
                'Bathing under the frangipani at dusk is a ritual guests look forward to all day.',
              ],
              benefits: ['Soothes the skin', 'Deepens relaxation', 'Completes each treatment'],
              programs: [
                program('3 Nights', 110000, [
                  'Daily garden bath after treatment',
                  'One consultation',
                  'Full board',
                ]),
                program('5 Nights', 180000, [
                  'Daily garden bath',
                  'Two consultations',
                  'Daily treatment',
                  'Full board',
                ]),
              ],
            },
            {
              title: 'Lagoon Meditation',
              description: 'Sunrise meditation by the Negombo lagoon with the resident teacher.',
              image: 'wellness-jetwing-negombo-lagoon-sunrise',
              program: 'Mindfulness',
              fullDescription: [
                'A short drive brings you to the lagoon at first light, where the fishermen return in their oruwa boats as you meditate.',
                'Sessions finish with king coconut water on the shore.',
              ],
              benefits: ['Quietens the mind', 'Begins the day calmly', 'Connects with local life'],
              programs: [
                program('3 Nights', 115000, ['Two sunrise meditations', 'Daily treatment', 'Full board']),
                program('7 Nights', 250000, [
                  'Five sunrise meditations',
                  'Two treatments a day',
                  'Full board',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('A Pavilion of Your Own', 'wellness-jetwing-negombo-walled-garden-pool', [
          'Each of the twelve pavilions has its own walled garden, plunge pool and treatment room, so your Ayurvedic journey is completely private.',
        ]),
        section(
          'Perfect for a Short Stay',
          'wellness-jetwing-negombo-coast-fishing-palms',
          'Twenty minutes from Colombo airport, the pavilions suit a restorative start or end to a journey around the island.',
          planButton('Enquire About the Pavilions'),
        ),
      ],
      keywords: ['Jetwing Ayurveda Pavilions', 'Negombo Ayurveda', 'Sri Lanka wellness', 'Ayurveda villa'],
    },
  ],
};
