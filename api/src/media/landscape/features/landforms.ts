// Rock and ice standing in the water.
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Scene } from '../elements';
import { between, pick } from '../random';

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
 * A limestone karst tower: near-vertical walls, a rounded, jungle-capped top and a notch worn in at
 * the waterline. `width` is its waist; it rises `height` above `baseY`.
 */
export function karst(scene: Scene, [x, baseY]: Point, width: number, height: number, rock: string): string {
  const { random, canvas, palette } = scene;
  const left: Point[] = [];
  const right: Point[] = [];
  const steps = 10;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    // Sheer walls, pinched at the waterline, rounding over into a domed top.
    const notch = t < 0.08 ? 0.84 : 1;
    const dome = t > 0.72 ? Math.sqrt(Math.max(0, 1 - ((t - 0.72) / 0.28) ** 2)) : 1;
    const half = (width / 2) * notch * dome;
    const y = baseY - t * height;
    left.push([x - half + between(random, -0.05, 0.05) * width, y]);
    right.push([x + half + between(random, -0.05, 0.05) * width, y]);
  }
  const outline = [...left, ...right.reverse()];
  const d = `M${outline.map(([px, py]) => `${fmt(px)},${fmt(py)}`).join(' L')} Z`;
  const fill = canvas.linearGradient(
    [
      [0, lighten(rock, 0.12)],
      [0.55, rock],
      [1, darken(rock, 0.3)],
    ],
    [x - width / 2, 0],
    [x + width / 2, 0],
  );
  let streaks = '';
  for (let i = 0; i < 8; i += 1) {
    const sx = x + between(random, -0.4, 0.4) * width;
    const top = baseY - between(random, 0.4, 0.9) * height;
    streaks += `M${fmt(sx)},${fmt(top)} l${fmt(between(random, -4, 4))},${fmt(between(random, 0.2, 0.5) * height)}`;
  }
  let jungle = '';
  const green = mix('#2f5a34', palette.glow, 0.12);
  // Jungle clinging to the ledges, densest on the top.
  for (let i = 0; i < 46; i += 1) {
    const t = 1 - random() ** 1.6 * 0.6;
    const jx = x + between(random, -0.5, 0.5) * width;
    const jy = baseY - t * height + between(random, 0, 0.05) * height;
    const r = between(random, 0.025, 0.06) * width;
    jungle += `<ellipse cx="${fmt(jx)}" cy="${fmt(jy)}" rx="${fmt(r * 1.3)}" ry="${fmt(r)}" fill="${mix(pick(random, [green, darken(green, 0.2), lighten(green, 0.1)]), rock, 0.35)}"/>`;
  }
  const clip = canvas.clipPath(d);
  return (
    `<path d="${d}" fill="${fill}"/>` +
    `<g clip-path="${clip}"><path d="${streaks}" stroke="${darken(rock, 0.35)}" stroke-width="3" opacity="0.45"/>${jungle}</g>` +
    `<path d="M${fmt(x - width * 0.42)},${fmt(baseY - 3)} h${fmt(width * 0.84)}" stroke="${darken(rock, 0.5)}" stroke-width="8" opacity="0.6"/>`
  );
}
