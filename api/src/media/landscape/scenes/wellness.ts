import { fmt, type Point } from '../canvas';
import { darken, mix } from '../color';
import { box, clouds, heightAt, land, mistBand, ridge, water, type Scene } from '../elements';
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
  motifs: ['yoga'],
  draws: ['deck', 'spa'],
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
      canvas.add(yogaDeck(scene, [x, deckY], 560));
      for (let i = 0; i < 4; i += 1) {
        const px = x + (i < 2 ? -1 : 1) * between(random, 320, 520);
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
      return box([x, deckY - 90], 290, 100, 150);
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

/**
 * A timber yoga deck cantilevered over the slope: planks on posts, a low rail, a mat and someone
 * holding the tree pose, arms joined overhead, so the deck reads as what it is for.
 */
function yogaDeck(scene: Scene, [x, y]: Point, width: number): string {
  const { palette } = scene;
  const timber = mix('#b99470', palette.glow, 0.2);
  const post = darken(mix('#6a4a32', palette.shadow, 0.25), 0.1);
  const figure = darken(mix('#3a2a22', palette.shadow, 0.4), 0.1);
  const half = width / 2;
  let markup = '';
  for (let i = 0; i < 6; i += 1) {
    const px = x - half * 0.9 + (i * half * 1.8) / 5;
    markup += `<rect x="${fmt(px - 6)}" y="${fmt(y)}" width="12" height="150" fill="${post}"/>`;
  }
  markup +=
    `<path d="M${fmt(x - half)},${fmt(y)} L${fmt(x + half)},${fmt(y)} L${fmt(x + half - 30)},${fmt(y + 26)} L${fmt(x - half + 30)},${fmt(y + 26)} Z" fill="${darken(timber, 0.25)}"/>` +
    `<rect x="${fmt(x - half)}" y="${fmt(y - 10)}" width="${fmt(width)}" height="14" fill="${timber}"/>` +
    `<path d="M${fmt(x - half)},${fmt(y - 56)} H${fmt(x - half * 0.55)} M${fmt(x + half * 0.55)},${fmt(y - 56)} H${fmt(x + half)}` +
    ` M${fmt(x - half + 4)},${fmt(y - 56)} v46 M${fmt(x - half * 0.55)},${fmt(y - 56)} v46 M${fmt(x + half * 0.55)},${fmt(y - 56)} v46 M${fmt(x + half - 4)},${fmt(y - 56)} v46"` +
    ` stroke="${post}" stroke-width="6"/>` +
    `<rect x="${fmt(x - 70)}" y="${fmt(y - 16)}" width="140" height="7" fill="${mix('#8a5a6a', palette.glow, 0.2)}"/>`;
  // The figure: standing leg, the other folded against it, arms rising to palms joined overhead.
  const hip = y - 100;
  const shoulder = y - 165;
  const person =
    `<path d="M${fmt(x - 6)},${fmt(y - 16)} L${fmt(x - 4)},${fmt(hip)} L${fmt(x + 8)},${fmt(hip)} L${fmt(x + 6)},${fmt(y - 16)} Z" fill="${figure}"/>` +
    `<path d="M${fmt(x + 4)},${fmt(hip + 8)} L${fmt(x + 38)},${fmt(hip + 36)} L${fmt(x + 6)},${fmt(hip + 52)}" fill="none" stroke="${figure}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M${fmt(x - 10)},${fmt(hip)} L${fmt(x - 8)},${fmt(shoulder)} L${fmt(x + 10)},${fmt(shoulder)} L${fmt(x + 12)},${fmt(hip)} Z" fill="${figure}"/>` +
    `<circle cx="${fmt(x + 1)}" cy="${fmt(shoulder - 16)}" r="13" fill="${figure}"/>` +
    `<path d="M${fmt(x - 8)},${fmt(shoulder + 4)} L${fmt(x - 24)},${fmt(shoulder - 40)} L${fmt(x)},${fmt(shoulder - 78)} L${fmt(x + 24)},${fmt(shoulder - 40)} L${fmt(x + 10)},${fmt(shoulder + 4)}" fill="none" stroke="${figure}" stroke-width="8" stroke-linejoin="round"/>`;
  // Drawn at full size about the mat, then scaled to a person's height beside the deck's rail.
  return `${markup}<g transform="translate(${fmt(x)} ${fmt(y - 16)}) scale(0.62) translate(${fmt(-x)} ${fmt(16 - y)})">${person}</g>`;
}
