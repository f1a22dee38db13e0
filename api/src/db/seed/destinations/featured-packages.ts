/** The home page's Explore Our Trips carousel, in order, by package slug. */
export const seedFeaturedPackages: string[] = [
  'palaces-of-rajasthan-and-the-taj-mahal',
  'kenya-great-migration-in-the-masai-mara',
  'amalfi-coast-and-capri',
  'japan-classic-tokyo-hakone-kyoto',
  'sri-lanka-ancient-cities-tea-country-and-wild-coasts',
  'maldives-two-atolls',
  'new-zealand-south-island-grand-tour',
  'jordan-petra-wadi-rum-and-dead-sea',
  'peru-cusco-sacred-valley-and-machu-picchu',
  'cape-town-and-the-sabi-sand',
];
