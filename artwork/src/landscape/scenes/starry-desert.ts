import { type Point } from '../canvas';
import { darken, mix } from '../color';
import { box, land, milkyWay, ridge, sky, stars, sun } from '../elements';
import { tent } from '../features';
import { between } from '../random';
import { type SceneDefinition } from './shared';

/** Dunes under the Milky Way, a camp glowing below: desert nights, lost-in-the-stars pages. */
export const starryDesert: SceneDefinition = {
  times: ['night'],
  horizon: [0.5, 0.55],
  subject: { x: [0.3, 0.6], y: [0.48, 0.52] },
  variants: [],
  paint(scene) {
    const { canvas, random, palette, horizon, subject } = scene;
    canvas.add(sky(scene));
    canvas.add(milkyWay(scene));
    canvas.add(stars(scene, 420));
    const moonAt: Point = [between(random, 0.1, 0.9) * canvas.width, horizon * between(random, 0.12, 0.3)];
    canvas.add(sun(scene, moonAt, 16));
    const moonlit = mix('#3a4f7a', palette.glow, 0.15);
    const layers = [0.8, 0.55, 0.25];
    layers.forEach((fade, index) => {
      const points = ridge(scene, {
        base: horizon + index * 90,
        amplitude: 120 + index * 40,
        cells: 3 + index,
        octaves: 3,
      });
      canvas.add(
        land(scene, points, {
          color: mix(palette.shadow, moonlit, fade),
          mist: 0.2,
          lightX: moonAt[0],
          rim: index === 0,
        }),
      );
      if (index === 1) {
        // The camp on a low rise of its own, at the focal point.
        const [x, y] = subject;
        canvas.add(
          `<path d="M${x - 320},${y + 60} Q${x},${y - 10} ${x + 320},${y + 60} Z" fill="${mix(palette.shadow, moonlit, fade)}"/>`,
        );
        for (let i = -1; i <= 1; i += 1) {
          canvas.add(tent(scene, [x + i * 110, y + 24 + Math.abs(i) * 6], 42, darken(moonlit, 0.3), true));
        }
      }
    });
    return box(subject, 200, 60, 40);
  },
};
