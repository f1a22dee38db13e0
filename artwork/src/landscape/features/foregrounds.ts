// What stands nearest the viewer when a caption names it: the pool a view is seen across, the terrace
// or deck it is seen from, the garden, lodge, camp, bath, lamps or trail in front of the place. Each
// is drawn along the bottom and the right edge, clear of the subject the scene sets on its left or in
// its middle (the painter mirrors half the pictures, the foreground with them).
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import type { Scene } from '../elements';
import { between, pick } from '../random';
import { palm } from './plants';
import { glowDot, LAMPLIGHT } from './light';
import { prayerFlags } from './landmarks';

export type Foreground =
  | 'pool'
  | 'bath'
  | 'oil'
  | 'massage'
  | 'bowls'
  | 'boat'
  | 'village'
  | 'farmhouses'
  | 'vines'
  | 'bridge'
  | 'sealions'
  | 'pickers'
  | 'train'
  | 'surf'
  | 'terrace'
  | 'deck'
  | 'lamps'
  | 'lanterns'
  | 'camp'
  | 'lodge'
  | 'garden'
  | 'trail'
  | 'flags'
  | 'waterfall'
  | 'palms';

/**
 * The words of a key that name a foreground, first first: "a herbal bath in the garden" is a bath.
 * A scene that draws one of these words itself (the dunes' camp, the tea hills' bungalow) keeps it.
 */
export const foregroundWords: [Foreground, RegExp][] = [
  ['pool', /\b(pool|pools|plunge|infinity)\b/],
  ['bath', /\b(bath|baths|onsen|hydrotherapy|hot spring|steam)\b/],
  ['oil', /\b(abhyanga|shirodhara|oil|panchakarma|ayurveda|ayurvedic|rasayana)\b/],
  ['massage', /\b(massage|treatment|udvartana|tok sen|acupuncture|assessment|skin|compress)\b/],
  ['bowls', /\b(singing|gong|bowls|sound hall|sound healing)\b/],
  ['lamps', /\b(lamps|candles|ghat|aarti)\b/],
  ['lanterns', /\b(lanterns|lantern)\b/],
  ['terrace', /\b(terrace|verandah|veranda|balcony|rooftop|rooftops|boardroom)\b/],
  ['deck', /\b(deck|yoga|pilates|studio|fitness|lawn|meditation)\b/],
  ['camp', /\b(camp|tented|tents|glamping)\b/],
  [
    'lodge',
    /\b(lodge|villa|villas|farmhouse|cabin|treehouse|chalet|retreat|resort|clinic|kitchen|cookery)\b/,
  ],
  ['pickers', /\b(pickers|plucking)\b/],
  ['sealions', /\b(sea lions|sealions|seals)\b/],
  ['surf', /\b(surf|surfing|waves)\b/],
  ['train', /\b(railway|rail|train)\b/],
  ['bridge', /\b(bridge|cordoba)\b/],
  ['boat', /\b(boat|boats|dhow|gondola|yacht|sailing|canoe|kayak|harbour|pokhara|phewa)\b/],
  // Hida's and Shirakawa-go's farmhouses, known by their steep thatch, before the village they make.
  ['farmhouses', /\b(hida|shirakawa|gassho)\b/],
  ['village', /\b(village|villages|plaza|hamlet)\b/],
  ['vines', /\b(vineyard|vineyards|vines|winelands|harvest|quinta|malbec|wine)\b/],
  [
    'garden',
    /\b(garden|gardens|courtyard|orchard|herbal|herbs|flower|blossoms|jacaranda|organic|lemon|grove)\b/,
  ],
  ['trail', /\b(trail|walk|trek|trekking|hike|cycling|horseback|path|monastery)\b/],
  ['flags', /\b(flags|chortens|chorten|prayer|dochula)\b/],
  ['waterfall', /\b(waterfall|falls|gorges|gorge)\b/],
  ['palms', /\b(palms|coconut|palm)\b/],
];

/** The foreground a key's words name, if the scene does not draw that word itself. */
export function foregroundFor(key: string, sceneWords: readonly string[]): Foreground | undefined {
  const text = key.split('-').join(' ');
  return foregroundWords.find(
    ([, pattern]) => pattern.test(text) && !sceneWords.some((word) => pattern.test(word)),
  )?.[0];
}

const afterDark = (scene: Scene) => scene.palette.time === 'dusk' || scene.palette.time === 'night';
/** The near ground's colour: the scene's shadow, warmed a little by its light. */
const near = (scene: Scene, amount = 0.12) => mix(scene.palette.shadow, scene.palette.glow, amount);
const stone = (scene: Scene) => mix('#e6d8bf', scene.palette.glow, 0.2);
const foliage = (scene: Scene) => mix('#2f5a34', scene.palette.shadow, 0.35);

function leafCluster(scene: Scene, [x, y]: Point, radius: number, color: string, count = 14): string {
  const { random } = scene;
  let markup = '';
  for (let i = 0; i < count; i += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    const r = between(random, radius * 0.28, radius * 0.5);
    const shade =
      random() < 0.35 ? lighten(color, between(random, 0.08, 0.2)) : darken(color, random() * 0.2);
    markup += `<circle cx="${fmt(x + Math.cos(angle) * distance)}" cy="${fmt(y + Math.sin(angle) * distance * 0.75)}" r="${fmt(r)}" fill="${shade}"/>`;
  }
  return markup;
}

/** An infinity pool's still water to the edge where the view begins, loungers and a parasol beside. */
function pool(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const edge = h * between(random, 0.8, 0.83);
  const coping = h * 0.95;
  const water = canvas.linearGradient(
    [
      [0, lighten(mix(palette.sky[1], '#3fc4d0', 0.45), 0.1), 1],
      [1, mix(palette.water, '#1a8fa8', 0.5), 1],
    ],
    [0, edge],
    [0, coping],
  );
  let markup = `<rect x="0" y="${fmt(edge)}" width="${w}" height="${fmt(coping - edge)}" fill="${water}"/>`;
  // The infinity edge: a thin bright lip where the water spills over.
  markup += `<rect x="0" y="${fmt(edge - 2)}" width="${w}" height="4" fill="${lighten(palette.sky[2], 0.3)}" opacity="0.85"/>`;
  for (let i = 0; i < 26; i += 1) {
    const y = between(random, edge + 10, coping - 8);
    const x = between(random, 0, w);
    const length = between(random, 40, 160) * ((y - edge) / (coping - edge) + 0.4);
    markup += `<path d="M${fmt(x)},${fmt(y)} h${fmt(length)}" stroke="${lighten(palette.sky[2], 0.4)}" stroke-width="${fmt(1 + (y - edge) / 40)}" opacity="0.35" stroke-linecap="round"/>`;
  }
  // The near coping in warm stone, the tiles' joints.
  markup += `<rect x="0" y="${fmt(coping)}" width="${w}" height="${fmt(h - coping)}" fill="${stone(scene)}"/>`;
  markup += `<rect x="0" y="${fmt(coping)}" width="${w}" height="6" fill="${darken(stone(scene), 0.25)}"/>`;
  for (let x = 60; x < w; x += 120) {
    markup += `<path d="M${fmt(x)},${fmt(coping + 6)} v${fmt(h - coping)}" stroke="${darken(stone(scene), 0.15)}" stroke-width="2"/>`;
  }
  // A parasol and a lounger on the deck that runs along the right.
  const px = w * between(random, 0.84, 0.9);
  const deckTop = edge - 16;
  markup += `<path d="M${fmt(w * 0.72)},${fmt(deckTop)} L${w},${fmt(deckTop)} L${w},${fmt(coping)} L${fmt(w * 0.76)},${fmt(coping)} Z" fill="${darken(stone(scene), 0.05)}"/>`;
  const cloth = mix('#f3ede2', palette.glow, 0.15);
  markup += `<path d="M${fmt(px)},${fmt(deckTop - 6)} v-190" stroke="${darken(cloth, 0.5)}" stroke-width="5"/>`;
  markup += `<path d="M${fmt(px - 130)},${fmt(deckTop - 160)} Q${fmt(px)},${fmt(deckTop - 250)} ${fmt(px + 130)},${fmt(deckTop - 160)} Q${fmt(px)},${fmt(deckTop - 180)} ${fmt(px - 130)},${fmt(deckTop - 160)} Z" fill="${cloth}"/>`;
  markup += `<path d="M${fmt(px - 130)},${fmt(deckTop - 160)} Q${fmt(px)},${fmt(deckTop - 180)} ${fmt(px + 130)},${fmt(deckTop - 160)}" stroke="${darken(cloth, 0.25)}" stroke-width="4" fill="none"/>`;
  const lx = w * 0.78;
  markup += `<path d="M${fmt(lx)},${fmt(deckTop + 30)} L${fmt(lx + 150)},${fmt(deckTop + 30)} L${fmt(lx + 190)},${fmt(deckTop - 10)} L${fmt(lx + 176)},${fmt(deckTop - 14)} L${fmt(lx + 142)},${fmt(deckTop + 18)} L${fmt(lx)},${fmt(deckTop + 18)} Z" fill="${darken(cloth, 0.05)}"/>`;
  markup += `<path d="M${fmt(lx + 10)},${fmt(deckTop + 30)} v18 M${fmt(lx + 140)},${fmt(deckTop + 30)} v18" stroke="${darken(cloth, 0.55)}" stroke-width="4"/>`;
  return markup;
}

/** A round stone tub of steaming water, petals afloat, a towel folded on its rim. */
function bath(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const cx = w * between(random, 0.74, 0.8);
  const cy = h * 0.86;
  const rx = w * 0.17;
  const ry = rx * 0.3;
  const rim = darken(stone(scene), 0.22);
  let markup = `<rect x="0" y="${fmt(h * 0.9)}" width="${w}" height="${fmt(h * 0.1)}" fill="${darken(near(scene, 0.2), 0.05)}"/>`;
  markup += `<path d="M${fmt(cx - rx)},${fmt(cy)} L${fmt(cx - rx * 0.92)},${fmt(h * 0.97)} Q${fmt(cx)},${fmt(h * 1.01)} ${fmt(cx + rx * 0.92)},${fmt(h * 0.97)} L${fmt(cx + rx)},${fmt(cy)} Z" fill="${darken(rim, 0.2)}"/>`;
  for (let i = 0; i < 9; i += 1) {
    const x = cx - rx + (i + 0.5) * ((rx * 2) / 9);
    markup += `<path d="M${fmt(x)},${fmt(cy + 6)} v${fmt(h * 0.1)}" stroke="${darken(rim, 0.35)}" stroke-width="2" opacity="0.6"/>`;
  }
  markup += `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${rim}"/>`;
  const surface = canvas.linearGradient(
    [
      [0, mix(palette.sky[2], '#7cc8c2', 0.35), 1],
      [1, darken(mix(palette.water, '#2e7f86', 0.4), 0.1), 1],
    ],
    [0, cy - ry],
    [0, cy + ry],
  );
  markup += `<ellipse cx="${fmt(cx)}" cy="${fmt(cy + 3)}" rx="${fmt(rx * 0.88)}" ry="${fmt(ry * 0.72)}" fill="${surface}"/>`;
  const petal = mix('#e8607a', palette.glow, 0.2);
  for (let i = 0; i < 14; i += 1) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 0.75;
    markup += `<ellipse cx="${fmt(cx + Math.cos(a) * rx * d)}" cy="${fmt(cy + 3 + Math.sin(a) * ry * 0.6 * d)}" rx="6" ry="3" fill="${pick(random, [petal, lighten(petal, 0.4), '#f6efe0'])}"/>`;
  }
  // Steam rising in soft wisps.
  const steam = canvas.softFill('#ffffff', 0.28);
  for (let i = 0; i < 6; i += 1) {
    const x = cx + between(random, -rx * 0.6, rx * 0.6);
    const y = cy - between(random, 40, 170);
    markup += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 50, 90))}" ry="${fmt(between(random, 26, 50))}" fill="${steam}"/>`;
  }
  markup += `<path d="M${fmt(cx + rx * 0.55)},${fmt(cy - ry * 0.75)} l70,6 l-8,14 l-70,-6 Z" fill="${mix('#f4efe6', palette.glow, 0.1)}"/>`;
  return markup + leafCluster(scene, [w * 0.97, h * 0.84], 90, foliage(scene));
}

/** A stone balustrade across the foot of the picture, a lemon tree in a terracotta pot beside it. */
function terrace(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const rail = h * 0.845;
  const base = h * 0.955;
  const stoneColor = stone(scene);
  const lit = canvas.linearGradient(
    [
      [0, lighten(stoneColor, 0.12), 1],
      [1, darken(stoneColor, 0.28), 1],
    ],
    [0, rail],
    [0, h],
  );
  let markup = `<rect x="0" y="${fmt(base)}" width="${w}" height="${fmt(h - base)}" fill="${darken(stoneColor, 0.3)}"/>`;
  for (let x = 18; x < w; x += 44) {
    const top = rail + 18;
    const bottom = base;
    const mid = (top + bottom) / 2;
    markup += `<path d="M${fmt(x - 8)},${fmt(top)} L${fmt(x + 8)},${fmt(top)} Q${fmt(x + 5)},${fmt(mid - 18)} ${fmt(x + 14)},${fmt(mid + 8)} Q${fmt(x + 12)},${fmt(bottom - 10)} ${fmt(x + 10)},${fmt(bottom)} L${fmt(x - 10)},${fmt(bottom)} Q${fmt(x - 12)},${fmt(bottom - 10)} ${fmt(x - 14)},${fmt(mid + 8)} Q${fmt(x - 5)},${fmt(mid - 18)} ${fmt(x - 8)},${fmt(top)} Z" fill="${lit}"/>`;
    markup += `<path d="M${fmt(x + 4)},${fmt(top + 4)} Q${fmt(x + 10)},${fmt(mid + 8)} ${fmt(x + 6)},${fmt(bottom - 4)}" stroke="${darken(stoneColor, 0.3)}" stroke-width="3" fill="none" opacity="0.6"/>`;
  }
  markup += `<rect x="0" y="${fmt(rail)}" width="${w}" height="20" fill="${lighten(stoneColor, 0.08)}"/>`;
  markup += `<rect x="0" y="${fmt(rail + 16)}" width="${w}" height="5" fill="${darken(stoneColor, 0.25)}"/>`;
  // A lemon tree in a pot standing on the terrace, and bougainvillea trailing over the rail.
  const px = w * between(random, 0.84, 0.9);
  const clay = mix('#b5603a', palette.glow, 0.15);
  markup += `<path d="M${fmt(px - 70)},${fmt(h * 0.88)} L${fmt(px + 70)},${fmt(h * 0.88)} L${fmt(px + 52)},${fmt(h)} L${fmt(px - 52)},${fmt(h)} Z" fill="${clay}"/>`;
  markup += `<rect x="${fmt(px - 78)}" y="${fmt(h * 0.875)}" width="156" height="16" fill="${lighten(clay, 0.1)}"/>`;
  markup += `<path d="M${fmt(px)},${fmt(h * 0.88)} v-150" stroke="${darken(palette.shadow, 0.1)}" stroke-width="9"/>`;
  markup += leafCluster(scene, [px, h * 0.66], 110, foliage(scene), 26);
  const lemon = mix('#f2cf3a', palette.glow, 0.2);
  for (let i = 0; i < 16; i += 1) {
    markup += `<ellipse cx="${fmt(px + between(random, -95, 95))}" cy="${fmt(h * 0.66 + between(random, -70, 70))}" rx="10" ry="8" fill="${lemon}"/>`;
  }
  const bloom = mix('#c2307a', palette.glow, 0.15);
  for (let i = 0; i < 60; i += 1) {
    const x = between(random, w * 0.55, w * 0.8);
    const y = rail + between(random, -30, 50) * (1 - Math.abs(x - w * 0.67) / (w * 0.15));
    markup += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(between(random, 5, 10))}" fill="${random() < 0.5 ? bloom : lighten(bloom, 0.25)}"/>`;
  }
  return markup;
}

/** A deck of teak boards seen along their length, a rolled-out mat and a cushion on it. */
function deck(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const top = h * 0.84;
  const teak = mix('#8a5a34', palette.glow, 0.2);
  let markup = `<path d="M${fmt(w * 0.1)},${fmt(top)} L${fmt(w * 0.9)},${fmt(top)} L${w},${h} L0,${h} Z" fill="${teak}"/>`;
  for (let i = 0; i <= 14; i += 1) {
    const t = i / 14;
    markup += `<path d="M${fmt(w * (0.1 + 0.8 * t))},${fmt(top)} L${fmt(w * t)},${h}" stroke="${darken(teak, 0.3)}" stroke-width="${fmt(1.5 + Math.abs(t - 0.5) * 2)}"/>`;
  }
  markup += `<rect x="${fmt(w * 0.1)}" y="${fmt(top - 6)}" width="${fmt(w * 0.8)}" height="8" fill="${lighten(teak, 0.15)}"/>`;
  // Low rail posts along the far edge, so the deck reads as raised over the view.
  for (let x = w * 0.12; x < w * 0.9; x += w * 0.08) {
    markup += `<rect x="${fmt(x)}" y="${fmt(top - 40)}" width="6" height="36" fill="${darken(teak, 0.2)}"/>`;
  }
  markup += `<rect x="${fmt(w * 0.1)}" y="${fmt(top - 44)}" width="${fmt(w * 0.8)}" height="6" fill="${darken(teak, 0.15)}"/>`;
  // The mat, in perspective, and a round cushion.
  const mat = mix(pick(random, ['#7d9c8c', '#b98b6e', '#8c8fb5']), palette.glow, 0.15);
  const mx = w * between(random, 0.6, 0.66);
  markup += `<path d="M${fmt(mx)},${fmt(h * 0.88)} L${fmt(mx + 120)},${fmt(h * 0.88)} L${fmt(mx + 170)},${fmt(h * 0.99)} L${fmt(mx - 10)},${fmt(h * 0.99)} Z" fill="${mat}"/>`;
  markup += `<ellipse cx="${fmt(mx + 260)}" cy="${fmt(h * 0.95)}" rx="62" ry="20" fill="${lighten(mat, 0.3)}"/>`;
  markup += leafCluster(scene, [w * 0.95, h * 0.8], 100, foliage(scene), 22);
  return markup;
}

/** A ledge of butter lamps or diyas, their flames haloed: a temple's or a river ghat's offering. */
function lamps(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const ledge = h * 0.9;
  const wood = darken(mix('#6b4428', palette.glow, 0.1), afterDark(scene) ? 0.35 : 0.1);
  let markup = `<rect x="0" y="${fmt(ledge)}" width="${w}" height="${fmt(h - ledge)}" fill="${wood}"/>`;
  markup += `<rect x="0" y="${fmt(ledge)}" width="${w}" height="6" fill="${lighten(wood, 0.2)}"/>`;
  const brass = mix('#c99a3c', palette.glow, 0.2);
  for (let i = 0; i < 16; i += 1) {
    const x = w * 0.52 + i * (w * 0.03) + between(random, -4, 4);
    const y = ledge - between(random, 0, 4);
    markup += glowDot(scene, [x, y - 34], 46, 0.45);
    markup += `<path d="M${fmt(x - 16)},${fmt(y - 14)} Q${fmt(x)},${fmt(y + 4)} ${fmt(x + 16)},${fmt(y - 14)} Z" fill="${brass}"/>`;
    markup += `<rect x="${fmt(x - 4)}" y="${fmt(y - 8)}" width="8" height="8" fill="${darken(brass, 0.2)}"/>`;
    markup += `<path d="M${fmt(x)},${fmt(y - 40)} Q${fmt(x + 7)},${fmt(y - 24)} ${fmt(x)},${fmt(y - 15)} Q${fmt(x - 7)},${fmt(y - 24)} ${fmt(x)},${fmt(y - 40)} Z" fill="${LAMPLIGHT}"/>`;
    markup += `<ellipse cx="${fmt(x)}" cy="${fmt(y - 21)}" rx="2.5" ry="5" fill="#fff6dc"/>`;
  }
  return markup;
}

/** Silk lanterns strung across the top of the picture, glowing. */
function lanterns(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const colours = ['#d8432e', '#e99a2c', '#c0305a', '#e6c23a'].map((c) => mix(c, palette.glow, 0.1));
  let markup = '';
  for (let string = 0; string < 2; string += 1) {
    const y0 = h * (0.06 + string * 0.1);
    const sag = 40 + string * 20;
    const from = w * (0.5 + string * 0.08);
    markup += `<path d="M${fmt(from)},${fmt(y0)} Q${fmt((from + w) / 2)},${fmt(y0 + sag * 2)} ${w},${fmt(y0)}" stroke="${darken(palette.shadow, 0.2)}" stroke-width="2" fill="none"/>`;
    for (let i = 0; i < 7; i += 1) {
      const t = (i + 0.5) / 7;
      const x = from + (w - from) * t;
      const y = y0 + Math.sin(Math.PI * t) * sag + 30;
      const size = 26 + string * 8;
      const colour = pick(random, colours);
      markup += glowDot(scene, [x, y], size * 2.2, 0.4);
      markup += `<path d="M${fmt(x)},${fmt(y - size - 12)} v12" stroke="${darken(palette.shadow, 0.2)}" stroke-width="2"/>`;
      markup += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(size * 0.8)}" ry="${fmt(size)}" fill="${colour}"/>`;
      markup += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(size * 0.35)}" ry="${fmt(size * 0.9)}" fill="${lighten(colour, 0.35)}" opacity="0.6"/>`;
      markup += `<rect x="${fmt(x - size * 0.45)}" y="${fmt(y - size - 2)}" width="${fmt(size * 0.9)}" height="6" fill="${darken(colour, 0.45)}"/>`;
      markup += `<rect x="${fmt(x - size * 0.45)}" y="${fmt(y + size - 4)}" width="${fmt(size * 0.9)}" height="6" fill="${darken(colour, 0.45)}"/>`;
      markup += `<path d="M${fmt(x)},${fmt(y + size + 2)} v${fmt(size * 0.6)}" stroke="${colour}" stroke-width="3"/>`;
    }
  }
  return markup;
}

/** Canvas tents on a rise, a fire between them and the lamps inside lit. */
function camp(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const ground = h * 0.9;
  const lit = afterDark(scene) || palette.time === 'golden';
  let markup = `<path d="M${fmt(w * 0.5)},${h} Q${fmt(w * 0.7)},${fmt(ground - 40)} ${w},${fmt(ground - 60)} L${w},${h} Z" fill="${near(scene, 0.25)}"/>`;
  const canvasColour = mix('#e9dcc0', palette.glow, 0.25);
  for (const [t, size] of [
    [0.7, 130],
    [0.9, 170],
  ] as const) {
    const x = w * t;
    const y = ground - 30 + (t - 0.7) * 60;
    if (lit) markup += glowDot(scene, [x, y - size * 0.4], size * 1.4, 0.4);
    markup += `<path d="M${fmt(x - size)},${fmt(y)} Q${fmt(x - size * 0.5)},${fmt(y - size * 0.45)} ${fmt(x)},${fmt(y - size * 0.95)} Q${fmt(x + size * 0.5)},${fmt(y - size * 0.45)} ${fmt(x + size)},${fmt(y)} Z" fill="${canvasColour}"/>`;
    markup += `<path d="M${fmt(x)},${fmt(y - size * 0.95)} Q${fmt(x + size * 0.5)},${fmt(y - size * 0.45)} ${fmt(x + size)},${fmt(y)} L${fmt(x + size * 0.2)},${fmt(y)} Z" fill="${darken(canvasColour, 0.18)}"/>`;
    markup += `<path d="M${fmt(x - size * 0.22)},${fmt(y)} L${fmt(x)},${fmt(y - size * 0.6)} L${fmt(x + size * 0.22)},${fmt(y)} Z" fill="${lit ? LAMPLIGHT : darken(canvasColour, 0.5)}"/>`;
    markup += `<path d="M${fmt(x)},${fmt(y - size * 0.95)} v-24" stroke="${darken(canvasColour, 0.55)}" stroke-width="4"/>`;
  }
  // The fire: logs, flames and its light on the ground.
  const fx = w * 0.8;
  const fy = ground + 40;
  markup += glowDot(scene, [fx, fy - 20], 120, 0.5);
  markup += `<path d="M${fmt(fx - 34)},${fmt(fy)} L${fmt(fx + 34)},${fmt(fy - 10)} M${fmt(fx - 30)},${fmt(fy - 10)} L${fmt(fx + 30)},${fmt(fy)}" stroke="${darken(palette.shadow, 0.3)}" stroke-width="9" stroke-linecap="round"/>`;
  for (let i = 0; i < 5; i += 1) {
    const x = fx + between(random, -18, 18);
    const tall = between(random, 30, 60);
    markup += `<path d="M${fmt(x - 10)},${fmt(fy - 8)} Q${fmt(x)},${fmt(fy - tall)} ${fmt(x + 2)},${fmt(fy - tall - 10)} Q${fmt(x + 6)},${fmt(fy - tall * 0.6)} ${fmt(x + 10)},${fmt(fy - 8)} Z" fill="${i % 2 ? '#ffb347' : '#ffe08a'}" opacity="0.9"/>`;
  }
  return markup;
}

/** A timber lodge among trees on the right: deep eaves, a veranda, windows lit after sundown. */
function lodge(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const lit = afterDark(scene) || palette.time === 'golden' || palette.time === 'mist';
  const x = w * between(random, 0.66, 0.7);
  const width = w * 0.27;
  const base = h * 0.9;
  const wall = h * 0.13;
  const timber = mix('#7b5232', palette.glow, 0.2);
  const roof = mix('#3f3b36', palette.glow, 0.1);
  let markup = `<path d="M${fmt(x - 120)},${h} Q${fmt(x)},${fmt(base - 30)} ${w},${fmt(base - 40)} L${w},${h} Z" fill="${near(scene, 0.2)}"/>`;
  markup += leafCluster(scene, [x - 20, base - wall * 1.4], 110, foliage(scene), 20);
  if (lit) markup += glowDot(scene, [x + width / 2, base - wall / 2], width * 0.8, 0.3);
  markup += `<rect x="${fmt(x)}" y="${fmt(base - wall)}" width="${fmt(width)}" height="${fmt(wall)}" fill="${timber}"/>`;
  for (let y = base - wall + 10; y < base; y += 12) {
    markup += `<path d="M${fmt(x)},${fmt(y)} h${fmt(width)}" stroke="${darken(timber, 0.25)}" stroke-width="2"/>`;
  }
  for (let i = 0; i < 5; i += 1) {
    const wx = x + width * (0.08 + i * 0.18);
    const glass = lit ? LAMPLIGHT : mix(palette.sky[1], palette.shadow, 0.45);
    markup += `<rect x="${fmt(wx)}" y="${fmt(base - wall * 0.78)}" width="${fmt(width * 0.11)}" height="${fmt(wall * 0.6)}" fill="${glass}"/>`;
    markup += `<path d="M${fmt(wx + width * 0.055)},${fmt(base - wall * 0.78)} v${fmt(wall * 0.6)}" stroke="${darken(timber, 0.4)}" stroke-width="3"/>`;
  }
  // The roof: a low gable with deep eaves, shingle lines across it.
  const eave = base - wall;
  const ridge = eave - wall * 0.9;
  markup += `<path d="M${fmt(x - 40)},${fmt(eave + 8)} L${fmt(x + width * 0.5)},${fmt(ridge)} L${fmt(x + width + 40)},${fmt(eave + 8)} Z" fill="${roof}"/>`;
  for (let i = 1; i < 5; i += 1) {
    const t = i / 5;
    const y = ridge + (eave + 8 - ridge) * t;
    const half = (width / 2 + 40) * t;
    markup += `<path d="M${fmt(x + width / 2 - half)},${fmt(y)} h${fmt(half * 2)}" stroke="${lighten(roof, 0.12)}" stroke-width="2"/>`;
  }
  // The veranda: a deck and posts in front of the wall.
  markup += `<rect x="${fmt(x - 30)}" y="${fmt(base - 6)}" width="${fmt(width + 60)}" height="14" fill="${darken(timber, 0.2)}"/>`;
  for (let i = 0; i <= 6; i += 1) {
    markup += `<rect x="${fmt(x - 26 + i * ((width + 52) / 6))}" y="${fmt(eave + 6)}" width="7" height="${fmt(wall - 8)}" fill="${darken(timber, 0.35)}"/>`;
  }
  markup += leafCluster(scene, [w * 0.98, base - 10], 90, darken(foliage(scene), 0.1), 18);
  return markup;
}

/** Flowering shrubs along the foot of the picture, a stepping-stone path between them. */
function garden(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const green = foliage(scene);
  let markup = `<rect x="0" y="${fmt(h * 0.92)}" width="${w}" height="${fmt(h * 0.08)}" fill="${darken(green, 0.25)}"/>`;
  for (let i = 0; i < 9; i += 1) {
    const x = w * (i / 8);
    if (Math.abs(x - w * 0.42) < w * 0.07) continue;
    markup += leafCluster(scene, [x, h * between(random, 0.9, 0.95)], between(random, 70, 110), green, 16);
  }
  markup += leafCluster(scene, [w * 0.92, h * 0.76], 150, green, 28);
  const blooms = [
    pick(random, ['#f4f0e6', '#f3b8c8', '#f4c542']),
    pick(random, ['#d84a6b', '#e88a3c', '#b56bd0']),
  ].map((c) => mix(c, palette.glow, 0.12));
  for (let i = 0; i < 140; i += 1) {
    const x = between(random, 0, w);
    if (Math.abs(x - w * 0.42) < w * 0.06) continue;
    const y = x > w * 0.8 ? between(random, h * 0.66, h * 0.97) : between(random, h * 0.86, h * 0.98);
    markup += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(between(random, 4, 9))}" fill="${pick(random, blooms)}"/>`;
  }
  // Stepping stones leading in, smaller as they go.
  const stones = stone(scene);
  for (let i = 0; i < 5; i += 1) {
    const t = i / 4;
    const y = h * (0.99 - t * 0.1);
    const x = w * (0.42 + Math.sin(t * 2) * 0.03);
    markup += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(60 * (1 - t * 0.6))}" ry="${fmt(14 * (1 - t * 0.6))}" fill="${i % 2 ? stones : darken(stones, 0.1)}"/>`;
  }
  return markup;
}

/** A footpath winding up from the foot of the picture, a walker with a pack on it, grass along it. */
function trail(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const earth = mix('#b89a6c', palette.glow, 0.25);
  const grass = mix('#6b7d3a', palette.shadow, 0.35);
  let markup = `<path d="M0,${fmt(h * 0.84)} Q${fmt(w * 0.5)},${fmt(h * 0.8)} ${w},${fmt(h * 0.83)} L${w},${h} L0,${h} Z" fill="${grass}"/>`;
  markup += `<path d="M${fmt(w * 0.55)},${h} C${fmt(w * 0.6)},${fmt(h * 0.93)} ${fmt(w * 0.78)},${fmt(h * 0.9)} ${fmt(w * 0.7)},${fmt(h * 0.84)} Q${fmt(w * 0.66)},${fmt(h * 0.81)} ${fmt(w * 0.7)},${fmt(h * 0.8)} L${fmt(w * 0.71)},${fmt(h * 0.8)} Q${fmt(w * 0.69)},${fmt(h * 0.82)} ${fmt(w * 0.73)},${fmt(h * 0.84)} C${fmt(w * 0.84)},${fmt(h * 0.9)} ${fmt(w * 0.72)},${fmt(h * 0.95)} ${fmt(w * 0.77)},${h} Z" fill="${earth}"/>`;
  for (let i = 0; i < 120; i += 1) {
    const x = between(random, 0, w);
    const y = between(random, h * 0.84, h);
    const tall = 8 + ((y - h * 0.84) / (h * 0.16)) * 22;
    markup += `<path d="M${fmt(x)},${fmt(y)} l${fmt(between(random, -5, 5))},${fmt(-tall)}" stroke="${random() < 0.5 ? darken(grass, 0.2) : lighten(grass, 0.15)}" stroke-width="2"/>`;
  }
  // The walker, small on the path: legs, a body under a pack, a hat.
  const x = w * 0.715;
  const y = h * 0.865;
  const figure = darken(palette.shadow, 0.2);
  const pack = mix('#b2462e', palette.glow, 0.15);
  markup += `<path d="M${fmt(x - 6)},${fmt(y)} L${fmt(x - 2)},${fmt(y - 30)} L${fmt(x + 4)},${fmt(y - 30)} L${fmt(x + 9)},${fmt(y)}" stroke="${figure}" stroke-width="6" fill="none"/>`;
  markup += `<rect x="${fmt(x - 8)}" y="${fmt(y - 62)}" width="16" height="34" rx="5" fill="${figure}"/>`;
  markup += `<rect x="${fmt(x + 4)}" y="${fmt(y - 64)}" width="14" height="28" rx="4" fill="${pack}"/>`;
  markup += `<circle cx="${fmt(x)}" cy="${fmt(y - 70)}" r="7" fill="${figure}"/>`;
  markup += `<path d="M${fmt(x - 12)},${fmt(y - 72)} h24" stroke="${figure}" stroke-width="4"/>`;
  markup += `<path d="M${fmt(x - 12)},${fmt(y - 40)} l-10,40" stroke="${darken(figure, 0.2)}" stroke-width="3"/>`;
  return markup;
}

/** Prayer flags strung down from a pole at the right, a whitewashed chorten below them. */
function flags(scene: Scene): string {
  const { canvas, palette } = scene;
  const { width: w, height: h } = canvas;
  const white = mix('#f2eee4', palette.glow, 0.2);
  const cx = w * 0.86;
  const base = h * 0.94;
  let markup = `<path d="M${fmt(w * 0.6)},${h} Q${fmt(w * 0.8)},${fmt(h * 0.9)} ${w},${fmt(h * 0.88)} L${w},${h} Z" fill="${near(scene, 0.2)}"/>`;
  markup += `<rect x="${fmt(cx - 70)}" y="${fmt(base - 60)}" width="140" height="60" fill="${white}"/>`;
  markup += `<rect x="${fmt(cx - 80)}" y="${fmt(base - 70)}" width="160" height="12" fill="${darken(white, 0.12)}"/>`;
  markup += `<path d="M${fmt(cx - 55)},${fmt(base - 70)} Q${fmt(cx - 55)},${fmt(base - 150)} ${fmt(cx)},${fmt(base - 155)} Q${fmt(cx + 55)},${fmt(base - 150)} ${fmt(cx + 55)},${fmt(base - 70)} Z" fill="${white}"/>`;
  markup += `<path d="M${fmt(cx + 10)},${fmt(base - 154)} Q${fmt(cx + 50)},${fmt(base - 145)} ${fmt(cx + 55)},${fmt(base - 70)} L${fmt(cx + 20)},${fmt(base - 70)} Z" fill="${darken(white, 0.15)}"/>`;
  markup += `<path d="M${fmt(cx - 14)},${fmt(base - 155)} L${fmt(cx - 8)},${fmt(base - 230)} L${fmt(cx + 8)},${fmt(base - 230)} L${fmt(cx + 14)},${fmt(base - 155)} Z" fill="${mix('#c9973a', palette.glow, 0.2)}"/>`;
  markup += `<circle cx="${fmt(cx)}" cy="${fmt(base - 238)}" r="9" fill="${mix('#d9aa48', palette.glow, 0.2)}"/>`;
  return markup + prayerFlags(scene, [w * 0.98, h * 0.3], [w * 0.55, h * 0.82], 3);
}

/** A waterfall down a dark cliff on the right, its spray a soft cloud at the foot. */
function waterfall(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const rock = darken(mix('#4c4a46', palette.shadow, 0.4), 0.05);
  const lip = h * 0.22;
  let markup = `<path d="M${fmt(w * 0.74)},${h} L${fmt(w * 0.76)},${fmt(h * 0.6)} L${fmt(w * 0.73)},${fmt(h * 0.4)} L${fmt(w * 0.78)},${fmt(lip)} L${fmt(w * 0.86)},${fmt(lip - 30)} L${w},${fmt(lip - 60)} L${w},${h} Z" fill="${rock}"/>`;
  markup += leafCluster(scene, [w * 0.8, lip - 30], 70, foliage(scene), 14);
  markup += leafCluster(scene, [w * 0.97, lip - 60], 90, foliage(scene), 16);
  const fallX = w * 0.8;
  const fall = canvas.linearGradient(
    [
      [0, lighten(palette.sky[2], 0.5), 0.95],
      [1, '#ffffff', 0.7],
    ],
    [0, lip],
    [0, h],
  );
  markup += `<path d="M${fmt(fallX - 26)},${fmt(lip - 10)} Q${fmt(fallX - 40)},${fmt(h * 0.6)} ${fmt(fallX - 60)},${fmt(h * 0.94)} L${fmt(fallX + 60)},${fmt(h * 0.94)} Q${fmt(fallX + 40)},${fmt(h * 0.6)} ${fmt(fallX + 26)},${fmt(lip - 14)} Z" fill="${fall}"/>`;
  for (let i = 0; i < 14; i += 1) {
    const x = fallX + between(random, -30, 30);
    markup += `<path d="M${fmt(x)},${fmt(lip + between(random, 0, 80))} Q${fmt(x + between(random, -12, 12))},${fmt(h * 0.6)} ${fmt(x + (x - fallX) * 0.8)},${fmt(h * between(random, 0.8, 0.92))}" stroke="#ffffff" stroke-width="${fmt(between(random, 1.5, 4))}" fill="none" opacity="0.55"/>`;
  }
  const spray = canvas.softFill('#ffffff', 0.55);
  markup += `<ellipse cx="${fmt(fallX)}" cy="${fmt(h * 0.93)}" rx="210" ry="70" fill="${spray}"/>`;
  markup += `<rect x="0" y="${fmt(h * 0.95)}" width="${w}" height="${fmt(h * 0.05)}" fill="${darken(palette.water, 0.2)}" opacity="0.9"/>`;
  return markup;
}

/** Two coconut palms leaning in from the right edge, close enough to frame the view. */
function palms(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const dark = darken(palette.shadow, 0.15);
  let markup = `<path d="M${fmt(w * 0.7)},${h} Q${fmt(w * 0.85)},${fmt(h * 0.92)} ${w},${fmt(h * 0.9)} L${w},${h} Z" fill="${mix('#e8d6ae', palette.glow, 0.2)}"/>`;
  markup += palm(scene, [w * between(random, 0.9, 0.94), h * 0.98], h * 0.78, -0.55, dark);
  markup += palm(scene, [w * 0.82, h * 0.99], h * 0.55, -0.35, lighten(dark, 0.08));
  return markup;
}

/** A teak ledge along the foot of a treatment room, the view beyond it. */
function ledge(scene: Scene, top: number): string {
  const { canvas, palette } = scene;
  const teak = mix('#7a4a2a', palette.glow, 0.18);
  return (
    `<rect x="0" y="${fmt(top)}" width="${canvas.width}" height="${fmt(canvas.height - top)}" fill="${teak}"/>` +
    `<rect x="0" y="${fmt(top)}" width="${canvas.width}" height="7" fill="${lighten(teak, 0.2)}"/>` +
    `<rect x="0" y="${fmt(top + 7)}" width="${canvas.width}" height="10" fill="${darken(teak, 0.3)}" opacity="0.6"/>`
  );
}

/** An Ayurvedic treatment's oils: a spouted brass kindi, bowls of warm oil and herbs on a banana leaf. */
function oil(scene: Scene): string {
  const { canvas, palette } = scene;
  const { width: w, height: h } = canvas;
  const top = h * 0.9;
  const brass = mix('#c8952f', palette.glow, 0.2);
  let markup = ledge(scene, top);
  const leaf = mix('#3f8a3a', palette.glow, 0.12);
  markup += `<path d="M${fmt(w * 0.58)},${fmt(top + 8)} Q${fmt(w * 0.75)},${fmt(top - 40)} ${fmt(w * 0.97)},${fmt(top + 4)} Q${fmt(w * 0.77)},${fmt(top + 30)} ${fmt(w * 0.58)},${fmt(top + 8)} Z" fill="${leaf}"/>`;
  markup += `<path d="M${fmt(w * 0.6)},${fmt(top + 8)} Q${fmt(w * 0.77)},${fmt(top - 10)} ${fmt(w * 0.95)},${fmt(top + 4)}" stroke="${lighten(leaf, 0.3)}" stroke-width="3" fill="none"/>`;
  // The kindi: a round belly, a narrow neck, a spout.
  const kx = w * 0.68;
  markup += `<ellipse cx="${fmt(kx)}" cy="${fmt(top - 50)}" rx="58" ry="48" fill="${brass}"/>`;
  markup += `<ellipse cx="${fmt(kx - 18)}" cy="${fmt(top - 66)}" rx="16" ry="22" fill="${lighten(brass, 0.45)}" opacity="0.7"/>`;
  markup += `<rect x="${fmt(kx - 14)}" y="${fmt(top - 130)}" width="28" height="40" fill="${darken(brass, 0.1)}"/>`;
  markup += `<ellipse cx="${fmt(kx)}" cy="${fmt(top - 130)}" rx="26" ry="8" fill="${lighten(brass, 0.2)}"/>`;
  markup += `<path d="M${fmt(kx + 46)},${fmt(top - 62)} Q${fmt(kx + 90)},${fmt(top - 80)} ${fmt(kx + 104)},${fmt(top - 112)}" stroke="${brass}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  markup += `<rect x="${fmt(kx - 40)}" y="${fmt(top - 8)}" width="80" height="10" fill="${darken(brass, 0.3)}"/>`;
  // Bowls of golden oil and of green herbs.
  for (const [x, fill] of [
    [w * 0.8, mix('#e0a531', palette.glow, 0.2)],
    [w * 0.89, mix('#6b8f3a', palette.glow, 0.15)],
  ] as const) {
    markup += `<path d="M${fmt(x - 48)},${fmt(top - 30)} Q${fmt(x)},${fmt(top + 16)} ${fmt(x + 48)},${fmt(top - 30)} Z" fill="${brass}"/>`;
    markup += `<ellipse cx="${fmt(x)}" cy="${fmt(top - 30)}" rx="48" ry="10" fill="${fill}"/>`;
  }
  return markup + glowDot(scene, [kx, top - 60], 160, 0.18);
}

/** A massage table draped in white, rolled towels on it, a frangipani flower and a stone bowl beside. */
function massage(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const top = h * 0.94;
  let markup = ledge(scene, top);
  const linen = mix('#f4efe6', palette.glow, 0.18);
  const tx = w * between(random, 0.6, 0.64);
  const tw = w * 0.3;
  const ty = h * 0.8;
  const legs = darken(mix('#7a4a2a', palette.glow, 0.18), 0.2);
  markup += `<path d="M${fmt(tx + 20)},${fmt(ty)} v${fmt(top - ty)} M${fmt(tx + tw - 20)},${fmt(ty)} v${fmt(top - ty)}" stroke="${legs}" stroke-width="12"/>`;
  markup += `<path d="M${fmt(tx)},${fmt(ty - 20)} L${fmt(tx + tw)},${fmt(ty - 20)} L${fmt(tx + tw + 10)},${fmt(ty + 40)} L${fmt(tx - 10)},${fmt(ty + 40)} Z" fill="${linen}"/>`;
  markup += `<path d="M${fmt(tx - 10)},${fmt(ty + 40)} Q${fmt(tx + tw / 2)},${fmt(ty + 52)} ${fmt(tx + tw + 10)},${fmt(ty + 40)}" stroke="${darken(linen, 0.15)}" stroke-width="4" fill="none"/>`;
  markup += `<rect x="${fmt(tx)}" y="${fmt(ty - 28)}" width="${fmt(tw)}" height="10" fill="${darken(linen, 0.08)}"/>`;
  for (let i = 0; i < 3; i += 1) {
    markup += `<ellipse cx="${fmt(tx + tw * 0.7 + i * 8)}" cy="${fmt(ty - 44 - i * 14)}" rx="50" ry="14" fill="${i % 2 ? darken(linen, 0.06) : linen}"/>`;
  }
  // A frangipani: five cream petals around a yellow heart.
  const fx = tx + tw * 0.3;
  const fy = ty - 36;
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2;
    markup += `<ellipse cx="${fmt(fx + Math.cos(a) * 12)}" cy="${fmt(fy + Math.sin(a) * 7)}" rx="12" ry="7" transform="rotate(${fmt((a * 180) / Math.PI)} ${fmt(fx + Math.cos(a) * 12)} ${fmt(fy + Math.sin(a) * 7)})" fill="#fbf4e4"/>`;
  }
  markup += `<circle cx="${fmt(fx)}" cy="${fmt(fy)}" r="6" fill="#f2c14e"/>`;
  const bowl = mix('#6f6a63', palette.glow, 0.15);
  markup += `<path d="M${fmt(w * 0.93 - 40)},${fmt(top - 30)} Q${fmt(w * 0.93)},${fmt(top + 10)} ${fmt(w * 0.93 + 40)},${fmt(top - 30)} Z" fill="${bowl}"/>`;
  markup += `<ellipse cx="${fmt(w * 0.93)}" cy="${fmt(top - 30)}" rx="40" ry="8" fill="${lighten(bowl, 0.3)}"/>`;
  return markup + leafCluster(scene, [w * 0.99, h * 0.72], 100, foliage(scene), 18);
}

/** Singing bowls on a cushion, a bronze gong hanging in its frame: a sound-healing room. */
function bowls(scene: Scene): string {
  const { canvas, palette } = scene;
  const { width: w, height: h } = canvas;
  const top = h * 0.92;
  const bronze = mix('#b07a3a', palette.glow, 0.2);
  let markup = ledge(scene, top);
  const gx = w * 0.86;
  const gy = h * 0.64;
  const frame = darken(mix('#6b3f22', palette.glow, 0.1), 0.2);
  markup += `<path d="M${fmt(gx - 130)},${fmt(top)} V${fmt(gy - 150)} H${fmt(gx + 130)} V${fmt(top)}" stroke="${frame}" stroke-width="16" fill="none"/>`;
  markup += `<path d="M${fmt(gx - 60)},${fmt(gy - 150)} L${fmt(gx - 40)},${fmt(gy - 100)} M${fmt(gx + 60)},${fmt(gy - 150)} L${fmt(gx + 40)},${fmt(gy - 100)}" stroke="${frame}" stroke-width="3"/>`;
  const face = canvas.radialGradient(
    [
      [0, lighten(bronze, 0.35), 1],
      [0.6, bronze, 1],
      [1, darken(bronze, 0.35), 1],
    ],
    [gx - 20, gy - 20],
    110,
  );
  markup += `<circle cx="${fmt(gx)}" cy="${fmt(gy)}" r="100" fill="${face}"/>`;
  markup += `<circle cx="${fmt(gx)}" cy="${fmt(gy)}" r="30" fill="${darken(bronze, 0.15)}"/>`;
  markup += `<circle cx="${fmt(gx)}" cy="${fmt(gy)}" r="70" fill="none" stroke="${darken(bronze, 0.2)}" stroke-width="3"/>`;
  const cushion = mix('#8c3a3a', palette.glow, 0.15);
  markup += `<ellipse cx="${fmt(w * 0.62)}" cy="${fmt(top - 10)}" rx="140" ry="28" fill="${cushion}"/>`;
  for (const [x, r] of [
    [w * 0.56, 46],
    [w * 0.64, 38],
    [w * 0.7, 30],
  ] as const) {
    markup += `<path d="M${fmt(x - r)},${fmt(top - 36)} Q${fmt(x - r)},${fmt(top - 36 + r * 0.9)} ${fmt(x)},${fmt(top - 36 + r * 0.9)} Q${fmt(x + r)},${fmt(top - 36 + r * 0.9)} ${fmt(x + r)},${fmt(top - 36)} Z" fill="${bronze}"/>`;
    markup += `<ellipse cx="${fmt(x)}" cy="${fmt(top - 36)}" rx="${fmt(r)}" ry="${fmt(r * 0.22)}" fill="${darken(bronze, 0.35)}"/>`;
    markup += `<path d="M${fmt(x - r * 0.7)},${fmt(top - 28)} Q${fmt(x - r * 0.6)},${fmt(top - 36 + r * 0.6)} ${fmt(x - r * 0.2)},${fmt(top - 36 + r * 0.8)}" stroke="${lighten(bronze, 0.4)}" stroke-width="3" fill="none"/>`;
  }
  markup += `<path d="M${fmt(w * 0.73)},${fmt(top - 6)} l80,-30" stroke="${frame}" stroke-width="8" stroke-linecap="round"/>`;
  return markup;
}

/** A wooden boat moored in the foreground water: a sheer hull, a rail, an awning or a furled sail. */
function boat(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const x = w * between(random, 0.72, 0.78);
  const y = h * 0.9;
  const l = w * 0.3;
  const hull = mix(pick(random, ['#f1ede4', '#2f5f8a', '#8a4a2c']), palette.glow, 0.15);
  const stripe = mix(pick(random, ['#2c6aa0', '#c8a24a', '#b8412f']), palette.glow, 0.15);
  const wood = mix('#8a5a34', palette.glow, 0.2);
  let markup = '';
  // Its reflection first, broken by ripples.
  markup += `<path d="M${fmt(x - l / 2)},${fmt(y + 10)} Q${fmt(x)},${fmt(y + 70)} ${fmt(x + l / 2)},${fmt(y + 6)} Z" fill="${darken(hull, 0.45)}" opacity="0.35"/>`;
  markup += `<path d="M${fmt(x - l / 2 - 20)},${fmt(y - 40)} Q${fmt(x - l / 2 + 10)},${fmt(y + 10)} ${fmt(x - l * 0.3)},${fmt(y + 12)} L${fmt(x + l * 0.32)},${fmt(y + 12)} Q${fmt(x + l / 2)},${fmt(y + 6)} ${fmt(x + l / 2 + 14)},${fmt(y - 34)} Z" fill="${hull}"/>`;
  markup += `<path d="M${fmt(x - l / 2 - 14)},${fmt(y - 26)} Q${fmt(x)},${fmt(y - 18)} ${fmt(x + l / 2 + 10)},${fmt(y - 22)}" stroke="${stripe}" stroke-width="9" fill="none"/>`;
  markup += `<path d="M${fmt(x - l / 2 - 20)},${fmt(y - 40)} Q${fmt(x)},${fmt(y - 34)} ${fmt(x + l / 2 + 14)},${fmt(y - 34)}" stroke="${wood}" stroke-width="7" fill="none"/>`;
  // A mast with its sail furled along the boom, or an awning over the seats.
  if (random() < 0.5) {
    markup += `<path d="M${fmt(x)},${fmt(y - 38)} v-260" stroke="${darken(wood, 0.2)}" stroke-width="7"/>`;
    markup += `<path d="M${fmt(x - l * 0.35)},${fmt(y - 80)} L${fmt(x + 4)},${fmt(y - 290)} L${fmt(x + 8)},${fmt(y - 80)} Z" fill="${mix('#f2ebdc', palette.glow, 0.2)}" opacity="0.95"/>`;
  } else {
    const awning = mix('#f2ebdc', palette.glow, 0.2);
    markup += `<path d="M${fmt(x - l * 0.25)},${fmt(y - 36)} v-70 M${fmt(x + l * 0.2)},${fmt(y - 36)} v-70" stroke="${darken(wood, 0.2)}" stroke-width="5"/>`;
    markup += `<path d="M${fmt(x - l * 0.3)},${fmt(y - 106)} Q${fmt(x)},${fmt(y - 130)} ${fmt(x + l * 0.25)},${fmt(y - 106)} Z" fill="${awning}"/>`;
  }
  markup += `<path d="M${fmt(x + l / 2 + 14)},${fmt(y - 34)} Q${fmt(x + l / 2 + 90)},${fmt(y - 10)} ${w},${fmt(y - 60)}" stroke="${darken(wood, 0.3)}" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 10; i += 1) {
    const ry = y + between(random, 20, 90);
    markup += `<path d="M${fmt(x + between(random, -l * 0.6, l * 0.6))},${fmt(ry)} h${fmt(between(random, 30, 90))}" stroke="${lighten(palette.sky[2], 0.3)}" stroke-width="2" opacity="0.4"/>`;
  }
  return markup;
}

/** A few houses stepping up the right-hand foreground: red fishing cabins by a fjord, else white walls and tiles. */
function village(scene: Scene, sceneName: string): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const nordic = sceneName === 'fjord' || sceneName === 'mountainLake';
  const lit = afterDark(scene);
  let markup = `<path d="M${fmt(w * 0.55)},${h} Q${fmt(w * 0.75)},${fmt(h * 0.84)} ${w},${fmt(h * 0.78)} L${w},${h} Z" fill="${near(scene, 0.2)}"/>`;
  const houses = [
    [0.64, 0.93, 0.1],
    [0.75, 0.88, 0.11],
    [0.87, 0.84, 0.12],
    [0.7, 0.99, 0.12],
    [0.84, 0.97, 0.14],
  ] as const;
  for (const [t, base, size] of houses) {
    const x = w * (t + between(random, -0.01, 0.01));
    const y = h * base;
    const hw = w * size;
    const wallH = hw * 0.6;
    const wall = nordic
      ? mix(pick(random, ['#9e2b22', '#b5452c', '#c9a23a']), palette.glow, 0.15)
      : mix(pick(random, ['#f4efe4', '#efe2c8', '#f1d9b5']), palette.glow, 0.2);
    const roof = nordic ? darken(palette.shadow, 0.2) : mix('#b4573a', palette.glow, 0.15);
    markup += `<rect x="${fmt(x - hw / 2)}" y="${fmt(y - wallH)}" width="${fmt(hw)}" height="${fmt(wallH)}" fill="${wall}"/>`;
    markup += `<rect x="${fmt(x + hw * 0.15)}" y="${fmt(y - wallH)}" width="${fmt(hw * 0.35)}" height="${fmt(wallH)}" fill="${darken(wall, 0.12)}"/>`;
    markup += nordic
      ? `<path d="M${fmt(x - hw / 2 - 8)},${fmt(y - wallH)} L${fmt(x)},${fmt(y - wallH - hw * 0.4)} L${fmt(x + hw / 2 + 8)},${fmt(y - wallH)} Z" fill="${roof}"/>`
      : `<path d="M${fmt(x - hw / 2 - 6)},${fmt(y - wallH)} L${fmt(x - hw * 0.3)},${fmt(y - wallH - hw * 0.18)} L${fmt(x + hw * 0.3)},${fmt(y - wallH - hw * 0.18)} L${fmt(x + hw / 2 + 6)},${fmt(y - wallH)} Z" fill="${roof}"/>`;
    const glass = lit ? LAMPLIGHT : darken(wall, 0.55);
    for (const dx of [-0.28, 0.05, 0.3]) {
      markup += `<rect x="${fmt(x + hw * dx - 8)}" y="${fmt(y - wallH * 0.7)}" width="16" height="22" fill="${glass}"/>`;
      if (nordic)
        markup += `<rect x="${fmt(x + hw * dx - 10)}" y="${fmt(y - wallH * 0.7 - 2)}" width="20" height="26" fill="none" stroke="#f4efe4" stroke-width="2"/>`;
    }
    markup += `<rect x="${fmt(x - 10)}" y="${fmt(y - 36)}" width="20" height="36" fill="${darken(wall, 0.45)}"/>`;
  }
  return markup;
}

/**
 * Gassho-zukuri farmhouses, as in Hida's valleys: each a steep thatched roof like hands joined in
 * prayer, its timber gable toward us with rows of paper windows up its floors, on a green knoll with
 * rice paddies in front and cedars behind.
 */
function farmhouses(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const lit = afterDark(scene);
  const grass = mix('#5d8a3a', palette.glow, 0.2);
  let markup = `<path d="M${fmt(w * 0.42)},${h} Q${fmt(w * 0.62)},${fmt(h * 0.8)} ${w},${fmt(h * 0.74)} L${w},${h} Z" fill="${grass}"/>`;
  // Paddies in front: flooded terraces holding the sky, edged by green banks.
  for (let i = 0; i < 3; i += 1) {
    const top = h * (0.9 + i * 0.035);
    markup += `<path d="M${fmt(w * (0.5 + i * 0.05))},${fmt(top)} L${w},${fmt(top - h * 0.02)} L${w},${fmt(top + h * 0.022)} L${fmt(w * (0.52 + i * 0.05))},${fmt(top + h * 0.03)} Z" fill="${lighten(mix(palette.sky[1], palette.water, 0.3), 0.2)}" stroke="${darken(grass, 0.15)}" stroke-width="5"/>`;
  }
  // Cedars behind the houses.
  for (let i = 0; i < 7; i += 1) {
    const cx = w * between(random, 0.6, 0.98);
    const base = h * between(random, 0.74, 0.8);
    const th = between(random, 150, 240);
    markup += `<path d="M${fmt(cx)},${fmt(base - th)} L${fmt(cx + th * 0.18)},${fmt(base)} L${fmt(cx - th * 0.18)},${fmt(base)} Z" fill="${darken(mix('#2f5238', palette.shadow, 0.3), random() * 0.2)}"/>`;
  }
  const thatch = mix('#8d6a3c', palette.glow, 0.2);
  const timber = mix('#4a3424', palette.shadow, 0.2);
  const paper = lit ? LAMPLIGHT : mix('#efe6cf', palette.glow, 0.15);
  const houses = [
    [0.66, 0.86, 0.1],
    [0.9, 0.83, 0.12],
    [0.78, 0.95, 0.14],
  ] as const;
  for (const [t, base, size] of houses) {
    const x = w * (t + between(random, -0.01, 0.01));
    const y = h * base;
    const half = w * size * 0.5;
    const wallH = half * 0.5;
    const eaveY = y - wallH;
    const apexY = eaveY - half * 2.1;
    // The ground floor: dark timber and paper screens on a stone footing.
    markup += `<rect x="${fmt(x - half * 0.92)}" y="${fmt(eaveY)}" width="${fmt(half * 1.84)}" height="${fmt(wallH)}" fill="${timber}"/>`;
    markup += `<rect x="${fmt(x - half * 0.95)}" y="${fmt(y - 8)}" width="${fmt(half * 1.9)}" height="10" fill="${mix('#9a9384', palette.glow, 0.15)}"/>`;
    for (let i = 0; i < 4; i += 1) {
      markup += `<rect x="${fmt(x - half * 0.78 + i * half * 0.4)}" y="${fmt(eaveY + wallH * 0.2)}" width="${fmt(half * 0.3)}" height="${fmt(wallH * 0.55)}" fill="${paper}"/>`;
    }
    // The thatch: a steep triangle, combed into strands, its thick edge catching the light.
    const roof = `M${fmt(x - half * 1.12)},${fmt(eaveY + 6)} L${fmt(x)},${fmt(apexY)} L${fmt(x + half * 1.12)},${fmt(eaveY + 6)} Z`;
    markup += `<path d="${roof}" fill="${thatch}"/>`;
    const clip = canvas.clipPath(roof);
    let strands = '';
    for (let i = 0; i < 60; i += 1) {
      const sx = x + between(random, -1.1, 1.1) * half;
      strands += `M${fmt(sx)},${fmt(eaveY + 6)} L${fmt(x + (sx - x) * 0.2)},${fmt(apexY)}`;
    }
    markup += `<g clip-path="${clip}"><path d="${strands}" stroke="${darken(thatch, 0.25)}" stroke-width="2" opacity="0.5" fill="none"/></g>`;
    // The gable end, set in under the thatch: timber framing and paper windows, floor above floor.
    const gableTop = apexY + half * 0.55;
    const gableBase = eaveY - 2;
    const gable = `M${fmt(x - half * 0.72)},${fmt(gableBase)} L${fmt(x)},${fmt(gableTop)} L${fmt(x + half * 0.72)},${fmt(gableBase)} Z`;
    markup += `<path d="${gable}" fill="${timber}"/>`;
    const floors = 3;
    for (let f = 0; f < floors; f += 1) {
      const fy = gableBase - ((f + 0.8) * (gableBase - gableTop)) / (floors + 1);
      const span = half * 0.72 * ((fy - gableTop) / (gableBase - gableTop));
      const panes = Math.max(1, 4 - f);
      const paneW = (span * 1.4) / panes;
      for (let p = 0; p < panes; p += 1) {
        markup += `<rect x="${fmt(x - span * 0.7 + p * paneW + paneW * 0.12)}" y="${fmt(fy - half * 0.12)}" width="${fmt(paneW * 0.76)}" height="${fmt(half * 0.16)}" fill="${paper}" stroke="${timber}" stroke-width="2"/>`;
      }
    }
    markup += `<path d="M${fmt(x - half * 1.12)},${fmt(eaveY + 6)} L${fmt(x)},${fmt(apexY)} L${fmt(x + half * 1.12)},${fmt(eaveY + 6)}" stroke="${lighten(thatch, 0.25)}" stroke-width="7" fill="none" stroke-linejoin="round"/>`;
    // The ridge's cap of straw bundles.
    markup += `<path d="M${fmt(x - half * 0.1)},${fmt(apexY + half * 0.2)} L${fmt(x)},${fmt(apexY - 4)} L${fmt(x + half * 0.1)},${fmt(apexY + half * 0.2)}" stroke="${darken(thatch, 0.35)}" stroke-width="8" fill="none"/>`;
  }
  return markup;
}

/** Rows of vines running away in perspective, posts along them, bunches of grapes on the nearest. */
function vines(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const top = h * 0.8;
  const vanish: Point = [w * 0.5, h * 0.62];
  const soil = mix('#8a6a48', palette.glow, 0.2);
  const leaf = mix('#4d7a2e', palette.shadow, 0.3);
  let markup = `<rect x="0" y="${fmt(top)}" width="${w}" height="${fmt(h - top)}" fill="${soil}"/>`;
  const clip = canvas.clipRect(0, top, w, h - top);
  let rows = '';
  for (let i = -12; i <= 12; i += 1) {
    const bottomX = w * 0.5 + i * w * 0.11;
    const tt = (top - vanish[1]) / (h - vanish[1]);
    const topX = vanish[0] + (bottomX - vanish[0]) * tt;
    rows += `<path d="M${fmt(topX)},${fmt(top)} L${fmt(bottomX)},${h}" stroke="${leaf}" stroke-width="${fmt(10 + Math.abs(i) * 2)}" stroke-linecap="round"/>`;
    rows += `<path d="M${fmt(topX)},${fmt(top)} L${fmt(bottomX)},${h}" stroke="${lighten(leaf, 0.18)}" stroke-width="${fmt(4 + Math.abs(i))}" stroke-dasharray="10 8"/>`;
  }
  markup += `<g clip-path="${clip}">${rows}</g>`;
  // The nearest row on the right, leaves and grapes close enough to touch.
  markup += leafCluster(scene, [w * 0.9, h * 0.9], 130, leaf, 30);
  const grape = mix(pick(random, ['#4a2a4f', '#7a8a3a']), palette.glow, 0.12);
  for (let b = 0; b < 3; b += 1) {
    const bx = w * (0.84 + b * 0.05);
    const by = h * (0.9 + (b % 2) * 0.03);
    for (let i = 0; i < 12; i += 1) {
      const row = Math.floor(i / 3);
      markup += `<circle cx="${fmt(bx + (i % 3) * 12 - 12 + row * 2)}" cy="${fmt(by + row * 11)}" r="7" fill="${i % 4 ? grape : lighten(grape, 0.25)}"/>`;
    }
  }
  for (let x = w * 0.62; x < w; x += w * 0.12) {
    markup += `<path d="M${fmt(x)},${h} v-120" stroke="${darken(soil, 0.35)}" stroke-width="6"/>`;
  }
  return markup;
}

/** A wave curling over the reef in the foreground, spray off its lip and a surfer on its face. */
function surf(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const sea = mix('#1f8fa8', palette.water, 0.4);
  const glass = lighten(mix('#4fd0c8', palette.glow, 0.1), 0.1);
  // The wave peels from right to left: broken white water to the right, the pitching lip and its
  // barrel in the middle, the clean face ahead of it on the left where the surfer rides.
  const crest: Point = [w * 0.56, h * 0.6];
  const face = canvas.linearGradient(
    [
      [0, glass],
      [0.45, mix(glass, sea, 0.5)],
      [1, darken(sea, 0.25)],
    ],
    [0, crest[1]],
    [0, h],
  );
  let markup = `<path d="M0,${fmt(h * 0.86)} Q${fmt(w * 0.22)},${fmt(h * 0.84)} ${fmt(w * 0.36)},${fmt(h * 0.74)} Q${fmt(w * 0.47)},${fmt(h * 0.64)} ${fmt(crest[0])},${fmt(crest[1])} Q${fmt(w * 0.72)},${fmt(h * 0.58)} ${w},${fmt(h * 0.66)} L${w},${h} L0,${h} Z" fill="${face}"/>`;
  // Lines drawn across the face by the water's pull, curving up to the lip.
  for (let i = 0; i < 9; i += 1) {
    const y = h * (0.74 + i * 0.028);
    markup += `<path d="M${fmt(w * (0.06 + i * 0.02))},${fmt(y + 30)} Q${fmt(w * 0.36)},${fmt(y)} ${fmt(w * (0.5 - i * 0.005))},${fmt(y - h * 0.07 + i * 6)}" stroke="${lighten(glass, 0.2)}" stroke-width="${fmt(2 + i * 0.4)}" opacity="${fmt(0.35 - i * 0.025)}" fill="none"/>`;
  }
  // The barrel: the round hollow under the lip, darkest at its back.
  const tube = canvas.radialGradient(
    [
      [0, darken(sea, 0.55)],
      [1, darken(sea, 0.2)],
    ],
    [w * 0.56, h * 0.7],
    h * 0.12,
  );
  markup += `<path d="M${fmt(w * 0.49)},${fmt(h * 0.775)} Q${fmt(w * 0.5)},${fmt(h * 0.65)} ${fmt(w * 0.565)},${fmt(h * 0.63)} Q${fmt(w * 0.63)},${fmt(h * 0.66)} ${fmt(w * 0.62)},${fmt(h * 0.76)} Q${fmt(w * 0.56)},${fmt(h * 0.82)} ${fmt(w * 0.49)},${fmt(h * 0.775)} Z" fill="${tube}"/>`;
  // The lip pitching forward over it, thick at the crest, thinning to where it meets the face, lit through.
  const lip = `M${fmt(w * 0.6)},${fmt(h * 0.6)} Q${fmt(w * 0.5)},${fmt(h * 0.56)} ${fmt(w * 0.47)},${fmt(h * 0.66)} Q${fmt(w * 0.46)},${fmt(h * 0.72)} ${fmt(w * 0.49)},${fmt(h * 0.775)} Q${fmt(w * 0.49)},${fmt(h * 0.66)} ${fmt(w * 0.565)},${fmt(h * 0.63)} Q${fmt(w * 0.59)},${fmt(h * 0.62)} ${fmt(w * 0.6)},${fmt(h * 0.6)} Z`;
  markup += `<path d="${lip}" fill="${lighten(glass, 0.15)}"/>`;
  markup += `<path d="M${fmt(w * 0.6)},${fmt(h * 0.6)} Q${fmt(w * 0.5)},${fmt(h * 0.56)} ${fmt(w * 0.47)},${fmt(h * 0.66)}" stroke="#ffffff" stroke-width="7" opacity="0.75" fill="none"/>`;
  // White water where it has broken, rolling on to the right, and spray off the lip.
  let foam = '';
  for (let i = 0; i < 70; i += 1) {
    const t = random();
    const x = w * 0.6 + t * w * 0.42;
    const y = h * (0.62 + t * 0.04) + between(random, -10, 60);
    foam += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 18, 46))}" ry="${fmt(between(random, 12, 30))}"/>`;
  }
  markup += `<g fill="#ffffff" opacity="0.85">${foam}</g>`;
  let spray = '';
  for (let i = 0; i < 40; i += 1) {
    spray += `<circle cx="${fmt(crest[0] + between(random, -40, 120))}" cy="${fmt(crest[1] - between(random, 0, 60))}" r="${fmt(between(random, 2, 6))}"/>`;
  }
  markup += `<g fill="#ffffff" opacity="0.7">${spray}</g>`;
  markup += `<path d="M0,${fmt(h * 0.97)} Q${fmt(w * 0.5)},${fmt(h * 0.94)} ${w},${fmt(h * 0.96)}" stroke="#ffffff" stroke-width="12" opacity="0.45" fill="none"/>`;
  // The surfer on the face ahead of the barrel: crouched, knees bent, arms out, the board's rail set.
  const [sx, sy] = [w * 0.34, h * 0.78];
  const figure = darken(palette.shadow, 0.35);
  markup += `<path d="M${fmt(sx - 70)},${fmt(sy + 22)} Q${fmt(sx)},${fmt(sy + 6)} ${fmt(sx + 74)},${fmt(sy - 8)} Q${fmt(sx + 6)},${fmt(sy + 20)} ${fmt(sx - 70)},${fmt(sy + 22)} Z" fill="${mix('#f4efe4', palette.glow, 0.2)}"/>`;
  markup += `<path d="M${fmt(sx + 78)},${fmt(sy - 4)} q40,10 90,4" stroke="#ffffff" stroke-width="8" opacity="0.6" fill="none"/>`;
  const body =
    `M${fmt(sx - 34)},${fmt(sy + 12)} L${fmt(sx - 22)},${fmt(sy - 14)} L${fmt(sx - 4)},${fmt(sy - 30)}` +
    ` L${fmt(sx - 14)},${fmt(sy - 72)} L${fmt(sx + 8)},${fmt(sy - 76)} L${fmt(sx + 14)},${fmt(sy - 40)}` +
    ` L${fmt(sx + 26)},${fmt(sy - 12)} L${fmt(sx + 32)},${fmt(sy + 8)} L${fmt(sx + 20)},${fmt(sy + 8)}` +
    ` L${fmt(sx + 10)},${fmt(sy - 14)} L${fmt(sx)},${fmt(sy - 20)} L${fmt(sx - 12)},${fmt(sy - 6)} L${fmt(sx - 22)},${fmt(sy + 14)} Z`;
  markup += `<path d="${body}" fill="${figure}"/>`;
  markup += `<path d="M${fmt(sx - 60)},${fmt(sy - 58)} Q${fmt(sx - 20)},${fmt(sy - 74)} ${fmt(sx)},${fmt(sy - 68)} Q${fmt(sx + 30)},${fmt(sy - 70)} ${fmt(sx + 64)},${fmt(sy - 88)}" stroke="${figure}" stroke-width="9" stroke-linecap="round" fill="none"/>`;
  markup += `<circle cx="${fmt(sx - 2)}" cy="${fmt(sy - 90)}" r="12" fill="${figure}"/>`;
  return markup;
}

/** A stone bridge of round arches across the foreground water, its reflection closing each arch. */
function bridge(scene: Scene): string {
  const { canvas, palette } = scene;
  const { width: w, height: h } = canvas;
  const deck = h * 0.8;
  const foot = h * 0.93;
  const stoneColor = mix('#c9a878', palette.glow, 0.25);
  const span = w * 0.13;
  let d = `M0,${fmt(deck)} L${w},${fmt(deck)} L${w},${fmt(foot)}`;
  for (let x = w; x > 0; x -= span) {
    const pier = span * 0.22;
    d += ` L${fmt(x - pier)},${fmt(foot)} L${fmt(x - pier)},${fmt(deck + 70)} A${fmt((span - pier) / 2)},${fmt((span - pier) / 2)} 0 0 0 ${fmt(x - span)},${fmt(deck + 70)} L${fmt(x - span)},${fmt(foot)}`;
  }
  d += ` L0,${fmt(foot)} Z`;
  const water = mix(palette.sky[2], palette.water, 0.5);
  let markup = `<rect x="0" y="${fmt(foot)}" width="${w}" height="${fmt(h - foot)}" fill="${water}"/>`;
  markup += `<path d="${d}" fill="${stoneColor}"/>`;
  markup += `<path d="${d}" transform="translate(0 ${fmt(foot * 2)}) scale(1 -1)" fill="${darken(stoneColor, 0.3)}" opacity="0.4"/>`;
  markup += `<rect x="0" y="${fmt(deck - 16)}" width="${w}" height="18" fill="${lighten(stoneColor, 0.1)}"/>`;
  for (let x = 10; x < w; x += 36) {
    markup += `<rect x="${fmt(x)}" y="${fmt(deck - 34)}" width="18" height="20" fill="${darken(stoneColor, 0.12)}"/>`;
  }
  for (let y = deck + 10; y < foot; y += 26) {
    markup += `<path d="M0,${fmt(y)} H${w}" stroke="${darken(stoneColor, 0.2)}" stroke-width="1.5" opacity="0.35"/>`;
  }
  return markup;
}

/** Sea lions hauled out on the sand and rocks in front, one raising its head. */
function sealions(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const sand = mix('#e6d3a8', palette.glow, 0.2);
  const rock = darken(mix('#4a4640', palette.shadow, 0.3), 0.05);
  const coat = mix('#6b5040', palette.glow, 0.15);
  let markup = `<path d="M${fmt(w * 0.45)},${h} Q${fmt(w * 0.7)},${fmt(h * 0.84)} ${w},${fmt(h * 0.82)} L${w},${h} Z" fill="${sand}"/>`;
  markup += `<path d="M${fmt(w * 0.82)},${h} Q${fmt(w * 0.86)},${fmt(h * 0.78)} ${fmt(w * 0.95)},${fmt(h * 0.8)} Q${w},${fmt(h * 0.82)} ${w},${h} Z" fill="${rock}"/>`;
  for (let i = 0; i < 4; i += 1) {
    const x = w * (0.55 + i * 0.08) + between(random, -10, 10);
    const y = h * (0.93 + (i % 2) * 0.03);
    const s = 150 + i * 16;
    const raised = i === 1;
    const body = raised
      ? `M${fmt(x - s)},${fmt(y)} Q${fmt(x - s * 0.4)},${fmt(y - s * 0.3)} ${fmt(x + s * 0.2)},${fmt(y - s * 0.4)} Q${fmt(x + s * 0.35)},${fmt(y - s * 0.85)} ${fmt(x + s * 0.5)},${fmt(y - s * 0.8)} Q${fmt(x + s * 0.62)},${fmt(y - s * 0.72)} ${fmt(x + s * 0.48)},${fmt(y - s * 0.6)} Q${fmt(x + s * 0.5)},${fmt(y - s * 0.2)} ${fmt(x + s * 0.3)},${fmt(y)} Z`
      : `M${fmt(x - s)},${fmt(y)} Q${fmt(x - s * 0.5)},${fmt(y - s * 0.32)} ${fmt(x + s * 0.3)},${fmt(y - s * 0.3)} Q${fmt(x + s * 0.62)},${fmt(y - s * 0.3)} ${fmt(x + s * 0.64)},${fmt(y - s * 0.12)} Q${fmt(x + s * 0.5)},${fmt(y)} ${fmt(x)},${fmt(y)} Z`;
    markup += `<path d="${body}" fill="${i % 2 ? darken(coat, 0.15) : coat}"/>`;
    markup += `<path d="M${fmt(x - s * 0.5)},${fmt(y - s * 0.2)} Q${fmt(x)},${fmt(y - s * 0.3)} ${fmt(x + s * 0.3)},${fmt(y - s * 0.28)}" stroke="${lighten(coat, 0.3)}" stroke-width="4" fill="none" opacity="0.5"/>`;
  }
  return markup;
}

/** Tea pickers in bright saris among the rows, baskets on their backs, the nearest close. */
function pickers(scene: Scene): string {
  const { canvas, palette, random } = scene;
  const { width: w, height: h } = canvas;
  const bush = mix('#3f7a34', palette.shadow, 0.25);
  let markup = leafCluster(scene, [w * 0.5, h * 1.02], 220, bush, 40);
  markup += leafCluster(scene, [w * 0.88, h * 0.98], 260, bush, 44);
  const saris = ['#c8324a', '#e07b22', '#7a3aa0', '#2a8a7a'].map((c) => mix(c, palette.glow, 0.15));
  const skin = mix('#6b4430', palette.glow, 0.15);
  const cane = mix('#b08a4e', palette.glow, 0.2);
  for (let i = 0; i < 3; i += 1) {
    const x = w * (0.62 + i * 0.13) + between(random, -10, 10);
    const y = h * (0.86 + (i % 2) * 0.04);
    const s = 1.2 - i * 0.15;
    const sari = pick(random, saris);
    markup += `<path d="M${fmt(x - 34 * s)},${fmt(y + 40 * s)} L${fmt(x - 24 * s)},${fmt(y - 80 * s)} Q${fmt(x)},${fmt(y - 96 * s)} ${fmt(x + 24 * s)},${fmt(y - 80 * s)} L${fmt(x + 36 * s)},${fmt(y + 40 * s)} Z" fill="${sari}"/>`;
    markup += `<path d="M${fmt(x - 24 * s)},${fmt(y - 80 * s)} Q${fmt(x + 10 * s)},${fmt(y - 40 * s)} ${fmt(x + 34 * s)},${fmt(y + 20 * s)}" stroke="${lighten(sari, 0.3)}" stroke-width="${fmt(8 * s)}" fill="none"/>`;
    markup += `<circle cx="${fmt(x)}" cy="${fmt(y - 108 * s)}" r="${fmt(17 * s)}" fill="${skin}"/>`;
    markup += `<path d="M${fmt(x - 18 * s)},${fmt(y - 114 * s)} Q${fmt(x)},${fmt(y - 132 * s)} ${fmt(x + 18 * s)},${fmt(y - 114 * s)}" fill="${darken(skin, 0.5)}"/>`;
    // The basket hangs on the back from a strap across the forehead.
    markup += `<path d="M${fmt(x + 18 * s)},${fmt(y - 96 * s)} L${fmt(x + 64 * s)},${fmt(y - 90 * s)} L${fmt(x + 56 * s)},${fmt(y - 20 * s)} L${fmt(x + 26 * s)},${fmt(y - 26 * s)} Z" fill="${cane}"/>`;
    markup += `<path d="M${fmt(x + 22 * s)},${fmt(y - 70 * s)} L${fmt(x + 60 * s)},${fmt(y - 64 * s)} M${fmt(x + 24 * s)},${fmt(y - 48 * s)} L${fmt(x + 58 * s)},${fmt(y - 42 * s)}" stroke="${darken(cane, 0.3)}" stroke-width="3"/>`;
    markup += `<path d="M${fmt(x - 14 * s)},${fmt(y - 118 * s)} Q${fmt(x + 30 * s)},${fmt(y - 124 * s)} ${fmt(x + 40 * s)},${fmt(y - 92 * s)}" stroke="${darken(cane, 0.4)}" stroke-width="3" fill="none"/>`;
    markup += leafCluster(scene, [x, y + 36 * s], 70 * s, bush, 12);
  }
  return markup;
}

/** A red train on its ledge along the slope, carriages windowed and lit, the track's embankment below. */
function train(scene: Scene): string {
  const { canvas, palette } = scene;
  const { width: w, height: h } = canvas;
  const rail = h * 0.86;
  const lit = afterDark(scene);
  const paint = mix('#a8262a', palette.glow, 0.15);
  let markup = `<path d="M${fmt(w * 0.3)},${h} L${fmt(w * 0.34)},${fmt(rail + 8)} L${w},${fmt(rail - 30)} L${w},${h} Z" fill="${near(scene, 0.2)}"/>`;
  markup += `<path d="M${fmt(w * 0.34)},${fmt(rail + 8)} L${w},${fmt(rail - 30)}" stroke="${darken(palette.shadow, 0.3)}" stroke-width="6"/>`;
  const slope = -38 / (w * 0.66);
  for (let c = 0; c < 4; c += 1) {
    const x0 = w * (0.4 + c * 0.145);
    const len = w * 0.135;
    const y0 = rail + 8 + (x0 - w * 0.34) * slope;
    const y1 = y0 + len * slope;
    const top = 86;
    markup += `<path d="M${fmt(x0)},${fmt(y0 - 8)} L${fmt(x0 + len)},${fmt(y1 - 8)} L${fmt(x0 + len)},${fmt(y1 - 8 - top)} Q${fmt(x0 + len / 2)},${fmt((y0 + y1) / 2 - 8 - top - 12)} ${fmt(x0)},${fmt(y0 - 8 - top)} Z" fill="${paint}"/>`;
    for (let k = 0; k < 5; k += 1) {
      const wx = x0 + len * (0.08 + k * 0.18);
      const wy = y0 + (wx - x0) * slope - 8 - top + 18;
      markup += `<rect x="${fmt(wx)}" y="${fmt(wy)}" width="${fmt(len * 0.12)}" height="30" fill="${lit ? LAMPLIGHT : mix(palette.sky[1], palette.shadow, 0.4)}"/>`;
    }
    markup += `<path d="M${fmt(x0)},${fmt(y0 - 26)} L${fmt(x0 + len)},${fmt(y1 - 26)}" stroke="${lighten(paint, 0.4)}" stroke-width="4"/>`;
  }
  return markup;
}

const painters: Record<Foreground, (scene: Scene, sceneName: string) => string> = {
  surf,
  bridge,
  sealions,
  pickers,
  train,
  pool,
  bath,
  oil,
  massage,
  bowls,
  boat,
  village,
  farmhouses,
  vines,
  terrace,
  deck,
  lamps,
  lanterns,
  camp,
  lodge,
  garden,
  trail,
  flags,
  waterfall,
  palms,
};

export const paintForeground = (scene: Scene, which: Foreground, sceneName: string): string =>
  painters[which](scene, sceneName);
