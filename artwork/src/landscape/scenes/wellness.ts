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
  // The figure in the tree pose, drawn about the feet at the mat (units of a 300-px figure): the
  // standing leg tapering from thigh to ankle, the other folded with its foot on the inner thigh,
  // hips, waist and shoulders, arms rising past the head to palms joined overhead, hair in a bun.
  const skin = mix('#a8704c', palette.glow, 0.2);
  const top = mix('#efe6d8', palette.glow, 0.2);
  const leggings = darken(mix('#3a4656', palette.shadow, 0.3), 0.05);
  const pt = (points: [number, number][]) => points.map(([px, py]) => `${fmt(px)},${fmt(py)}`).join(' ');
  const person =
    // The standing leg and the folded one.
    `<polygon points="${pt([
      [-12, 0],
      [18, 0],
      [6, -8],
      [11, -48],
      [6, -70],
      [12, -100],
      [15, -126],
      [-9, -126],
      [-10, -100],
      [-7, -70],
      [-11, -48],
      [-6, -8],
    ])}" fill="${leggings}"/>` +
    `<polygon points="${pt([
      [6, -128],
      [58, -104],
      [66, -90],
      [14, -70],
      [6, -80],
      [46, -94],
      [8, -108],
    ])}" fill="${leggings}"/>` +
    // Torso: hips to shoulders, the top in pale linen.
    `<path d="M-15,-124 C-16,-140 -10,-152 -10,-162 C-14,-178 -20,-192 -19,-202 L21,-202 C22,-192 16,-178 12,-162 C12,-152 18,-140 17,-124 Z" fill="${top}"/>` +
    `<path d="M-15,-124 L17,-124 L16,-132 L-14,-132 Z" fill="${darken(top, 0.12)}"/>` +
    // Neck, head and the bun of her hair.
    `<rect x="-5" y="-214" width="10" height="14" fill="${skin}"/>` +
    `<ellipse cx="1" cy="-226" rx="13" ry="15" fill="${skin}"/>` +
    `<path d="M-12,-228 Q-10,-244 2,-243 Q14,-242 14,-226 Q8,-236 -12,-228 Z" fill="#2a1c16"/>` +
    `<circle cx="9" cy="-243" r="7" fill="#2a1c16"/>` +
    // Arms: shoulders to elbows out wide, forearms in to the joined palms above the head.
    `<path d="M-17,-198 Q-30,-230 -34,-252 Q-20,-282 -3,-300" stroke="${skin}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="M19,-198 Q32,-230 36,-252 Q22,-282 5,-300" stroke="${skin}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="M-3,-300 Q1,-318 5,-300 Z" fill="${skin}"/>`;
  // Scaled to a person's height beside the deck's rail, standing on the mat.
  return `${markup}<g transform="translate(${fmt(x)} ${fmt(y - 16)}) scale(0.62)">${person}</g>`;
}
