// Animals of the plains, in silhouette against the light.
import { fmt, type Point } from '../canvas';

/** A wildebeest side on, facing `heading`: humped shoulders, sloping back, thin legs, curved horns. */
export function wildebeest(
  [x, y]: Point,
  size: number,
  heading: 1 | -1,
  color: string,
  plunging = false,
): string {
  const s = size;
  const h = heading;
  const tilt = plunging ? ` transform="rotate(${h * 28} ${fmt(x)} ${fmt(y)})"` : '';
  const body =
    `M${fmt(x - h * s * 0.5)},${fmt(y - s * 0.42)} Q${fmt(x - h * s * 0.1)},${fmt(y - s * 0.5)} ${fmt(x + h * s * 0.22)},${fmt(y - s * 0.62)}` +
    ` Q${fmt(x + h * s * 0.38)},${fmt(y - s * 0.66)} ${fmt(x + h * s * 0.46)},${fmt(y - s * 0.5)} L${fmt(x + h * s * 0.66)},${fmt(y - s * 0.2)}` +
    ` L${fmt(x + h * s * 0.58)},${fmt(y - s * 0.12)} L${fmt(x + h * s * 0.4)},${fmt(y - s * 0.3)} Q${fmt(x)},${fmt(y - s * 0.18)} ${fmt(x - h * s * 0.5)},${fmt(y - s * 0.24)} Z`;
  const legs = [-0.42, -0.3, 0.2, 0.32]
    .map((at) => `M${fmt(x + h * s * at)},${fmt(y - s * 0.26)} l${fmt(h * s * 0.02)},${fmt(s * 0.26)}`)
    .join(' ');
  const horns = `M${fmt(x + h * s * 0.5)},${fmt(y - s * 0.46)} q${fmt(h * s * 0.1)},${fmt(-s * 0.12)} ${fmt(h * s * 0.02)},${fmt(-s * 0.16)}`;
  return (
    `<g${tilt}><path d="${body}" fill="${color}"/>` +
    `<path d="${legs} ${horns}" stroke="${color}" stroke-width="${fmt(Math.max(1.5, s * 0.05))}" stroke-linecap="round" fill="none"/></g>`
  );
}

/** A lioness lying up on a termite mound, head raised, watching the herds. */
export function lioness([x, y]: Point, size: number, heading: 1 | -1, color: string): string {
  const s = size;
  const h = heading;
  const body =
    `M${fmt(x - h * s * 0.6)},${fmt(y)} Q${fmt(x - h * s * 0.62)},${fmt(y - s * 0.3)} ${fmt(x - h * s * 0.2)},${fmt(y - s * 0.32)}` +
    ` Q${fmt(x + h * s * 0.2)},${fmt(y - s * 0.36)} ${fmt(x + h * s * 0.34)},${fmt(y - s * 0.42)}` +
    // The raised head: brow, muzzle, jaw and the ear.
    ` L${fmt(x + h * s * 0.38)},${fmt(y - s * 0.66)} l${fmt(h * s * 0.04)},${fmt(-s * 0.06)} l${fmt(h * s * 0.05)},${fmt(s * 0.05)}` +
    ` Q${fmt(x + h * s * 0.6)},${fmt(y - s * 0.64)} ${fmt(x + h * s * 0.66)},${fmt(y - s * 0.52)} L${fmt(x + h * s * 0.6)},${fmt(y - s * 0.44)}` +
    ` Q${fmt(x + h * s * 0.52)},${fmt(y - s * 0.36)} ${fmt(x + h * s * 0.5)},${fmt(y - s * 0.2)} L${fmt(x + h * s * 0.78)},${fmt(y - s * 0.04)} L${fmt(x + h * s * 0.76)},${fmt(y)} Z`;
  const tail = `M${fmt(x - h * s * 0.58)},${fmt(y - s * 0.12)} q${fmt(-h * s * 0.3)},${fmt(s * 0.02)} ${fmt(-h * s * 0.36)},${fmt(s * 0.12)}`;
  return (
    `<path d="${body}" fill="${color}"/>` +
    `<path d="${tail}" stroke="${color}" stroke-width="${fmt(s * 0.035)}" stroke-linecap="round" fill="none"/>`
  );
}

/** An elephant walking, trunk hanging, ears back: a herd is a few of them, largest in front. */
export function elephant([x, y]: Point, size: number, heading: 1 | -1, color: string): string {
  const s = size;
  const h = heading;
  const body =
    `M${fmt(x - h * s * 0.5)},${fmt(y - s * 0.3)} Q${fmt(x - h * s * 0.5)},${fmt(y - s * 0.8)} ${fmt(x)},${fmt(y - s * 0.82)}` +
    ` Q${fmt(x + h * s * 0.38)},${fmt(y - s * 0.84)} ${fmt(x + h * s * 0.5)},${fmt(y - s * 0.7)}` +
    // Head, trunk hanging to the ground and curling forward, then the chest.
    ` Q${fmt(x + h * s * 0.66)},${fmt(y - s * 0.7)} ${fmt(x + h * s * 0.7)},${fmt(y - s * 0.5)} Q${fmt(x + h * s * 0.74)},${fmt(y - s * 0.2)} ${fmt(x + h * s * 0.8)},${fmt(y - s * 0.04)}` +
    ` l${fmt(h * s * 0.06)},${fmt(-s * 0.04)} l${fmt(-h * s * 0.02)},${fmt(s * 0.08)} l${fmt(-h * s * 0.1)},${fmt(-s * 0.02)}` +
    ` Q${fmt(x + h * s * 0.62)},${fmt(y - s * 0.3)} ${fmt(x + h * s * 0.46)},${fmt(y - s * 0.32)}` +
    // Legs, front then back, and the belly between.
    ` L${fmt(x + h * s * 0.44)},${fmt(y)} L${fmt(x + h * s * 0.3)},${fmt(y)} L${fmt(x + h * s * 0.28)},${fmt(y - s * 0.26)}` +
    ` Q${fmt(x)},${fmt(y - s * 0.22)} ${fmt(x - h * s * 0.28)},${fmt(y - s * 0.26)} L${fmt(x - h * s * 0.3)},${fmt(y)} L${fmt(x - h * s * 0.46)},${fmt(y)} Z`;
  const ear = `M${fmt(x + h * s * 0.4)},${fmt(y - s * 0.72)} q${fmt(-h * s * 0.22)},${fmt(s * 0.02)} ${fmt(-h * s * 0.2)},${fmt(s * 0.3)} q${fmt(h * s * 0.1)},${fmt(s * 0.04)} ${fmt(h * s * 0.2)},${fmt(-s * 0.04)}`;
  return `<path d="${body}" fill="${color}"/><path d="${ear}" fill="${color}" stroke="${color}" opacity="0.9"/>`;
}
