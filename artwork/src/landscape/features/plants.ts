// Trees, foliage and reeds.
import { fmt, type Point } from '../canvas';
import { mix } from '../color';
import { type Scene } from '../elements';
import { between, pick } from '../random';

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

/** A coconut palm: a leaning, tapering trunk and a crown of arching, feathered fronds. */
export function palm(scene: Scene, [x, y]: Point, height: number, lean: number, color: string): string {
  const { random } = scene;
  const topX = x + lean * height * 0.4;
  const topY = y - height;
  const bendX = x + lean * height * 0.05;
  const bendY = y - height * 0.55;
  // Trunk and fronds thicken with the palm: fixed widths left a near palm wiry, a skeleton of lines.
  const base = Math.max(7, height * 0.02);
  const neck = Math.max(3, height * 0.008);
  const trunk =
    `M${fmt(x - base)},${fmt(y)} Q${fmt(bendX - (base + neck) / 2)},${fmt(bendY)} ${fmt(topX - neck)},${fmt(topY)}` +
    ` L${fmt(topX + neck)},${fmt(topY)} Q${fmt(bendX + (base + neck) / 2)},${fmt(bendY)} ${fmt(x + base)},${fmt(y)} Z`;
  let spines = '';
  let leaflets = '';
  const count = 9 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    const angle = -Math.PI * 1.05 + (i / (count - 1)) * Math.PI * 1.1 + between(random, -0.12, 0.12);
    const length = between(random, height * 0.38, height * 0.55);
    // Fronds rise from the crown, then droop under their own weight.
    const ctrl: Point = [
      topX + Math.cos(angle) * length * 0.55,
      topY + Math.sin(angle) * length * 0.55 - length * 0.18,
    ];
    const tip: Point = [
      topX + Math.cos(angle) * length,
      topY + Math.sin(angle) * length * 0.35 + length * 0.42,
    ];
    spines += `M${fmt(topX)},${fmt(topY)} Q${fmt(ctrl[0])},${fmt(ctrl[1])} ${fmt(tip[0])},${fmt(tip[1])}`;
    // A near palm's fronds need more leaflets to read as leaves rather than a comb.
    for (let t = 0.12; t <= 1; t += height > 300 ? 0.04 : 0.07) {
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
    `<path d="${leaflets}" fill="none" stroke="${color}" stroke-width="${fmt(Math.max(2.2, height * 0.011))}" stroke-linecap="round"/>` +
    `<path d="${spines}" fill="none" stroke="${color}" stroke-width="${fmt(Math.max(3.5, height * 0.014))}" stroke-linecap="round"/>`
  );
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
    const cy =
      crownY + between(random, -0.09, 0.02) * size - (1 - Math.abs(cx - x) / (size * 0.55)) * size * 0.04;
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

/** Reeds and papyrus heads rising from the water's edge in the foreground. */
export function reeds(
  scene: Scene,
  from: number,
  to: number,
  baseY: number,
  height: number,
  color: string,
): string {
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
