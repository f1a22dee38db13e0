// What tells Rome and the coasts that once shared Amalfi's cliff town apart: St Peter's dome over
// terracotta roofs and umbrella pines, Lisbon's tiled hills and red bridge over the Tagus, the
// Riviera's Belle Époque villas and yachts, Galle's ramparts and stilt fishermen, Cape Point's
// lighthouse and Knysna's Heads.
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Scene } from '../elements';
import { between, pick } from '../random';
import { LAMPLIGHT } from './light';

/** The stone of a dome's drum and front, and the covering of the dome itself. */
export interface DomeColours {
  stone: string;
  dome: string;
  /** Ribs that stand out from the dome (Florence's white marble); St Peter's are the lead lit. */
  ribs?: string;
}

// Rome's is travertine under lead.
const ST_PETERS: DomeColours = { stone: '#efe4cf', dome: '#8d96a0' };

/**
 * St Peter's dome: a ribbed, lead-grey dome on a drum ringed with paired columns, a lantern on top,
 * standing over the basilica's pale travertine front. Florence's Duomo is drawn with it in its own
 * colours: terracotta tiles between white marble ribs.
 */
export function stPetersDome(
  scene: Scene,
  [x, baseY]: Point,
  width: number,
  lit: boolean,
  colours: DomeColours = ST_PETERS,
): string {
  const { palette } = scene;
  const stone = mix(colours.stone, palette.glow, 0.25);
  const shade = mix(darken(stone, 0.25), palette.sky[1], 0.2);
  const lead = mix(colours.dome, palette.glow, 0.2);
  const r = width / 2;
  const drumTop = baseY - width * 0.42;
  const facadeW = width * 1.9;
  let markup =
    // The basilica's long front and its attic, in front of the dome's foot.
    `<rect x="${fmt(x - facadeW / 2)}" y="${fmt(baseY - width * 0.22)}" width="${fmt(facadeW)}" height="${fmt(width * 0.3)}" fill="${stone}"/>` +
    `<rect x="${fmt(x - facadeW / 2)}" y="${fmt(baseY - width * 0.26)}" width="${fmt(facadeW)}" height="${fmt(width * 0.05)}" fill="${shade}"/>` +
    // The drum.
    `<rect x="${fmt(x - r * 0.92)}" y="${fmt(drumTop)}" width="${fmt(r * 1.84)}" height="${fmt(baseY - width * 0.22 - drumTop)}" fill="${stone}"/>`;
  for (let i = 0; i <= 8; i += 1) {
    const cx = x - r * 0.86 + (i * r * 1.72) / 8;
    markup += `<rect x="${fmt(cx - 3)}" y="${fmt(drumTop + 4)}" width="6" height="${fmt(baseY - width * 0.22 - drumTop - 6)}" fill="${shade}"/>`;
    if (i < 8) {
      const wx = cx + (r * 1.72) / 16 - 5;
      markup += `<rect x="${fmt(wx)}" y="${fmt(drumTop + 12)}" width="10" height="${fmt(width * 0.09)}" fill="${lit ? LAMPLIGHT : darken(stone, 0.45)}"/>`;
    }
  }
  // The dome itself, a little taller than a half circle, with its ribs.
  const crown = drumTop - r * 1.08;
  markup += `<path d="M${fmt(x - r * 0.96)},${fmt(drumTop)} C${fmt(x - r * 0.96)},${fmt(drumTop - r * 0.8)} ${fmt(x - r * 0.5)},${fmt(crown)} ${fmt(x)},${fmt(crown)} C${fmt(x + r * 0.5)},${fmt(crown)} ${fmt(x + r * 0.96)},${fmt(drumTop - r * 0.8)} ${fmt(x + r * 0.96)},${fmt(drumTop)} Z" fill="${lead}"/>`;
  markup += `<path d="M${fmt(x + r * 0.25)},${fmt(crown + 4)} C${fmt(x + r * 0.7)},${fmt(crown + r * 0.2)} ${fmt(x + r * 0.96)},${fmt(drumTop - r * 0.8)} ${fmt(x + r * 0.96)},${fmt(drumTop)} L${fmt(x + r * 0.5)},${fmt(drumTop)} Z" fill="${darken(lead, 0.25)}"/>`;
  let ribs = '';
  for (const t of [-0.66, -0.33, 0, 0.33, 0.66]) {
    ribs += `M${fmt(x + t * r * 0.96)},${fmt(drumTop)} Q${fmt(x + t * r * 0.8)},${fmt(crown + r * 0.1)} ${fmt(x + t * r * 0.1)},${fmt(crown + 2)} `;
  }
  markup += `<path d="${ribs}" fill="none" ${
    colours.ribs
      ? `stroke="${mix(colours.ribs, palette.glow, 0.2)}" stroke-width="${fmt(width * 0.03)}" opacity="0.9"`
      : `stroke="${lighten(lead, 0.3)}" stroke-width="3" opacity="0.7"`
  }/>`;
  // The lantern and its cross.
  const lw = r * 0.22;
  markup +=
    `<rect x="${fmt(x - lw / 2)}" y="${fmt(crown - r * 0.3)}" width="${fmt(lw)}" height="${fmt(r * 0.32)}" fill="${stone}"/>` +
    `<path d="M${fmt(x - lw * 0.6)},${fmt(crown - r * 0.3)} Q${fmt(x)},${fmt(crown - r * 0.48)} ${fmt(x + lw * 0.6)},${fmt(crown - r * 0.3)} Z" fill="${lead}"/>` +
    `<path d="M${fmt(x)},${fmt(crown - r * 0.42)} v-22 M${fmt(x - 7)},${fmt(crown - r * 0.42 - 15)} h14" stroke="${darken(lead, 0.3)}" stroke-width="3"/>`;
  return markup;
}

/** Roofs of terracotta tile over ochre and rose walls, packed in rows down to the foreground. */
export function terracottaRooftops(scene: Scene, top: number, bottom: number, lit: boolean): string {
  const { canvas, random, palette } = scene;
  const walls = ['#e0a458', '#d98e5a', '#e8c089', '#c96f4a', '#f0d2a0'].map((c) => mix(c, palette.glow, 0.2));
  const tile = mix('#b2502e', palette.glow, 0.2);
  let markup = '';
  for (let y = top, row = 0; y < bottom; row += 1) {
    const size = 20 + row * 9;
    for (
      let x = -40 + between(random, 0, size);
      x < canvas.width + 40;
      x += size * between(random, 1.6, 2.6)
    ) {
      const w = size * between(random, 1.5, 2.4);
      const h = size * between(random, 0.6, 1.1);
      const wall = pick(random, walls);
      const haze = 0.45 * (1 - row / 6);
      const tone = (c: string) => mix(c, palette.haze, Math.max(0, haze));
      markup += `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h + size)}" fill="${tone(wall)}"/>`;
      markup += `<path d="M${fmt(x - 4)},${fmt(y - h)} L${fmt(x + w * 0.3)},${fmt(y - h - size * 0.4)} L${fmt(x + w * 0.8)},${fmt(y - h - size * 0.4)} L${fmt(x + w + 4)},${fmt(y - h)} Z" fill="${tone(tile)}"/>`;
      for (let wx = x + size * 0.3; wx < x + w - size * 0.3; wx += size * 0.6) {
        const glow = lit && random() < 0.3;
        markup += `<rect x="${fmt(wx)}" y="${fmt(y - h + size * 0.25)}" width="${fmt(size * 0.18)}" height="${fmt(size * 0.3)}" fill="${glow ? LAMPLIGHT : tone(darken(wall, 0.45))}"/>`;
      }
    }
    y += size * 0.9;
  }
  return markup;
}

/** An umbrella pine: a tall, bare, leaning trunk under a flat, wide crown. */
export function umbrellaPine(scene: Scene, [x, y]: Point, height: number, color: string): string {
  const { random } = scene;
  const lean = between(random, -0.12, 0.12) * height;
  const top: Point = [x + lean, y - height];
  const crownW = height * between(random, 0.55, 0.75);
  let crown = '';
  for (let i = 0; i < 9; i += 1) {
    const cx = top[0] + between(random, -0.42, 0.42) * crownW;
    const cy = top[1] + between(random, -0.06, 0.04) * height;
    crown += `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(crownW * between(random, 0.2, 0.32))}" ry="${fmt(height * between(random, 0.06, 0.09))}"/>`;
  }
  return (
    `<path d="M${fmt(x - 6)},${fmt(y)} Q${fmt(x + lean * 0.3)},${fmt(y - height * 0.5)} ${fmt(top[0] - 2)},${fmt(top[1])} L${fmt(top[0] + 3)},${fmt(top[1])} Q${fmt(x + lean * 0.3 + 6)},${fmt(y - height * 0.5)} ${fmt(x + 6)},${fmt(y)} Z" fill="${darken(color, 0.2)}"/>` +
    `<g fill="${color}">${crown}</g>`
  );
}

/** Lisbon's hillside: tall tiled houses in yellow, rose and white under red roofs, row above row. */
export function tiledHillside(scene: Scene, slots: Point[], lit: boolean): string {
  const { random, palette } = scene;
  const fronts = ['#f2c94c', '#e9a3a0', '#f4efe6', '#7fb2c9', '#e88a5a', '#f6e3b0'].map((c) =>
    mix(c, palette.glow, 0.15),
  );
  const roof = mix('#b5482f', palette.glow, 0.2);
  let markup = '';
  for (const [x, y] of slots) {
    const w = between(random, 34, 56);
    const h = between(random, 40, 70);
    const front = pick(random, fronts);
    markup += `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h + 8)}" fill="${front}"/>`;
    markup += `<rect x="${fmt(x - 2)}" y="${fmt(y - h - 8)}" width="${fmt(w + 4)}" height="9" fill="${roof}"/>`;
    for (let row = y - h + 8; row < y - 10; row += 16) {
      for (let wx = x + 6; wx < x + w - 8; wx += 13) {
        const glow = lit && random() < 0.3;
        markup += `<rect x="${fmt(wx)}" y="${fmt(row)}" width="6" height="9" fill="${glow ? LAMPLIGHT : darken(front, 0.45)}"/>`;
      }
    }
  }
  return markup;
}

/** The 25 de Abril bridge: a red suspension bridge, its two towers and the cables sagging between. */
export function suspensionBridge(
  scene: Scene,
  from: number,
  to: number,
  deckY: number,
  towerH: number,
): string {
  const { palette } = scene;
  const red = mix('#b8372a', palette.glow, 0.2);
  const span = to - from;
  const towers = [from + span * 0.25, from + span * 0.75];
  const cable = (a: number, b: number, sag: number) =>
    `M${fmt(a)},${fmt(deckY - towerH)} Q${fmt((a + b) / 2)},${fmt(deckY - towerH + sag * 2)} ${fmt(b)},${fmt(deckY - towerH)}`;
  let markup =
    `<rect x="${fmt(from - 40)}" y="${fmt(deckY)}" width="${fmt(span + 80)}" height="12" fill="${red}"/>` +
    `<path d="${cable(towers[0] ?? from, towers[1] ?? to, towerH * 0.9)} M${fmt(from - 40)},${fmt(deckY)} Q${fmt(from + span * 0.15)},${fmt(deckY - towerH * 0.35)} ${fmt(towers[0] ?? from)},${fmt(deckY - towerH)} M${fmt(towers[1] ?? to)},${fmt(deckY - towerH)} Q${fmt(from + span * 0.85)},${fmt(deckY - towerH * 0.35)} ${fmt(to + 40)},${fmt(deckY)}" fill="none" stroke="${red}" stroke-width="4"/>`;
  for (const tx of towers) {
    markup += `<path d="M${fmt(tx - 10)},${fmt(deckY + 60)} L${fmt(tx - 7)},${fmt(deckY - towerH)} M${fmt(tx + 10)},${fmt(deckY + 60)} L${fmt(tx + 7)},${fmt(deckY - towerH)} M${fmt(tx - 9)},${fmt(deckY - towerH * 0.55)} h18 M${fmt(tx - 8)},${fmt(deckY - towerH + 4)} h16" stroke="${red}" stroke-width="7"/>`;
  }
  return markup;
}

/** A yellow Lisbon tram (an eléctrico) on its rails. */
export function tram(scene: Scene, [x, y]: Point, length: number): string {
  const { palette } = scene;
  const yellow = mix('#f2b705', palette.glow, 0.15);
  const h = length * 0.5;
  let markup =
    `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(length)}" height="${fmt(h)}" rx="${fmt(h * 0.12)}" fill="${yellow}"/>` +
    `<rect x="${fmt(x)}" y="${fmt(y - h * 0.35)}" width="${fmt(length)}" height="${fmt(h * 0.35)}" fill="${mix('#f4efe6', palette.glow, 0.2)}"/>` +
    `<path d="M${fmt(x + length * 0.5)},${fmt(y - h)} l${fmt(-length * 0.2)},${fmt(-h * 0.5)}" stroke="#333" stroke-width="3"/>`;
  for (let wx = x + length * 0.06; wx < x + length * 0.9; wx += length * 0.15) {
    markup += `<rect x="${fmt(wx)}" y="${fmt(y - h * 0.85)}" width="${fmt(length * 0.1)}" height="${fmt(h * 0.35)}" fill="${darken(yellow, 0.55)}"/>`;
  }
  return (
    markup + `<path d="M${fmt(x - 60)},${fmt(y + 4)} h${fmt(length + 120)}" stroke="#555" stroke-width="3"/>`
  );
}

/** A Belle Époque villa: a cream or rose stucco block, tall arched windows and a slate mansard roof. */
export function belleEpoqueVilla(scene: Scene, [x, baseY]: Point, width: number, lit: boolean): string {
  const { random, palette } = scene;
  const wall = mix(pick(random, ['#f4e6cc', '#f1cdbb', '#f6efe2', '#eed9a8']), palette.glow, 0.2);
  const slate = mix('#5d6a78', palette.glow, 0.15);
  const h = width * between(random, 0.55, 0.75);
  let markup =
    `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - h)}" width="${fmt(width)}" height="${fmt(h)}" fill="${wall}"/>` +
    `<rect x="${fmt(x + width * 0.3)}" y="${fmt(baseY - h)}" width="${fmt(width * 0.2)}" height="${fmt(h)}" fill="${darken(wall, 0.15)}"/>` +
    `<path d="M${fmt(x - width * 0.54)},${fmt(baseY - h)} L${fmt(x - width * 0.4)},${fmt(baseY - h - width * 0.22)} L${fmt(x + width * 0.4)},${fmt(baseY - h - width * 0.22)} L${fmt(x + width * 0.54)},${fmt(baseY - h)} Z" fill="${slate}"/>` +
    `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - h * 0.5)}" width="${fmt(width)}" height="4" fill="${lighten(wall, 0.3)}"/>`;
  const cols = Math.max(3, Math.round(width / 34));
  for (let c = 0; c < cols; c += 1) {
    const wx = x - width * 0.4 + (c * width * 0.8) / (cols - 1) - 6;
    for (const wy of [baseY - h + h * 0.12, baseY - h * 0.42]) {
      const glow = lit && random() < 0.45;
      markup += `<path d="M${fmt(wx)},${fmt(wy + h * 0.28)} v${fmt(-h * 0.22)} a6,6 0 0,1 12,0 v${fmt(h * 0.22)} Z" fill="${glow ? LAMPLIGHT : darken(wall, 0.5)}"/>`;
    }
  }
  return markup;
}

/** A white motor yacht at anchor. */
export function yacht(scene: Scene, [x, y]: Point, length: number): string {
  const { palette } = scene;
  const white = mix('#ffffff', palette.glow, 0.15);
  const h = length * 0.12;
  return (
    `<path d="M${fmt(x - length / 2)},${fmt(y - h)} L${fmt(x + length / 2)},${fmt(y - h)} L${fmt(x + length * 0.38)},${fmt(y)} L${fmt(x - length * 0.44)},${fmt(y)} Z" fill="${white}"/>` +
    `<path d="M${fmt(x - length * 0.3)},${fmt(y - h)} L${fmt(x - length * 0.24)},${fmt(y - h * 2)} L${fmt(x + length * 0.2)},${fmt(y - h * 2)} L${fmt(x + length * 0.3)},${fmt(y - h)} Z" fill="${darken(white, 0.08)}"/>` +
    `<rect x="${fmt(x - length * 0.22)}" y="${fmt(y - h * 1.75)}" width="${fmt(length * 0.4)}" height="${fmt(h * 0.4)}" fill="${darken(palette.water, 0.4)}"/>` +
    `<ellipse cx="${fmt(x)}" cy="${fmt(y + 2)}" rx="${fmt(length * 0.55)}" ry="${fmt(h * 0.3)}" fill="${darken(palette.water, 0.3)}" opacity="0.4"/>`
  );
}

/** A lighthouse: a white tower narrowing upward, its gallery and lamp room, lit after dark. */
export function lighthouse(scene: Scene, [x, baseY]: Point, height: number, lit: boolean): string {
  const { palette } = scene;
  const white = mix('#fbfaf6', palette.glow, 0.2);
  const shade = mix(darken(white, 0.2), palette.sky[1], 0.25);
  const w = height * 0.16;
  const top = baseY - height;
  return (
    `<path d="M${fmt(x - w / 2)},${fmt(baseY)} L${fmt(x - w * 0.35)},${fmt(top + height * 0.18)} L${fmt(x + w * 0.35)},${fmt(top + height * 0.18)} L${fmt(x + w / 2)},${fmt(baseY)} Z" fill="${white}"/>` +
    `<path d="M${fmt(x + w * 0.1)},${fmt(baseY)} L${fmt(x + w * 0.08)},${fmt(top + height * 0.18)} L${fmt(x + w * 0.35)},${fmt(top + height * 0.18)} L${fmt(x + w / 2)},${fmt(baseY)} Z" fill="${shade}"/>` +
    `<rect x="${fmt(x - w * 0.5)}" y="${fmt(top + height * 0.15)}" width="${fmt(w)}" height="${fmt(height * 0.04)}" fill="${darken(white, 0.6)}"/>` +
    `<rect x="${fmt(x - w * 0.25)}" y="${fmt(top + height * 0.04)}" width="${fmt(w * 0.5)}" height="${fmt(height * 0.11)}" fill="${lit ? LAMPLIGHT : mix('#cfe3ea', palette.sky[1], 0.3)}"/>` +
    `<path d="M${fmt(x - w * 0.32)},${fmt(top + height * 0.04)} Q${fmt(x)},${fmt(top - height * 0.04)} ${fmt(x + w * 0.32)},${fmt(top + height * 0.04)} Z" fill="${darken(white, 0.6)}"/>`
  );
}

/** A stilt fisherman of Sri Lanka's south coast, perched on the crossbar of a pole in the surf. */
export function stiltFisherman(scene: Scene, [x, waterY]: Point, height: number, color: string): string {
  const { random } = scene;
  const barY = waterY - height * 0.55;
  const rod = between(random, 0.5, 0.9) * height;
  return (
    `<path d="M${fmt(x)},${fmt(waterY)} L${fmt(x + height * 0.04)},${fmt(barY - height * 0.1)} M${fmt(x - height * 0.1)},${fmt(barY)} h${fmt(height * 0.22)}" stroke="${color}" stroke-width="${fmt(height * 0.025)}"/>` +
    // Crouched on the bar: a bent back, a head under a cloth, a rod reaching out over the water.
    `<path d="M${fmt(x - height * 0.02)},${fmt(barY)} q${fmt(height * 0.02)},${fmt(-height * 0.28)} ${fmt(height * 0.1)},${fmt(-height * 0.26)} l${fmt(height * 0.02)},${fmt(height * 0.24)} Z" fill="${color}"/>` +
    `<circle cx="${fmt(x + height * 0.08)}" cy="${fmt(barY - height * 0.3)}" r="${fmt(height * 0.045)}" fill="${color}"/>` +
    `<path d="M${fmt(x + height * 0.1)},${fmt(barY - height * 0.14)} L${fmt(x + height * 0.1 + rod * 0.8)},${fmt(barY - rod * 0.35)} L${fmt(x + height * 0.1 + rod * 0.82)},${fmt(waterY - 6)}" fill="none" stroke="${color}" stroke-width="1.6"/>` +
    `<ellipse cx="${fmt(x)}" cy="${fmt(waterY)}" rx="${fmt(height * 0.12)}" ry="3" fill="#ffffff" opacity="0.5"/>`
  );
}

/** Fynbos: low heath of olive, ochre and protea-pink tufts over a slope, up to its ridge line. */
export function fynbos(scene: Scene, ground: (x: number) => number, from: number, to: number): string {
  const { random, palette } = scene;
  const colours = ['#6b7a3a', '#8a8a44', '#b08a4a', '#c47a8a', '#5a6a38'].map((c) =>
    mix(c, palette.glow, 0.2),
  );
  let markup = '';
  for (let i = 0; i < 160; i += 1) {
    const x = between(random, from, to);
    const y = ground(x) + between(random, 4, 80) * random() ** 0.5;
    markup += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 8, 26))}" ry="${fmt(between(random, 4, 9))}" fill="${pick(random, colours)}" opacity="0.8"/>`;
  }
  return markup;
}
