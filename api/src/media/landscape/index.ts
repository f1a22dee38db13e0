import { Canvas, type Point } from './canvas';
import { finish, type Box, type Scene } from './elements';
import { choosePalette, type TimeOfDay } from './palettes';
import { between, createRandom, hashKey } from './random';
import { scenes, type SceneName } from './scenes';

/** Artwork is 3:2, like the photography it stands in for. */
export const ARTWORK_WIDTH = 1600;
export const ARTWORK_HEIGHT = 1067;

// A key names its subject, so Kyoto gets temples, Bhutan dzongs and the Namib dunes; anything else
// is assigned a scene by its hash. Place names come before the generic words they often contain
// (a Bhutan "monastery valley" is a dzong, not a Kyoto temple).
const sceneByKeyword: [RegExp, SceneName][] = [
  [/night|not-found|stars/, 'starryDesert'],
  [/\b(bhutan|dzong)\b/, 'dzong'],
  [/\b(munnar|tea|sri-lanka|darjeeling|purpose)\b/, 'teaHills'],
  [/\b(kerala|backwaters|houseboat)\b/, 'backwaters'],
  [/\b(rio|sugarloaf)\b/, 'bayPeaks'],
  [/\b(phang-nga|limestone|karsts|halong)\b/, 'karsts'],
  [/\b(thailand|bagan|angkor|chiang)\b/, 'wat'],
  [/\b(kyoto|japan|hakone|koyasan|kanazawa|kumano|blossom|maples)\b/, 'temple'],
  [/namib|desert|dune|sahara|legal/, 'dunes'],
  [/patagonia|torres|alps|glacier|home-hero/, 'mountainLake'],
  [/amalfi|positano|capri|faraglioni|santorini|about-hero/, 'coast'],
  [/maldives|reef|lagoon-villa|sandbank|seychelles|cta/, 'island'],
  [/fjord|zealand|norway|journey|journal-hero/, 'fjord'],
  [/rajasthan|palace|udaipur|jodhpur|fort|india/, 'palace'],
  [/okavango|safari|botswana|kenya|savanna|story/, 'savanna'],
  // Destination words, checked after the ones above so that keys named before them keep their pictures.
  [/pagoda|shrine|monastery|stupa|lanterns|ryokan|temple/, 'wat'],
  [/medina|riad|kasbah|haveli|alhambra|mosque|hacienda|palazzo/, 'palace'],
  [/wadi|canyon|sands|sossusvlei|oasis|petra|uluru/, 'dunes'],
  [/serengeti|mara|masai|kruger|sabi|delta|elephant|wildlife|plains|leopard/, 'savanna'],
  [/sound|lofoten|geiranger|musandam/, 'fjord'],
  [/beach|atoll|island|overwater|lagoon|bora|tahiti|fiji|mauritius|zanzibar|coral/, 'island'],
  [/mountain|himalaya|andes|volcano|peaks|lake|iceland|aoraki/, 'mountainLake'],
  [/coast|cliff|cove|harbour|riviera|cyclades|algarve|bay|village/, 'coast'],
  [/terraces|rice|vineyard|winelands|hills|plantation|valley/, 'teaHills'],
];

// Words that fix the hour, whatever the scene would otherwise choose.
const timeByKeyword: [RegExp, TimeOfDay][] = [
  [/night/, 'night'],
  [/lanterns|bungalow|sunset|dusk/, 'dusk'],
  [/dawn|sunrise/, 'dawn'],
  [/mist|journal-hero/, 'mist'],
];

const sceneNames = Object.keys(scenes) as SceneName[];

export function sceneFor(key: string): SceneName {
  const named = sceneByKeyword.find(([pattern]) => pattern.test(key))?.[1];
  return named ?? sceneNames[hashKey(key) % sceneNames.length] ?? 'mountainLake';
}

/**
 * What a key paints before any brush touches it: the scene, the key words that vary it, the light
 * and where the subject stands. Cheap, so the seed can read the focal point of every image.
 */
export function artworkLayout(key: string) {
  const name = sceneFor(key);
  const definition = scenes[name];
  const variant = new Set(key.split('-').filter((word) => definition.variants.includes(word)));
  // The layout has its own random stream, so the rest of the painting can change without moving it.
  const random = createRandom(hashKey(`${key}#layout`));
  const fixedTime = timeByKeyword.find(([pattern]) => pattern.test(key))?.[1];
  const palette = choosePalette(random, fixedTime ? [fixedTime] : definition.times);
  const horizon = between(random, ...definition.horizon) * ARTWORK_HEIGHT;
  const subject: Point = [
    between(random, ...definition.subject.x) * ARTWORK_WIDTH,
    between(random, ...definition.subject.y) * ARTWORK_HEIGHT,
  ];
  // Scenes compose with their subject on one side; half the pictures are flipped to the other.
  const mirrored = random() < 0.5;
  return { name, definition, variant, palette, horizon, subject, mirrored };
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
  const { definition, variant, palette, horizon, subject, mirrored } = artworkLayout(key);
  const canvas = new Canvas(ARTWORK_WIDTH, ARTWORK_HEIGHT);
  const scene: Scene = { canvas, random: createRandom(hashKey(key)), palette, horizon, subject };
  const painted = definition.paint(scene, variant);
  canvas.add(finish(scene));
  const flipped = mirrored
    ? { ...painted, left: ARTWORK_WIDTH - painted.right, right: ARTWORK_WIDTH - painted.left }
    : painted;
  return { svg: canvas.toString(mirrored), subject: flipped };
}
