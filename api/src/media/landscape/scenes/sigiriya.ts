import { darken, mix } from '../color';
import { box, clouds, land, mistBand, ridge } from '../elements';
import { canopy, sigiriyaRock } from '../features';
import { skyWithLight, sunPosition, type SceneDefinition } from './shared';

/** Sigiriya: the lion rock rising sheer from a sea of jungle, hills of tea fading behind it. */
export const sigiriya: SceneDefinition = {
  times: ['golden', 'mist', 'dawn'],
  horizon: [0.56, 0.6],
  subject: { x: [0.5, 0.62], y: [0.34, 0.4] },
  variants: [],
  paint(scene) {
    const { canvas, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 100, 260);
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 6, top: 40, bottom: horizon * 0.6, opacity: 0.45 }));
    const hills = ridge(scene, { base: horizon, amplitude: 130, cells: 3, octaves: 3 });
    canvas.add(land(scene, hills, { color: mix('#4f7a4a', palette.haze, 0.6), mist: 0.4, lightX: sunAt[0] }));
    canvas.add(mistBand(scene, horizon, 40, 0.5));
    const [x, y] = subject;
    const height = (horizon + 60 - y) * 1.05;
    canvas.add(sigiriyaRock(scene, [x, horizon + 60], height * 1.05, height));
    const jungle = ridge(scene, { base: horizon + 90, amplitude: 50, cells: 16, octaves: 2 });
    const green = mix('#2f5a34', palette.glow, 0.15);
    canvas.add(land(scene, jungle, { color: darken(green, 0.1), mist: 0.15 }));
    canvas.add(
      canopy(
        scene,
        jungle.filter((_, i) => i % 3 === 0),
        [green, darken(green, 0.2)],
        26,
      ),
    );
    return box([x, y], height * 0.55, y - (horizon + 60 - height), horizon + 60 - y);
  },
};
