// What tells the places that were painted as a generic mountain lake, vineyard or skyline apart:
// Machu Picchu's terraced citadel under Huayna Picchu, Florence's campanile and cypresses, the
// Sagrada Família's spires over Barcelona, the Obelisco on Buenos Aires' avenue under jacarandas.
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Scene } from '../elements';
import { between, pick } from '../random';
import { LAMPLIGHT } from './light';

/**
 * Huayna Picchu: the steep sugarloaf behind the citadel, its flanks near sheer and its top rounded,
 * green with cloud forest over dark granite.
 */
export function sugarloafPeak(scene: Scene, [x, baseY]: Point, width: number, height: number): string {
  const { palette, random } = scene;
  const green = mix('#3f6a3a', palette.shadow, 0.3);
  const top = baseY - height;
  const r = width / 2;
  const d =
    `M${fmt(x - r)},${fmt(baseY)} C${fmt(x - r * 0.62)},${fmt(baseY - height * 0.45)} ${fmt(x - r * 0.5)},${fmt(top + height * 0.1)} ${fmt(x - r * 0.12)},${fmt(top)}` +
    ` C${fmt(x + r * 0.1)},${fmt(top - height * 0.02)} ${fmt(x + r * 0.3)},${fmt(top + height * 0.08)} ${fmt(x + r * 0.42)},${fmt(top + height * 0.3)}` +
    ` C${fmt(x + r * 0.56)},${fmt(baseY - height * 0.4)} ${fmt(x + r * 0.8)},${fmt(baseY - height * 0.15)} ${fmt(x + r)},${fmt(baseY)} Z`;
  // The shaded flank and the granite showing through in long vertical streaks.
  const shadow = `M${fmt(x + r * 0.05)},${fmt(top + 4)} C${fmt(x + r * 0.3)},${fmt(top + height * 0.08)} ${fmt(x + r * 0.5)},${fmt(baseY - height * 0.4)} ${fmt(x + r)},${fmt(baseY)} L${fmt(x + r * 0.2)},${fmt(baseY)} Z`;
  let streaks = '';
  for (let i = 0; i < 7; i += 1) {
    const sx = x + between(random, -0.4, 0.45) * r;
    const sy = top + height * between(random, 0.15, 0.4);
    streaks += `M${fmt(sx)},${fmt(sy)} q${fmt(between(random, -12, 12))},${fmt(height * 0.2)} ${fmt(between(random, -20, 20))},${fmt(height * between(random, 0.3, 0.5))} `;
  }
  return (
    `<path d="${d}" fill="${green}"/>` +
    `<path d="${shadow}" fill="${darken(green, 0.3)}" opacity="0.7"/>` +
    `<path d="${streaks}" fill="none" stroke="${mix('#6f6a60', palette.haze, 0.3)}" stroke-width="5" opacity="0.45"/>`
  );
}

/**
 * Machu Picchu on its saddle: grassy terraces stepping down both flanks, roofless granite houses and
 * temples around the green main plaza, a couple rethatched.
 */
export function incaCitadel(scene: Scene, [x, topY]: Point, width: number, lit: boolean): string {
  const { palette, random } = scene;
  const grass = mix('#7fa25a', palette.glow, 0.2);
  const granite = mix('#b8b2a4', palette.glow, 0.25);
  const shade = darken(granite, 0.35);
  const thatch = mix('#a8884a', palette.glow, 0.2);
  const half = width / 2;
  let markup = '';
  // Terraces: each a stone wall under a strip of grass, wider and lower as they step down the slope.
  for (let i = 0; i < 11; i += 1) {
    const y = topY + 10 + i * 17;
    const w = half * (1.02 + i * 0.13);
    markup += `<rect x="${fmt(x - w)}" y="${fmt(y)}" width="${fmt(w * 2)}" height="17" fill="${mix(grass, palette.haze, i * 0.02)}"/>`;
    markup += `<rect x="${fmt(x - w)}" y="${fmt(y + 11)}" width="${fmt(w * 2)}" height="6" fill="${mix(shade, palette.haze, 0.2)}"/>`;
  }
  // The main plaza, a lawn across the middle of the saddle.
  markup += `<rect x="${fmt(x - half * 0.3)}" y="${fmt(topY - 4)}" width="${fmt(half * 0.6)}" height="16" fill="${lighten(grass, 0.1)}"/>`;
  // Houses on both sides of the plaza: gabled walls without roofs, in rows up the saddle.
  for (const side of [-1, 1]) {
    for (let row = 0; row < 3; row += 1) {
      for (let col = 0; col < 5; col += 1) {
        const w = between(random, 40, 58);
        const h = between(random, 26, 38);
        const hx = x + side * (half * 0.3 + col * 56 + row * 14);
        const hy = topY + 8 - row * 18 + col * 6;
        if (Math.abs(hx - x) > half * 1.05) continue;
        markup += `<path d="M${fmt(hx - w / 2)},${fmt(hy)} V${fmt(hy - h)} L${fmt(hx)},${fmt(hy - h - w * 0.35)} L${fmt(hx + w / 2)},${fmt(hy - h)} V${fmt(hy)} Z" fill="${granite}"/>`;
        markup += `<rect x="${fmt(hx - w / 2 + 4)}" y="${fmt(hy - h + 6)}" width="${fmt(w - 8)}" height="${fmt(h - 8)}" fill="${shade}" opacity="0.8"/>`;
        markup += `<rect x="${fmt(hx - 3)}" y="${fmt(hy - h * 0.6)}" width="6" height="8" fill="${lit ? LAMPLIGHT : darken(shade, 0.4)}"/>`;
        if (random() < 0.12) {
          markup += `<path d="M${fmt(hx - w / 2 - 3)},${fmt(hy - h + 2)} L${fmt(hx)},${fmt(hy - h - w * 0.55)} L${fmt(hx + w / 2 + 3)},${fmt(hy - h + 2)} Z" fill="${thatch}"/>`;
        }
      }
    }
  }
  return markup;
}

/**
 * Giotto's campanile: a slim square tower in white marble banded with green and rose, Gothic windows
 * growing taller toward the top, a flat crown on corbels.
 */
export function campanile(scene: Scene, [x, baseY]: Point, width: number, height: number): string {
  const { palette } = scene;
  const marble = mix('#f1ebdf', palette.glow, 0.25);
  const green = mix('#4f6e55', palette.glow, 0.15);
  const rose = mix('#d49a8a', palette.glow, 0.2);
  const top = baseY - height;
  const left = x - width / 2;
  let markup = `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(width)}" height="${fmt(height)}" fill="${marble}"/>`;
  // The shaded side and the corner piers.
  markup += `<rect x="${fmt(x + width * 0.18)}" y="${fmt(top)}" width="${fmt(width * 0.32)}" height="${fmt(height)}" fill="${darken(marble, 0.18)}"/>`;
  for (const px of [left, x + width / 2 - width * 0.1]) {
    markup += `<rect x="${fmt(px)}" y="${fmt(top)}" width="${fmt(width * 0.1)}" height="${fmt(height)}" fill="${green}" opacity="0.55"/>`;
  }
  // Five storeys, each divided by bands of green and rose, the upper ones pierced by pointed windows.
  for (let storey = 0; storey < 5; storey += 1) {
    const y = baseY - (height * (storey + 1)) / 5.3;
    markup += `<rect x="${fmt(left)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height * 0.012)}" fill="${green}"/>`;
    markup += `<rect x="${fmt(left)}" y="${fmt(y + height * 0.016)}" width="${fmt(width)}" height="${fmt(height * 0.008)}" fill="${rose}"/>`;
    if (storey >= 2) {
      const wh = height * (0.06 + (storey - 2) * 0.035);
      const ww = width * 0.22;
      for (const wx of storey === 4 ? [x] : [x - width * 0.2, x + width * 0.2]) {
        markup += `<path d="M${fmt(wx - ww / 2)},${fmt(y - 6)} v-${fmt(wh)} q${fmt(ww / 2)},-${fmt(ww * 0.9)} ${fmt(ww)},0 v${fmt(wh)} Z" fill="${darken(marble, 0.55)}"/>`;
      }
    }
  }
  // The projecting crown.
  markup += `<rect x="${fmt(left - width * 0.08)}" y="${fmt(top - height * 0.025)}" width="${fmt(width * 1.16)}" height="${fmt(height * 0.035)}" fill="${darken(marble, 0.1)}"/>`;
  return markup;
}

/** A Tuscan cypress: a tall, dark flame. */
export function cypress(scene: Scene, [x, y]: Point, height: number, color: string): string {
  const w = height * between(scene.random, 0.1, 0.14);
  return `<path d="M${fmt(x)},${fmt(y - height)} C${fmt(x + w * 0.9)},${fmt(y - height * 0.6)} ${fmt(x + w)},${fmt(y - height * 0.15)} ${fmt(x + w * 0.4)},${fmt(y)} L${fmt(x - w * 0.4)},${fmt(y)} C${fmt(x - w)},${fmt(y - height * 0.15)} ${fmt(x - w * 0.9)},${fmt(y - height * 0.6)} ${fmt(x)},${fmt(y - height)} Z" fill="${color}"/>`;
}

/**
 * The Sagrada Família: a cluster of tall, tapering, perforated spires in honey stone, the tallest in
 * the middle, rising out of the basilica's nave.
 */
export function sagradaFamilia(scene: Scene, [x, baseY]: Point, height: number, lit: boolean): string {
  const { palette } = scene;
  const stone = mix('#c9a878', palette.glow, 0.25);
  const shade = darken(stone, 0.3);
  const unit = height / 10;
  let markup = '';
  // The nave and transept: a long body with a pointed gable.
  markup += `<path d="M${fmt(x - unit * 3.4)},${fmt(baseY)} V${fmt(baseY - unit * 3)} L${fmt(x - unit * 1.2)},${fmt(baseY - unit * 4.2)} L${fmt(x + unit * 1.2)},${fmt(baseY - unit * 4.2)} L${fmt(x + unit * 3.4)},${fmt(baseY - unit * 3)} V${fmt(baseY)} Z" fill="${shade}"/>`;
  // Spires: [offset, height, width] in units; the central tower of Jesus Christ the tallest.
  const spires: [number, number, number][] = [
    [-2.8, 6.2, 0.55],
    [-2.1, 6.9, 0.6],
    [-1.2, 8, 0.7],
    [0, 10, 0.95],
    [1.2, 8.4, 0.75],
    [2.1, 7.1, 0.6],
    [2.8, 6.4, 0.55],
  ];
  for (const [offset, h, w] of spires) {
    const sx = x + offset * unit;
    const top = baseY - h * unit;
    const half = (w * unit) / 2;
    markup += `<path d="M${fmt(sx - half)},${fmt(baseY)} L${fmt(sx - half)},${fmt(top + h * unit * 0.4)} C${fmt(sx - half)},${fmt(top + h * unit * 0.15)} ${fmt(sx - half * 0.3)},${fmt(top + unit * 0.4)} ${fmt(sx)},${fmt(top)} C${fmt(sx + half * 0.3)},${fmt(top + unit * 0.4)} ${fmt(sx + half)},${fmt(top + h * unit * 0.15)} ${fmt(sx + half)},${fmt(top + h * unit * 0.4)} L${fmt(sx + half)},${fmt(baseY)} Z" fill="${stone}"/>`;
    markup += `<rect x="${fmt(sx + half * 0.2)}" y="${fmt(top + h * unit * 0.3)}" width="${fmt(half * 0.8)}" height="${fmt(h * unit * 0.7)}" fill="${shade}" opacity="0.6"/>`;
    // The louvred openings running up each spire, and its coloured finial.
    for (let y = top + h * unit * 0.3; y < baseY - unit * 3; y += unit * 0.45) {
      markup += `<rect x="${fmt(sx - half * 0.35)}" y="${fmt(y)}" width="${fmt(half * 0.7)}" height="${fmt(unit * 0.2)}" fill="${lit ? LAMPLIGHT : darken(stone, 0.5)}" opacity="0.8"/>`;
    }
    markup += `<circle cx="${fmt(sx)}" cy="${fmt(top - unit * 0.1)}" r="${fmt(half * 0.45)}" fill="${offset === 0 ? '#f2efe6' : '#d0523a'}"/>`;
  }
  return markup;
}

/** The Obelisco: a tall white obelisk with a single window below its pyramidion. */
export function obelisco(scene: Scene, [x, baseY]: Point, height: number, lit: boolean): string {
  const { palette } = scene;
  const white = mix('#f4f1ea', palette.glow, 0.3);
  const base = height * 0.1;
  const top = height * 0.055;
  const tipY = baseY - height;
  const shoulder = tipY + height * 0.05;
  return (
    `<path d="M${fmt(x - base / 2)},${fmt(baseY)} L${fmt(x - top / 2)},${fmt(shoulder)} L${fmt(x)},${fmt(tipY)} L${fmt(x + top / 2)},${fmt(shoulder)} L${fmt(x + base / 2)},${fmt(baseY)} Z" fill="${white}"/>` +
    `<path d="M${fmt(x)},${fmt(baseY)} L${fmt(x)},${fmt(tipY)} L${fmt(x + top / 2)},${fmt(shoulder)} L${fmt(x + base / 2)},${fmt(baseY)} Z" fill="${darken(white, 0.2)}"/>` +
    `<rect x="${fmt(x - top * 0.15)}" y="${fmt(shoulder + height * 0.02)}" width="${fmt(top * 0.3)}" height="${fmt(height * 0.025)}" fill="${lit ? LAMPLIGHT : darken(white, 0.6)}"/>`
  );
}

/** A jacaranda in flower: a spreading, open crown of violet blossom on a dark trunk. */
export function jacaranda(scene: Scene, [x, y]: Point, size: number): string {
  const { random, palette } = scene;
  const blossoms = ['#8a6fc8', '#9d80d6', '#7b5fb8', '#b29be0'].map((c) => mix(c, palette.glow, 0.15));
  let crown = '';
  for (let i = 0; i < 14; i += 1) {
    const cx = x + between(random, -0.55, 0.55) * size;
    const cy = y - size * 0.75 + between(random, -0.22, 0.18) * size;
    crown += `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(size * between(random, 0.16, 0.28))}" ry="${fmt(size * between(random, 0.1, 0.18))}" fill="${pick(random, blossoms)}"/>`;
  }
  const bark = darken(palette.shadow, 0.2);
  return (
    `<path d="M${fmt(x - size * 0.04)},${fmt(y)} L${fmt(x - size * 0.2)},${fmt(y - size * 0.7)} M${fmt(x)},${fmt(y)} L${fmt(x + size * 0.25)},${fmt(y - size * 0.72)}" stroke="${bark}" stroke-width="${fmt(size * 0.05)}" fill="none"/>` +
    crown
  );
}
