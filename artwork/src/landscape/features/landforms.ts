// Rock and ice standing in the water.
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Scene } from '../elements';
import { between, fractalNoise, pick } from '../random';

/** Limestone stacks rising from the sea, lit on one flank, with scrub on their tops and surf at their feet. */
export function seaStacks(
  scene: Scene,
  x: number,
  base: number,
  count: number,
  lightFromLeft: boolean,
): string {
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
      outline.push([
        left + taper + lean + ((w - 2 * taper) * k) / 4,
        y - h - between(random, -16, 22) * Math.sin((Math.PI * k) / 4),
      ]);
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

/**
 * A limestone karst tower: walls that bulge and lean as they rise, undercut by the sea at the
 * waterline, a crooked crown of two or three knolls. Fluted by the rain, banded by ledges where
 * jungle clings, the crown shaggy with trees.
 */
export function karst(scene: Scene, [x, baseY]: Point, width: number, height: number, rock: string): string {
  const { random, canvas, palette } = scene;
  const left: Point[] = [];
  const right: Point[] = [];
  const steps = 28;
  const lean = between(random, -0.18, 0.18) * width;
  const bulge = between(random, 0.05, 0.16);
  const leftWobble = fractalNoise(random, { cells: 7, octaves: 3 });
  const rightWobble = fractalNoise(random, { cells: 7, octaves: 3 });
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    // Undercut by the waves at the foot, swelling at mid-height, then rounding into the crown.
    const notch = t < 0.06 ? 0.78 : 1;
    const swell = 1 + bulge * Math.sin(Math.PI * Math.min(1, t / 0.8));
    const crown = t > 0.84 ? Math.sqrt(Math.max(0, 1 - ((t - 0.84) / 0.16) ** 2)) * 0.6 + 0.4 : 1;
    const half = (width / 2) * notch * swell * crown;
    const cx = x + lean * t;
    const y = baseY - t * height;
    left.push([cx - half * (0.7 + 0.55 * leftWobble(t)), y]);
    right.push([cx + half * (0.7 + 0.55 * rightWobble(t)), y]);
  }
  // The crown: two or three knolls of uneven height between the shoulders.
  const knolls = 2 + Math.floor(random() * 2);
  const summit: Point[] = [];
  const [lx, ly] = left[steps] ?? [x, baseY - height];
  const [rx, ry] = right[steps] ?? [x, baseY - height];
  for (let k = 1; k <= knolls * 2 - 1; k += 1) {
    const t = k / (knolls * 2);
    const up = k % 2 === 1 ? between(random, 0.02, 0.06) * height : between(random, -0.02, 0.01) * height;
    summit.push([lx + (rx - lx) * t, ly + (ry - ly) * t - up]);
  }
  const outline = [...left, ...summit, ...right.reverse()];
  const d = `M${outline.map(([px, py]) => `${fmt(px)},${fmt(py)}`).join(' L')} Z`;
  const fill = canvas.linearGradient(
    [
      [0, lighten(rock, 0.14)],
      [0.5, rock],
      [1, darken(rock, 0.32)],
    ],
    [x - width / 2, 0],
    [x + width / 2, 0],
  );
  // Rain flutes running down from the ledges, darker and lighter.
  let flutes = '';
  for (let i = 0; i < 22; i += 1) {
    const t = between(random, 0.2, 0.95);
    const sx = x + lean * t + between(random, -0.45, 0.45) * width;
    const top = baseY - t * height;
    flutes += `<path d="M${fmt(sx)},${fmt(top)} q${fmt(between(random, -5, 5))},${fmt(height * 0.15)} ${fmt(between(random, -3, 3))},${fmt(between(random, 0.15, 0.45) * height)}" stroke="${random() < 0.7 ? darken(rock, 0.38) : lighten(rock, 0.2)}" stroke-width="${fmt(between(random, 1.5, 4))}" opacity="0.45" fill="none"/>`;
  }
  // Ledges across the face, each with its fringe of jungle.
  const green = mix('#2f5a34', palette.glow, 0.12);
  let ledges = '';
  let jungle = '';
  for (let l = 0; l < 4; l += 1) {
    const t = between(random, 0.25, 0.7);
    const ly2 = baseY - t * height;
    const from = x + lean * t - width * 0.6;
    const start = from + between(random, 0.1, 0.7) * width;
    const length = between(random, 0.2, 0.5) * width;
    ledges += `M${fmt(start)},${fmt(ly2 + 4)} h${fmt(length)}`;
    for (let i = 0; i < 6; i += 1) {
      const r = between(random, 0.02, 0.045) * width;
      jungle += `<ellipse cx="${fmt(start + between(random, 0, 1) * length)}" cy="${fmt(ly2 - r * 0.3)}" rx="${fmt(r * 1.4)}" ry="${fmt(r)}" fill="${mix(pick(random, [green, darken(green, 0.2), lighten(green, 0.1)]), rock, 0.3)}"/>`;
    }
  }
  // The crown's trees, a dense shag over the summit.
  for (let i = 0; i < 40; i += 1) {
    const t = between(random, 0.82, 1.02);
    const jx = x + lean * t + between(random, -0.42, 0.42) * width;
    const jy = baseY - t * height;
    const r = between(random, 0.03, 0.07) * width;
    jungle += `<ellipse cx="${fmt(jx)}" cy="${fmt(jy)}" rx="${fmt(r * 1.3)}" ry="${fmt(r)}" fill="${mix(pick(random, [green, darken(green, 0.25), lighten(green, 0.12)]), rock, 0.2)}"/>`;
  }
  const clip = canvas.clipPath(d);
  return (
    `<path d="${d}" fill="${fill}"/>` +
    `<g clip-path="${clip}">${flutes}<path d="${ledges}" stroke="${darken(rock, 0.3)}" stroke-width="7" opacity="0.35" fill="none"/>${jungle}</g>` +
    `<path d="M${fmt(x - width * 0.4)},${fmt(baseY - 4)} h${fmt(width * 0.8)}" stroke="${darken(rock, 0.55)}" stroke-width="10" opacity="0.6"/>`
  );
}
