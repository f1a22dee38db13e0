import { fmt } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, land, mistBand, ridge } from '../elements';
import { candiBentar, palm } from '../features';
import { between } from '../random';
import { skyWithLight, sunPosition, type SceneDefinition } from './shared';

/**
 * Bali: a volcano's cone over the island, rice terraces stepping down the slope in bright curves,
 * and a split gate, a candi bentar, standing open on the terrace at the focal point.
 */
export const bali: SceneDefinition = {
  times: ['golden', 'mist', 'dawn'],
  horizon: [0.42, 0.48],
  subject: { x: [0.52, 0.64], y: [0.36, 0.42] },
  variants: [],
  paint(scene) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 80, 200);
    skyWithLight(scene, sunAt, 28);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.6, opacity: 0.45 }));
    const [x, y] = subject;
    // Agung's cone, off to the side of the gate, with a wisp of cloud at its shoulder.
    const cone = x > canvas.width / 2 ? canvas.width * 0.24 : canvas.width * 0.76;
    canvas.add(
      `<path d="M${fmt(cone - 620)},${fmt(horizon + 40)} Q${fmt(cone - 160)},${fmt(horizon - 180)} ${fmt(cone - 40)},${fmt(horizon - 380)} L${fmt(cone + 40)},${fmt(horizon - 384)} Q${fmt(cone + 160)},${fmt(horizon - 180)} ${fmt(cone + 620)},${fmt(horizon + 40)} Z" fill="${mix(palette.shadow, palette.haze, 0.6)}"/>`,
    );
    canvas.add(mistBand(scene, horizon - 60, 50, 0.5));
    const green = mix('#6aa84a', palette.glow, 0.15);
    // Terraces: many thin bands of land, each with a bright wet lip, growing toward the viewer.
    for (let i = 0; i < 14; i += 1) {
      const t = i / 13;
      const base = horizon + 20 + t ** 1.3 * (canvas.height - horizon);
      const points = ridge(scene, { base, amplitude: 40 + t * 60, cells: 2, octaves: 2 });
      const color = mix(darken(green, 0.15 * t), palette.haze, 0.5 * (1 - t));
      canvas.add(land(scene, points, { color, mist: 0.1 }));
      canvas.add(
        `<path d="M${points.map(([px, py]) => `${fmt(px)},${fmt(py)}`).join(' L')}" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="${fmt(2 + t * 4)}" opacity="0.8"/>`,
      );
      if (i === 3) {
        const height = (horizon + 80 - y) * 1.1;
        canvas.add(candiBentar(scene, [x, y + height * 0.55], height));
      }
    }
    const trees = darken(mix('#2f5a34', palette.shadow, 0.3), 0.1);
    for (let i = 0; i < 4; i += 1) {
      const px = (i < 2 ? between(random, -0.02, 0.12) : between(random, 0.88, 1.02)) * canvas.width;
      canvas.add(
        palm(scene, [px, canvas.height + 10], between(random, 380, 520), between(random, -0.4, 0.4), trees),
      );
    }
    const height = (horizon + 80 - y) * 1.1;
    return box([x, y], height * 0.55, height * 0.45, height * 0.55);
  },
};
