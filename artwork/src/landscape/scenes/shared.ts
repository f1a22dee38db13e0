import { type Point } from '../canvas';
import { sky, stars, sun, type Box, type Scene } from '../elements';
import type { TimeOfDay } from '../palettes';
import { between, pick } from '../random';

/** Paints one composition; `variant` holds the words of the image key it reacts to (garden, fort...). */
export interface SceneDefinition {
  /** The light it may be painted in; an entry listed twice is twice as likely. */
  times: readonly TimeOfDay[];
  /** Where the horizon sits, as a share of the height. */
  horizon: [number, number];
  /** Where its subject may stand, as shares of the width and height: the focal point a crop keeps. */
  subject: { x: [number, number]; y: [number, number] };
  /** The key words that change what it paints; no other word does. */
  variants: readonly string[];
  /**
   * The variants that change what the picture is of (a balloon over the plains rather than an acacia),
   * first first: with one of them it is another master scene. The others only vary the same subject.
   */
  motifs?: readonly string[];
  /**
   * Landmarks drawn beside whatever the motif is (the volcano a lagoon's villas stand under): with one
   * the picture is another composition of the same subject, so another master scene.
   */
  companions?: readonly string[];
  /** Things it always draws (a pool, a pavilion's deck), which no key's foreground adds again. */
  draws?: readonly string[];
  /** Paints the scene with its subject at `scene.subject`; returns the box the subject covers. */
  paint: (scene: Scene, variant: ReadonlySet<string>) => Box;
}

/** Collects what is drawn above a waterline so the water can mirror it. */
/** Paints markup onto the canvas and keeps it among the layers the water will reflect. */
export type Draw = (markup: string) => void;

export const reflected = (scene: Scene): { layers: string[]; draw: Draw } => {
  const layers: string[] = [];
  const draw: Draw = (markup) => {
    scene.canvas.add(markup);
    layers.push(markup);
  };
  return { layers, draw };
};

export const sunPosition = (scene: Scene, lowest: number, highest: number): Point => {
  const { random, canvas, horizon } = scene;
  const x = (pick(random, [0.24, 0.34, 0.66, 0.76]) + between(random, -0.04, 0.04)) * canvas.width;
  return [x, horizon - between(random, lowest, highest)];
};

export const isAfterDark = (scene: Scene) => scene.palette.time === 'dusk' || scene.palette.time === 'night';

// Water mirrors the land only: its own gradient stands in for the sky, which keeps the blurred
// reflection small enough to rasterise quickly.
export const skyWithLight = (scene: Scene, sunAt: Point, radius: number) => {
  scene.canvas.add(sky(scene));
  if (scene.palette.time === 'night') scene.canvas.add(stars(scene, 260));
  scene.canvas.add(sun(scene, sunAt, radius));
};
