import { type Point } from '../canvas';
import { sky, stars, sun, type Scene } from '../elements';
import type { TimeOfDay } from '../palettes';
import { between, pick } from '../random';

/** Paints one composition; `words` are the image key's words, which pick a variant (garden, fort...). */
export interface SceneDefinition {
  /** The light it may be painted in; an entry listed twice is twice as likely. */
  times: readonly TimeOfDay[];
  /** Where the horizon sits, as a share of the height. */
  horizon: [number, number];
  paint: (scene: Scene, words: ReadonlySet<string>) => void;
}

/** Collects what is drawn above a waterline so the water can mirror it. */
export const reflected = (scene: Scene) => {
  const layers: string[] = [];
  const draw = (markup: string) => {
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
