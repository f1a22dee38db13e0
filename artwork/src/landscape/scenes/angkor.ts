import { type Point } from '../canvas';
import { mix } from '../color';
import { box, clouds, land, ridge, water } from '../elements';
import { angkorTowers, palm } from '../features';
import { between } from '../random';
import { reflected, skyWithLight, type SceneDefinition } from './shared';

/** Angkor Wat at sunrise: five lotus-bud towers over the gallery, doubled in the still moat. */
export const angkor: SceneDefinition = {
  times: ['dawn', 'golden', 'dawn'],
  horizon: [0.54, 0.58],
  subject: { x: [0.44, 0.54], y: [0.36, 0.42] },
  variants: [],
  paint(scene) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const [x, y] = subject;
    const sunAt: Point = [x + between(random, -40, 40), horizon - between(random, 140, 220)];
    skyWithLight(scene, sunAt, 34);
    canvas.add(clouds(scene, { count: 4, top: 40, bottom: horizon * 0.45, streaks: true, opacity: 0.4 }));
    const forest = ridge(scene, { base: horizon, amplitude: 40, cells: 14, octaves: 2 });
    draw(land(scene, forest, { color: mix(palette.shadow, palette.haze, 0.45), mist: 0.2 }));
    const width = (horizon - y) * 2.2;
    draw(angkorTowers(scene, [x, horizon + 4], width));
    const trees = mix(palette.shadow, palette.haze, 0.15);
    for (let i = 0; i < 6; i += 1) {
      const px = (i < 3 ? between(random, 0, 0.16) : between(random, 0.84, 1)) * canvas.width;
      draw(palm(scene, [px, horizon + 6], between(random, 160, 300), between(random, -0.3, 0.3), trees));
    }
    canvas.add(water(scene, horizon + 6, { reflect: layers, sunAt, clarity: 0.8 }));
    return box([x, y], width * 0.5, width * 0.3, horizon - y);
  },
};
