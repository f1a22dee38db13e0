import { planButton, section } from '../../destinations/builders';
import type { SeedExperienceGroup } from '../types';

// The menu shows this group's wellness countries (its name contains 'Wellness'); its items are the
// wellness experiences' own pages.
export const wellnessRetreats: SeedExperienceGroup = {
  name: 'Wellness Retreats',
  items: [
    {
      slug: 'ayurveda-retreats',
      name: 'Ayurveda Retreats',
      heroTitle: 'Ayurveda Retreats in the Lands Where It Began',
      hero: 'ayurveda-kerala-backwaters-coconut-palms',
      descriptionTitle: 'Five Thousand Years of Healing',
      paragraphs: [
        'Ayurveda, the ancient science of life, treats the whole person rather than the symptom. A true Ayurvedic retreat begins with a consultation with a physician who reads your pulse and prescribes treatments, diet and rest for your constitution.',
        'We recommend retreats in Kerala and Sri Lanka with qualified vaidyas, herbal gardens of their own and kitchens that cook to each guest’s dosha, from the classical panchakarma at Somatheeram to the programmes of Ananda in the Himalayas.',
        'Two weeks is ideal for a full panchakarma; a week is enough to rest, reset and learn habits to take home.',
      ],
      summary:
        'Consultations with qualified vaidyas, panchakarma and rejuvenation programmes, herbal gardens and kitchens that cook for your constitution.',
      packages: [
        'kerala-backwaters-and-spice-hills',
        'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
        'sri-lanka-and-the-maldives',
      ],
      whyTrustUsTitle: 'Why Guests Trust Us With Their Wellbeing',
      sections: [
        section('Panchakarma, Properly Done', 'ayurveda-kerala-herbal-garden-pavilion', [
          'The classical five-fold cleanse needs at least fourteen days and a physician who sees you daily. We recommend only retreats where it is done that way.',
        ]),
        section(
          'Sri Lanka’s Ayurvedic Tradition',
          'ayurveda-sri-lanka-bentota-river-spa-bath',
          'On Sri Lanka’s south-west coast, retreats such as Barberyn and Santani combine the island’s own herbal tradition with yoga and wholesome cooking.',
          planButton('Plan My Ayurveda Retreat'),
        ),
      ],
      testimonials: [
        [
          'Twenty-one days of panchakarma in Kerala. I came home a different person, and I have kept the habits.',
          'Lakshmi, Singapore',
        ],
        [
          'The doctor saw me every morning and adjusted my treatments. Deeply professional.',
          'Anne-Marie, Paris',
        ],
        ['Exactly the reset I needed after a difficult year.', 'Rohit, Mumbai'],
      ],
      metaDescription:
        'Authentic Ayurveda retreats in Kerala, the Himalayas and Sri Lanka: physician consultations, panchakarma and rejuvenation programmes.',
      keywords: ['Ayurveda retreat', 'panchakarma Kerala', 'Ayurveda Sri Lanka', 'wellness retreat India'],
    },
    {
      slug: 'yoga-and-meditation',
      name: 'Yoga & Meditation',
      heroTitle: 'Yoga and Meditation Retreats in Inspiring Places',
      hero: 'yoga-rishikesh-ganges-himalaya-foothills',
      descriptionTitle: 'Breathe, Move, Be Still',
      paragraphs: [
        'Whether you practise every day or have never unrolled a mat, a yoga retreat in the right place can transform the way you feel.',
        'We choose retreats with teachers of real depth: the Himalayan foothills above Rishikesh, where yoga was born; the forests of Paro in Bhutan; the rice fields of Ubud; the quiet islands of the Maldives.',
        'Classes are small, practice is tailored, and meditation, breathwork and philosophy sit alongside the asanas.',
      ],
      summary:
        'Small classes with teachers of depth, from the foothills above Rishikesh to Bhutan’s forests and Bali’s rice terraces.',
      packages: [
        'bali-temples-rice-terraces-and-ubud',
        'bhutan-dzongs-valleys-and-the-tigers-nest',
        'nepal-kathmandu-annapurnas-and-chitwan',
        'maldives-two-atolls',
      ],
      whyTrustUsTitle: 'Why Yogis Plan Their Retreats With Us',
      sections: [
        section('Where Yoga Began', 'yoga-rishikesh-ashram-yoga-deck-river', [
          'Rishikesh, on the Ganges, has drawn seekers for centuries. Our favourite retreats sit above the town in the forests of the Himalayan foothills.',
        ]),
        section(
          'Meditation in Bhutan',
          'yoga-bhutan-punakha-dzong-valley-meditation',
          'Meditate with a monk in a Punakha monastery, then practise yoga in a pavilion overlooking the valley.',
          planButton('Plan My Yoga Retreat'),
        ),
      ],
      testimonials: [
        [
          'Sunrise practice above the Ganges, with the temple bells ringing below. Magical.',
          'Isabella, Rome',
        ],
        ['I had never done yoga. The teacher in Ubud made it accessible and profound.', 'Vijay, Bengaluru'],
        ['Meditation with a monk in Punakha changed the way I think.', 'Tara, Mumbai'],
      ],
      metaDescription:
        'Luxury yoga and meditation retreats in Rishikesh, Bhutan, Bali and the Maldives, with small classes and experienced teachers.',
      keywords: ['yoga retreat', 'meditation retreat', 'Rishikesh yoga', 'Bali yoga retreat'],
    },
    {
      slug: 'spa-escapes',
      name: 'Spa Escapes',
      heroTitle: 'Spa Escapes: The World’s Most Beautiful Sanctuaries',
      hero: 'spa-maldives-overwater-spa-pavilion-lagoon',
      descriptionTitle: 'Rest, Properly',
      paragraphs: [
        'Sometimes all you need is to stop. A spa escape is a few days of massage, hot springs, good food and long sleep in a place so beautiful it resets you on its own.',
        'We know the spas that go beyond the menu: overwater treatment rooms in the Maldives, Thai massage schools in Chiang Mai, onsen in Hakone and hammams in Marrakech.',
        'Combine a spa escape with a busier journey, or make it the whole trip.',
      ],
      summary:
        'Overwater treatment rooms, Thai massage, onsen and hammams: short escapes to the world’s most restorative spas.',
      packages: [
        'maldives-two-atolls',
        'northern-thailand-and-the-andaman-islands',
        'japan-classic-tokyo-hakone-kyoto',
        'morocco-imperial-cities-atlas-and-sahara',
      ],
      whyTrustUsTitle: 'Why Spa Lovers Book With Us',
      sections: [
        section('Onsen in Hakone', 'spa-hakone-onsen-ryokan-maples', [
          'A ryokan with a private open-air hot spring bath facing Mount Fuji, kaiseki dinners and yukata robes: the Japanese way to rest.',
        ]),
        section(
          'Thai Massage at the Source',
          'spa-chiang-mai-spa-pavilion-garden',
          'In Chiang Mai, traditional Thai massage is taught and practised at temples and schools. Our favourite resorts bring their masters to you.',
          planButton('Plan My Spa Escape'),
        ),
      ],
      testimonials: [
        [
          'Three days at a ryokan in Hakone with an onsen on our balcony. Pure peace.',
          'Ritika & Dev, Mumbai',
        ],
        [
          'The overwater spa in the Maldives, with fish swimming beneath the glass floor, was something else.',
          'Sophie, Geneva',
        ],
        ['A hammam in Marrakech after a week of travelling. Bliss.', 'Arun, Kochi'],
      ],
      metaDescription:
        'Luxury spa escapes: overwater spas in the Maldives, onsen ryokan in Hakone, Thai massage in Chiang Mai and hammams in Marrakech.',
      keywords: ['spa holidays', 'luxury spa escape', 'Hakone onsen', 'Maldives spa'],
    },
  ],
};
