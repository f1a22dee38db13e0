import { type Point } from '../canvas';
import { darken, mix } from '../color';
import { box, clouds, water } from '../elements';
import { burjKhalifa, marinaBaySands, tower } from '../features';
import { between } from '../random';
import { reflected, skyWithLight, type SceneDefinition } from './shared';

/**
 * A city at dusk across its water, the towers lit and mirrored: Singapore's Marina Bay Sands with its
 * deck across three towers, Dubai's Burj Khalifa far above its neighbours, or a plain skyline.
 */
export const skyline: SceneDefinition = {
  times: ['dusk', 'dusk', 'night', 'golden'],
  horizon: [0.56, 0.62],
  subject: { x: [0.36, 0.48], y: [0.36, 0.44] },
  variants: ['singapore', 'dubai', 'victoria'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt: Point = [canvas.width * between(random, 0.7, 0.85), horizon - between(random, 20, 90)];
    skyWithLight(scene, sunAt, 26);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.5, streaks: true, opacity: 0.4 }));
    const lit = palette.time !== 'golden';
    const far = mix(palette.shadow, palette.haze, 0.55);
    const near = mix(palette.shadow, palette.haze, 0.25);
    if (words.has('victoria')) {
      // Victoria Peak's ridge behind the towers of Central.
      draw(
        `<path d="M0,${horizon} Q${canvas.width * 0.3},${horizon - 330} ${canvas.width * 0.55},${horizon - 260} T${canvas.width},${horizon - 120} V${horizon} Z" fill="${mix(far, '#2f4a3a', 0.3)}"/>`,
      );
    }
    // Two ranks of towers: a hazy far one, a darker near one, leaving room for the landmark.
    for (const [color, scale] of [
      [far, 0.7],
      [near, 1],
    ] as const) {
      for (let x = -20; x < canvas.width + 40; x += between(random, 50, 110)) {
        if (Math.abs(x - subject[0]) < 200 * scale) continue;
        const h = between(random, 60, 260) * scale * (words.has('dubai') ? 0.7 : 1);
        draw(tower(scene, [x, horizon + 2], between(random, 36, 70), h, color, lit));
      }
    }
    const [x, y] = subject;
    const height = horizon - y;
    if (words.has('dubai')) {
      draw(burjKhalifa(scene, [x, horizon + 2], height * 2.2, lit));
    } else if (words.has('singapore')) {
      draw(marinaBaySands(scene, [x, horizon + 2], height * 2.4, lit));
    } else {
      draw(tower(scene, [x - 40, horizon + 2], 90, height * 1.6, darken(near, 0.1), lit));
      draw(tower(scene, [x + 60, horizon + 2], 70, height * 1.25, near, lit));
    }
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.75 }));
    return words.has('dubai')
      ? box([x, y], height * 0.3, height * 1.3, height)
      : box([x, y], height * 1.3, height * 0.6, height);
  },
};
