// Small craft on the water.
import { fmt, type Point } from '../canvas';
import { darken, mix } from '../color';
import { type Scene } from '../elements';

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
