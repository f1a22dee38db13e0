import { image, mediaUrl, text, type SeedBlock } from './content-helpers';

export interface SeedJournalPost {
  slug: string;
  title: string;
  featured_image: string;
  published_date: string;
  excerpt: string;
  author: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  blocks: SeedBlock[];
}

export const seedJournalPosts: SeedJournalPost[] = [
  {
    slug: 'kyoto-in-autumn-temples-gardens-and-maple-light',
    title: 'Kyoto in Autumn: Temples, Gardens and the Slow Burn of the Maples',
    featured_image: mediaUrl('journal-kyoto-autumn'),
    published_date: '2025-11-06',
    excerpt:
      'For three weeks each November, Kyoto turns crimson. How to see the maples at their finest, from dawn at Tofuku-ji to lantern-lit evenings in Higashiyama, without sharing them with the crowds.',
    author: 'Isabel Hartley',
    meta_title: 'Kyoto in Autumn: A Guide to the Maple Season | Aurelia Journeys',
    meta_description:
      'When to go, where to stay and which temples to see at dawn: our insider guide to Kyoto during koyo, the autumn maple season.',
    meta_keywords: 'Kyoto autumn, koyo, maple season Japan, Tofuku-ji, luxury Japan holiday, ryokan Kyoto',
    blocks: [
      text(
        'The Japanese have a word, koyo, for the turning of the leaves, and in Kyoto it is treated less as a season than as an event. Weather forecasters track the colour as it creeps south from Hokkaido, and by the middle of November the city waits for its maples the way other places wait for a festival. When they turn, they turn all at once: entire hillsides of scarlet and saffron behind temple roofs that have seen the same show for a thousand years.',
        'The trick is timing, and then getting up early. The peak usually falls between the third week of November and the first days of December, shifting by a week or so with the year. We build our Kyoto itineraries around a flexible core so that the best gardens can be moved to the days the colour is strongest, and we book the temples that allow it for the first hour after opening, before the coaches arrive from Osaka.',
      ),
      image(
        'journal-kyoto-autumn-garden',
        'Red and gold maple trees around a temple pond in Kyoto, with a wooden pavilion reflected in the still water',
      ),
      text(
        'Start at Tofuku-ji, in the city’s south-east. Its Tsutenkyo bridge crosses a ravine filled with some two thousand maples, and at eight in the morning, with the light coming low through the canopy, the valley looks as if it is lit from inside. Afterwards walk the raked-gravel gardens of the abbot’s hall, designed in 1939 by Mirei Shigemori: a checkerboard of moss and stone that is modern and ancient at once.',
        'In the afternoon, cross to the northern hills. Eikando, a temple known for its autumn leaves since the Heian period, opens again after dark in November, when floodlights turn its pond into a sheet of reflected fire. A short walk away, the Philosopher’s Path follows a canal beneath cherry and maple trees; by day it is busy, but on a weekday morning it belongs mostly to the local residents walking their dogs.',
        'For a quieter day, drive an hour north to Ohara, a farming village in the mountains. Sanzen-in has a moss garden so deep and even that it looks upholstered, and the maples around it are rarely crowded. Lunch there is tofu hotpot at a family inn, and the drive back through the hills is as good as any temple.',
      ),
      text(
        'Where you sleep matters as much as what you see. We favour the small traditional ryokan of Higashiyama, where a maid in kimono serves a multi-course kaiseki dinner in your room and the futons are laid out while you soak in a cedar bath. For travellers who prefer a bed and a gym, the city now has several excellent modern hotels built around private gardens along the Kamo River.',
        'Eat kaiseki at least once, in a restaurant rather than a hotel: the autumn menu is a quiet study in the season, with matsutake mushrooms, chestnuts and persimmon arranged on leaves picked that morning. Book it through us well ahead; the best counters seat eight and take their reservations months in advance.',
      ),
      image(
        'journal-kyoto-autumn-lanterns',
        'Stone lanterns lining a path beneath glowing orange maples at dusk in the Higashiyama district of Kyoto',
      ),
      text(
        'November is the busiest month in Kyoto, and rooms for the peak fortnight go early. If you can, book by spring; if you cannot, come in the last days of the season, when the leaves are falling into the temple ponds and the crowds have thinned. Pair Kyoto with a night or two at a hot-spring inn in the mountains of Hakone, where the maples turn a week or two earlier, and you can follow the colour down the country.',
      ),
    ],
  },
  {
    slug: 'sleeping-under-namibian-stars-a-desert-camp-at-sossusvlei',
    title: 'Sleeping Under Namibian Stars: A Desert Camp at the Edge of Sossusvlei',
    featured_image: mediaUrl('journal-namib-desert-camp'),
    published_date: '2025-05-22',
    excerpt:
      'Red dunes three hundred metres high, trees that died nine centuries ago and one of the darkest skies on Earth. Three nights in the Namib, the world’s oldest desert.',
    author: 'Marcus Vale',
    meta_title: 'A Luxury Desert Camp in Namibia: Sossusvlei and the NamibRand | Aurelia Journeys',
    meta_description:
      'Climbing the dunes of Sossusvlei at sunrise, walking Deadvlei and stargazing in the NamibRand Dark Sky Reserve: how we plan a luxury Namibian desert stay.',
    meta_keywords: 'Namibia luxury safari, Sossusvlei, Deadvlei, NamibRand, desert camp, stargazing Africa',
    blocks: [
      text(
        'The Namib is thought to be the oldest desert in the world, dry for at least fifty-five million years, and it does not look like anywhere else. Its dunes run in long ranks inland from the Atlantic, coloured by iron oxide from pale apricot near the coast to a deep brick red in the interior, and they are among the tallest on the planet. From the air they look like the surface of a planet photographed by a probe.',
        'We fly our guests in by light aircraft from Windhoek, ninety minutes over the escarpment, and land on a gravel strip within sight of the camp. There are only a handful of suites, each a canvas-and-stone pavilion with its own deck facing the dunes. At night the walls roll back and the bed can be wheeled outside; there is nothing between you and the sky but a mosquito-free desert breeze.',
      ),
      image(
        'journal-namib-desert-camp-dunes-pool',
        'Sunrise over the red dunes of Sossusvlei, with long shadows cast across the sand ridges',
      ),
      text(
        'The park gates at Sesriem open at sunrise, and guests staying inside the park boundary can be on the dunes before anyone else. Dune 45, named for its distance along the road, is the easy climb; Big Daddy, at around three hundred and twenty-five metres, is the serious one, and the reward at the top is a view across a sea of sand to the white clay pan of Deadvlei below.',
        'Deadvlei is the image everyone knows: a cracked white floor studded with the black skeletons of camelthorn trees, which died when the river that fed them was cut off by shifting dunes. They are reckoned to be six to nine hundred years old, too dry even to decay. Walk down the face of the dune in the early light and you will have them nearly to yourself.',
        'Later, a guide will show you the desert’s small lives: the fog-basking beetle that drinks the mist rolling in from the cold Benguela current, the web-footed gecko, the oryx that can go weeks without water. On the gravel plains beyond the dunes lie the fairy circles, bare rings in the grass whose origin scientists still argue about.',
      ),
      text(
        'Part of the camp sits within the NamibRand Nature Reserve, one of Africa’s first International Dark Sky Reserves. With no town for a hundred kilometres, the Milky Way casts a faint shadow, and the camp’s resident astronomer runs an evening session at the telescope before dinner: Saturn’s rings, the Jewel Box cluster, and the Magellanic Clouds, two neighbouring galaxies visible only from the southern hemisphere.',
        'For the early risers, a hot-air balloon lifts off at first light and drifts over the dunes for an hour, landing wherever the wind allows, where a table is laid for a champagne breakfast. It is expensive, weather-dependent and worth every cent.',
      ),
      image(
        'journal-namib-desert-camp-night',
        'The Milky Way arching over a lantern-lit desert camp suite on the edge of the Namib dunes',
      ),
      text(
        'The best months are April to October, when the days are warm and the nights cold and clear; bring a fleece for the dawn starts. Three nights is right for the desert. Most of our guests combine it with the coastal town of Swakopmund and a few days in Etosha for the wildlife, or with the rugged landscapes of Damaraland, where desert-adapted elephants wander the dry riverbeds.',
      ),
    ],
  },
  {
    slug: 'sri-lanka-tea-country-by-rail-kandy-to-ella',
    title: 'Sri Lanka’s Tea Country by Rail: Kandy to Ella Through the Clouds',
    featured_image: mediaUrl('journal-sri-lanka-tea-country'),
    published_date: '2025-08-14',
    excerpt:
      'A slow train through the misted hills of the central highlands, a night in a planter’s bungalow and a morning on the estates with the women who pick the finest tea in the world.',
    author: 'Priya Raman',
    meta_title: 'Sri Lanka Tea Country by Train: Kandy to Ella | Aurelia Journeys',
    meta_description:
      'Riding the hill-country railway, staying in restored tea planters’ bungalows and learning how Ceylon tea is made: our guide to Sri Lanka’s highlands.',
    meta_keywords:
      'Sri Lanka tea country, Kandy to Ella train, Nuwara Eliya, tea bungalow, Ceylon tea, luxury Sri Lanka',
    blocks: [
      text(
        'The railway into Sri Lanka’s hill country was built by the British in the late nineteenth century to carry tea down to the port at Colombo, and it still climbs at the pace of a loaded goods train. That is the point. From Kandy to Ella the journey takes about seven hours, winding through cloud forest, across viaducts and past estates where every slope is combed into neat green rows.',
        'We reserve seats in the observation carriage at the rear of the train, with a guide who knows which side the views will fall on. Local families share the carriages, vendors walk the aisles with paper cones of spiced chickpeas, and at each small station the stationmaster hands the driver a brass token to allow the train onto the next single-track section, exactly as it was done a century ago.',
      ),
      image(
        'journal-sri-lanka-tea-country-hills-lodge',
        'Terraced tea plantations covering rolling green hills in the Sri Lankan highlands, with mist in the valleys',
      ),
      text(
        'Break the journey at Nuwara Eliya, a hill station at almost two thousand metres that the colonial planters built to remind themselves of home. It still has a racecourse, a golf club and a post office of red brick. Nearby, in the Dimbula and Nuwara Eliya districts, the estates grow the delicate high-grown teas that make Ceylon famous, picked by hand every seven to ten days.',
        'Spend a morning with a tea maker. You will walk the rows with the pluckers, most of them Tamil women whose families have worked these estates for generations, and learn why only the top two leaves and a bud are taken. Back at the factory the leaves are withered, rolled, oxidised and fired in machinery that often dates from the 1930s, then sorted by grade. A tasting at the end, slurped from porcelain cups, will ruin teabags for you for ever.',
      ),
      text(
        'Stay in a restored planter’s bungalow. Several of the old estate managers’ houses have been turned into small hotels with only five or six rooms, a butler, a log fire for the cool evenings and a cook who makes a proper rice and curry for lunch and a roast for dinner. Afternoon tea is served on the lawn, looking over the estate, at the hour the mist comes up from the valley.',
        'From Ella, walk the Nine Arch Bridge, a stone viaduct built without steel in 1921, and time your visit for when the blue train crosses. Then hike to Little Adam’s Peak at sunrise, or drive to Haputale and Lipton’s Seat, where Sir Thomas Lipton is said to have surveyed his estates, and the view on a clear morning reaches the southern coast.',
      ),
      image(
        'journal-sri-lanka-tea-country-bungalow',
        'A colonial tea planter’s bungalow with a deep veranda overlooking misty hills at dusk',
      ),
      text(
        'The hill country is at its clearest from January to April. The high estates are cool all year, so pack layers. We usually pair three or four nights in the highlands with the cultural triangle of Sigiriya and Polonnaruwa beforehand, and a few days on the south coast around Galle to finish, with a private driver throughout so the railway is the only leg you leave to timetables.',
      ),
    ],
  },
  {
    slug: 'patagonia-torres-del-paine-wind-and-granite',
    title: 'Patagonia’s Torres del Paine: Wind, Granite and a Lodge at the End of the World',
    featured_image: mediaUrl('journal-patagonia-torres-del-paine'),
    published_date: '2026-02-19',
    excerpt:
      'Tracking pumas at dawn, hiking to the base of the towers and watching icebergs calve from Grey Glacier. Chile’s most spectacular national park, done in comfort.',
    author: 'Marcus Vale',
    meta_title: 'Torres del Paine Luxury Lodge Guide: Hiking, Pumas and Glaciers | Aurelia Journeys',
    meta_description:
      'How to see the best of Torres del Paine in Chilean Patagonia from a luxury lodge: the hike to the towers, puma tracking, Grey Glacier and when to go.',
    meta_keywords:
      'Torres del Paine, Patagonia luxury lodge, puma tracking Chile, Grey Glacier, W trek, Chile holiday',
    blocks: [
      text(
        'The first thing Patagonia teaches you is the wind. It comes off the southern ice field with nothing to stop it for hundreds of kilometres, and on a bad day it will knock a hiker flat and blow the water off a lake in sheets. The second thing is the light, which changes every few minutes as clouds race over the peaks, so that the same view is grey and sullen one moment and lit gold the next.',
        'Torres del Paine sits at the heart of it: a compact massif of granite towers and horn-shaped peaks capped with black sedimentary rock, rising straight out of the steppe and ringed by lakes in improbable shades of turquoise. It is a three-hour drive from Puerto Natales, and most of our guests arrive by private transfer from the airport there, stopping for a first look at the towers from the road across Laguna Amarga.',
      ),
      image(
        'journal-patagonia-torres-del-paine-towers',
        'The granite towers of Torres del Paine rising above a turquoise lake under a dramatic Patagonian sky',
      ),
      text(
        'Stay in one of the lodges inside or on the edge of the park, where an all-inclusive rate covers guided excursions each day. You choose the night before from a menu of hikes, rides and drives, matched to the weather forecast and how your legs feel. The guides are mostly young Chileans who grew up in the region, and they are very good.',
        'The classic day is the hike to the base of the towers: about nine hours and twenty kilometres return, ending with a steep scramble over a boulder moraine to a glacial lake at the foot of the three granite spires. Go early and you reach the lake in the morning light, when the towers turn from grey to apricot. For a gentler day, walk to the Mirador Cuernos or take the boat across Lake Grey to the face of the glacier, where icebergs the size of houses break away from the ice.',
        'On the eastern side of the park, near Laguna Amarga, pumas hunt the guanaco herds. With specialist trackers, who follow the animals by radio from the ridges, sightings have become remarkably reliable. There is nothing quite like watching a female lead her cubs along a hillside at dawn, oblivious to the small group watching from a respectful distance.',
      ),
      text(
        'Evenings at the lodge are long and convivial. Patagonian lamb is roasted over an open fire on an iron cross, the wine list runs deep into Chile’s southern valleys, and the bar faces the Paine massif, so that you can watch the last light leave the peaks while you plan tomorrow’s walk.',
      ),
      image(
        'journal-patagonia-torres-del-paine-glacier',
        'Blue icebergs floating on a grey glacial lake in Patagonia, with snow-covered mountains behind',
      ),
      text(
        'The season runs from October to April. December to February brings the longest days, sometimes seventeen hours of light, and the busiest trails; we like the shoulder months of November and March, when the wind drops a little and autumn turns the southern beech forests red. Allow four nights in the park and combine it with the Argentine side, crossing by road to El Calafate and the Perito Moreno Glacier, or with a cruise through the fjords of Tierra del Fuego.',
      ),
    ],
  },
  {
    slug: 'the-amalfi-coast-by-private-boat',
    title: 'The Amalfi Coast by Private Boat: Positano to Capri Without the Crowds',
    featured_image: mediaUrl('journal-amalfi-coast-boat'),
    published_date: '2025-06-30',
    excerpt:
      'Forget the coast road. Aboard a wooden gozzo with your own skipper, the Amalfi Coast becomes a string of hidden coves, grottoes and lunch tables at the water’s edge.',
    author: 'Elena Castellanos',
    meta_title: 'Amalfi Coast by Private Boat: A Day from Positano to Capri | Aurelia Journeys',
    meta_description:
      'Swimming in hidden coves, lunching in Nerano and circling the Faraglioni of Capri: why a private boat is the best way to see the Amalfi Coast.',
    meta_keywords:
      'Amalfi Coast private boat, Positano, Capri boat tour, gozzo, Nerano, luxury Italy holiday',
    blocks: [
      text(
        'The Amalfi Coast was made to be seen from the sea. From the water, the towns reveal themselves as they were built: pastel houses stacked up the cliffs like a collapsing wedding cake, lemon terraces hung on the slopes above, and church domes tiled in green and yellow majolica catching the sun. From the famously narrow coast road in August, you mostly see the back of a tour bus.',
        'So we put our guests on a boat. Our favourite is the gozzo, the traditional wooden fishing boat of the Sorrento peninsula, rebuilt with a sun deck, a shaded cockpit and a cool box of local wine. Your skipper has usually fished these waters since childhood, and the day goes wherever the sea and your mood take it.',
      ),
      image(
        'journal-amalfi-coast-boat-positano-terrace',
        'The pastel houses of Positano climbing a steep cliff above a blue bay dotted with boats',
      ),
      text(
        'Board in Positano after the morning rush and head west. The first stop is Li Galli, a trio of tiny islands where, legend says, the sirens sang to Odysseus, and where Rudolf Nureyev later bought a villa. The water around them is an absurd, glassy blue, and you can swim off the boat while the skipper makes coffee.',
        'Round the point towards Nerano for lunch. A handful of family restaurants sit right on the pebble beach at Marina del Cantone, with jetties where boats tie up, and this is where spaghetti alla Nerano was invented: courgettes fried until sweet, tossed with provolone del Monaco and basil. Order it with a plate of grilled local fish and a bottle of white from the slopes above, and do not plan anything for the next hour.',
        'In the afternoon, cross the strait to Capri. The skipper will take you through the arch of the Faraglioni, the three limestone stacks off the island’s southern shore, past the White Grotto and the Green Grotto, whose water glows emerald from sunlight reflected off the sand below. If the sea is calm and the queue is short, the Blue Grotto is worth the rowing-boat transfer; if not, the smaller grottoes are nearly as lovely and all but empty.',
      ),
      text(
        'Another day, go east. Past Amalfi itself lies Furore, a fjord so narrow that a bridge spans its mouth and a few fishermen’s houses cling to the walls. Further on are the Emerald Grotto at Conca dei Marini and the quiet harbour of Cetara, where the anchovies are cured in barrels and the colatura, an anchovy essence descended from Roman garum, is sold in tiny bottles.',
      ),
      image(
        'journal-amalfi-coast-boat-faraglioni',
        'The limestone stacks of the Faraglioni rising from the sea off Capri at golden hour',
      ),
      text(
        'May, June and September are the finest months, with warm water and fewer boats than in July and August. We arrange boats for a full or half day from Positano, Amalfi or Sorrento, and for longer stays we like to combine a hotel in Positano or Ravello with a few nights on Capri itself, when the day-trippers have gone and the island returns to its residents.',
      ),
    ],
  },
  {
    slug: 'beneath-the-surface-in-the-maldives-a-week-on-the-house-reef',
    title: 'Beneath the Surface in the Maldives: A Week on the House Reef',
    featured_image: mediaUrl('journal-maldives-house-reef'),
    published_date: '2026-03-12',
    excerpt:
      'Reef sharks at breakfast, a turtle that knows its way around the jetty and manta rays feeding in Hanifaru Bay. Why the best of the Maldives is underwater.',
    author: 'Isabel Hartley',
    meta_title: 'Maldives House Reef Snorkelling and Manta Rays | Aurelia Journeys',
    meta_description:
      'Choosing a Maldives island for its house reef, swimming with manta rays in Baa Atoll and meeting the marine biologists restoring the coral.',
    meta_keywords:
      'Maldives snorkelling, house reef, Hanifaru Bay manta rays, Baa Atoll, luxury Maldives resort, marine biologist',
    blocks: [
      text(
        'Most people choose a Maldivian island for its villas. We suggest you choose it for its reef. Every resort occupies its own island, and each sits on its own ring of coral, but the quality of that house reef varies enormously: some drop away a few metres from the beach in a wall of living coral, others lie beyond a wide, sandy lagoon that takes a boat to cross.',
        'A good house reef changes the whole holiday. It means that before breakfast, with nobody else around, you can step off your deck with a mask and fins and within a few strokes be floating over parrotfish grazing on the coral, a school of blue-striped snapper hanging in the current, and a blacktip reef shark cruising the edge of the drop-off, as uninterested in you as you are fascinated by it.',
      ),
      image(
        'journal-maldives-house-reef-lagoon-pool',
        'An overwater villa on stilts above a turquoise lagoon in the Maldives, with the reef visible through the clear water',
      ),
      text(
        'The best resorts employ their own marine biologists, and they are worth seeking out. Ours took us on a guided snorkel along the reef on our first morning, pointing out the octopus that lives under the jetty, the hawksbill turtle that feeds on the sponges at the same spot every afternoon, and the coral nursery where fragments are grown on metal frames and replanted on areas damaged by warming seas.',
        'From June to November, the monsoon currents sweep plankton into Hanifaru Bay in Baa Atoll, a UNESCO biosphere reserve, and manta rays gather to feed in their dozens, sometimes hundreds, along with the occasional whale shark. Swimming is carefully regulated, with a limit on numbers in the water at any time, and the sight of a manta three metres across somersaulting through a cloud of plankton is one of the great wildlife encounters anywhere.',
      ),
      text(
        'Out of the water, the days take care of themselves. A dhoni, the traditional wooden boat, will take you to a sandbank for a picnic lunch or out at sunset to look for spinner dolphins. After dark, ask to walk the beach with the lights off: on some nights, the surf sparkles with bioluminescent plankton, blue-green flashes breaking with every wave.',
        'Sustainability here is not a slogan. The Maldives is the world’s lowest-lying country, and its reefs suffered badly in the bleaching events of recent decades. The resorts we recommend run their own desalination and solar plants, ban single-use plastic and fund reef research, and we are happy to tell you exactly which ones, and why.',
      ),
      image(
        'journal-maldives-house-reef-sandbank',
        'A small white sandbank surrounded by shallow turquoise water in the Indian Ocean under a bright sky',
      ),
      text(
        'The driest months are December to April, with calm seas and the clearest water on the eastern side of the atolls. From May the south-west monsoon brings more rain, but also the mantas, fewer visitors and lower rates. A week is ideal; we often add a few days in Sri Lanka on the way, a short flight from Malé.',
      ),
    ],
  },
  {
    slug: 'new-zealand-fiordland-overnight-on-doubtful-sound',
    title: 'New Zealand’s Fiordland: Overnight on Doubtful Sound',
    featured_image: mediaUrl('journal-new-zealand-fjords'),
    published_date: '2026-01-08',
    excerpt:
      'Milford Sound gets the crowds; Doubtful Sound, three times longer and ten times quieter, gets the dolphins. A night aboard a small ship in New Zealand’s wildest corner.',
    author: 'Marcus Vale',
    meta_title: 'Doubtful Sound Overnight Cruise: New Zealand Fiordland Guide | Aurelia Journeys',
    meta_description:
      'Crossing Lake Manapouri, cruising Doubtful Sound overnight and flying over Milford Sound: how to see Fiordland, the wildest corner of New Zealand.',
    meta_keywords:
      'Doubtful Sound, Fiordland, Milford Sound, New Zealand luxury tour, overnight cruise, South Island',
    blocks: [
      text(
        'Fiordland is the south-west corner of New Zealand’s South Island, a national park of more than a million hectares where the mountains fall sheer into the sea. Glaciers carved it; rain, which falls on two days out of three, keeps it green. There are no roads through most of it, which is why it looks much as it did when Captain Cook sailed past in 1770 and named one inlet Doubtful Harbour, because he doubted he could sail out again.',
        'Everyone has heard of Milford Sound, and it deserves its fame. But on a summer day it sees dozens of boats and a queue of coaches making the long drive from Queenstown. Doubtful Sound, further south, is three times longer, has many more arms and islands, and can only be reached by boat across Lake Manapouri and then by road over the Wilmot Pass. Few people make the effort. That is the attraction.',
      ),
      image(
        'journal-new-zealand-fjords-sound-boat',
        'Steep forested mountains plunging into the still dark water of Doubtful Sound in Fiordland, New Zealand',
      ),
      text(
        'The overnight cruise leaves from Deep Cove in the early afternoon aboard a small ship with a few dozen cabins. For the first hour, you sail between walls of rainforest and bare granite, waterfalls pouring off the tops after any rain. A resident pod of bottlenose dolphins often finds the boat and rides the bow wave, and at the mouth of the sound, where it meets the Tasman Sea, fur seals haul out on the rocks.',
        'Late in the day, if the weather allows, the captain takes the ship into one of the quiet arms, cuts the engines and asks everyone aboard to stop talking. The silence is total: no road, no aircraft, only water dripping from the forest and the call of a bellbird. Most guests say it is the moment they remember longest.',
        'Kayak from the ship in the evening light, or take the tender ashore to look for the tawaki, the Fiordland crested penguin, which nests in the coastal forest from July to November. Dinner is a buffet of local lamb, venison and blue cod, and the night, anchored in a sheltered cove under a sky without light pollution, is deeply peaceful.',
      ),
      text(
        'For Milford, we suggest seeing it from above. A scenic flight from Queenstown crosses the Southern Alps, glaciers and all, before dropping into the sound past Mitre Peak, and some flights land on a glacier on the way home. It takes a long day’s drive and turns it into an unforgettable morning.',
      ),
      image(
        'journal-new-zealand-fjords-dawn-village',
        'Dawn light on snow-capped peaks above a calm fiord, with low cloud drifting across the forested slopes',
      ),
      text(
        'The cruises run from September to May. Rain is part of the experience and makes the waterfalls spectacular, so do not be put off by a wet forecast. We usually base guests at a luxury lodge near Queenstown or on the shores of Lake Te Anau for a few nights, combining Fiordland with the vineyards of Central Otago and a drive up the wild West Coast to the Franz Josef and Fox glaciers.',
      ),
    ],
  },
  {
    slug: 'rajasthan-palace-hotels-udaipur-to-jodhpur',
    title: 'Rajasthan’s Palace Hotels: From Udaipur’s Lake to Jodhpur’s Blue City',
    featured_image: mediaUrl('journal-rajasthan-palaces'),
    published_date: '2025-10-02',
    excerpt:
      'Sleep where maharajas slept: a marble palace floating on Lake Pichola, a fort above a city painted blue and a Jain temple of 1,444 carved pillars along the way.',
    author: 'Priya Raman',
    meta_title: 'Rajasthan Palace Hotels: Udaipur, Ranakpur and Jodhpur | Aurelia Journeys',
    meta_description:
      'Lake Pichola at dusk, the Jain temple at Ranakpur and Mehrangarh Fort above Jodhpur’s blue city: our guide to a palace journey through Rajasthan.',
    meta_keywords:
      'Rajasthan palace hotels, Udaipur, Lake Pichola, Jodhpur, Mehrangarh Fort, Ranakpur, luxury India tour',
    blocks: [
      text(
        'Rajasthan was, until 1949, a patchwork of princely states, each ruled by its own maharaja, rana or rawal, and each with its palaces, forts and hunting lodges. When the privy purses were abolished in 1971, many royal families turned their homes into hotels. The result is a state where you can sleep in a different palace each night, often hosted by the descendants of the men who built them.',
        'The route we love best runs from Udaipur to Jodhpur, about five hours by road, broken by a night in the Aravalli hills. It takes in three of the finest buildings in India and some of its most beautiful countryside, and it is easily done in a week.',
      ),
      image(
        'journal-rajasthan-palaces-lake-terrace',
        'A white marble palace on an island in Lake Pichola, Udaipur, glowing in the evening light',
      ),
      text(
        'Udaipur is the gentlest of Rajasthan’s cities, built around a series of artificial lakes by the Mewar dynasty, who claim descent from the sun. The City Palace runs for more than two hundred metres along the shore of Lake Pichola, a cascade of balconies, cupolas and courtyards added over four centuries. Out on the water, a white marble summer palace built in 1746 appears to float, and now it is one of the most romantic hotels in the world.',
        'Take a boat out at sunset, when the city walls turn pink and gold and the ghats fill with families bathing and washing clothes. In the old city, watch miniature painters at work with brushes of a single squirrel hair, and find a rooftop table for dinner facing the illuminated palace.',
        'On the road north, stop at Ranakpur. Its fifteenth-century Jain temple is carved entirely from pale marble, and its 1,444 pillars are said to be all different; no two carvings repeat. The light changes through the day as the sun moves across the open domes, and the monks are happy to explain the symbolism. Stay nearby at a heritage lodge in the forest, or in the great fortress of Kumbhalgarh, whose walls, thirty-six kilometres long, are among the longest in the world.',
      ),
      text(
        'Jodhpur announces itself from miles away: the Mehrangarh Fort, on a sheer rock above the city, is one of the largest in India, its walls rising straight from the cliff. Below it, the houses of the old Brahmin quarter are painted a dozen shades of indigo. Walk through the fort’s museum of palanquins, howdahs and armoury with a private guide, then take the zip lines on its ramparts if you have the nerve.',
        'The Umaid Bhawan Palace, finished in 1943, is part hotel and part home of the current maharaja, a vast Art Deco building of golden sandstone on the hill opposite the fort. Take tea on its lawn, where peacocks patrol, and you feel very much a guest of the family, which in a sense you are.',
      ),
      image(
        'journal-rajasthan-palaces-fort',
        'A massive sandstone fort on a rocky ridge above a city of blue-painted houses in Jodhpur at sunset',
      ),
      text(
        'The season is October to March, when the days are warm and the nights cool; the desert is fiercely hot from April. Palace rooms vary enormously, even within one hotel, and we know which suites have the views. Add Jaipur and a tiger safari at Ranthambore, or continue west into the Thar Desert to the golden citadel of Jaisalmer, and you have two weeks that will live long in the memory.',
      ),
    ],
  },
  {
    slug: 'slow-safari-in-botswana-okavango-delta',
    title: 'Slow Safari in Botswana’s Okavango Delta: By Mokoro, on Foot and in the Air',
    featured_image: mediaUrl('journal-okavango-delta-safari'),
    published_date: '2026-04-23',
    excerpt:
      'A river that never reaches the sea, floods that arrive in the dry season and camps reachable only by light aircraft. The Okavango is safari at its quietest and most intimate.',
    author: 'Elena Castellanos',
    meta_title: 'Okavango Delta Luxury Safari: Mokoro, Walking and Wildlife | Aurelia Journeys',
    meta_description:
      'Gliding through the reeds by mokoro, tracking wild dogs on foot and flying over the floodplains: how to plan a luxury safari in Botswana’s Okavango Delta.',
    meta_keywords:
      'Okavango Delta safari, Botswana luxury safari, mokoro, Moremi, wild dogs, private concession',
    blocks: [
      text(
        'The Okavango is a river that runs into the Kalahari and disappears. Rain that falls on the highlands of Angola in summer takes months to travel south, and arrives in northern Botswana in the middle of the dry season, spreading across a fan of channels, lagoons and islands about fifteen thousand square kilometres in area. For a few months, the desert becomes a wetland, and the animals of the region converge on it.',
        'Botswana chose long ago to protect it with low-volume, high-value tourism. Much of the delta is divided into private concessions, each leased to a few small camps, so that you might see only one other vehicle in a day. Most camps can only be reached by light aircraft, and the flights between them, low over the floodplains, are a safari in themselves: elephants wading between islands, hippos in the channels, herds of red lechwe splashing through the shallows.',
      ),
      image(
        'journal-okavango-delta-safari-floodplain',
        'An acacia tree silhouetted against a golden sunset over the grassy floodplains of the Okavango Delta',
      ),
      text(
        'The mokoro is the way to see the delta from water level. Once a dugout cut from a single tree trunk, now usually made of fibreglass to spare the forest, it is poled silently through the reeds by a guide standing at the stern. You sit inches above the water, among water lilies and tiny painted reed frogs, and a breeding herd of elephants crossing a channel ahead is a different experience altogether from down here.',
        'Walking is the other great pleasure. On foot with an armed guide and a tracker, you learn to read the ground: the scuff where a leopard dragged its kill, the dung that tells you an elephant passed an hour ago, the alarm calls of francolins. Many concessions also allow night drives, with a red-filtered spotlight, to find the animals you will never see by day: the aardvark, the genet, the porcupine.',
        'The delta is one of the last strongholds of the African wild dog, and the camps share news of where the packs are denning. Sitting near a den in the early morning as the pups tumble out to greet the returning adults is one of the finest sights in Africa.',
      ),
      text(
        'Camps are small, usually eight to twelve tents on raised wooden decks, with outdoor showers, canvas walls and views across the floodplain. Evenings begin with a sundowner on a termite mound and end around the fire, listening to lions calling across the water. Life here runs on the sun, with a wake-up call before dawn and a long siesta through the heat of the day.',
      ),
      image(
        'journal-okavango-delta-safari-lagoon-camp',
        'A wooden mokoro canoe gliding through still water between tall reeds and lilies at dawn in the Okavango',
      ),
      text(
        'The floods peak from June to August, the best time for water activities and for game, which concentrates on the islands. From September to October, as the land dries, the wildlife viewing is at its most intense. We recommend at least three camps over eight or nine nights, mixing a water camp, a land camp and perhaps a night in the Kalahari to the south, followed by a few days at Victoria Falls.',
      ),
    ],
  },
];
