import { planButton, section } from '../../destinations/builders';
import type { SeedWellnessCountry } from '../types';
import { program } from './builders';

export const india: SeedWellnessCountry = {
  id: 5,
  slug: 'india',
  name: 'India',
  image: 'wellness-india-kerala-backwaters-houseboat',
  hero: 'wellness-garhwal-ganges-himalaya-foothills-dawn-trail',
  metaDescription:
    'Wellness journeys in India: Ananda in the Himalayas, Six Senses Vana in Dehradun and Kalari Kovilakom in Kerala, home of Ayurveda and yoga.',
  keywords: ['India wellness retreat', 'Ananda in the Himalayas', 'Six Senses Vana', 'Kerala Ayurveda'],
  hotels: [
    {
      id: 13,
      slug: 'ananda-in-the-himalayas',
      name: 'Ananda in the Himalayas',
      location: 'Narendra Nagar, Rishikesh, Uttarakhand',
      summary:
        'A Maharaja’s palace estate above Rishikesh and the Ganges, with India’s most celebrated programmes of Ayurveda, yoga and Vedanta.',
      hero: 'wellness-ananda-himalaya-rishikesh-valley',
      gallery: [
        [
          'wellness-ananda-himalaya-rishikesh-valley',
          'Ananda’s estate above the Rishikesh valley and the Ganges',
          'Above the Ganges',
        ],
        [
          'wellness-ananda-narendra-nagar-maharaja-estate-himalaya-lodge',
          'The Viceregal Palace of the Maharaja of Tehri-Garhwal',
          'The Maharaja’s Palace',
        ],
        [
          'wellness-ananda-himalaya-spa-pavilion-forest',
          'The spa among sal forest on the Himalayan foothills',
          'The Spa',
        ],
        [
          'wellness-ananda-himalaya-yoga-pavilion-mountains',
          'The yoga pavilion facing the foothills at sunrise',
          'Yoga at Dawn',
        ],
      ],
      therapies: [
        {
          heading: 'Ayurvedic Therapies',
          items: [
            {
              title: 'Abhyanga',
              description: 'A synchronised four-hand massage with warm herbal oils.',
              image: 'wellness-ananda-abhyanga-spa-pavilion',
              program: 'Ayurveda',
              fullDescription: [
                'Two therapists work in unison, their strokes following the flow of energy through the body, with oils prescribed by Ananda’s Ayurvedic physician.',
                'It is the foundation of most of Ananda’s Ayurvedic programmes.',
              ],
              benefits: ['Relieves stiffness', 'Improves circulation', 'Nourishes the tissues', 'Deep calm'],
              programs: [
                program('7 Nights', 390000, [
                  'Ayurvedic consultation and pulse diagnosis',
                  'Three treatments a day',
                  'Daily yoga, pranayama and meditation',
                  'Full board of Ayurvedic cuisine and Dehradun transfers',
                ]),
                program('14 Nights', 760000, [
                  'Regular consultations with the physician',
                  'Three treatments a day',
                  'Daily yoga, Vedanta talks and meditation',
                  'Full board and Dehradun transfers',
                ]),
              ],
            },
            {
              title: 'Panchakarma',
              description: 'The classical cleanse, in Ananda’s longest and deepest programme.',
              image: 'wellness-ananda-panchakarma-sal-forest-herbs',
              program: 'Ayurveda',
              fullDescription: [
                'Ananda’s panchakarma follows the classical sequence of preparation, elimination and rejuvenation over at least fourteen days, with a physician seeing you every day.',
                'Diet, yoga and rest are prescribed as carefully as the treatments.',
              ],
              benefits: [
                'Deep detoxification',
                'Restored digestion',
                'Renewed energy',
                'Lasting lifestyle change',
              ],
              programs: [
                program('14 Nights', 820000, [
                  'Daily physician consultations',
                  'Full panchakarma protocol',
                  'Daily yoga and meditation',
                  'Full board and Dehradun transfers',
                ]),
                program('21 Nights', 1180000, [
                  'Daily physician consultations',
                  'Panchakarma with rejuvenation phase',
                  'Daily yoga, meditation and Vedanta',
                  'Full board, transfers and a home-care plan',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Yoga & Vedanta',
          items: [
            {
              title: 'Yogic Detox',
              description: 'Cleansing kriyas, asana and pranayama in the classical tradition.',
              image: 'wellness-ananda-yoga-deck-himalaya-garden',
              program: 'Yoga',
              fullDescription: [
                'Ananda’s yoga teachers trained in the lineages of Rishikesh. The yogic detox uses shatkarma cleansing techniques alongside asana and breathwork.',
                'Evening Vedanta talks explain the philosophy behind the practice.',
              ],
              benefits: ['Cleanses and energises', 'Deepens practice', 'Understanding of yoga philosophy'],
              programs: [
                program('5 Nights', 290000, [
                  'Yoga consultation',
                  'Two private sessions a day',
                  'Vedanta talks',
                  'Full board',
                ]),
                program('7 Nights', 395000, [
                  'Yoga consultation',
                  'Two private sessions a day',
                  'One Ayurvedic treatment a day',
                  'Full board and transfers',
                ]),
              ],
            },
            {
              title: 'Ganga Aarti and Meditation',
              description: 'Evening prayers by the Ganges, then meditation at the estate.',
              image: 'wellness-ananda-rishikesh-ganges-ghat-lanterns',
              program: 'Vedanta',
              fullDescription: [
                'Descend to the ghats of Rishikesh for the evening aarti, as lamps float down the Ganges, then return for guided meditation.',
                'A moving introduction to the spiritual life of the town.',
              ],
              benefits: ['Stillness', 'Cultural and spiritual insight', 'Reflection'],
              programs: [
                program('5 Nights', 280000, [
                  'One aarti visit',
                  'Daily meditation',
                  'One treatment a day',
                  'Full board',
                ]),
                program('7 Nights', 385000, [
                  'Two aarti visits',
                  'Daily meditation and Vedanta',
                  'Two treatments a day',
                  'Full board and transfers',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('A Palace in the Foothills', 'wellness-ananda-narendra-nagar-estate-gardens-hills', [
          'Ananda sits in the hundred-acre estate of the Maharaja of Tehri-Garhwal. The palace still stands at its heart, where Lord Mountbatten once stayed.',
        ]),
        section(
          'Programmes for Every Need',
          'wellness-ananda-himalaya-forest-trail',
          'Detox, stress management, weight balance, yoga and Ayurvedic rejuvenation: each programme starts with a consultation and is tailored to you.',
          planButton('Enquire About Ananda'),
        ),
      ],
      keywords: ['Ananda in the Himalayas', 'Rishikesh wellness', 'panchakarma India', 'yoga retreat India'],
    },
    {
      id: 14,
      slug: 'six-senses-vana',
      name: 'Six Senses Vana',
      location: 'Dehradun, Uttarakhand',
      summary:
        'A retreat in a sal forest in Dehradun that blends Ayurveda, Sowa Rigpa, yoga and natural therapies, with stays of at least three nights.',
      hero: 'wellness-vana-dehradun-sal-forest-retreat',
      gallery: [
        [
          'wellness-vana-dehradun-sal-forest-retreat',
          'Vana’s buildings among the sal trees of Dehradun',
          'A Forest Retreat',
        ],
        ['wellness-vana-dehradun-water-garden', 'Still water gardens between the wings', 'The Water Gardens'],
        [
          'wellness-vana-dehradun-yoga-pavilion',
          'The yoga pavilion open to the forest',
          'Yoga in the Forest',
        ],
        [
          'wellness-vana-dehradun-doon-valley-himalaya',
          'The Himalayan foothills above Dehradun',
          'The Foothills',
        ],
      ],
      therapies: [
        {
          heading: 'Sowa Rigpa',
          items: [
            {
              title: 'Tibetan Healing Consultation',
              description: 'Diagnosis and treatment by Vana’s Tibetan doctor.',
              image: 'wellness-vana-sowa-rigpa-clinic-forest-camp',
              program: 'Sowa Rigpa',
              fullDescription: [
                'Sowa Rigpa, the ancient Tibetan science of healing, reads pulse and urine to understand the balance of the body’s energies.',
                'The doctor prescribes herbal pills, diet and therapies such as Ku Nye and cupping.',
              ],
              benefits: ['A new perspective on health', 'Personal herbal treatment', 'Balance'],
              programs: [
                program('5 Nights', 340000, [
                  'Sowa Rigpa consultations',
                  'Daily therapy',
                  'Herbal medicines',
                  'Full board',
                ]),
                program('7 Nights', 470000, [
                  'Sowa Rigpa consultations',
                  'Two therapies a day',
                  'Herbal medicines',
                  'Full board and transfers',
                ]),
              ],
            },
            {
              title: 'Ku Nye',
              description: 'Tibetan massage with warm oils and herbal compresses.',
              image: 'wellness-vana-ku-nye-spa-sal-forest',
              program: 'Sowa Rigpa',
              fullDescription: [
                'Oil, kneading and the removal of oil with chickpea flour: Ku Nye warms and restores.',
                'It is especially soothing in Dehradun’s cool winter months.',
              ],
              benefits: ['Relieves tension', 'Warms', 'Improves sleep'],
              programs: [
                program('3 Nights', 210000, ['Consultation', 'Two Ku Nye treatments', 'Full board']),
                program('5 Nights', 335000, [
                  'Consultation',
                  'Four Ku Nye treatments',
                  'Daily yoga',
                  'Full board',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Ayurveda & Yoga',
          items: [
            {
              title: 'Ayurvedic Rejuvenation',
              description: 'Treatments and diet prescribed by Vana’s Ayurvedic doctors.',
              image: 'wellness-vana-ayurveda-herbal-pavilion',
              program: 'Ayurveda',
              fullDescription: [
                'Abhyanga, Shirodhara, Udvartana and more, chosen after a consultation and adjusted as your stay goes on.',
                'Vana’s kitchen follows Ayurvedic principles with ingredients from its own farm.',
              ],
              benefits: ['Restores energy', 'Improves digestion', 'Calms the mind'],
              programs: [
                program('5 Nights', 330000, [
                  'Consultation',
                  'Two treatments a day',
                  'Daily yoga',
                  'Full board',
                ]),
                program('10 Nights', 640000, [
                  'Regular consultations',
                  'Two treatments a day',
                  'Daily yoga and meditation',
                  'Full board and transfers',
                ]),
              ],
            },
            {
              title: 'Yoga Therapy',
              description: 'Therapeutic yoga for back pain, stress and sleep.',
              image: 'wellness-vana-yoga-deck-forest-dawn-garden',
              program: 'Yoga',
              fullDescription: [
                'Yoga therapists design a personal sequence for your condition, teaching it in private sessions so that you can practise at home.',
                'Group classes, chanting and meditation complete the day.',
              ],
              benefits: ['Relief of back pain', 'Better sleep', 'A practice for home'],
              programs: [
                program('5 Nights', 320000, [
                  'Yoga assessment',
                  'Daily private yoga therapy',
                  'Group classes',
                  'Full board',
                ]),
                program('7 Nights', 445000, [
                  'Yoga assessment',
                  'Daily private yoga therapy',
                  'One treatment a day',
                  'Full board',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('A Retreat, Not a Resort', 'wellness-vana-dehradun-forest-courtyard-village', [
          'Vana asks guests to stay at least three nights and follow a programme. There are no televisions and little to distract: this is a place to change habits.',
        ]),
        section(
          'Close to Delhi',
          'wellness-vana-dehradun-valley-morning-trail',
          'A short flight or a comfortable train from Delhi, Vana is an easy escape for a week of serious rest.',
          planButton('Enquire About Vana'),
        ),
      ],
      keywords: ['Six Senses Vana', 'Vana Dehradun', 'Sowa Rigpa', 'wellness retreat Uttarakhand'],
    },
    {
      id: 15,
      slug: 'kalari-kovilakom',
      name: 'Kalari Kovilakom',
      location: 'Kollengode, Palakkad, Kerala',
      summary:
        'A restored nineteenth-century palace of the Vengunad royal family, now a CGH Earth Ayurveda retreat with programmes of fourteen nights or more.',
      hero: 'wellness-kalari-kovilakom-kerala-palace-courtyard',
      gallery: [
        [
          'wellness-kalari-kovilakom-kerala-palace-courtyard',
          'The palace courtyard of Kalari Kovilakom in Kollengode',
          'The Palace',
        ],
        [
          'wellness-kalari-kovilakom-palakkad-paddy-fields',
          'Paddy fields below the Western Ghats near Kollengode',
          'The Palakkad Gap',
        ],
        ['wellness-kalari-kovilakom-kerala-temple-pond', 'The palace’s temple pond', 'The Temple Pond'],
        [
          'wellness-kalari-kovilakom-kerala-herbal-garden-village',
          'The herbal garden that supplies the pharmacy',
          'The Herbal Garden',
        ],
      ],
      therapies: [
        {
          heading: 'Classical Ayurveda',
          items: [
            {
              title: 'Panchakarma Detox',
              description: 'A classical cleanse in a palace, over at least fourteen nights.',
              image: 'wellness-kalari-kovilakom-panchakarma-pavilion',
              program: 'Ayurveda',
              fullDescription: [
                'Kalari Kovilakom follows the texts strictly: a vegetarian diet, no alcohol, early nights and treatments prescribed daily by the physicians.',
                'The discipline is part of the cure, and guests speak of its effects for years.',
              ],
              benefits: ['Complete detoxification', 'Renewed digestion', 'Clarity', 'Lasting change'],
              programs: [
                program('14 Nights', 560000, [
                  'Daily physician consultations',
                  'Full panchakarma',
                  'Yoga and meditation',
                  'Full board and Coimbatore transfers',
                ]),
                program('21 Nights', 830000, [
                  'Daily physician consultations',
                  'Panchakarma with rejuvenation',
                  'Yoga, meditation and cookery',
                  'Full board and transfers',
                ]),
              ],
            },
            {
              title: 'Weight Management',
              description: 'Udvartana powder massage, diet and yoga for healthy weight loss.',
              image: 'wellness-kalari-kovilakom-udvartana-spa',
              program: 'Ayurveda',
              fullDescription: [
                'Vigorous massage with herbal powders, steam and a carefully prescribed diet help the body shed excess kapha.',
                'Yoga and walks in the paddy fields keep you moving.',
              ],
              benefits: ['Healthy weight loss', 'Improved metabolism', 'Lightness'],
              programs: [
                program('14 Nights', 550000, [
                  'Daily consultations',
                  'Two treatments a day',
                  'Prescribed diet',
                  'Full board and transfers',
                ]),
                program('21 Nights', 815000, [
                  'Daily consultations',
                  'Two treatments a day',
                  'Yoga and cookery',
                  'Full board and transfers',
                ]),
              ],
            },
          ],
        },
        {
          heading: 'Palace Life',
          items: [
            {
              title: 'Kalaripayattu Demonstration and Practice',
              description: 'Kerala’s ancient martial art, which gave the palace its name.',
              image: 'wellness-kalari-kovilakom-kalari-lamps',
              program: 'Movement',
              fullDescription: [
                'Masters of Kalaripayattu perform in the palace courtyard and teach the flexibility exercises at its root.',
                'Kalari massage, once given to warriors, complements the practice.',
              ],
              benefits: ['Flexibility', 'Strength', 'Cultural immersion'],
              programs: [
                program('14 Nights', 545000, [
                  'Three Kalari sessions',
                  'Kalari massage',
                  'Full Ayurvedic programme',
                  'Full board and transfers',
                ]),
                program('21 Nights', 810000, [
                  'Five Kalari sessions',
                  'Kalari massage',
                  'Full Ayurvedic programme',
                  'Full board and transfers',
                ]),
              ],
            },
            {
              title: 'Ayurvedic Cookery',
              description: 'Learn the palace kitchen’s Kerala vegetarian recipes.',
              image: 'wellness-kalari-kovilakom-kerala-kitchen-courtyard',
              program: 'Lifestyle',
              fullDescription: [
                'The chefs teach the dishes you have eaten during your stay, explaining how each spice works in Ayurveda.',
                'A way to carry the cure home.',
              ],
              benefits: ['Healthy habits', 'Understanding of Ayurvedic diet', 'Recipes for home'],
              programs: [
                program('14 Nights', 540000, [
                  'Three cookery classes',
                  'Full Ayurvedic programme',
                  'Full board and transfers',
                ]),
                program('21 Nights', 805000, [
                  'Five cookery classes and a market visit',
                  'Full Ayurvedic programme',
                  'Full board and transfers',
                ]),
              ],
            },
          ],
        },
      ],
      sections: [
        section('A Palace for Ayurveda', 'wellness-kalari-kovilakom-kerala-palace-verandah', [
          'Built in 1890 for the Vengunad royal family, the palace was restored by CGH Earth with its granite floors, teak pillars and courtyards intact.',
        ]),
        section(
          'The Discipline of the Cure',
          'wellness-kalari-kovilakom-western-ghats-hills-trail',
          'Programmes start at fourteen nights, because real Ayurveda takes time. Our specialists will help you decide whether you are ready for it.',
          planButton('Enquire About Kalari Kovilakom'),
        ),
      ],
      keywords: ['Kalari Kovilakom', 'CGH Earth Ayurveda', 'Palakkad palace', 'Kerala panchakarma'],
    },
  ],
};
