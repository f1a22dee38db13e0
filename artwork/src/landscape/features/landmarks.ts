// The buildings a place is known by: Bhutan's dzongs, Thailand's wats, the stupas of Bagan.
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Scene } from '../elements';
import { between, pick } from '../random';
import { LAMPLIGHT, glowDot } from './light';

/**
 * A Bhutanese dzong: battered white walls under a band of red ochre, rows of small windows, and the
 * central tower (utse) rising above, each roof low-pitched with a gilded canopy on top.
 */
export function dzong(scene: Scene, [x, baseY]: Point, width: number, lit: boolean): string {
  const { palette, random } = scene;
  const white = mix('#f1ebe0', palette.glow, 0.22);
  const shade = mix(white, palette.shadow, 0.35);
  const ochre = mix('#8e2f22', palette.glow, 0.12);
  const roof = mix('#4a3a30', palette.shadow, 0.25);
  const gold = mix('#e0b04a', palette.glow, 0.3);
  let markup = '';
  const block = (cx: number, w: number, h: number, bottom: number) => {
    const batter = w * 0.04;
    const top = bottom - h;
    const band = h * 0.16;
    let windows = '';
    for (let row = 0; row < 2; row += 1) {
      for (let i = 1; i < Math.floor(w / 34); i += 1) {
        const wx = cx - w / 2 + batter + (i * (w - 2 * batter)) / Math.floor(w / 34);
        const wy = top + band + 14 + row * h * 0.22;
        windows += `<rect x="${fmt(wx - 4)}" y="${fmt(wy)}" width="8" height="${fmt(h * 0.09)}" fill="${lit && random() < 0.5 ? LAMPLIGHT : darken(ochre, 0.35)}"/>`;
      }
    }
    markup +=
      `<path d="M${fmt(cx - w / 2)},${fmt(bottom)} L${fmt(cx - w / 2 + batter)},${fmt(top)} L${fmt(cx + w / 2 - batter)},${fmt(top)} L${fmt(cx + w / 2)},${fmt(bottom)} Z" fill="${white}"/>` +
      // The side away from the light in shade.
      `<path d="M${fmt(cx + w * 0.22)},${fmt(bottom)} L${fmt(cx + w * 0.22)},${fmt(top)} L${fmt(cx + w / 2 - batter)},${fmt(top)} L${fmt(cx + w / 2)},${fmt(bottom)} Z" fill="${shade}" opacity="0.45"/>` +
      `<rect x="${fmt(cx - w / 2 + batter)}" y="${fmt(top)}" width="${fmt(w - 2 * batter)}" height="${fmt(band)}" fill="${ochre}"/>` +
      windows +
      `<path d="M${fmt(cx - w / 2 - w * 0.06)},${fmt(top + 2)} L${fmt(cx - w * 0.3)},${fmt(top - h * 0.14)} L${fmt(cx + w * 0.3)},${fmt(top - h * 0.14)} L${fmt(cx + w / 2 + w * 0.06)},${fmt(top + 2)} Z" fill="${roof}"/>`;
    return top - h * 0.14;
  };
  const height = width * 0.3;
  block(x - width * 0.3, width * 0.42, height * 0.7, baseY);
  block(x + width * 0.3, width * 0.42, height * 0.78, baseY);
  const towerTop = block(x, width * 0.3, height * 1.25, baseY);
  block(x, width * 0.16, height * 0.3, towerTop + height * 0.02);
  const canopyY = towerTop - height * 0.3;
  markup += `<path d="M${fmt(x - width * 0.05)},${fmt(canopyY)} L${fmt(x)},${fmt(canopyY - height * 0.22)} L${fmt(x + width * 0.05)},${fmt(canopyY)} Z" fill="${gold}"/>`;
  return (lit ? glowDot(scene, [x, baseY - height * 0.5], width * 0.7, 0.3) : '') + markup;
}

/** Strings of prayer flags in the five colours, sagging between two poles. */
export function prayerFlags(scene: Scene, from: Point, to: Point, strings: number): string {
  const { random, palette } = scene;
  const colours = ['#2f5fa8', '#f4f1e8', '#c23a2b', '#3d8a4a', '#e8b82e'].map((c) =>
    mix(c, palette.glow, 0.15),
  );
  let markup = `<path d="M${fmt(from[0])},${fmt(from[1] + 260)} L${fmt(from[0])},${fmt(from[1] - 20)}" stroke="${darken(palette.shadow, 0.1)}" stroke-width="5"/>`;
  for (let s = 0; s < strings; s += 1) {
    const end: Point = [to[0], to[1] + s * 38];
    const sag = between(random, 50, 90);
    const count = 26;
    for (let i = 0; i < count; i += 1) {
      const t = (i + 0.5) / count;
      const px = from[0] + (end[0] - from[0]) * t;
      const py = from[1] + s * 12 + (end[1] - from[1]) * t + Math.sin(Math.PI * t) * sag;
      const size = 22 * (1 - t * 0.5);
      markup += `<path d="M${fmt(px)},${fmt(py)} l${fmt(size * 0.9)},${fmt(size * 0.1)} l${fmt(size * 0.05)},${fmt(size * 1.1)} l${fmt(-size * 0.9)},${fmt(-size * 0.08)} Z" fill="${colours[(i + s) % colours.length]}" opacity="0.92"/>`;
    }
    markup += `<path d="M${fmt(from[0])},${fmt(from[1] + s * 12)} Q${fmt((from[0] + end[0]) / 2)},${fmt((from[1] + end[1]) / 2 + sag * 2 + s * 6)} ${fmt(end[0])},${fmt(end[1])}" fill="none" stroke="${darken(palette.shadow, 0.1)}" stroke-width="1.2" opacity="0.6"/>`;
  }
  return markup;
}

/** A bell-shaped chedi: stepped terraces, the bell, a ringed spire; gilded or whitewashed brick. */
export function chedi(scene: Scene, [x, baseY]: Point, height: number, color: string): string {
  const w = height * 0.5;
  const light = lighten(color, 0.25);
  const dark = darken(color, 0.3);
  let d = '';
  let y = baseY;
  for (let i = 0; i < 3; i += 1) {
    const tw = w * (1 - i * 0.16);
    const th = height * 0.06;
    d += `M${fmt(x - tw / 2)},${fmt(y)} h${fmt(tw)} v${fmt(-th)} h${fmt(-tw)} Z`;
    y -= th;
  }
  const bellW = w * 0.58;
  const bellH = height * 0.3;
  d += `M${fmt(x - bellW / 2)},${fmt(y)} C${fmt(x - bellW / 2)},${fmt(y - bellH * 0.7)} ${fmt(x - bellW * 0.2)},${fmt(y - bellH)} ${fmt(x)},${fmt(y - bellH)} C${fmt(x + bellW * 0.2)},${fmt(y - bellH)} ${fmt(x + bellW / 2)},${fmt(y - bellH * 0.7)} ${fmt(x + bellW / 2)},${fmt(y)} Z`;
  y -= bellH;
  d += `M${fmt(x - w * 0.1)},${fmt(y + 2)} h${fmt(w * 0.2)} v${fmt(-height * 0.06)} h${fmt(-w * 0.2)} Z`;
  y -= height * 0.06;
  d += `M${fmt(x - w * 0.07)},${fmt(y)} L${fmt(x)},${fmt(baseY - height)} L${fmt(x + w * 0.07)},${fmt(y)} Z`;
  const fill = scene.canvas.linearGradient(
    [
      [0, light],
      [0.5, color],
      [1, dark],
    ],
    [x - w / 2, 0],
    [x + w / 2, 0],
  );
  let rings = '';
  for (let r = 1; r < 6; r += 1) {
    const ry = y - (r * (y - (baseY - height))) / 7;
    const rw = w * 0.07 * (1 - r / 7) + 2;
    rings += `M${fmt(x - rw)},${fmt(ry)} h${fmt(rw * 2)}`;
  }
  return `<path d="${d}" fill="${fill}"/><path d="${rings}" stroke="${dark}" stroke-width="1.6"/>`;
}

/**
 * A Thai ordination hall: stacked, steep roofs in red and green, gilded edges, and the hooked chofa
 * finials rising from each gable's peak.
 */
export function watHall(scene: Scene, [x, baseY]: Point, width: number, lit: boolean): string {
  const { palette } = scene;
  const wall = mix('#efe6d6', palette.glow, 0.2);
  const gold = mix('#e3b244', palette.glow, 0.25);
  const roofs = [mix('#a8321f', palette.shadow, 0.2), mix('#2f6b48', palette.shadow, 0.2)];
  const wallH = width * 0.2;
  let markup = `<rect x="${fmt(x - width * 0.38)}" y="${fmt(baseY - wallH)}" width="${fmt(width * 0.76)}" height="${fmt(wallH)}" fill="${wall}"/>`;
  for (let i = 0; i < 6; i += 1) {
    const wx = x - width * 0.32 + i * width * 0.12;
    markup += `<rect x="${fmt(wx)}" y="${fmt(baseY - wallH * 0.75)}" width="${fmt(width * 0.04)}" height="${fmt(wallH * 0.5)}" fill="${lit ? LAMPLIGHT : darken(wall, 0.45)}"/>`;
  }
  let top = baseY - wallH;
  for (let tier = 0; tier < 3; tier += 1) {
    const w = width * (1 - tier * 0.2);
    const h = width * 0.13;
    const fill = roofs[tier % 2] ?? palette.shadow;
    markup +=
      `<path d="M${fmt(x - w / 2)},${fmt(top + h * 0.2)} L${fmt(x - w * 0.22)},${fmt(top - h)} L${fmt(x + w * 0.22)},${fmt(top - h)} L${fmt(x + w / 2)},${fmt(top + h * 0.2)} Z" fill="${fill}"/>` +
      `<path d="M${fmt(x - w / 2)},${fmt(top + h * 0.2)} L${fmt(x - w * 0.22)},${fmt(top - h)} M${fmt(x + w / 2)},${fmt(top + h * 0.2)} L${fmt(x + w * 0.22)},${fmt(top - h)}" stroke="${gold}" stroke-width="3"/>`;
    top -= h * 0.8;
  }
  const peakY = top - width * 0.03;
  const gable = `M${fmt(x - width * 0.2)},${fmt(peakY + width * 0.03)} L${fmt(x)},${fmt(peakY - width * 0.14)} L${fmt(x + width * 0.2)},${fmt(peakY + width * 0.03)} Z`;
  const finials = [-1, 1]
    .map((side) => {
      const fx = x + side * width * 0.2;
      const fy = peakY + width * 0.03;
      return `M${fmt(fx)},${fmt(fy)} q${fmt(side * width * 0.015)},${fmt(-width * 0.06)} ${fmt(side * width * 0.045)},${fmt(-width * 0.07)}`;
    })
    .join('');
  markup +=
    `<path d="${gable}" fill="${roofs[0]}"/><path d="${gable}" fill="none" stroke="${gold}" stroke-width="3"/>` +
    `<path d="M${fmt(x)},${fmt(peakY - width * 0.14)} q${fmt(width * 0.01)},${fmt(-width * 0.05)} ${fmt(width * 0.035)},${fmt(-width * 0.06)}${finials}" fill="none" stroke="${gold}" stroke-width="4" stroke-linecap="round"/>`;
  return (lit ? glowDot(scene, [x, baseY - wallH * 0.5], width * 0.8, 0.35) : '') + markup;
}

/** A hot-air balloon far off, its envelope lit from one side. */
export function balloon(scene: Scene, [x, y]: Point, size: number): string {
  const { palette, random } = scene;
  const colour = mix(pick(random, ['#c8553a', '#e2a23b', '#d8c35a', '#a44a3f']), palette.glow, 0.25);
  return (
    `<path d="M${fmt(x)},${fmt(y + size * 0.55)} C${fmt(x - size * 0.75)},${fmt(y)} ${fmt(x - size * 0.55)},${fmt(y - size * 0.75)} ${fmt(x)},${fmt(y - size * 0.75)} C${fmt(x + size * 0.55)},${fmt(y - size * 0.75)} ${fmt(x + size * 0.75)},${fmt(y)} ${fmt(x)},${fmt(y + size * 0.55)} Z" fill="${colour}"/>` +
    `<path d="M${fmt(x)},${fmt(y + size * 0.55)} C${fmt(x + size * 0.2)},${fmt(y)} ${fmt(x + size * 0.25)},${fmt(y - size * 0.6)} ${fmt(x)},${fmt(y - size * 0.75)} C${fmt(x + size * 0.55)},${fmt(y - size * 0.75)} ${fmt(x + size * 0.75)},${fmt(y)} ${fmt(x)},${fmt(y + size * 0.55)} Z" fill="${darken(colour, 0.25)}"/>` +
    `<rect x="${fmt(x - size * 0.08)}" y="${fmt(y + size * 0.62)}" width="${fmt(size * 0.16)}" height="${fmt(size * 0.14)}" fill="${darken(palette.shadow, 0.1)}"/>`
  );
}
