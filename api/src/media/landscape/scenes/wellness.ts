import { type Point } from '../canvas';
import { darken, mix } from '../color';
import { box, clouds, heightAt, land, mistBand, ridge, water } from '../elements';
import { palm, pavilion } from '../features';
import { between } from '../random';
import { isAfterDark, reflected, skyWithLight, type SceneDefinition } from './shared';

/**
 * A retreat: an open pavilion standing over still water, hills layered behind in mist and palms
 * at the edges; the yoga variant sets a bare deck on the hillside instead, above the valley.
 */
export const wellness: SceneDefinition = {
  times: ['dawn', 'mist', 'golden'],
  horizon: [0.5, 0.56],
  subject: { x: [0.4, 0.52], y: [0.4, 0.46] },
  variants: ['yoga', 'himalaya'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt: Point = [canvas.width * between(random, 0.62, 0.8), horizon - between(random, 120, 260)];
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 5, top: 50, bottom: horizon * 0.6, opacity: 0.4 }));
    const mountains = words.has('himalaya');
    const far = ridge(scene, {
      base: horizon - 20,
      amplitude: mountains ? 320 : 150,
      cells: 3,
      octaves: 4,
      sharpness: mountains ? 1.6 : 1,
    });
    draw(land(scene, far, { color: mix(palette.shadow, palette.haze, 0.7), mist: 0.5, lightX: sunAt[0] }));
    canvas.add(mistBand(scene, horizon - 20, 50, 0.5));
    const hills = ridge(scene, { base: horizon, amplitude: 90, cells: 4, octaves: 3 });
    draw(land(scene, hills, { color: mix('#3f6a45', palette.haze, 0.45), mist: 0.3 }));
    const [x, y] = subject;
    const width = (horizon + 40 - y) * 2.4;
    const trees = darken(mix('#2f5a3a', palette.shadow, 0.4), 0.1);
    if (words.has('yoga')) {
      // The deck on a shoulder of the hill, the valley falling away beyond it.
      const shoulder = ridge(scene, {
        base: y + 150,
        amplitude: 80,
        cells: 2,
        octaves: 2,
        profile: (t) => 1 - Math.abs(t - x / canvas.width),
      });
      canvas.add(land(scene, shoulder, { color: mix('#4a6a3a', palette.shadow, 0.3), mist: 0.1 }));
      const deckY = heightAt(shoulder, x) + 6;
      canvas.add(
        `<rect x="${x - width * 0.6}" y="${deckY - 10}" width="${width * 1.2}" height="14" fill="${mix('#b99470', palette.glow, 0.2)}"/>`,
      );
      for (let i = 0; i < 4; i += 1) {
        const px = x + (i < 2 ? -1 : 1) * between(random, 0.75, 1.3) * width;
        canvas.add(
          palm(
            scene,
            [px, heightAt(shoulder, px) + 10],
            between(random, 220, 320),
            between(random, -0.4, 0.4),
            trees,
          ),
        );
      }
      return box([x, deckY - 80], width * 0.62, 170, 60);
    }
    draw(pavilion(scene, [x, horizon + 40], width, isAfterDark(scene)));
    for (let i = 0; i < 5; i += 1) {
      const px = (i < 3 ? between(random, -0.02, 0.2) : between(random, 0.82, 1.02)) * canvas.width;
      draw(palm(scene, [px, horizon + 30], between(random, 240, 380), between(random, -0.5, 0.5), trees));
    }
    canvas.add(water(scene, horizon + 44, { reflect: layers, sunAt, clarity: 0.7 }));
    return box([x, horizon + 40 - width * 0.4], width * 0.62, width * 0.4, width * 0.2);
  },
};
