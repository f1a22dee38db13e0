import { fmt, type Point } from './canvas';
import { darken, lighten, mix } from './color';
import { heightAt, type Scene } from './elements';
import { between, pick } from './random';

/** Warm lamplight, for windows, lanterns and tents after sunset. */
export const LAMPLIGHT = '#ffc870';

const glowDot = (scene: Scene, [x, y]: Point, radius: number, opacity = 0.55): string => {
  const fill = scene.canvas.radialGradient(
    [
      [0, LAMPLIGHT, opacity],
      [1, LAMPLIGHT, 0],
    ],
    [x, y],
    radius,
  );
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius)}" fill="${fill}"/>`;
};

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
  return glowDot(scene, [x, baseY - height * 0.63], height * 0.9, 0.5) + `<path d="${d}" fill="${color}"/>` + window;
}

/** Autumn maple boughs: dark limbs under overlapping leaves of scarlet, vermilion and gold. */
export function mapleFoliage(scene: Scene, [cx, cy]: Point, rx: number, ry: number, density = 90): string {
  const { random, palette, canvas } = scene;
  const leaves = ['#b3261e', '#c93a1f', '#d9541e', '#e0782a', '#eba23a', '#9c1c1c', '#c2421b', '#f0b64a'].map(
    (color) => mix(color, palette.glow, 0.1),
  );
  let limbs = '';
  for (let i = 0; i < 5; i += 1) {
    const angle = random() * Math.PI * 2;
    const ex = cx + Math.cos(angle) * rx * 0.8;
    const ey = cy + Math.sin(angle) * ry * 0.8;
    limbs += `M${fmt(cx)},${fmt(cy)} Q${fmt((cx + ex) / 2 + between(random, -40, 40))},${fmt((cy + ey) / 2 + between(random, -30, 30))} ${fmt(ex)},${fmt(ey)}`;
  }
  let back = '';
  let front = '';
  for (let i = 0; i < density; i += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random());
    const x = cx + Math.cos(angle) * rx * distance;
    const y = cy + Math.sin(angle) * ry * distance;
    const r = between(random, 5, 14);
    const circle = `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${pick(random, leaves)}"/>`;
    if (random() < 0.4) back += circle;
    else front += circle;
  }
  return (
    `<g opacity="0.85" filter="${canvas.blur(3)}">${back}</g>` +
    `<path d="${limbs}" fill="none" stroke="#2a1712" stroke-width="5" stroke-linecap="round"/>` +
    `<g>${front}</g>`
  );
}

/** The sweeping tiled roof of a temple hall, its eaves upswept at the corners. */
export function templeRoof(scene: Scene, cx: number, eaveY: number, width: number, color: string, lit: boolean): string {
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

/** Round-topped deciduous canopy along a ridge, as seen on the wooded hills around a city. */
export function canopy(scene: Scene, points: Point[], colors: string[], size: number): string {
  const { random } = scene;
  let markup = '';
  for (const [x, y] of points) {
    if (random() < 0.35) continue;
    const r = between(random, size * 0.6, size);
    markup += `<circle cx="${fmt(x)}" cy="${fmt(y + r * 0.4)}" r="${fmt(r)}" fill="${pick(random, colors)}"/>`;
  }
  return markup;
}

export interface PalaceOptions {
  color: string;
  windowColor: string;
  lit: boolean;
}

/** A Rajput palace: stepped white wings, rows of arches, domed pavilions (chhatris) along the roofline. */
export function palace(scene: Scene, x: number, baseY: number, width: number, height: number, options: PalaceOptions): string {
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
export function fort(scene: Scene, points: Point[], from: number, to: number, lit: string, shade: string): string {
  const { random } = scene;
  const span = points.filter(([x]) => x >= from && x <= to);
  const first = span[0];
  const last = span[span.length - 1];
  if (!first || !last) return '';
  const wallHeight = 60;
  const crest = Math.min(...span.map(([, y]) => y));
  const wallTop = (y: number) => Math.min(y, crest + 50) - wallHeight;
  let d = `M${fmt(first[0])},${fmt(first[1] + 20)}`;
  for (const [x, y] of span) d += ` L${fmt(x)},${fmt(wallTop(y))}`;
  d += ` L${fmt(last[0])},${fmt(last[1] + 20)} Z`;
  let towers = '';
  for (let x = first[0] + 40; x < last[0] - 30; x += between(random, 80, 130)) {
    const top = wallTop(heightAt(points, x)) - 22;
    const base = heightAt(points, x) + 30;
    const r = between(random, 18, 26);
    // Round bastions: lit face toward the sun, a narrow shaded flank.
    towers +=
      `<path d="M${fmt(x - r)},${fmt(base)} V${fmt(top + r * 0.4)} Q${fmt(x)},${fmt(top - r * 0.5)} ${fmt(x + r)},${fmt(top + r * 0.4)} V${fmt(base)} Z" fill="${lit}"/>` +
      `<path d="M${fmt(x + r * 0.35)},${fmt(base)} V${fmt(top + r * 0.1)} Q${fmt(x + r * 0.75)},${fmt(top + r * 0.1)} ${fmt(x + r)},${fmt(top + r * 0.4)} V${fmt(base)} Z" fill="${shade}"/>` +
      `<rect x="${fmt(x - r - 2)}" y="${fmt(top - 2)}" width="${fmt(2 * r + 4)}" height="5" fill="${shade}"/>`;
  }
  let merlons = '';
  for (const [x, y] of span) {
    if (Math.round(x) % 18 < 6) merlons += `<rect x="${fmt(x)}" y="${fmt(wallTop(y) - 8)}" width="7" height="9" fill="${lit}"/>`;
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

/** Pastel houses stacked up a cliff, with a majolica-tiled church dome among them. */
export function cliffTown(scene: Scene, slots: Point[], lit: boolean): string {
  const { random, palette } = scene;
  const walls = ['#f3d9b1', '#f2c6a0', '#e8a88a', '#f5e6c8', '#d98c6a', '#efe2d2', '#e9c46a', '#f0b7a4'].map(
    (color) => mix(color, palette.glow, 0.15),
  );
  let markup = '';
  for (const [x, y] of slots) {
    const w = between(random, 18, 40);
    const h = between(random, 14, 28);
    const color = pick(random, walls);
    markup += `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h + 6)}" fill="${color}"/>`;
    markup += `<rect x="${fmt(x + w)}" y="${fmt(y - h)}" width="${fmt(w * 0.18)}" height="${fmt(h + 6)}" fill="${darken(color, 0.25)}"/>`;
    for (let wx = x + 4; wx < x + w - 5; wx += 9) {
      const glow = lit && random() < 0.35;
      markup += `<rect x="${fmt(wx)}" y="${fmt(y - h + 5)}" width="3.6" height="5.5" fill="${glow ? LAMPLIGHT : darken(color, 0.5)}"/>`;
    }
  }
  const church = slots[Math.floor(slots.length * 0.6)];
  if (church) {
    const [x, y] = church;
    markup +=
      `<rect x="${fmt(x - 4)}" y="${fmt(y - 40)}" width="44" height="44" fill="${mix('#f5ead8', palette.glow, 0.15)}"/>` +
      `<path d="M${fmt(x - 2)},${fmt(y - 40)} Q${fmt(x + 18)},${fmt(y - 82)} ${fmt(x + 38)},${fmt(y - 40)} Z" fill="${mix('#2f8f6b', palette.glow, 0.15)}"/>` +
      `<path d="M${fmt(x + 6)},${fmt(y - 46)} Q${fmt(x + 18)},${fmt(y - 74)} ${fmt(x + 30)},${fmt(y - 46)}" fill="none" stroke="${mix('#e8c547', palette.glow, 0.15)}" stroke-width="3"/>` +
      `<rect x="${fmt(x + 46)}" y="${fmt(y - 86)}" width="16" height="90" fill="${mix('#efe0c8', palette.glow, 0.15)}"/>` +
      `<rect x="${fmt(x + 50)}" y="${fmt(y - 78)}" width="8" height="12" fill="${darken('#efe0c8', 0.5)}"/>`;
  }
  return markup;
}

/** A small boat with a white hull and a fading V of wake behind it. */
export function boat(scene: Scene, [x, y]: Point, size: number, heading: 1 | -1): string {
  const { palette } = scene;
  const hull = mix('#ffffff', palette.glow, 0.2);
  const bow = x + heading * size;
  const stern = x - heading * size;
  return (
    `<path d="M${fmt(stern)},${fmt(y)} L${fmt(stern - heading * size * 7)},${fmt(y + size * 0.9)} M${fmt(stern)},${fmt(y)} L${fmt(stern - heading * size * 7)},${fmt(y - size * 0.3)}" stroke="#ffffff" stroke-width="1.4" opacity="0.45" fill="none"/>` +
    `<path d="M${fmt(stern)},${fmt(y - size * 0.35)} L${fmt(bow)},${fmt(y - size * 0.42)} Q${fmt(bow - heading * size * 0.2)},${fmt(y + size * 0.1)} ${fmt(x)},${fmt(y + size * 0.2)} L${fmt(stern)},${fmt(y + size * 0.15)} Z" fill="${hull}"/>` +
    `<rect x="${fmt(Math.min(x, x - heading * size * 0.5))}" y="${fmt(y - size * 0.75)}" width="${fmt(size * 0.5)}" height="${fmt(size * 0.35)}" fill="${darken(hull, 0.15)}"/>`
  );
}

/** A coconut palm: a leaning, tapering trunk and a crown of arching, feathered fronds. */
export function palm(scene: Scene, [x, y]: Point, height: number, lean: number, color: string): string {
  const { random } = scene;
  const topX = x + lean * height * 0.4;
  const topY = y - height;
  const bendX = x + lean * height * 0.05;
  const bendY = y - height * 0.55;
  const trunk =
    `M${fmt(x - 7)},${fmt(y)} Q${fmt(bendX - 5)},${fmt(bendY)} ${fmt(topX - 3)},${fmt(topY)}` +
    ` L${fmt(topX + 3)},${fmt(topY)} Q${fmt(bendX + 5)},${fmt(bendY)} ${fmt(x + 7)},${fmt(y)} Z`;
  let spines = '';
  let leaflets = '';
  const count = 9 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    const angle = -Math.PI * 1.05 + (i / (count - 1)) * Math.PI * 1.1 + between(random, -0.12, 0.12);
    const length = between(random, height * 0.38, height * 0.55);
    // Fronds rise from the crown, then droop under their own weight.
    const ctrl: Point = [topX + Math.cos(angle) * length * 0.55, topY + Math.sin(angle) * length * 0.55 - length * 0.18];
    const tip: Point = [topX + Math.cos(angle) * length, topY + Math.sin(angle) * length * 0.35 + length * 0.42];
    spines += `M${fmt(topX)},${fmt(topY)} Q${fmt(ctrl[0])},${fmt(ctrl[1])} ${fmt(tip[0])},${fmt(tip[1])}`;
    for (let t = 0.12; t <= 1; t += 0.07) {
      const u = 1 - t;
      const px = u * u * topX + 2 * u * t * ctrl[0] + t * t * tip[0];
      const py = u * u * topY + 2 * u * t * ctrl[1] + t * t * tip[1];
      const tx = 2 * u * (ctrl[0] - topX) + 2 * t * (tip[0] - ctrl[0]);
      const ty = 2 * u * (ctrl[1] - topY) + 2 * t * (tip[1] - ctrl[1]);
      const norm = Math.hypot(tx, ty) || 1;
      const leaf = length * 0.2 * (1 - t * 0.65);
      for (const side of [-1, 1]) {
        // Leaflets angle back along the frond and hang down.
        const lx = (-ty / norm) * side * 0.6 - (tx / norm) * 0.35;
        const ly = (tx / norm) * side * 0.6 - (ty / norm) * 0.35 + 0.55;
        leaflets += `M${fmt(px)},${fmt(py)} l${fmt(lx * leaf)},${fmt(ly * leaf)}`;
      }
    }
  }
  return (
    `<path d="${trunk}" fill="${color}"/>` +
    `<path d="${leaflets}" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round"/>` +
    `<path d="${spines}" fill="none" stroke="${color}" stroke-width="3.5" stroke-linecap="round"/>`
  );
}

/** Limestone stacks rising from the sea, lit on one flank, with scrub on their tops and surf at their feet. */
export function seaStacks(scene: Scene, x: number, base: number, count: number, lightFromLeft: boolean): string {
  const { random, palette, canvas } = scene;
  const rock = mix('#9a8470', palette.glow, 0.25);
  let markup = '';
  let left = x;
  for (let i = 0; i < count; i += 1) {
    const w = between(random, 80, 150);
    const h = between(random, 120, 260) * (i === 1 ? 1.2 : 1);
    const y = base + i * 18;
    // Weathered flanks that taper and lean toward a ragged, off-centre summit.
    const taper = between(random, 0.15, 0.3) * w;
    const lean = between(random, -0.15, 0.15) * w;
    const outline: Point[] = [];
    for (let k = 0; k <= 6; k += 1) {
      outline.push([left + (taper + lean) * (k / 6) + between(random, -0.06, 0.06) * w, y - (h * k) / 6]);
    }
    for (let k = 1; k < 4; k += 1) {
      outline.push([left + taper + lean + ((w - 2 * taper) * k) / 4, y - h - between(random, -16, 22) * Math.sin((Math.PI * k) / 4)]);
    }
    for (let k = 6; k >= 0; k -= 1) {
      outline.push([left + w - (taper - lean) * (k / 6) + between(random, -0.06, 0.06) * w, y - (h * k) / 6]);
    }
    const d = `M${outline.map(([px, py]) => `${fmt(px)},${fmt(py)}`).join(' L')} Z`;
    const fill = canvas.linearGradient(
      [
        [0, lightFromLeft ? lighten(rock, 0.2) : darken(rock, 0.45)],
        [0.55, rock],
        [1, lightFromLeft ? darken(rock, 0.45) : lighten(rock, 0.2)],
      ],
      [left, 0],
      [left + w, 0],
    );
    let scrub = '';
    for (let k = 0; k < 7; k += 1) {
      scrub += `<ellipse cx="${fmt(left + between(random, 0.15, 0.85) * w)}" cy="${fmt(y - h + between(random, 2, 16))}" rx="${fmt(between(random, 8, 18))}" ry="${fmt(between(random, 4, 8))}" fill="${mix('#3f5a2c', palette.glow, 0.2)}"/>`;
    }
    markup +=
      `<path d="${d}" fill="${fill}"/>${scrub}` +
      `<ellipse cx="${fmt(left + w / 2)}" cy="${fmt(y)}" rx="${fmt(w * 0.65)}" ry="5" fill="#ffffff" opacity="0.5" filter="${canvas.blur(2)}"/>`;
    left += w + between(random, 10, 60);
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

/** An umbrella thorn acacia: a short trunk forking into spreading limbs under a flat, layered crown. */
export function acacia(scene: Scene, [x, y]: Point, size: number, color: string): string {
  const { random } = scene;
  const crownY = y - size * 0.62;
  const forkY = y - size * 0.26;
  const trunk = `M${fmt(x - size * 0.035)},${fmt(y)} Q${fmt(x - size * 0.02)},${fmt(y - size * 0.15)} ${fmt(x - size * 0.012)},${fmt(forkY)} L${fmt(x + size * 0.012)},${fmt(forkY)} Q${fmt(x + size * 0.02)},${fmt(y - size * 0.15)} ${fmt(x + size * 0.035)},${fmt(y)} Z`;
  let limbs = '';
  const spread = [-0.42, -0.22, -0.05, 0.14, 0.3, 0.45];
  for (const reach of spread) {
    const ex = x + (reach + between(random, -0.05, 0.05)) * size;
    const ey = crownY + between(random, 0, 0.04) * size;
    const cx = x + reach * size * 0.25;
    const cy = forkY - size * between(random, 0.12, 0.22);
    limbs += `M${fmt(x)},${fmt(forkY + 4)} Q${fmt(cx)},${fmt(cy)} ${fmt(ex)},${fmt(ey)}`;
  }
  let crown = '';
  for (let i = 0; i < 22; i += 1) {
    const cx = x + between(random, -0.5, 0.5) * size;
    const cy = crownY + between(random, -0.09, 0.02) * size - (1 - Math.abs(cx - x) / (size * 0.55)) * size * 0.04;
    const rx = between(random, 0.1, 0.22) * size;
    const ry = between(random, 0.025, 0.05) * size;
    crown += `M${fmt(cx - rx)},${fmt(cy)} a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(rx * 2)},0 a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(-rx * 2)},0`;
  }
  return (
    `<path d="${trunk}" fill="${color}"/>` +
    `<path d="${limbs}" fill="none" stroke="${color}" stroke-width="${fmt(Math.max(1.5, size * 0.014))}" stroke-linecap="round"/>` +
    `<path d="${crown}" fill="${color}"/>`
  );
}

/** A long-dead camelthorn, its branches twisting up from the clay. */
export function deadTree(scene: Scene, [x, y]: Point, size: number, color: string): string {
  const { random } = scene;
  const levels = 5;
  // One path per level of branching, so limbs thin out towards the twigs.
  const paths: string[] = Array.from({ length: levels }, () => '');
  const branch = (bx: number, by: number, angle: number, length: number, level: number) => {
    const ex = bx + Math.cos(angle) * length;
    const ey = by + Math.sin(angle) * length;
    const mx = (bx + ex) / 2 + between(random, -0.15, 0.15) * length;
    paths[level] += `M${fmt(bx)},${fmt(by)} Q${fmt(mx)},${fmt((by + ey) / 2)} ${fmt(ex)},${fmt(ey)}`;
    if (level === levels - 1) return;
    const forks = random() < 0.3 ? 3 : 2;
    for (let f = 0; f < forks; f += 1) {
      branch(ex, ey, angle + between(random, -0.75, 0.75), length * between(random, 0.55, 0.78), level + 1);
    }
  };
  branch(x, y, -Math.PI / 2 + between(random, -0.25, 0.25), size * 0.38, 0);
  const limbs = paths
    .map(
      (d, level) =>
        `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(size * 0.045 * 0.62 ** level + 0.8)}" stroke-linecap="round"/>`,
    )
    .join('');
  const shadow = `<ellipse cx="${fmt(x + size * 0.25)}" cy="${fmt(y + 3)}" rx="${fmt(size * 0.4)}" ry="${fmt(size * 0.025)}" fill="${color}" opacity="0.25"/>`;
  return shadow + limbs;
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

/** A mokoro (dugout canoe) with its poler standing at the stern. */
export function mokoro(scene: Scene, [x, y]: Point, size: number, color: string): string {
  const hull = `M${fmt(x - size)},${fmt(y - size * 0.06)} Q${fmt(x)},${fmt(y + size * 0.1)} ${fmt(x + size)},${fmt(y - size * 0.06)} L${fmt(x + size * 0.9)},${fmt(y)} Q${fmt(x)},${fmt(y + size * 0.14)} ${fmt(x - size * 0.9)},${fmt(y)} Z`;
  const px = x + size * 0.6;
  const figure =
    `M${fmt(px - size * 0.05)},${fmt(y - size * 0.02)} L${fmt(px - size * 0.04)},${fmt(y - size * 0.38)} L${fmt(px + size * 0.05)},${fmt(y - size * 0.38)} L${fmt(px + size * 0.05)},${fmt(y - size * 0.02)} Z` +
    `M${fmt(px)},${fmt(y - size * 0.45)} m-${fmt(size * 0.045)},0 a${fmt(size * 0.045)},${fmt(size * 0.045)} 0 1,0 ${fmt(size * 0.09)},0 a${fmt(size * 0.045)},${fmt(size * 0.045)} 0 1,0 -${fmt(size * 0.09)},0`;
  const pole = `M${fmt(px - size * 0.35)},${fmt(y + size * 0.15)} L${fmt(px + size * 0.2)},${fmt(y - size * 0.75)}`;
  return `<path d="${hull}" fill="${color}"/><path d="${figure}" fill="${color}"/><path d="${pole}" stroke="${color}" stroke-width="${fmt(size * 0.018)}"/>`;
}

/** Reeds and papyrus heads rising from the water's edge in the foreground. */
export function reeds(scene: Scene, from: number, to: number, baseY: number, height: number, color: string): string {
  const { random } = scene;
  let d = '';
  let heads = '';
  for (let x = from; x < to; x += between(random, 3, 9)) {
    const h = between(random, height * 0.4, height);
    const bend = between(random, -0.25, 0.25) * h;
    const tipX = x + bend;
    d += `M${fmt(x)},${fmt(baseY)} Q${fmt(x + bend * 0.2)},${fmt(baseY - h * 0.6)} ${fmt(tipX)},${fmt(baseY - h)}`;
    if (random() < 0.12) {
      heads += `<ellipse cx="${fmt(tipX)}" cy="${fmt(baseY - h - 6)}" rx="${fmt(between(random, 6, 12))}" ry="5" fill="${color}"/>`;
    }
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="2.2"/>${heads}`;
}

/** Glacial ice adrift on a lake: pale faces above, a blue shadow where they meet the water. */
export function icebergs(scene: Scene, top: number, bottom: number, count: number): string {
  const { random, canvas, palette } = scene;
  let markup = '';
  for (let i = 0; i < count; i += 1) {
    const y = between(random, top, bottom);
    const scale = 0.4 + (y - top) / (bottom - top);
    const x = random() * canvas.width;
    const w = between(random, 40, 120) * scale;
    const h = between(random, 10, 26) * scale;
    const peak = x + between(random, -0.3, 0.3) * w;
    markup +=
      `<path d="M${fmt(x - w / 2)},${fmt(y)} L${fmt(x - w * 0.35)},${fmt(y - h * 0.6)} L${fmt(peak)},${fmt(y - h)} L${fmt(x + w * 0.3)},${fmt(y - h * 0.7)} L${fmt(x + w / 2)},${fmt(y)} Z" fill="${mix('#f4fbff', palette.glow, 0.2)}"/>` +
      `<path d="M${fmt(peak)},${fmt(y - h)} L${fmt(x + w * 0.3)},${fmt(y - h * 0.7)} L${fmt(x + w / 2)},${fmt(y)} L${fmt(peak + w * 0.05)},${fmt(y)} Z" fill="#9cc9dc" opacity="0.8"/>` +
      `<path d="M${fmt(x - w / 2)},${fmt(y)} h${fmt(w)} l${fmt(-w * 0.1)},${fmt(h * 0.5)} h${fmt(-w * 0.8)} Z" fill="#5fa8c8" opacity="0.55"/>`;
  }
  return markup;
}
