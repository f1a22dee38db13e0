// Small craft on the water.
import { fmt, type Point } from '../canvas';
import { darken, mix } from '../color';
import { type Scene } from '../elements';
import { LAMPLIGHT, glowDot } from './light';

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

/** A Maldivian dhoni: a long wooden hull sweeping up to a tall curved prow, a canopy amidships. */
export function dhoni(scene: Scene, [x, y]: Point, length: number, heading: 1 | -1): string {
  const { palette } = scene;
  const wood = mix('#8a5a34', palette.glow, 0.15);
  const bow = x + (heading * length) / 2;
  const stern = x - (heading * length) / 2;
  const l = length;
  return (
    `<path d="M${fmt(stern)},${fmt(y - l * 0.06)} L${fmt(bow - heading * l * 0.12)},${fmt(y - l * 0.06)} Q${fmt(bow)},${fmt(y - l * 0.08)} ${fmt(bow + heading * l * 0.04)},${fmt(y - l * 0.26)}` +
    ` L${fmt(bow + heading * l * 0.06)},${fmt(y - l * 0.25)} Q${fmt(bow + heading * l * 0.02)},${fmt(y + l * 0.02)} ${fmt(bow - heading * l * 0.2)},${fmt(y + l * 0.04)} L${fmt(stern + heading * l * 0.04)},${fmt(y + l * 0.04)} Z" fill="${wood}"/>` +
    `<rect x="${fmt(x - l * 0.18)}" y="${fmt(y - l * 0.16)}" width="${fmt(l * 0.36)}" height="${fmt(l * 0.025)}" fill="${mix('#f4ede0', palette.glow, 0.2)}"/>` +
    `<path d="M${fmt(x - l * 0.17)},${fmt(y - l * 0.135)} v${fmt(l * 0.08)} M${fmt(x + l * 0.17)},${fmt(y - l * 0.135)} v${fmt(l * 0.08)}" stroke="${darken(wood, 0.3)}" stroke-width="${fmt(l * 0.008)}"/>` +
    `<path d="M${fmt(stern)},${fmt(y + l * 0.05)} H${fmt(bow)}" stroke="#ffffff" stroke-width="2" opacity="0.5"/>`
  );
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

/** A Kerala kettuvallam: a long dark hull curving up at both ends under an arched roof of woven cane. */
export function houseboat(scene: Scene, [x, y]: Point, length: number, lit: boolean): string {
  const { palette } = scene;
  const half = length / 2;
  const hull = darken(mix('#3b2418', palette.shadow, 0.3), 0.1);
  const cane = mix('#c9a46a', palette.glow, 0.25);
  const roofTop = y - length * 0.2;
  const hullPath =
    `M${fmt(x - half * 1.08)},${fmt(y - length * 0.1)} Q${fmt(x - half * 0.9)},${fmt(y + length * 0.03)} ${fmt(x - half * 0.6)},${fmt(y + length * 0.035)}` +
    ` L${fmt(x + half * 0.6)},${fmt(y + length * 0.035)} Q${fmt(x + half * 0.92)},${fmt(y + length * 0.03)} ${fmt(x + half * 1.1)},${fmt(y - length * 0.12)}` +
    ` Q${fmt(x + half * 0.8)},${fmt(y - length * 0.01)} ${fmt(x + half * 0.5)},${fmt(y - length * 0.01)} L${fmt(x - half * 0.5)},${fmt(y - length * 0.01)} Q${fmt(x - half * 0.8)},${fmt(y - length * 0.01)} ${fmt(x - half * 1.08)},${fmt(y - length * 0.1)} Z`;
  const roof = `M${fmt(x - half * 0.72)},${fmt(y - length * 0.01)} Q${fmt(x - half * 0.7)},${fmt(roofTop)} ${fmt(x - half * 0.2)},${fmt(roofTop)} L${fmt(x + half * 0.25)},${fmt(roofTop)} Q${fmt(x + half * 0.72)},${fmt(roofTop)} ${fmt(x + half * 0.74)},${fmt(y - length * 0.01)} Z`;
  let ribs = '';
  for (let i = 1; i < 12; i += 1) {
    const rx = x - half * 0.7 + (i / 12) * half * 1.42;
    ribs += `M${fmt(rx)},${fmt(y - length * 0.015)} L${fmt(rx)},${fmt(roofTop + length * 0.02)}`;
  }
  let windows = '';
  for (let i = 0; i < 5; i += 1) {
    const wx = x - half * 0.5 + i * half * 0.22;
    windows += `<rect x="${fmt(wx)}" y="${fmt(y - length * 0.075)}" width="${fmt(length * 0.05)}" height="${fmt(length * 0.04)}" fill="${lit ? LAMPLIGHT : darken(cane, 0.55)}"/>`;
  }
  return (
    `<ellipse cx="${fmt(x)}" cy="${fmt(y + length * 0.04)}" rx="${fmt(half * 1.1)}" ry="${fmt(length * 0.012)}" fill="${darken(palette.water, 0.35)}" opacity="0.5"/>` +
    (lit ? glowDot(scene, [x, y - length * 0.06], length * 0.5, 0.35) : '') +
    `<path d="${roof}" fill="${cane}"/><path d="${ribs}" stroke="${darken(cane, 0.25)}" stroke-width="${fmt(length * 0.004)}"/>` +
    windows +
    `<path d="${hullPath}" fill="${hull}"/>`
  );
}

/** A Thai longtail: a slim hull with a tall garlanded prow and its engine on a long shaft astern. */
export function longtail(scene: Scene, [x, y]: Point, length: number, heading: 1 | -1): string {
  const { palette } = scene;
  const half = length / 2;
  const bow = x + heading * half;
  const stern = x - heading * half;
  const hull = mix('#5a3a22', palette.shadow, 0.25);
  const canopy = mix('#d8c7a8', palette.glow, 0.2);
  return (
    `<path d="M${fmt(stern)},${fmt(y - length * 0.05)} L${fmt(x)},${fmt(y + length * 0.025)} L${fmt(bow - heading * length * 0.08)},${fmt(y)} L${fmt(bow + heading * length * 0.03)},${fmt(y - length * 0.17)} L${fmt(bow - heading * length * 0.05)},${fmt(y - length * 0.035)} L${fmt(stern)},${fmt(y - length * 0.07)} Z" fill="${hull}"/>` +
    `<path d="M${fmt(bow + heading * length * 0.025)},${fmt(y - length * 0.16)} l${fmt(heading * length * 0.015)},${fmt(length * 0.03)}" stroke="#d8473a" stroke-width="${fmt(length * 0.02)}"/>` +
    `<path d="M${fmt(x - half * 0.35)},${fmt(y - length * 0.13)} h${fmt(half * 0.7)} v${fmt(length * 0.015)} h${fmt(-half * 0.7)} Z M${fmt(x - half * 0.3)},${fmt(y - length * 0.12)} v${fmt(length * 0.08)} M${fmt(x + half * 0.3)},${fmt(y - length * 0.12)} v${fmt(length * 0.08)}" fill="${canopy}" stroke="${canopy}" stroke-width="2"/>` +
    `<path d="M${fmt(stern + heading * length * 0.05)},${fmt(y - length * 0.08)} L${fmt(stern - heading * length * 0.22)},${fmt(y + length * 0.02)}" stroke="${darken(hull, 0.3)}" stroke-width="${fmt(length * 0.012)}"/>` +
    `<path d="M${fmt(stern - heading * length * 0.24)},${fmt(y + length * 0.02)} l${fmt(-heading * length * 0.3)},${fmt(length * 0.02)}" stroke="#ffffff" stroke-width="2" opacity="0.4"/>`
  );
}

/** A Ha Long junk: a dark hull with three battened sails in rust red. */
export function junk(scene: Scene, [x, y]: Point, length: number): string {
  const { palette } = scene;
  const half = length / 2;
  const sail = mix('#a4452a', palette.glow, 0.2);
  let sails = '';
  [-0.35, 0.05, 0.4].forEach((offset, i) => {
    const mx = x + offset * half;
    const h = length * (0.55 - Math.abs(offset) * 0.25);
    const w = length * 0.2;
    sails += `<path d="M${fmt(mx)},${fmt(y - length * 0.08)} L${fmt(mx)},${fmt(y - length * 0.08 - h)} Q${fmt(mx + w * 0.9)},${fmt(y - length * 0.08 - h * 1.02)} ${fmt(mx + w)},${fmt(y - length * 0.08 - h * 0.6)} L${fmt(mx + w * 0.8)},${fmt(y - length * 0.1)} Z" fill="${i === 1 ? sail : darken(sail, 0.08)}"/>`;
    for (let b = 1; b < 5; b += 1) {
      const by = y - length * 0.08 - (h * b) / 5;
      sails += `<path d="M${fmt(mx)},${fmt(by)} L${fmt(mx + w * 0.95)},${fmt(by + h * 0.03)}" stroke="${darken(sail, 0.35)}" stroke-width="1.5"/>`;
    }
  });
  return (
    sails +
    `<path d="M${fmt(x - half)},${fmt(y - length * 0.12)} Q${fmt(x - half * 0.7)},${fmt(y + length * 0.03)} ${fmt(x)},${fmt(y + length * 0.03)} Q${fmt(x + half * 0.75)},${fmt(y + length * 0.03)} ${fmt(x + half)},${fmt(y - length * 0.14)} L${fmt(x + half * 0.8)},${fmt(y - length * 0.08)} L${fmt(x - half * 0.8)},${fmt(y - length * 0.08)} Z" fill="${darken(mix('#4a2e1e', palette.shadow, 0.3), 0.1)}"/>`
  );
}
