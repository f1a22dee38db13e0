// Buildings and shelters, from temple roofs to safari tents.
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { heightAt, type Scene } from '../elements';
import { between, pick } from '../random';
import { LAMPLIGHT, glowDot } from './light';

/** A five-storey pagoda in silhouette: stacked roofs with upswept eaves and a ringed spire. */
export function pagoda(scene: Scene, x: number, baseY: number, height: number, color: string): string {
  const tiers = 5;
  const tierHeight = (height * 0.72) / tiers;
  let d = '';
  let y = baseY;
  for (let i = 0; i < tiers; i += 1) {
    const roofWidth = height * 0.5 * (1 - i * 0.1);
    const bodyWidth = roofWidth * 0.52;
    const bodyHeight = tierHeight * 0.55;
    const roofHeight = tierHeight * 0.45;
    d += `M${fmt(x - bodyWidth / 2)},${fmt(y)} h${fmt(bodyWidth)} v${fmt(-bodyHeight)} h${fmt(-bodyWidth)} Z`;
    y -= bodyHeight;
    const tipLift = roofHeight * 0.9;
    d +=
      `M${fmt(x - roofWidth / 2)},${fmt(y - tipLift)} Q${fmt(x - roofWidth * 0.4)},${fmt(y)} ${fmt(x - roofWidth * 0.28)},${fmt(y)}` +
      ` L${fmt(x + roofWidth * 0.28)},${fmt(y)} Q${fmt(x + roofWidth * 0.4)},${fmt(y)} ${fmt(x + roofWidth / 2)},${fmt(y - tipLift)}` +
      ` L${fmt(x + roofWidth * 0.17)},${fmt(y - roofHeight)} L${fmt(x - roofWidth * 0.17)},${fmt(y - roofHeight)} Z`;
    y -= roofHeight;
  }
  const spire = height * 0.28;
  d += `M${fmt(x - 2)},${fmt(y)} h4 v${fmt(-spire)} h-4 Z`;
  for (let ring = 1; ring <= 7; ring += 1) {
    d += `M${fmt(x - 6)},${fmt(y - ring * spire * 0.1)} h12 v-2.4 h-12 Z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/**
 * A golden pavilion at a pond's edge, as Kinkaku-ji: three storeys under thin upswept roofs, the upper
 * two in gold leaf, a phoenix on the crown.
 */
export function goldenPavilion(scene: Scene, x: number, baseY: number, width: number): string {
  const { palette } = scene;
  const gold = mix('#d9a93a', palette.glow, 0.2);
  const wood = mix('#8a6a4a', palette.shadow, 0.2);
  const roof = darken(mix('#3a2f28', palette.shadow, 0.3), 0.1);
  let markup = '';
  let y = baseY;
  const storeys = [
    { w: 1, h: 0.32, wall: wood },
    { w: 0.86, h: 0.28, wall: gold },
    { w: 0.6, h: 0.24, wall: gold },
  ];
  for (const { w, h, wall } of storeys) {
    const bw = width * w * 0.82;
    const bh = width * h * 0.5;
    markup += `<rect x="${fmt(x - bw / 2)}" y="${fmt(y - bh)}" width="${fmt(bw)}" height="${fmt(bh)}" fill="${wall}"/>`;
    // Posts and the dark openings between them.
    for (let i = 1; i < 4; i += 1) {
      markup += `<rect x="${fmt(x - bw / 2 + (bw * i) / 4 - 2)}" y="${fmt(y - bh)}" width="4" height="${fmt(bh)}" fill="${darken(wall, 0.3)}"/>`;
    }
    y -= bh;
    const rw = width * w * 0.55;
    const rh = width * 0.07;
    markup += `<path d="M${fmt(x - rw)},${fmt(y - rh * 0.2)} Q${fmt(x - rw * 0.8)},${fmt(y + rh * 0.25)} ${fmt(x - rw * 0.7)},${fmt(y + rh * 0.25)} H${fmt(x + rw * 0.7)} Q${fmt(x + rw * 0.8)},${fmt(y + rh * 0.25)} ${fmt(x + rw)},${fmt(y - rh * 0.2)} L${fmt(x + rw * 0.62)},${fmt(y - rh)} H${fmt(x - rw * 0.62)} Z" fill="${roof}"/>`;
    y -= rh;
  }
  markup += `<path d="M${fmt(x - 6)},${fmt(y)} l6,-${fmt(width * 0.08)} l6,${fmt(width * 0.08)} Z" fill="${gold}"/>`;
  return markup;
}

/** A stone lantern (toro) with its fire lit. */
export function stoneLantern(scene: Scene, x: number, baseY: number, height: number, color: string): string {
  const w = height * 0.42;
  const d =
    `M${fmt(x - w * 0.45)},${fmt(baseY)} h${fmt(w * 0.9)} v${fmt(-height * 0.08)} h${fmt(-w * 0.9)} Z` +
    `M${fmt(x - w * 0.12)},${fmt(baseY - height * 0.08)} h${fmt(w * 0.24)} v${fmt(-height * 0.4)} h${fmt(-w * 0.24)} Z` +
    `M${fmt(x - w * 0.38)},${fmt(baseY - height * 0.48)} h${fmt(w * 0.76)} v${fmt(-height * 0.05)} h${fmt(-w * 0.76)} Z` +
    `M${fmt(x - w * 0.3)},${fmt(baseY - height * 0.53)} h${fmt(w * 0.6)} v${fmt(-height * 0.2)} h${fmt(-w * 0.6)} Z` +
    `M${fmt(x - w * 0.6)},${fmt(baseY - height * 0.73)} Q${fmt(x)},${fmt(baseY - height * 0.8)} ${fmt(x + w * 0.6)},${fmt(baseY - height * 0.73)}` +
    ` L${fmt(x)},${fmt(baseY - height * 0.93)} Z` +
    `M${fmt(x)},${fmt(baseY - height)} m-5,0 a5,5 0 1,0 10,0 a5,5 0 1,0 -10,0`;
  const window = `<rect x="${fmt(x - w * 0.16)}" y="${fmt(baseY - height * 0.69)}" width="${fmt(w * 0.32)}" height="${fmt(height * 0.12)}" fill="${LAMPLIGHT}"/>`;
  return (
    glowDot(scene, [x, baseY - height * 0.63], height * 0.9, 0.5) +
    `<path d="${d}" fill="${color}"/>` +
    window
  );
}

/** The sweeping tiled roof of a temple hall, its eaves upswept at the corners. */
export function templeRoof(
  scene: Scene,
  cx: number,
  eaveY: number,
  width: number,
  color: string,
  lit: boolean,
): string {
  const { canvas } = scene;
  const h = width * 0.24;
  const w = width;
  const d =
    `M${fmt(cx - w * 0.55)},${fmt(eaveY - h * 0.3)} Q${fmt(cx - w * 0.5)},${fmt(eaveY)} ${fmt(cx - w * 0.42)},${fmt(eaveY)}` +
    ` L${fmt(cx + w * 0.42)},${fmt(eaveY)} Q${fmt(cx + w * 0.5)},${fmt(eaveY)} ${fmt(cx + w * 0.55)},${fmt(eaveY - h * 0.3)}` +
    ` Q${fmt(cx + w * 0.38)},${fmt(eaveY - h * 0.45)} ${fmt(cx + w * 0.28)},${fmt(eaveY - h)}` +
    ` L${fmt(cx - w * 0.28)},${fmt(eaveY - h)} Q${fmt(cx - w * 0.38)},${fmt(eaveY - h * 0.45)} ${fmt(cx - w * 0.55)},${fmt(eaveY - h * 0.3)} Z` +
    // Ridge-end tiles standing up at both ends of the ridge.
    `M${fmt(cx - w * 0.3)},${fmt(eaveY - h)} l-6,-22 l18,8 Z M${fmt(cx + w * 0.3)},${fmt(eaveY - h)} l6,-22 l-18,8 Z`;
  const bodyLeft = cx - w * 0.36;
  const bodyWidth = w * 0.72;
  let markup = `<rect x="${fmt(bodyLeft)}" y="${fmt(eaveY - 2)}" width="${fmt(bodyWidth)}" height="${fmt(canvas.height - eaveY + 2)}" fill="${darken(color, 0.15)}"/>`;
  const panels = 6;
  for (let i = 0; i < panels; i += 1) {
    const x = bodyLeft + (bodyWidth * (i + 0.15)) / panels;
    markup += `<rect x="${fmt(x)}" y="${fmt(eaveY + 24)}" width="${fmt((bodyWidth / panels) * 0.7)}" height="${fmt(Math.min(110, canvas.height - eaveY - 24))}" fill="${lit ? LAMPLIGHT : lighten(color, 0.12)}" opacity="${lit ? 0.85 : 0.5}"/>`;
  }
  return markup + `<path d="${d}" fill="${color}"/>`;
}

export interface PalaceOptions {
  color: string;
  windowColor: string;
  lit: boolean;
}

/** A Rajput palace: stepped white wings, rows of arches, domed pavilions (chhatris) along the roofline. */
export function palace(
  scene: Scene,
  x: number,
  baseY: number,
  width: number,
  height: number,
  options: PalaceOptions,
): string {
  const { random } = scene;
  const { color, windowColor, lit } = options;
  const shade = darken(color, 0.18);
  let body = '';
  let windows = '';
  let roofline = '';
  const wings = [
    { from: 0, to: 1, top: height * 0.45 },
    { from: 0.08, to: 0.62, top: height * 0.7 },
    { from: 0.66, to: 0.92, top: height * 0.62 },
    { from: 0.25, to: 0.45, top: height * 0.85 },
  ];
  for (const wing of wings) {
    const left = x + wing.from * width;
    const right = x + wing.to * width;
    body += `<rect x="${fmt(left)}" y="${fmt(baseY - wing.top)}" width="${fmt(right - left)}" height="${fmt(wing.top)}" fill="${color}"/>`;
    // A balcony ledge casting a thin shadow along the top of each wing.
    body += `<rect x="${fmt(left - 3)}" y="${fmt(baseY - wing.top)}" width="${fmt(right - left + 6)}" height="3" fill="${shade}"/>`;
    const columns = Math.max(2, Math.floor((right - left) / 22));
    const rows = Math.max(1, Math.floor(wing.top / 34));
    for (let row = 0; row < rows; row += 1) {
      const wy = baseY - wing.top + 14 + row * 34;
      if (wy > baseY - 18) continue;
      for (let col = 0; col < columns; col += 1) {
        const wx = left + ((col + 0.5) * (right - left)) / columns - 5;
        const glow = lit && random() < 0.6;
        windows += `<path d="M${fmt(wx)},${fmt(wy + 16)} v-10 a5,5 0 0,1 10,0 v10 Z" fill="${glow ? LAMPLIGHT : windowColor}"${glow ? ' opacity="0.9"' : ''}/>`;
      }
    }
    // Chhatris: small domed pavilions on slender posts.
    const pavilions = Math.max(1, Math.round((right - left) / 90));
    for (let p = 0; p < pavilions; p += 1) {
      const px = left + ((p + 0.5) * (right - left)) / pavilions;
      const top = baseY - wing.top;
      const size = between(random, 9, 14);
      roofline +=
        `<path d="M${fmt(px - size)},${fmt(top)} v${fmt(-size * 1.1)} h${fmt(size * 2)} v${fmt(size * 1.1)}" fill="none" stroke="${color}" stroke-width="2.4"/>` +
        `<path d="M${fmt(px - size * 1.25)},${fmt(top - size * 1.1)} h${fmt(size * 2.5)} Q${fmt(px + size * 1.2)},${fmt(top - size * 2.7)} ${fmt(px)},${fmt(top - size * 3)} Q${fmt(px - size * 1.2)},${fmt(top - size * 2.7)} ${fmt(px - size * 1.25)},${fmt(top - size * 1.1)} Z" fill="${color}"/>` +
        `<rect x="${fmt(px - 0.8)}" y="${fmt(top - size * 3.7)}" width="1.6" height="${fmt(size * 0.8)}" fill="${color}"/>`;
    }
  }
  // One great dome over the central hall.
  const domeX = x + width * 0.35;
  const domeTop = baseY - height * 0.85;
  const r = width * 0.05;
  roofline += `<path d="M${fmt(domeX - r)},${fmt(domeTop)} Q${fmt(domeX - r * 1.05)},${fmt(domeTop - r * 1.5)} ${fmt(domeX)},${fmt(domeTop - r * 1.9)} Q${fmt(domeX + r * 1.05)},${fmt(domeTop - r * 1.5)} ${fmt(domeX + r)},${fmt(domeTop)} Z" fill="${color}"/><rect x="${fmt(domeX - 1)}" y="${fmt(domeTop - r * 2.4)}" width="2" height="${fmt(r * 0.6)}" fill="${color}"/>`;
  return body + roofline + windows;
}

/** A hill fort: a curtain wall with round bastions following the rock, a palace block on top. */
export function fort(
  scene: Scene,
  points: Point[],
  from: number,
  to: number,
  lit: string,
  shade: string,
): string {
  const { random } = scene;
  const span = points.filter(([x]) => x >= from && x <= to);
  const first = span[0];
  const last = span[span.length - 1];
  if (!first || !last) return '';
  const wallHeight = 60;
  const crest = Math.min(...span.map(([, y]) => y));
  // The curtain wall rides the rock: a band from just below the ridge line up to wallHeight above it.
  const wallTop = (y: number) => y - wallHeight;
  const top = span.map(([x, y]) => `${fmt(x)},${fmt(wallTop(y))}`);
  const foot = [...span].reverse().map(([x, y]) => `${fmt(x)},${fmt(y + 24)}`);
  const d = `M${[...top, ...foot].join(' L')} Z`;
  let towers = '';
  for (let x = first[0] + 40; x < last[0] - 30; x += between(random, 110, 170)) {
    const top = wallTop(heightAt(points, x)) - 22;
    const base = heightAt(points, x) + 30;
    const r = between(random, 28, 38);
    // Round bastions: lit face toward the sun, a narrow shaded flank.
    towers +=
      `<path d="M${fmt(x - r)},${fmt(base)} V${fmt(top + r * 0.4)} Q${fmt(x)},${fmt(top - r * 0.5)} ${fmt(x + r)},${fmt(top + r * 0.4)} V${fmt(base)} Z" fill="${lit}"/>` +
      `<path d="M${fmt(x + r * 0.35)},${fmt(base)} V${fmt(top + r * 0.1)} Q${fmt(x + r * 0.75)},${fmt(top + r * 0.1)} ${fmt(x + r)},${fmt(top + r * 0.4)} V${fmt(base)} Z" fill="${shade}"/>` +
      `<rect x="${fmt(x - r - 2)}" y="${fmt(top - 2)}" width="${fmt(2 * r + 4)}" height="5" fill="${shade}"/>`;
  }
  let merlons = '';
  for (const [x, y] of span) {
    if (Math.round(x) % 18 < 6)
      merlons += `<rect x="${fmt(x)}" y="${fmt(wallTop(y) - 8)}" width="7" height="9" fill="${lit}"/>`;
  }
  const keepX = (first[0] + last[0]) / 2 - 150;
  const keepTop = crest - wallHeight - 120;
  let keep =
    `<rect x="${fmt(keepX)}" y="${fmt(keepTop)}" width="300" height="${fmt(crest - keepTop + 30)}" fill="${lit}"/>` +
    `<rect x="${fmt(keepX + 230)}" y="${fmt(keepTop)}" width="70" height="${fmt(crest - keepTop + 30)}" fill="${shade}"/>` +
    `<rect x="${fmt(keepX + 70)}" y="${fmt(keepTop - 50)}" width="130" height="52" fill="${lit}"/>` +
    `<rect x="${fmt(keepX + 170)}" y="${fmt(keepTop - 50)}" width="30" height="52" fill="${shade}"/>`;
  // Jharokhas: the carved overhanging windows of the palace within the fort.
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 8; i += 1) {
      const x = keepX + 16 + i * 26;
      const y = keepTop + 18 + row * 34;
      keep += `<path d="M${fmt(x)},${fmt(y + 18)} v-10 a6,6 0 0,1 12,0 v10 Z" fill="${darken(shade, 0.3)}"/><rect x="${fmt(x - 2)}" y="${fmt(y + 18)}" width="16" height="3" fill="${shade}"/>`;
    }
  }
  return `<path d="${d}" fill="${lit}"/>${towers}${merlons}${keep}`;
}

/** Flat-roofed houses painted every shade of indigo, as in Jodhpur's old quarter. */
export function blueTown(scene: Scene, top: number, bottom: number, lit: boolean): string {
  const { random, canvas, palette } = scene;
  const blues = ['#3d6fb6', '#5b8fd1', '#2f5597', '#7aa7dc', '#4a79c0', '#a9c6ea'].map((color) =>
    mix(color, palette.haze, 0.25),
  );
  let markup = '';
  for (let row = 0; row < 9; row += 1) {
    const y = top + ((bottom - top) * row) / 9;
    for (let x = -20; x < canvas.width + 20; x += between(random, 26, 54)) {
      const w = between(random, 30, 62);
      const h = between(random, 26, 48);
      const color = darken(pick(random, blues), row * 0.03);
      markup += `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h + 30)}" fill="${color}"/>`;
      markup += `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(w)}" height="3" fill="${lighten(color, 0.3)}"/>`;
      if (random() < 0.5) {
        const glow = lit && random() < 0.5;
        markup += `<rect x="${fmt(x + w * 0.3)}" y="${fmt(y - h * 0.6)}" width="7" height="10" fill="${glow ? LAMPLIGHT : darken(color, 0.45)}"/>`;
      }
    }
  }
  return markup;
}

/**
 * A Mediterranean cliff town: houses in pastel plaster packed in steps, each with a flat roof behind
 * its parapet, its shaded side, shuttered windows and arched loggias, bougainvillea spilling down the
 * walls, and the church's majolica dome and campanile among them.
 */
export function cliffTown(scene: Scene, slots: Point[], lit: boolean): string {
  const { random, palette } = scene;
  const walls = ['#f3d9b1', '#f2c6a0', '#e8a88a', '#f5e6c8', '#d98c6a', '#efe2d2', '#e9c46a', '#f0b7a4'].map(
    (color) => mix(color, palette.glow, 0.15),
  );
  const shutter = mix('#3f7a5a', palette.glow, 0.15);
  const bloom = mix('#c2307a', palette.glow, 0.15);
  let markup = '';
  for (const [x, y] of slots) {
    const near = Math.min(1, Math.max(0, (y - (slots[0]?.[1] ?? y)) / 500));
    const w = between(random, 34, 52) * (1 + near * 0.9);
    const h = between(random, 26, 40) * (1 + near * 0.8);
    const color = pick(random, walls);
    // The wall, its shaded flank, the parapet of the roof terrace and the shadow it casts.
    markup += `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h + 10)}" fill="${color}"/>`;
    markup += `<rect x="${fmt(x + w)}" y="${fmt(y - h)}" width="${fmt(w * 0.22)}" height="${fmt(h + 10)}" fill="${darken(color, 0.28)}"/>`;
    markup += `<rect x="${fmt(x - 1)}" y="${fmt(y - h - 4)}" width="${fmt(w * 1.22 + 2)}" height="5" fill="${lighten(color, 0.25)}"/>`;
    markup += `<rect x="${fmt(x)}" y="${fmt(y - h + 1)}" width="${fmt(w)}" height="4" fill="${darken(color, 0.18)}" opacity="0.6"/>`;
    const storeys = h > 34 ? 2 : 1;
    for (let storey = 0; storey < storeys; storey += 1) {
      const wy = y - h + 9 + storey * (h / storeys);
      const loggia = storey === 0 && random() < 0.3;
      if (loggia) {
        // An arched loggia across the top storey.
        for (let ax = x + 4; ax < x + w - 10; ax += 11) {
          markup += `<path d="M${fmt(ax)},${fmt(wy + 12)} v-6 a4,4 0 0 1 8,0 v6 Z" fill="${darken(color, 0.55)}"/>`;
        }
        continue;
      }
      for (let wx = x + 5; wx < x + w - 7; wx += 12) {
        const glow = lit && random() < 0.4;
        markup += `<rect x="${fmt(wx)}" y="${fmt(wy)}" width="5" height="8" fill="${glow ? LAMPLIGHT : darken(color, 0.55)}"/>`;
        if (!glow && random() < 0.5) {
          markup += `<rect x="${fmt(wx - 2)}" y="${fmt(wy)}" width="2" height="8" fill="${shutter}"/><rect x="${fmt(wx + 5)}" y="${fmt(wy)}" width="2" height="8" fill="${shutter}"/>`;
        }
      }
    }
    if (random() < 0.22) {
      for (let i = 0; i < 7; i += 1) {
        markup += `<circle cx="${fmt(x + w * between(random, 0.6, 1.1))}" cy="${fmt(y - h + between(random, 0, h))}" r="${fmt(between(random, 2.5, 5))}" fill="${i % 2 ? bloom : lighten(bloom, 0.25)}"/>`;
      }
    }
  }
  const church = slots[Math.floor(slots.length * 0.45)];
  if (church) {
    const [x, y] = church;
    markup +=
      `<rect x="${fmt(x - 4)}" y="${fmt(y - 50)}" width="56" height="56" fill="${mix('#f5ead8', palette.glow, 0.15)}"/>` +
      `<path d="M${fmt(x - 2)},${fmt(y - 50)} Q${fmt(x + 24)},${fmt(y - 104)} ${fmt(x + 50)},${fmt(y - 50)} Z" fill="${mix('#2f8f6b', palette.glow, 0.15)}"/>` +
      `<path d="M${fmt(x + 4)},${fmt(y - 56)} Q${fmt(x + 24)},${fmt(y - 96)} ${fmt(x + 44)},${fmt(y - 56)} M${fmt(x + 24)},${fmt(y - 96)} L${fmt(x + 24)},${fmt(y - 52)}" fill="none" stroke="${mix('#e8c547', palette.glow, 0.15)}" stroke-width="3"/>` +
      `<rect x="${fmt(x + 56)}" y="${fmt(y - 104)}" width="18" height="110" fill="${mix('#efe0c8', palette.glow, 0.15)}"/>` +
      `<rect x="${fmt(x + 60)}" y="${fmt(y - 96)}" width="10" height="14" fill="${darken('#efe0c8', 0.5)}"/>`;
  }
  return markup;
}

/** A row of thatched overwater villas on stilts, joined by a jetty. */
export function overwaterVillas(scene: Scene, start: Point, end: Point, count: number): string {
  const { palette } = scene;
  const thatch = mix('#8a6a48', palette.glow, 0.15);
  const deck = mix('#c7a57c', palette.glow, 0.2);
  const shadow = darken(palette.water, 0.25);
  let markup = `<path d="M${fmt(start[0])},${fmt(start[1])} L${fmt(end[0])},${fmt(end[1])}" stroke="${deck}" stroke-width="4"/>`;
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const x = start[0] + (end[0] - start[0]) * t;
    const y = start[1] + (end[1] - start[1]) * t;
    const scale = 0.7 + 0.6 * t;
    const w = 56 * scale;
    const h = 20 * scale;
    markup +=
      `<rect x="${fmt(x - w / 2)}" y="${fmt(y + 2)}" width="${fmt(w)}" height="${fmt(6 * scale)}" fill="${shadow}" opacity="0.4"/>` +
      `<path d="M${fmt(x - w * 0.4)},${fmt(y)} v${fmt(8 * scale)} M${fmt(x)},${fmt(y)} v${fmt(8 * scale)} M${fmt(x + w * 0.4)},${fmt(y)} v${fmt(8 * scale)}" stroke="${darken(deck, 0.4)}" stroke-width="${fmt(2 * scale)}"/>` +
      `<rect x="${fmt(x - w / 2)}" y="${fmt(y - 3 * scale)}" width="${fmt(w)}" height="${fmt(4 * scale)}" fill="${deck}"/>` +
      `<rect x="${fmt(x - w * 0.36)}" y="${fmt(y - h)}" width="${fmt(w * 0.72)}" height="${fmt(h - 3 * scale)}" fill="${mix('#f1e3cc', palette.glow, 0.15)}"/>` +
      `<path d="M${fmt(x - w * 0.52)},${fmt(y - h * 0.85)} L${fmt(x)},${fmt(y - h * 1.9)} L${fmt(x + w * 0.52)},${fmt(y - h * 0.85)} Z" fill="${thatch}"/>`;
  }
  return markup;
}

/** A safari or desert tent pavilion, lit from inside. */
export function tent(scene: Scene, [x, y]: Point, size: number, color: string, lit: boolean): string {
  const glow = lit ? glowDot(scene, [x, y - size * 0.3], size * 1.6, 0.55) : '';
  const d = `M${fmt(x - size)},${fmt(y)} L${fmt(x - size * 0.75)},${fmt(y - size * 0.55)} L${fmt(x)},${fmt(y - size * 0.8)} L${fmt(x + size * 0.75)},${fmt(y - size * 0.55)} L${fmt(x + size)},${fmt(y)} Z`;
  const door = `M${fmt(x - size * 0.28)},${fmt(y)} L${fmt(x - size * 0.16)},${fmt(y - size * 0.5)} L${fmt(x + size * 0.16)},${fmt(y - size * 0.5)} L${fmt(x + size * 0.28)},${fmt(y)} Z`;
  return `${glow}<path d="${d}" fill="${color}"/><path d="${door}" fill="${lit ? LAMPLIGHT : darken(color, 0.3)}"/>`;
}

/** A planter's bungalow: long hipped roof over a deep veranda, windows glowing at dusk. */
export function bungalow(scene: Scene, [x, y]: Point, width: number, color: string, lit: boolean): string {
  const h = width * 0.22;
  const roof = mix('#7a3b2a', scene.palette.glow, 0.15);
  let markup =
    `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(width)}" height="${fmt(h)}" fill="${color}"/>` +
    `<path d="M${fmt(x - width * 0.06)},${fmt(y - h)} L${fmt(x + width * 0.2)},${fmt(y - h * 2)} L${fmt(x + width * 0.8)},${fmt(y - h * 2)} L${fmt(x + width * 1.06)},${fmt(y - h)} Z" fill="${roof}"/>`;
  for (let i = 0; i < 6; i += 1) {
    const wx = x + width * (0.08 + i * 0.155);
    markup += `<rect x="${fmt(wx)}" y="${fmt(y - h * 0.75)}" width="${fmt(width * 0.07)}" height="${fmt(h * 0.5)}" fill="${lit ? LAMPLIGHT : darken(color, 0.5)}"${lit ? ' opacity="0.9"' : ''}/>`;
  }
  if (lit) markup = glowDot(scene, [x + width / 2, y - h * 0.5], width * 0.7, 0.35) + markup;
  return markup;
}
