import { fmt } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box } from '../elements';
import { treasury } from '../features';
import { between } from '../random';
import { type SceneDefinition } from './shared';

/**
 * Petra from the end of the Siq: the Treasury's façade glowing in rose sandstone, framed by the dark,
 * twisting walls of the gorge and a sliver of sky far above.
 */
export const petra: SceneDefinition = {
  times: ['golden', 'day', 'golden'],
  horizon: [0.9, 0.94],
  subject: { x: [0.44, 0.52], y: [0.4, 0.46] },
  variants: [],
  paint(scene) {
    const { canvas, random, palette, horizon, subject } = scene;
    const [x, y] = subject;
    const rose = mix('#c97a62', palette.glow, 0.25);
    canvas.add(`<rect width="${canvas.width}" height="${canvas.height}" fill="${palette.sky[1]}"/>`);
    // The cliff the façade is cut from, lit by sun reflected down the gorge.
    const cliff = canvas.linearGradient(
      [
        [0, lighten(rose, 0.1)],
        [1, darken(rose, 0.15)],
      ],
      [0, 0],
      [0, canvas.height],
    );
    canvas.add(`<rect x="0" y="40" width="${canvas.width}" height="${canvas.height}" fill="${cliff}"/>`);
    let strata = '';
    for (let i = 0; i < 22; i += 1) {
      const sy = between(random, 40, canvas.height);
      strata += `M0,${fmt(sy)} Q${fmt(canvas.width / 2)},${fmt(sy + between(random, -30, 30))} ${canvas.width},${fmt(sy + between(random, -20, 20))}`;
    }
    canvas.add(
      `<path d="${strata}" stroke="${darken(rose, 0.2)}" stroke-width="6" fill="none" opacity="0.35"/>`,
    );
    const width = (horizon - y) * 0.95;
    canvas.add(treasury(scene, [x, horizon], width, rose));
    canvas.add(
      `<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${mix('#c9a07a', palette.glow, 0.2)}"/>`,
    );
    // The Siq's walls in shadow, closing in from both sides.
    const wall = darken(mix('#6e3a30', palette.shadow, 0.4), 0.1);
    for (const side of [-1, 1]) {
      const edge = x + side * width * between(random, 0.75, 0.95);
      const outer = side < 0 ? -10 : canvas.width + 10;
      let d = `M${fmt(outer)},-10 L${fmt(edge - side * 120)},-10`;
      for (let i = 0; i <= 8; i += 1) {
        const wy = (canvas.height * i) / 8;
        d += ` L${fmt(edge + side * between(random, -30, 50) - side * Math.sin(i) * 40)},${fmt(wy)}`;
      }
      d += ` L${fmt(outer)},${canvas.height + 10} Z`;
      canvas.add(`<path d="${d}" fill="${wall}"/>`);
    }
    return box([x, y], width * 0.55, y - (horizon - width * 1.3), horizon - y);
  },
};
