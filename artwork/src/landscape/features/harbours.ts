// What tells one coast from another, so no two are the same cliff town: Sydney's Opera House and
// Harbour Bridge, the Cyclades' white cubes and blue domes, the Algarve's golden arches, Paraty's
// colonial waterfront, Table Mountain over Cape Town.
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Scene } from '../elements';
import { between, pick } from '../random';
import { LAMPLIGHT } from './light';

/** One shell of the Opera House: a curved, pointed sail, lit on its face and shaded on its flank. */
const sail = (x: number, baseY: number, width: number, height: number, lit: string, shade: string) =>
  `<path d="M${fmt(x)},${fmt(baseY)} Q${fmt(x + width * 0.12)},${fmt(baseY - height * 0.75)} ${fmt(x + width * 0.78)},${fmt(baseY - height)} Q${fmt(x + width * 0.7)},${fmt(baseY - height * 0.45)} ${fmt(x + width)},${fmt(baseY)} Z" fill="${lit}"/>` +
  `<path d="M${fmt(x + width * 0.78)},${fmt(baseY - height)} Q${fmt(x + width * 0.7)},${fmt(baseY - height * 0.45)} ${fmt(x + width)},${fmt(baseY)} L${fmt(x + width * 0.82)},${fmt(baseY)} Q${fmt(x + width * 0.62)},${fmt(baseY - height * 0.5)} ${fmt(x + width * 0.78)},${fmt(baseY - height)} Z" fill="${shade}"/>`;

/**
 * The Sydney Opera House on its podium at Bennelong Point: two rows of white shells rising in steps
 * toward the harbour, the tallest in the middle of each row.
 */
export function operaHouse(scene: Scene, [x, baseY]: Point, width: number, lit: boolean): string {
  const { palette } = scene;
  const tile = mix('#f7f4ee', palette.glow, 0.2);
  const shade = darken(mix('#d8d2c6', palette.sky[1], 0.25), 0.05);
  const podium = mix('#c9a57e', palette.glow, 0.2);
  const podiumH = width * 0.08;
  let markup = `<rect x="${fmt(x - width * 0.55)}" y="${fmt(baseY - podiumH)}" width="${fmt(width * 1.1)}" height="${fmt(podiumH + 6)}" fill="${podium}"/>`;
  markup += `<rect x="${fmt(x - width * 0.55)}" y="${fmt(baseY - podiumH)}" width="${fmt(width * 1.1)}" height="${fmt(podiumH * 0.2)}" fill="${lighten(podium, 0.25)}"/>`;
  if (lit) {
    markup += `<rect x="${fmt(x - width * 0.5)}" y="${fmt(baseY - podiumH * 0.7)}" width="${fmt(width)}" height="${fmt(podiumH * 0.3)}" fill="${LAMPLIGHT}" opacity="0.7"/>`;
  }
  const top = baseY - podiumH + 2;
  // The back row (the concert hall), then the front row (the opera theatre), each stepping up.
  for (const [row, offset, scale] of [
    [0, -0.46, 1],
    [1, -0.2, 0.78],
  ] as const) {
    const heights = [0.42, 0.62, 0.55, 0.36].map((h) => h * width * scale);
    heights.forEach((h, i) => {
      const sx = x + width * (offset + i * 0.16 * scale);
      const sy = top + row * 4;
      markup += sail(sx, sy, width * 0.26 * scale, h, tile, shade);
    });
  }
  // The small restaurant shells at the landward end.
  markup += sail(x - width * 0.56, top, width * 0.12, width * 0.16, tile, shade);
  return markup;
}

/**
 * The Sydney Harbour Bridge: a steel arch with its deck hung through the middle, granite pylons at
 * each end. `from` and `to` are the pylons' x, `deckY` the roadway.
 */
export function harbourBridge(scene: Scene, from: number, to: number, deckY: number, rise: number): string {
  const { palette } = scene;
  const steel = darken(mix('#5a6470', palette.shadow, 0.5), 0.1);
  const granite = mix('#c2b29a', palette.haze, 0.35);
  const mid = (from + to) / 2;
  const span = to - from;
  const spring = deckY + rise * 0.22;
  const crown = deckY - rise;
  // Quadratic curves peak at the mean of their ends and twice their control point.
  const control = (peak: number) => 2 * peak - spring;
  const upper = `M${fmt(from)},${fmt(spring)} Q${fmt(mid)},${fmt(control(crown))} ${fmt(to)},${fmt(spring)}`;
  const lower = `M${fmt(from + span * 0.03)},${fmt(spring)} Q${fmt(mid)},${fmt(control(crown + rise * 0.16))} ${fmt(to - span * 0.03)},${fmt(spring)}`;
  let truss = '';
  for (let i = 1; i < 24; i += 1) {
    const t = i / 24;
    const px = from + span * t;
    const arch = spring + (crown - spring) * 4 * t * (1 - t);
    truss += `M${fmt(px)},${fmt(arch)} L${fmt(px)},${fmt(Math.max(arch + rise * 0.14, Math.min(deckY, arch + rise)))}`;
  }
  let markup =
    `<path d="${upper}" fill="none" stroke="${steel}" stroke-width="${fmt(rise * 0.05)}"/>` +
    `<path d="${lower}" fill="none" stroke="${steel}" stroke-width="${fmt(rise * 0.035)}"/>` +
    `<path d="${truss}" stroke="${steel}" stroke-width="${fmt(rise * 0.014)}"/>` +
    `<rect x="${fmt(from - span * 0.35)}" y="${fmt(deckY - 4)}" width="${fmt(span * 1.7)}" height="${fmt(rise * 0.06)}" fill="${steel}"/>`;
  for (const px of [from, to]) {
    const w = span * 0.06;
    markup += `<rect x="${fmt(px - w / 2)}" y="${fmt(deckY - rise * 0.42)}" width="${fmt(w)}" height="${fmt(rise * 0.42 + 40)}" fill="${granite}"/>`;
    markup += `<rect x="${fmt(px + w * 0.15)}" y="${fmt(deckY - rise * 0.42)}" width="${fmt(w * 0.35)}" height="${fmt(rise * 0.42 + 40)}" fill="${darken(granite, 0.2)}"/>`;
  }
  return markup;
}

const cycladicWhite = (scene: Scene) => mix('#fbfaf6', scene.palette.glow, 0.18);
const cycladicShade = (scene: Scene) => mix(darken(cycladicWhite(scene), 0.12), scene.palette.sky[1], 0.2);
const cycladicBlue = (scene: Scene) => mix('#2456a8', scene.palette.shadow, 0.15);

/** A Cycladic village: whitewashed cubes packed on the slope, chapels with blue domes among them. */
export function cycladicVillage(scene: Scene, slots: Point[], lit: boolean): string {
  const { random } = scene;
  const white = cycladicWhite(scene);
  const shade = cycladicShade(scene);
  const blue = cycladicBlue(scene);
  let markup = '';
  slots.forEach(([x, y], i) => {
    const w = between(random, 40, 70);
    const h = between(random, 28, 46);
    markup += `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h + 10)}" fill="${white}"/>`;
    markup += `<rect x="${fmt(x + w)}" y="${fmt(y - h)}" width="${fmt(w * 0.3)}" height="${fmt(h + 10)}" fill="${shade}"/>`;
    if (random() < 0.5) {
      const glow = lit && random() < 0.5;
      const door = random() < 0.5 ? blue : darken(white, 0.3);
      markup += `<rect x="${fmt(x + w * 0.4)}" y="${fmt(y - h * 0.5)}" width="${fmt(w * 0.12)}" height="${fmt(h * 0.3)}" fill="${glow ? LAMPLIGHT : door}"/>`;
    }
    if (i % 9 === 4) {
      // A chapel: a cube under a blue dome with its small cross.
      const r = w * 0.42;
      const cx = x + w / 2;
      markup += `<path d="M${fmt(cx - r)},${fmt(y - h)} a${fmt(r)},${fmt(r)} 0 0,1 ${fmt(2 * r)},0 Z" fill="${blue}"/>`;
      markup += `<path d="M${fmt(cx)},${fmt(y - h - r)} v-10 M${fmt(cx - 4)},${fmt(y - h - r - 6)} h8" stroke="${white}" stroke-width="2"/>`;
    }
  });
  return markup;
}

/** A Cycladic windmill: a white round tower, a thatched cap and eight spars with triangular sails. */
export function windmill(scene: Scene, [mx, my]: Point): string {
  const { random, palette } = scene;
  const white = cycladicWhite(scene);
  const shade = cycladicShade(scene);
  const blue = cycladicBlue(scene);
  const tower = 120;
  const markup =
    `<path d="M${fmt(mx - 34)},${fmt(my)} L${fmt(mx - 28)},${fmt(my - tower)} L${fmt(mx + 28)},${fmt(my - tower)} L${fmt(mx + 34)},${fmt(my)} Z" fill="${white}"/>` +
    `<path d="M${fmt(mx + 10)},${fmt(my)} L${fmt(mx + 12)},${fmt(my - tower)} L${fmt(mx + 28)},${fmt(my - tower)} L${fmt(mx + 34)},${fmt(my)} Z" fill="${shade}"/>` +
    `<path d="M${fmt(mx - 32)},${fmt(my - tower)} Q${fmt(mx)},${fmt(my - tower - 46)} ${fmt(mx + 32)},${fmt(my - tower)} Z" fill="${mix('#8a6a4a', palette.glow, 0.2)}"/>` +
    `<rect x="${fmt(mx - 8)}" y="${fmt(my - 40)}" width="16" height="30" fill="${blue}"/>`;
  const hub: Point = [mx - 10, my - tower - 12];
  const turn = between(random, 0, Math.PI / 4);
  let sails = '';
  for (let i = 0; i < 8; i += 1) {
    const angle = turn + (i * Math.PI) / 4;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const end: Point = [hub[0] + cos * 110, hub[1] + sin * 110];
    sails += `<path d="M${fmt(hub[0])},${fmt(hub[1])} L${fmt(end[0])},${fmt(end[1])}" stroke="${darken(white, 0.5)}" stroke-width="3"/>`;
    if (i % 2 === 0) {
      // Canvas lashed between the spar and the next one's tip: a triangle of sail.
      const tip: Point = [hub[0] + Math.cos(angle + 0.45) * 100, hub[1] + Math.sin(angle + 0.45) * 100];
      sails += `<path d="M${fmt(hub[0] + cos * 24)},${fmt(hub[1] + sin * 24)} L${fmt(end[0])},${fmt(end[1])} L${fmt(tip[0])},${fmt(tip[1])} Z" fill="${white}" opacity="0.92"/>`;
    }
  }
  return (
    markup + sails + `<circle cx="${fmt(hub[0])}" cy="${fmt(hub[1])}" r="7" fill="${darken(white, 0.5)}"/>`
  );
}

/** Golden sandstone, banded where the sea has worn it: the Algarve's cliffs, arches and stacks. */
export const sandstone = (scene: Scene): string => mix('#d79a4e', scene.palette.glow, 0.25);

/** A sea arch: a headland of golden rock standing in the sea, the water seen through its opening. */
export function seaArch(scene: Scene, [x, baseY]: Point, width: number, height: number): string {
  const { canvas, random } = scene;
  const rock = sandstone(scene);
  const wobble = () => between(random, -0.03, 0.03) * width;
  const outer = `M${fmt(x - width / 2)},${fmt(baseY)} L${fmt(x - width * 0.47 + wobble())},${fmt(baseY - height * 0.7)} Q${fmt(x - width * 0.45)},${fmt(baseY - height)} ${fmt(x - width * 0.2 + wobble())},${fmt(baseY - height * 1.02)} L${fmt(x + width * 0.3 + wobble())},${fmt(baseY - height * 0.96)} Q${fmt(x + width * 0.5)},${fmt(baseY - height * 0.9)} ${fmt(x + width * 0.5)},${fmt(baseY - height * 0.6)} L${fmt(x + width * 0.52)},${fmt(baseY)} Z`;
  const opening = `M${fmt(x - width * 0.22)},${fmt(baseY + 2)} L${fmt(x - width * 0.2)},${fmt(baseY - height * 0.35)} Q${fmt(x)},${fmt(baseY - height * 0.72)} ${fmt(x + width * 0.22)},${fmt(baseY - height * 0.35)} L${fmt(x + width * 0.24)},${fmt(baseY + 2)} Z`;
  const fill = canvas.linearGradient(
    [
      [0, lighten(rock, 0.18)],
      [0.6, rock],
      [1, darken(rock, 0.35)],
    ],
    [x - width / 2, 0],
    [x + width / 2, 0],
  );
  let strata = '';
  for (let i = 1; i < 6; i += 1) {
    strata += `M${fmt(x - width * 0.48)},${fmt(baseY - (height * i) / 6 + wobble() * 0.3)} h${fmt(width * 0.96)}`;
  }
  const scrub = mix('#5f6f2f', scene.palette.glow, 0.2);
  return (
    `<path d="${outer} ${opening}" fill="${fill}" fill-rule="evenodd"/>` +
    `<g clip-path="${canvas.clipPath(outer)}"><path d="${strata}" stroke="${darken(rock, 0.22)}" stroke-width="3" opacity="0.45"/></g>` +
    `<path d="${opening}" fill="none" stroke="${darken(rock, 0.4)}" stroke-width="6" opacity="0.6"/>` +
    `<ellipse cx="${fmt(x - width * 0.1)}" cy="${fmt(baseY - height * 0.98)}" rx="${fmt(width * 0.28)}" ry="10" fill="${scrub}"/>` +
    `<ellipse cx="${fmt(x)}" cy="${fmt(baseY)}" rx="${fmt(width * 0.6)}" ry="6" fill="#ffffff" opacity="0.5"/>`
  );
}

/** A golden sea stack: a rounded pillar of banded sandstone with surf at its foot. */
export function goldenStack(scene: Scene, [x, baseY]: Point, width: number, height: number): string {
  const rock = sandstone(scene);
  const top = baseY - height;
  return (
    `<path d="M${fmt(x - width / 2)},${fmt(baseY)} L${fmt(x - width * 0.42)},${fmt(top + width * 0.3)} Q${fmt(x - width * 0.3)},${fmt(top)} ${fmt(x)},${fmt(top)} Q${fmt(x + width * 0.36)},${fmt(top + 4)} ${fmt(x + width * 0.44)},${fmt(top + width * 0.35)} L${fmt(x + width / 2)},${fmt(baseY)} Z" fill="${rock}"/>` +
    `<path d="M${fmt(x + width * 0.15)},${fmt(top + 6)} Q${fmt(x + width * 0.36)},${fmt(top + 4)} ${fmt(x + width * 0.44)},${fmt(top + width * 0.35)} L${fmt(x + width / 2)},${fmt(baseY)} L${fmt(x + width * 0.2)},${fmt(baseY)} Z" fill="${darken(rock, 0.3)}"/>` +
    `<ellipse cx="${fmt(x)}" cy="${fmt(baseY)}" rx="${fmt(width * 0.7)}" ry="5" fill="#ffffff" opacity="0.5"/>`
  );
}

/**
 * Paraty's waterfront: a row of whitewashed colonial houses under terracotta roofs, their doors and
 * shutters painted blue, yellow and green, and the white church of Santa Rita with its bell tower.
 */
export function colonialWaterfront(
  scene: Scene,
  from: number,
  to: number,
  baseY: number,
  churchX: number,
  lit: boolean,
): string {
  const { random, palette } = scene;
  const white = mix('#f8f5ee', palette.glow, 0.2);
  const roof = mix('#b4553a', palette.glow, 0.2);
  const trims = ['#2f6fb0', '#e2b33a', '#2f8a5a', '#c4463a'].map((c) => mix(c, palette.glow, 0.15));
  let markup = '';
  for (let x = from; x < to;) {
    const w = between(random, 70, 120);
    const h = between(random, 46, 80);
    if (Math.abs(x + w / 2 - churchX) < 90) {
      x += w;
      continue;
    }
    const trim = pick(random, trims);
    markup += `<path d="M${fmt(x - 4)},${fmt(baseY - h)} L${fmt(x + w * 0.5)},${fmt(baseY - h - 22)} L${fmt(x + w + 4)},${fmt(baseY - h)} Z" fill="${roof}"/>`;
    markup += `<rect x="${fmt(x)}" y="${fmt(baseY - h)}" width="${fmt(w)}" height="${fmt(h)}" fill="${white}"/>`;
    markup += `<rect x="${fmt(x)}" y="${fmt(baseY - 8)}" width="${fmt(w)}" height="8" fill="${trim}"/>`;
    for (let wx = x + 10; wx < x + w - 20; wx += 28) {
      const glow = lit && random() < 0.4;
      markup += `<rect x="${fmt(wx)}" y="${fmt(baseY - h + 10)}" width="14" height="18" fill="${glow ? LAMPLIGHT : trim}"/>`;
      markup += `<rect x="${fmt(wx)}" y="${fmt(baseY - 34)}" width="14" height="26" fill="${trim}"/>`;
    }
    x += w + 3;
  }
  const nave = 150;
  const naveH = 110;
  const towerW = 46;
  markup +=
    `<rect x="${fmt(churchX - nave / 2)}" y="${fmt(baseY - naveH)}" width="${nave}" height="${naveH}" fill="${white}"/>` +
    `<path d="M${fmt(churchX - nave / 2)},${fmt(baseY - naveH)} Q${fmt(churchX)},${fmt(baseY - naveH - 50)} ${fmt(churchX + nave / 2)},${fmt(baseY - naveH)} Z" fill="${white}"/>` +
    `<path d="M${fmt(churchX - 16)},${fmt(baseY)} v-44 a16,16 0 0,1 32,0 v44 Z" fill="${trims[0]}"/>` +
    `<rect x="${fmt(churchX + nave / 2 - 6)}" y="${fmt(baseY - naveH - 90)}" width="${towerW}" height="${naveH + 90}" fill="${white}"/>` +
    `<rect x="${fmt(churchX + nave / 2 + towerW * 0.55)}" y="${fmt(baseY - naveH - 90)}" width="${fmt(towerW * 0.33)}" height="${naveH + 90}" fill="${darken(white, 0.12)}"/>` +
    `<path d="M${fmt(churchX + nave / 2 + 6)},${fmt(baseY - naveH - 50)} v-20 a11,11 0 0,1 22,0 v20 Z" fill="${darken(white, 0.5)}"/>` +
    `<path d="M${fmt(churchX + nave / 2 - 10)},${fmt(baseY - naveH - 90)} L${fmt(churchX + nave / 2 - 6 + towerW / 2)},${fmt(baseY - naveH - 140)} L${fmt(churchX + nave / 2 + towerW + 4)},${fmt(baseY - naveH - 90)} Z" fill="${roof}"/>`;
  return markup;
}

/** A painted wooden fishing boat (a saveiro): a bright hull, a white wheelhouse and a short mast. */
export function fishingBoat(scene: Scene, [x, y]: Point, length: number): string {
  const { random, palette } = scene;
  const hull = mix(pick(random, ['#c4463a', '#2f6fb0', '#e2b33a', '#2f8a5a']), palette.glow, 0.15);
  const cabin = mix('#f8f5ee', palette.glow, 0.2);
  const h = length * 0.18;
  return (
    `<path d="M${fmt(x - length / 2)},${fmt(y - h)} L${fmt(x + length / 2)},${fmt(y - h * 1.2)} Q${fmt(x + length * 0.42)},${fmt(y + h * 0.2)} ${fmt(x + length * 0.3)},${fmt(y + h * 0.2)} L${fmt(x - length * 0.4)},${fmt(y + h * 0.2)} Z" fill="${hull}"/>` +
    `<path d="M${fmt(x - length / 2)},${fmt(y - h)} L${fmt(x + length / 2)},${fmt(y - h * 1.2)}" stroke="${cabin}" stroke-width="${fmt(length * 0.025)}"/>` +
    `<rect x="${fmt(x - length * 0.2)}" y="${fmt(y - h * 2.4)}" width="${fmt(length * 0.28)}" height="${fmt(h * 1.3)}" fill="${cabin}"/>` +
    `<path d="M${fmt(x + length * 0.22)},${fmt(y - h)} v${fmt(-length * 0.45)}" stroke="${darken(hull, 0.4)}" stroke-width="${fmt(length * 0.02)}"/>` +
    `<ellipse cx="${fmt(x)}" cy="${fmt(y + h * 0.4)}" rx="${fmt(length * 0.55)}" ry="${fmt(h * 0.25)}" fill="${darken(palette.water, 0.3)}" opacity="0.4"/>`
  );
}
