import { Canvas } from './canvas';
import { finish, type Scene } from './elements';
import { choosePalette, type TimeOfDay } from './palettes';
import { between, createRandom, hashKey } from './random';
import { scenes, type SceneName } from './scenes';

/** Artwork is 3:2, like the photography it stands in for. */
export const ARTWORK_WIDTH = 1600;
export const ARTWORK_HEIGHT = 1067;

// A key names its subject, so Kyoto gets temples and the Namib gets dunes; anything else is
// assigned a scene by its hash.
const sceneByKeyword: [RegExp, SceneName][] = [
  [/night|not-found|stars/, 'starryDesert'],
  [/kyoto|japan|temple|journal-hero/, 'temple'],
  [/namib|desert|dune|sahara|legal/, 'dunes'],
  [/tea|sri-lanka|darjeeling|purpose/, 'teaHills'],
  [/patagonia|torres|alps|glacier|home-hero/, 'mountainLake'],
  [/amalfi|positano|capri|faraglioni|santorini|about-hero/, 'coast'],
  [/maldives|reef|lagoon-villa|sandbank|seychelles|cta/, 'island'],
  [/fjord|zealand|norway|journey/, 'fjord'],
  [/rajasthan|palace|udaipur|jodhpur|fort|india/, 'palace'],
  [/okavango|safari|botswana|kenya|savanna|story/, 'savanna'],
  // Destination words, checked after the ones above so that keys named before them keep their pictures.
  [/pagoda|shrine|monastery|dzong|stupa|angkor|lanterns|ryokan/, 'temple'],
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
];

const sceneNames = Object.keys(scenes) as SceneName[];

export function sceneFor(key: string): SceneName {
  const named = sceneByKeyword.find(([pattern]) => pattern.test(key))?.[1];
  return named ?? sceneNames[hashKey(key) % sceneNames.length] ?? 'mountainLake';
}

/** Paints the landscape for an image key as an SVG document: the same key always gives the same picture. */
export function paintLandscape(key: string): string {
  const random = createRandom(hashKey(key));
  const definition = scenes[sceneFor(key)];
  const fixedTime = timeByKeyword.find(([pattern]) => pattern.test(key))?.[1];
  const palette = choosePalette(random, fixedTime ? [fixedTime] : definition.times);
  const canvas = new Canvas(ARTWORK_WIDTH, ARTWORK_HEIGHT);
  const scene: Scene = {
    canvas,
    random,
    palette,
    horizon: between(random, ...definition.horizon) * ARTWORK_HEIGHT,
  };
  definition.paint(scene, new Set(key.split('-')));
  canvas.add(finish(scene));
  return canvas.toString();
}
