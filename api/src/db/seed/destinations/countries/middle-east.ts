import { planButton, section } from '../builders';
import type { SeedCountry } from '../types';

export const middleEastCountries: SeedCountry[] = [
  {
    id: 18,
    slug: 'united-arab-emirates',
    name: 'United Arab Emirates',
    continent: 'middle-east',
    heroSubheading: 'Skylines, souks and the silence of the Empty Quarter',
    hero: 'country-uae-desert-dunes-skyline',
    whyTravel: [
      'The Emirates are often a stopover; we think they deserve more. Beyond the skyline of Dubai lie the old souks of the creek, the cultural island of Saadiyat in Abu Dhabi and the red dunes of the Empty Quarter, where a desert resort feels a world away from the city.',
      'We plan days around the heat and the light: desert drives at dawn, museums in the afternoon and dinners on terraces as the city lights up.',
    ],
    sections: [
      section(
        'Dubai, Old and New',
        'country-uae-dubai-creek-harbour',
        'Cross the creek by abra to the spice and gold souks of Deira, explore the restored wind-tower houses of Al Fahidi and then rise to the top of the Burj Khalifa as the sun sets over the Gulf.',
      ),
      section(
        'Abu Dhabi and the Desert',
        'country-uae-abu-dhabi-mosque-dunes-camp',
        'The Sheikh Zayed Grand Mosque and the Louvre Abu Dhabi are two of the most beautiful buildings of the modern Middle East. From the capital, drive into the Liwa Oasis, where some of the tallest dunes on Earth surround a remote desert resort.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Dubai and Abu Dhabi holidays: the souks and skyline of Dubai, the Louvre Abu Dhabi and desert resorts in the Empty Quarter.',
    keywords: ['luxury Dubai holidays', 'Abu Dhabi', 'Empty Quarter', 'desert resort', 'UAE stopover'],
  },
  {
    id: 19,
    slug: 'oman',
    name: 'Oman',
    continent: 'middle-east',
    heroSubheading: 'Mountain villages, emerald wadis and the fjords of Musandam',
    hero: 'country-oman-wadi-canyon-oasis',
    whyTravel: [
      'Oman is Arabia at its most authentic: forts and frankincense, mountain villages terraced with rose gardens, turquoise wadis for swimming and a coastline that ends in the dramatic fjords of Musandam. Omanis are famously welcoming, and the country is calm, safe and beautifully unhurried.',
      'We combine Oman’s landscapes into journeys of a week or more, with some of the most spectacular hotels in the region: a cliff-edge resort in the Jebel Akhdar, a tented camp in the Wahiba Sands and a beach hideaway by the sea.',
    ],
    sections: [
      section(
        'The Jebel Akhdar',
        'country-oman-mountain-canyon-village',
        'The Green Mountain rises two thousand metres above the desert. Walk between terraced villages where damask roses are distilled into rosewater, and watch the sunset over the canyon from the edge of your pool.',
      ),
      section(
        'The Wahiba Sands',
        'country-oman-wahiba-sands-desert-camp-pool',
        'Drive across the great dunes of the Wahiba Sands to a desert camp, climb a dune for sunset and sleep under a sky full of stars, then swim in the clear green pools of Wadi Bani Khalid.',
      ),
      section(
        'Musandam',
        'country-oman-musandam-fjord-dhow-lodge',
        'In the far north, the mountains plunge straight into the sea. Sail the fjords of Musandam on a traditional dhow, watching for dolphins and stopping to swim in secluded bays.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Oman holidays: the Jebel Akhdar, desert camps in the Wahiba Sands, swimming in wadis and dhow cruises through the fjords of Musandam.',
    keywords: ['luxury Oman holidays', 'Jebel Akhdar', 'Wahiba Sands', 'Musandam', 'Muscat'],
  },
  {
    id: 20,
    slug: 'jordan',
    name: 'Jordan',
    continent: 'middle-east',
    heroSubheading: 'The rose-red city, the desert of Lawrence and the lowest point on Earth',
    hero: 'country-jordan-petra-canyon-trail',
    whyTravel: [
      'Jordan is a small country with a vast history. The Nabataeans carved Petra into the sandstone more than two thousand years ago; Lawrence of Arabia crossed the desert of Wadi Rum; the Romans built Jerash; and the Dead Sea still holds visitors afloat at the lowest point on the planet.',
      'We plan Jordan with private guides who are archaeologists and Bedouin, and we time the visits to Petra for the quiet hours of early morning and the candlelit evenings.',
    ],
    sections: [
      section(
        'Petra',
        'country-jordan-petra-treasury-canyon-camp',
        'Walk through the narrow Siq to see the Treasury appear at its end, then climb to the Monastery and the High Place of Sacrifice. Return on a Petra by Night evening, when the Siq is lit by candles.',
      ),
      section(
        'Wadi Rum',
        'country-jordan-wadi-rum-desert',
        'Drive into the valley of the moon with a Bedouin guide, climbing rock arches and sand dunes, and spend the night in a desert camp under a sky so clear you can see the Milky Way.',
      ),
      section(
        'The Dead Sea',
        'country-jordan-dead-sea-lake-dusk',
        'End your journey at the Dead Sea, four hundred metres below sea level. Float on the salty water, cover yourself in mineral mud and enjoy a spa treatment as the sun sets over the hills of the West Bank.',
        planButton(),
      ),
    ],
    summary:
      'Luxury Jordan tours: Petra at dawn and by candlelight, a night in a Wadi Rum desert camp and the spas of the Dead Sea.',
    keywords: ['luxury Jordan tours', 'Petra', 'Wadi Rum', 'Dead Sea', 'Jerash'],
  },
];
