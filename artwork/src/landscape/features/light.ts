// Lamplight shared by every feature that glows after dark.
import { fmt, type Point } from '../canvas';
import { type Scene } from '../elements';

/** Warm lamplight, for windows, lanterns and tents after sunset. */
export const LAMPLIGHT = '#ffc870';

/** A soft warm halo, as around a lit window or lantern. */
export const glowDot = (scene: Scene, [x, y]: Point, radius: number, opacity = 0.55): string => {
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
