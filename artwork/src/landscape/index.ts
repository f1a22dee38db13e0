import { Canvas, type Point } from './canvas';
import { finish, type Box, type Scene } from './elements';
import { foregroundFor, paintForeground, type Foreground } from './features/foregrounds';
import { choosePalette, type TimeOfDay } from './palettes';
import { between, createRandom, hashKey } from './random';
import { scenes, type SceneName } from './scenes';

/** Artwork is 3:2, like the photography it stands in for. */
export const ARTWORK_WIDTH = 1600;
export const ARTWORK_HEIGHT = 1067;

// A key names its subject, so Kyoto gets temples, Bhutan dzongs and the Namib dunes; anything else
// is assigned a scene by its hash. Place names come before the generic words they often contain
// (a Bhutan "monastery valley" is a dzong, not a Kyoto temple; Angkor's temple is not a Thai wat).
const sceneByKeyword: [RegExp, SceneName][] = [
  [/night|not-found|stars/, 'starryDesert'],
  // The journal's invitation on every destination's page is a desk of travel notes, not a place.
  [/journal-teaser/, 'journalDesk'],
  // Captions name these subjects, whatever page they are on: Fuji over Hakone's lake from a ryokan,
  // a Shinto shrine's torii, a pool above the clouds.
  [/\bhakone\b.*\bryokan\b|\bryokan\b.*\bhakone\b|\bfuji\b/, 'fuji'],
  [/river-crossing/, 'riverCrossing'],
  // Bali's jungle villa is known by its pool over the valley.
  [/infinity-pool|bali-jungle-villa/, 'infinityPool'],
  [/\btorii\b|\b(japan|tokyo|kumano)\b.*\bshrine\b/, 'toriiGate'],
  // A spa's pavilion is the picture wherever the spa is: a Bali spa is not Bali's split gate.
  [/\b(spa|pavilion|yoga-deck)\b/, 'wellness'],
  // Jetwing's villas stand in gardens on Negombo's lagoon and canals: river country, as Kerala's.
  [/jetwing-negombo-villa-garden/, 'backwaters'],
  [/\b(bhutan|dzong|paro|punakha|thimphu)\b/, 'dzong'],
  [/\b(angkor|cambodia)\b/, 'angkor'],
  [/\b(petra|treasury)\b/, 'petra'],
  [/\b(bali|ubud|uluwatu)\b/, 'bali'],
  // Dambulla is known from inside: its caves' golden Buddhas under the painted rock.
  [/\bdambulla\b|temple-cave|cave-temple/, 'caveTemple'],
  [/\bsigiriya\b/, 'sigiriya'],
  // Kamalaya's bay seen over the jungle from its hillside, not a Thai temple.
  [/\b(kamalaya|koh-samui)\b.*\bbay\b/, 'rainforest'],
  // Kalari Kovilakom is inland, at Palakkad: paddy and palms under the Western Ghats, no backwaters.
  [/\b(munnar|tea|sri-lanka|darjeeling|purpose|santani|kandy|knuckles|kovilakom|palakkad)\b/, 'teaHills'],
  // Bangkok's green river island is river country, palms and boats, as Kerala's backwaters are.
  [/\b(kerala|backwaters|houseboat|bang-krachao|rakxa)\b/, 'backwaters'],
  // Rio's bay and beaches under their peaks; Moorea's bays under theirs.
  [/\b(rio|sugarloaf|ipanema|moorea)\b/, 'bayPeaks'],
  // Queenstown is a lake under the Remarkables, not a fjord.
  [/queenstown|wakatipu/, 'mountainLake'],
  [/\b(phang-nga|limestone|karsts|halong)\b/, 'karsts'],
  [/\b(thailand|bagan|chiang)\b/, 'wat'],
  [/\b(kyoto|japan|hakone|koyasan|kanazawa|kumano|blossom|maples)\b/, 'temple'],
  // Rome is its dome over the rooftops, not a skyline of towers.
  [/\b(rome|vatican)\b/, 'palace'],
  // Florence is its Duomo and campanile over the rooftops, not Tuscany's vineyard hills.
  [/florence/, 'palace'],
  // Jodhpur's fort over its blue city, not a skyline.
  [/jodhpur/, 'palace'],
  // Coasts known by a landmark, before the mountain, harbour and city words their keys also name.
  [/lisbon|riviera|\beze\b|galle|cape-point|garden-route|cape-town|cape-coast/, 'coast'],
  // Machu Picchu is its citadel on the saddle under Huayna Picchu, not a lake among snow peaks.
  [/machu-picchu/, 'mountainLake'],
  [/\b(skyline|singapore|dubai|marina|hong-kong|city)\b/, 'skyline'],
  // Before the lakes, coasts and savannas their keys also name: Chichén Itzá stands in jungle.
  [
    /rainforest|jungle|cloud-forest|amazon|monteverde|chichen-itza|daintree|iguazu|cenote|chitwan/,
    'rainforest',
  ],
  [/namib|desert|dune|sahara|legal/, 'dunes'],
  [/patagonia|torres|alps|glacier|home-hero/, 'mountainLake'],
  [/amalfi|positano|capri|faraglioni|santorini|about-hero/, 'coast'],
  [/maldives|reef|lagoon-villa|sandbank|seychelles|cta/, 'island'],
  // Hill villages and vineyards inland, before the village and country words that would put them by
  // a sea: Provence, the Luberon, Andalucía's white villages, Marlborough's vines.
  [/provence|luberon|andalucia|ronda|marlborough/, 'teaHills'],
  [/fjord|zealand|norway|journey|journal-hero/, 'fjord'],
  [/rajasthan|palace|udaipur|jodhpur|fort|india|acropolis|venice/, 'palace'],
  [/okavango|safari|botswana|kenya|savanna|story|ngorongoro|tarangire/, 'savanna'],
  // Flat harbour cities have no cliff to stack a town on: the Sagrada Família over Barcelona, the
  // Obelisco on Buenos Aires' avenue.
  [/buenos-aires|barcelona/, 'skyline'],
  // The Ganges at Rishikesh, under the Himalayan foothills, not a Thai temple by its lanterns.
  [/rishikesh|ganges/, 'mountainLake'],
  // Destination words, checked after the ones above so that keys named before them keep their pictures.
  [/pagoda|shrine|monastery|stupa|lanterns|ryokan|temple/, 'wat'],
  [/medina|riad|kasbah|haveli|alhambra|mosque|hacienda|palazzo/, 'palace'],
  [/wadi|canyon|sands|sossusvlei|oasis|uluru/, 'dunes'],
  [/serengeti|\bmara\b|masai|kruger|sabi|delta|elephant|plains|leopard/, 'savanna'],
  [/sound|lofoten|geiranger|musandam/, 'fjord'],
  // The beach retreats of Sri Lanka, Goa and the Gulf of Thailand.
  [
    /beach|atoll|island|overwater|lagoon|bora|tahiti|moorea|fiji|mauritius|turtle-bay|galapagos|zanzibar|coral|goa|weligama|negombo|barberyn|jetwing|hua-hin|chiva-som/,
    'island',
  ],
  // Kamalaya's caves and villas are in the jungle on Koh Samui's hillside.
  [/kamalaya|koh-samui/, 'rainforest'],
  // Ananda and Vana stand in the Himalaya's forested foothills.
  [/mountain|himalaya|andes|volcano|peaks|lake|iceland|aoraki|ananda|dehradun|vana/, 'mountainLake'],
  [/coast|cliff|cove|harbour|riviera|cyclades|algarve|bay|village/, 'coast'],
  [/terraces|rice|vineyard|winelands|hills|plantation|valley/, 'teaHills'],
];

// The landmark a place is known by, given to its scene as one more key word, so two places that share
// a scene still differ in what stands in it: Kilimanjaro over Tanzania's plains, the Mara river
// through Kenya's, Seychelles granite, Venice's canal, Abu Dhabi's domes.
const landmarkByKeyword: [RegExp, string][] = [
  // Hill countries known by another crop than tea.
  [/lavender|luberon/, 'lavender'],
  [/tuscany|cypress|chianti/, 'cypress'],
  [/douro/, 'douro'],
  [/maras|salt-pans|salt-terraces/, 'salt'],
  [/sacred-valley|inca-terraces/, 'terraces'],
  [/paddy|paddies/, 'paddy'],
  [/cotopaxi|quito/, 'cotopaxi'],
  [/uluwatu|tanah-lot|sea-temple/, 'cliff'],
  [/water-temple|ulun-danu|bratan/, 'lake'],
  [/perito-moreno/, 'icewall'],
  [/iceland.*(glacier|lagoon)/, 'icecap'],
  [/wild-dog/, 'dogs'],
  [/deadvlei/, 'deadvlei'],
  [/mahe/, 'peak'],
  // Wat Arun's tall white prang over the Chao Phraya.
  [/bangkok|wat-arun/, 'stupa'],
  // Desert places known by their own landmark.
  [/wadi-rum/, 'rum'],
  [/wadi(?!-rum)|jebel-akhdar/, 'canyon'],
  // Damaraland's table mountains over the gravel plains where the oryx graze.
  [/damaraland/, 'rum'],
  [/(morocco|sahara).*(dunes|desert)/, 'camels'],
  [/etosha/, 'pan'],
  [/tanzania|serengeti|ngorongoro|tarangire|amboseli|kilimanjaro/, 'kilimanjaro'],
  [/kenya|masai|laikipia/, 'mara'],
  [/botswana|okavango|chobe|linyanti/, 'lagoon'],
  [/namibia|sossusvlei|deadvlei|damaraland|etosha/, 'dunes'],
  [/maldives|soneva|randheli|lankanfushi|reethi/, 'atoll'],
  [/seychelles|pasyon|praslin|north-island/, 'granite'],
  [/polynesia|bora|moorea|tahiti|tahaa|brando|tuamotu/, 'peak'],
  [/mauritius|morne|saint-geran|touessrok|turtle-bay|grand-baie/, 'morne'],
  [/venice/, 'canal'],
  [/abu-dhabi|mosque/, 'mosque'],
  [/taj|agra/, 'taj'],
  [/mexico|hacienda|yucatan/, 'hacienda'],
  [/morocco|marrakech|medina|riad|kasbah|\bfes\b/, 'medina'],
  [/spain|alhambra|granada|seville|cordoba/, 'alhambra'],
  [/portugal|sintra/, 'sintra'],
  [/greece|acropolis|athens/, 'acropolis'],
  [/singapore|marina/, 'singapore'],
  [/dubai/, 'dubai'],
  [/hong-kong/, 'victoria'],
  [/himalaya|rishikesh/, 'himalaya'],
  [/sydney/, 'sydney'],
  [/cyclades|santorini|mykonos|milos|paros|naxos/, 'cyclades'],
  [/algarve/, 'algarve'],
  [/paraty/, 'paraty'],
  [/cape-town|cape-coast/, 'table'],
  [/lisbon/, 'lisbon'],
  [/riviera|\beze\b/, 'riviera'],
  [/galle/, 'galle'],
  [/cape-point/, 'capepoint'],
  [/garden-route|knysna/, 'knysna'],
  [/rome|vatican/, 'rome'],
  [/chichen-itza|mayan/, 'pyramid'],
  [/volcano|arenal/, 'volcano'],
  [/monteverde|forest-bridge/, 'bridge'],
  [/yoga/, 'yoga'],
  [/kumano|cedar/, 'forest'],
  [/jungle/, 'jungle'],
  [/dhoni/, 'dhoni'],
  // From the air, the atoll's ring and a curve of overwater villas; the seaplane's view.
  [/atoll-aerial|aerial-atoll|seaplane/, 'aerial'],
  [/seaplane/, 'seaplane'],
  // A motu is a sandy islet on the reef.
  [/\bmotu\b/, 'sandbank'],
  [/bora-bora-lagoon/, 'overwater'],
  // Sri Lanka's beach retreats stand on the mainland's shore, not on an atoll's islet.
  [/(barberyn|jetwing).*(beach|coast|bay)/, 'palmshore'],
];

// Words that fix the hour, whatever the scene would otherwise choose.
const timeByKeyword: [RegExp, TimeOfDay][] = [
  [/night|aurora|northern-lights/, 'night'],
  // The Maldives are known by their midday turquoise, whatever the hour a key names.
  [/maldives|soneva|randheli|lankanfushi|reethi|laamu|joali|cocoa-island/, 'day'],
  [/lanterns|bungalow|sunset|dusk/, 'dusk'],
  [/dawn|sunrise/, 'dawn'],
  [/mist|journal-hero/, 'mist'],
];

/**
 * The light each place is best known in, for keys that name no hour of their own: the lagoons and
 * granite beaches and Hida's farmhouses at midday; Santorini, Tuscany, Yala and the red deserts in
 * the low gold of late afternoon (the rest of the savanna is in its scene's gold or dusk); Angkor, the Taj, the Namib's dunes and the Himalaya at first light;
 * the skylines, Venice and Udaipur's lake palaces in the blue hour; the tea hills, Bhutan's valleys
 * and the cloud forests in their mist. Every other place is painted in one of its scene's lights.
 */
export const lightByPlace: [RegExp, TimeOfDay][] = [
  [
    /hida|seychelles|praslin|la-digue|bora-bora|polynesia|tahiti|moorea|mauritius|zanzibar|galapagos|amalfi|positano|capri|cyclades|milos|algarve|\brio\b|ipanema|cape-town|table-mountain|fjord|geiranger|milford|queenstown|iceland|ha-?long|phang-nga|caribbean|sri-lanka-beach|weligama|hua-hin/,
    'day',
  ],
  [
    /santorini|tuscany|provence|lavender|douro|sahara|wadi-rum|wahiba|liwa|petra|jordan|lisbon|seville|alhambra|marrakech|medina|rajasthan-amber|jaipur|mendoza|kyoto|yala/,
    'golden',
  ],
  [/angkor|bagan|taj|sossusvlei|deadvlei|namib|annapurna|himalaya|torres|machu-picchu|tigers-nest/, 'dawn'],
  [/skyline|singapore|dubai|hong-kong|venice|udaipur|pichola|jodhpur|hoi-an/, 'dusk'],
  [/\btea\b|munnar|nuwara|punakha|\bparo\b|thimphu|cloud-forest|monteverde/, 'mist'],
];

// The site's own pictures, named by the page they head rather than by a subject: the home page's lodge
// by a mountain lake, the journal's boat on a fjord.
const siteForegrounds: Record<string, Foreground> = {
  'site-home-hero': 'lodge',
  'site-journal-hero': 'boat',
};

// A key that names nothing gets one of the open landscapes, never a monument of some other place.
const genericScenes: SceneName[] = [
  'mountainLake',
  'fjord',
  'coast',
  'island',
  'dunes',
  'teaHills',
  'savanna',
];

export function sceneFor(key: string): SceneName {
  const named = sceneByKeyword.find(([pattern]) => pattern.test(key))?.[1];
  return named ?? genericScenes[hashKey(key) % genericScenes.length] ?? 'mountainLake';
}

/**
 * What a key paints before any brush touches it: the scene, the key words that vary it, the light
 * and where the subject stands. Cheap, so the seed can read the focal point of every image.
 */
export function artworkLayout(key: string) {
  const name = sceneFor(key);
  const definition = scenes[name];
  const landmarks = landmarkByKeyword.filter(([pattern]) => pattern.test(key)).map(([, word]) => word);
  const variant = new Set(
    [...key.split('-'), ...landmarks].filter((word) => definition.variants.includes(word)),
  );
  // The layout has its own random stream, so the rest of the painting can change without moving it.
  const random = createRandom(hashKey(`${key}#layout`));
  const fixedTime = [...timeByKeyword, ...lightByPlace].find(([pattern]) => pattern.test(key))?.[1];
  const palette = choosePalette(random, fixedTime ? [fixedTime] : definition.times);
  const horizon = between(random, ...definition.horizon) * ARTWORK_HEIGHT;
  const subject: Point = [
    between(random, ...definition.subject.x) * ARTWORK_WIDTH,
    between(random, ...definition.subject.y) * ARTWORK_HEIGHT,
  ];
  // Scenes compose with their subject on one side; half the pictures are flipped to the other.
  const mirrored = random() < 0.5;
  // What the caption names nearest the viewer (a pool, a terrace, a bath, a lodge), unless the scene
  // draws that itself.
  const foreground =
    siteForegrounds[key] ?? foregroundFor(key, [...definition.variants, ...(definition.draws ?? [])]);
  // The northern lights over whatever the scene is, when the key names them.
  const aurora = /\b(aurora|northern-lights)\b/.test(key);
  return { name, definition, variant, palette, horizon, subject, mirrored, foreground, aurora };
}

/**
 * The composition a key's picture is painted from, as `scene:motif&companion~sky+foreground`: its
 * scene; the motif that changes what the scene shows; the landmarks drawn beside it; the northern
 * lights; what stands in front (a pool, a terrace, a boat). Two pictures on one page never share one.
 * The part before `&`, `~` or `+` is the subject a caption names.
 */
export function masterScene(key: string): string {
  const { name, definition, variant, foreground, aurora } = artworkLayout(key);
  const motif = definition.motifs?.find((word) => variant.has(word));
  const beside = (definition.companions ?? []).filter((word) => variant.has(word) && word !== motif);
  const subject = motif ? `${name}:${motif}` : name;
  return `${subject}${beside.map((word) => `&${word}`).join('')}${aurora ? '~aurora' : ''}${foreground ? `+${foreground}` : ''}`;
}

/** The focal point of a key's picture, in whole percentages of its width and height. */
export function artworkFocus(key: string): [x: number, y: number] {
  const { subject, mirrored } = artworkLayout(key);
  const x = mirrored ? ARTWORK_WIDTH - subject[0] : subject[0];
  return [Math.round((x / ARTWORK_WIDTH) * 100), Math.round((subject[1] / ARTWORK_HEIGHT) * 100)];
}

/**
 * Paints the landscape for an image key as an SVG document, with the box its subject covers: the
 * same key always gives the same picture.
 */
export function paintLandscape(key: string): { svg: string; subject: Box } {
  const { name, definition, variant, palette, horizon, subject, mirrored, foreground, aurora } =
    artworkLayout(key);
  const canvas = new Canvas(ARTWORK_WIDTH, ARTWORK_HEIGHT);
  const scene: Scene = { canvas, random: createRandom(hashKey(key)), palette, horizon, subject, aurora };
  const painted = definition.paint(scene, variant);
  // The foreground has its own random stream, so adding one leaves the scene behind it as it was.
  if (foreground) {
    canvas.add(
      paintForeground({ ...scene, random: createRandom(hashKey(`${key}#foreground`)) }, foreground, name),
    );
  }
  canvas.add(finish(scene));
  const flipped = mirrored
    ? { ...painted, left: ARTWORK_WIDTH - painted.right, right: ARTWORK_WIDTH - painted.left }
    : painted;
  return { svg: canvas.toString(mirrored), subject: flipped };
}
