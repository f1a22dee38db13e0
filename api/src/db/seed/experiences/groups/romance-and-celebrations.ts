import { planButton, section } from '../../destinations/builders';
import type { SeedExperienceGroup } from '../types';

export const romanceAndCelebrations: SeedExperienceGroup = {
  name: 'Romance & Celebrations',
  items: [
    {
      slug: 'proposals',
      name: 'Proposals',
      heroTitle: 'The Perfect Proposal, Planned in Confidence',
      hero: 'proposal-santorini-caldera-sunset-terrace',
      descriptionTitle: 'The Question, and the Place to Ask It',
      paragraphs: [
        'A proposal deserves a setting as unforgettable as the moment itself: a private terrace above the Santorini caldera at sunset, a candlelit dinner on a Maldivian sandbank, a hot-air balloon over the Serengeti.',
        'We work discreetly with you, and only you, to plan every detail: the ring kept safe by the hotel, a photographer hidden nearby, the champagne chilled and the musicians waiting for the signal.',
        'And once the answer is yes, we make sure the rest of the trip is a celebration.',
      ],
      summary:
        'Private terraces, sandbanks and balloon flights, a hidden photographer and a plan kept strictly between us until the moment comes.',
      packages: [
        'greek-islands-athens-santorini-and-milos',
        'maldives-two-atolls',
        'amalfi-coast-and-capri',
        'tanzania-serengeti-ngorongoro-and-zanzibar',
      ],
      whyTrustUsTitle: 'Why Proposals Are Safe in Our Hands',
      sections: [
        section('A Sandbank at Sunset', 'proposal-maldives-sandbank-dinner-sunset', [
          'A dhoni takes you to a strip of white sand in the middle of the lagoon, where a table is set for two and a photographer waits behind the palms.',
        ]),
        section(
          'Discreet to the Last Detail',
          'proposal-positano-cliff-terrace-lemon-grove',
          'We coordinate with your hotel, photographer and musicians through one contact, and your partner never sees an email. Tell us your idea, or let us suggest one.',
          { text: 'Talk to Us in Confidence', href: '/contact' },
        ),
      ],
      testimonials: [
        [
          'She said yes on a sandbank in the Maldives with the sun going down. Everything went exactly to plan.',
          'Arjun, Bengaluru',
        ],
        [
          'The photographer on the terrace in Positano was invisible until the ring came out. The photos are stunning.',
          'Ollie, London',
        ],
        ['A balloon over the Serengeti at sunrise. I proposed at 2,000 feet.', 'Kabir, Mumbai'],
      ],
      metaDescription:
        'Plan a luxury proposal abroad: Santorini terraces, Maldivian sandbanks and balloon flights over the Serengeti, arranged in complete confidence.',
      keywords: ['proposal ideas abroad', 'romantic proposal', 'Santorini proposal', 'Maldives proposal'],
    },
    {
      slug: 'anniversaries',
      name: 'Anniversaries',
      heroTitle: 'Anniversary Journeys Worth Waiting For',
      hero: 'anniversary-venice-grand-canal-palazzo',
      descriptionTitle: 'Celebrate the Years Together',
      paragraphs: [
        'Whether it is your tenth or your fortieth, an anniversary is a chance to return to where it began or to go somewhere you have always dreamed of together.',
        'We add the touches that make it personal: a gondola to a private dinner in Venice, a recreated wedding menu in the hotel where you honeymooned, a letter from your children waiting in your suite.',
        'The pace is unhurried, the rooms are the best in the house, and we let every hotel know why you are there.',
      ],
      summary:
        'The best suites, private dinners and personal touches, from a gondola in Venice to a return to your honeymoon hotel.',
      packages: [
        'italy-rome-tuscany-and-venice',
        'provence-and-the-cote-dazur',
        'seychelles-mahe-praslin-and-la-digue',
        'palaces-of-rajasthan-and-the-taj-mahal',
        'japan-classic-tokyo-hakone-kyoto',
      ],
      whyTrustUsTitle: 'Why Couples Celebrate With Us',
      sections: [
        section('Venice by Gondola', 'anniversary-venice-lagoon-gondola-dusk', [
          'A private gondola at dusk to a candlelit table in a palazzo on the Grand Canal, with a string quartet playing the song from your wedding.',
        ]),
        section(
          'The Lake Palace, Again',
          'anniversary-udaipur-lake-palace-dusk-terrace',
          'Many of our couples return to Udaipur for their anniversary. We book a boat on Lake Pichola at sunset and dinner on the palace terrace.',
          planButton('Plan Our Anniversary'),
        ),
      ],
      testimonials: [
        [
          'For our 25th they found the exact suite we stayed in on our honeymoon at the Lake Palace. My wife was speechless.',
          'Rajesh & Anita, Jaipur',
        ],
        [
          'Our children had hidden letters in every hotel along the way. The team arranged it all in secret.',
          'Michael & Susan, Leeds',
        ],
        ['Forty years married, and Kyoto in the autumn felt brand new.', 'Prakash & Usha, Chennai'],
      ],
      metaDescription:
        'Luxury anniversary holidays: gondolas in Venice, the Lake Palace in Udaipur, the Seychelles and Kyoto, with personal touches throughout.',
      keywords: ['anniversary holidays', 'romantic getaway', 'anniversary trip ideas', 'Venice anniversary'],
    },
    {
      slug: 'babymoons',
      name: 'Babymoons',
      heroTitle: 'Babymoons: Rest, Romance and a Little Pampering',
      hero: 'babymoon-mauritius-lagoon-beach-villa',
      descriptionTitle: 'One Last Escape for Two',
      paragraphs: [
        'A babymoon is a moment to slow down before everything changes: a short flight, a calm beach, a gentle spa and very little to organise.',
        'We choose destinations with easy journeys and excellent medical care, and resorts with pregnancy-safe treatments, healthy menus and villas with private pools.',
        'Everything is timed with your doctor’s advice in mind, and flexible terms mean plans can change if they need to.',
      ],
      summary:
        'Short flights, calm beaches, pregnancy-safe spa treatments and flexible terms, for a relaxed escape before the baby arrives.',
      packages: [
        'mauritius-mountains-lagoons-and-creole-kitchens',
        'maldives-two-atolls',
        'sri-lanka-and-the-maldives',
        'kerala-backwaters-and-spice-hills',
      ],
      whyTrustUsTitle: 'Why Parents-to-Be Trust Us',
      sections: [
        section('Gentle by Design', 'babymoon-maldives-overwater-villa-reef-pool', [
          'A four-hour flight from Mumbai, a seaplane to the resort and a villa over the lagoon: the Maldives are made for a babymoon. We check every resort’s prenatal treatments and medical support.',
        ]),
        section(
          'Kerala’s Slow Rhythm',
          'babymoon-kerala-backwaters-lagoon-villa',
          'A heritage villa on the backwaters, gentle Ayurvedic treatments approved for pregnancy, and meals cooked to your taste: Kerala is a soothing place to rest.',
          planButton('Plan Our Babymoon'),
        ),
      ],
      testimonials: [
        [
          'Everything was easy: a short flight, a villa with its own pool and a spa that knew exactly what I could and could not have.',
          'Aisha & Imran, Mumbai',
        ],
        ['The team moved our dates twice on my doctor’s advice without any fuss.', 'Charlotte, London'],
        ['Kerala was perfect: gentle, green and so peaceful.', 'Sneha & Varun, Hyderabad'],
      ],
      metaDescription:
        'Luxury babymoon holidays: short flights to the Maldives, Mauritius and Kerala, pregnancy-safe spa treatments and flexible booking terms.',
      keywords: ['babymoon', 'babymoon destinations', 'pregnancy holiday', 'Maldives babymoon'],
    },
    {
      slug: 'milestone-birthdays',
      name: 'Milestone Birthdays',
      heroTitle: 'Milestone Birthdays Celebrated in Style',
      hero: 'birthday-dubai-skyline-marina-dusk',
      descriptionTitle: 'Thirty, Fifty, Seventy: Make It Memorable',
      paragraphs: [
        'A milestone birthday deserves more than a cake. Imagine dinner in the dunes outside Dubai with a falconry display, a private yacht around Capri, or a sundowner in the Okavango with the people you love most.',
        'Whether it is two of you or twenty, we plan the trip around one unforgettable evening, with everything else designed to build up to it.',
        'Bespoke cakes, musicians, fireworks, surprise guests: we love a secret, and we keep them well.',
      ],
      summary:
        'One unforgettable evening at the heart of the trip: desert dinners, private yachts, musicians and surprise guests, kept secret to the last.',
      packages: [
        'dubai-and-abu-dhabi-desert-and-skyline',
        'amalfi-coast-and-capri',
        'botswana-okavango-delta-and-chobe',
        'oman-mountains-desert-and-musandam',
      ],
      whyTrustUsTitle: 'Why Celebrations Go Smoothly With Us',
      sections: [
        section('A Night in the Dunes', 'birthday-oman-wahiba-sands-desert-camp-pool', [
          'In the Wahiba Sands, we set up a private camp with lanterns, carpets and a chef, and you arrive by camel as the sun goes down.',
        ]),
        section(
          'Surprises, Kept',
          'birthday-capri-faraglioni-yacht-cove',
          'Flying in friends from three continents without the birthday girl finding out is the kind of challenge we enjoy most.',
          planButton('Plan a Celebration'),
        ),
      ],
      testimonials: [
        [
          'My husband’s 50th in the Wahiba Sands, with our closest friends flown in secretly. He still cannot believe it.',
          'Shreya, Delhi',
        ],
        ['A yacht around Capri for my mother’s 70th. She danced all evening.', 'Alessandra, Milan'],
        ['Thirty candles on a cake in the middle of the Okavango. Perfect.', 'Tanvi, Pune'],
      ],
      metaDescription:
        'Luxury milestone birthday trips: private desert camps in Oman, yachts around Capri and sundowners in the Okavango, with surprises kept secret.',
      keywords: ['milestone birthday trip', '50th birthday ideas', 'luxury celebration', 'birthday abroad'],
    },
    {
      slug: 'vow-renewals',
      name: 'Vow Renewals',
      heroTitle: 'Vow Renewals in the World’s Most Romantic Places',
      hero: 'vows-seychelles-la-digue-granite-beach-pool',
      descriptionTitle: 'Say It Again, Somewhere Beautiful',
      paragraphs: [
        'Renewing your vows is a chance to celebrate everything you have built together, in a place as meaningful as the promise.',
        'A barefoot ceremony on Anse Source d’Argent in the Seychelles, a blessing in a Balinese water temple, a Hindu ceremony by the lake in Udaipur: we arrange the celebrant, flowers, music and photographer.',
        'Invite your children, your closest friends or simply each other; we plan for two or for two hundred.',
      ],
      summary:
        'Barefoot beach ceremonies, temple blessings and lakeside rituals, with celebrant, flowers, music and photographer all arranged.',
      packages: [
        'seychelles-mahe-praslin-and-la-digue',
        'bali-temples-rice-terraces-and-ubud',
        'palaces-of-rajasthan-and-the-taj-mahal',
        'french-polynesia-tahiti-moorea-bora-bora',
      ],
      whyTrustUsTitle: 'Why Couples Renew Their Vows With Us',
      sections: [
        section('A Balinese Blessing', 'vows-bali-water-temple-rice-terraces', [
          'A priest performs a traditional blessing at a water temple near Ubud, with offerings, gamelan music and the rice terraces glowing in the late light.',
        ]),
        section(
          'Barefoot in the Seychelles',
          'vows-seychelles-praslin-palm-cove',
          'A ceremony on the sand beneath granite boulders, followed by dinner on the beach under the stars.',
          planButton('Plan Our Vow Renewal'),
        ),
      ],
      testimonials: [
        [
          'Our Balinese blessing was intimate and beautiful, and the children took part in the offerings.',
          'Nikhil & Priyanka, Mumbai',
        ],
        [
          'Renewing our vows on La Digue after 25 years. The setting took our breath away.',
          'Geoff & Linda, Brighton',
        ],
        [
          'A pheras ceremony by Lake Pichola with our family. Beautifully organised.',
          'Manoj & Kavita, Indore',
        ],
      ],
      metaDescription:
        'Luxury vow renewal ceremonies in the Seychelles, Bali, Udaipur and Bora Bora, with celebrant, flowers, music and photographer arranged.',
      keywords: ['vow renewal abroad', 'vow renewal ceremony', 'Seychelles vow renewal', 'Bali blessing'],
    },
    {
      slug: 'honeymoons',
      name: 'Honeymoons',
      heroTitle: 'Luxury Honeymoons, Designed for Two',
      hero: 'honeymoon-maldives-overwater-lagoon-pool',
      heroVideo: true,
      descriptionTitle: 'The Journey That Begins Your Story',
      paragraphs: [
        'Your honeymoon should feel like nothing else you have ever done together: a villa over a turquoise lagoon in the Maldives, a safari tent with a view of the Mara, a clifftop suite above the Aegean.',
        'Many of our couples combine two worlds: a week of adventure followed by a week of doing nothing at all. Safari and the Seychelles, Sri Lanka and the Maldives, Japan and Bali.',
        'We add the touches that make a honeymoon feel personal: a private dinner on the beach, a couple’s spa ritual, a sunset cruise, and the occasional upgrade that comes from hotels knowing why you are there.',
        'Planning starts whenever you are ready, even before the wedding date is set, and our specialists are with you until you are home.',
      ],
      summary:
        'Overwater villas, safari tents and clifftop suites, adventure combined with pure relaxation, and personal touches from the first day to the last.',
      packages: [
        'maldives-two-atolls',
        'sri-lanka-and-the-maldives',
        'greek-islands-athens-santorini-and-milos',
        'kenya-great-migration-in-the-masai-mara',
        'french-polynesia-tahiti-moorea-bora-bora',
        'bali-temples-rice-terraces-and-ubud',
      ],
      whyTrustUsTitle: 'Why Newlyweds Trust Us With Their Honeymoon',
      sections: [
        section('Safari and Sand', 'honeymoon-zanzibar-beach-dhow-sunset', [
          'A few days in the Serengeti followed by the white beaches of Zanzibar is our most loved honeymoon: lions at dawn, then dhows at sunset and barefoot dinners by the Indian Ocean.',
        ]),
        section('Islands for Two', 'honeymoon-bora-bora-overwater-bungalow-pool', [
          'Bora Bora, the Seychelles and the Maldives offer the most romantic hideaways on earth. We know which villas face the sunset and which are furthest from the jetty.',
        ]),
        section(
          'Honeymoon Registry',
          'honeymoon-santorini-caldera-cliff-suite',
          'Let your guests contribute to a sunset cruise, a couple’s massage or a night in the best suite: our honeymoon registry turns wedding gifts into memories.',
          planButton('Plan Our Honeymoon'),
        ),
      ],
      testimonials: [
        [
          'Ten days in Sri Lanka and five in the Maldives. Every moment was perfect and the surprises never stopped.',
          'Priya & Arjun, Mumbai',
        ],
        [
          'Dinner on the beach in Zanzibar with lanterns in the sand. We are already planning our anniversary with them.',
          'Zara & Kunal, Delhi',
        ],
        [
          'Our overwater bungalow faced the sunset exactly as promised. Bora Bora was a dream.',
          'Emily & James, London',
        ],
      ],
      metaDescription:
        'Luxury honeymoons in the Maldives, Sri Lanka, Santorini, Kenya and Bora Bora, with private dinners, spa rituals and a honeymoon registry.',
      keywords: ['luxury honeymoon', 'honeymoon destinations', 'Maldives honeymoon', 'safari honeymoon'],
    },
  ],
};
