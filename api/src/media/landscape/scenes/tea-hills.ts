import { fmt, landPath } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, heightAt, land, mistBand, ridge, sky, sun } from '../elements';
import { bungalow } from '../features';
import { between } from '../random';
import { sunPosition, type SceneDefinition } from './shared';

/** Rolling hills combed into rows of tea, mist in the valleys: Sri Lanka, Darjeeling, Munnar. */
export const teaHills: SceneDefinition = {
  times: ['mist', 'golden', 'dawn'],
  horizon: [0.36, 0.42],
  subject: { x: [0.3, 0.45], y: [0.46, 0.52] },
  variants: ['bungalow'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const atDusk = words.has('bungalow');
    const sunAt = sunPosition(scene, 60, 200);
    canvas.add(sky(scene));
    canvas.add(sun(scene, sunAt, 30));
    canvas.add(clouds(scene, { count: 5, top: 60, bottom: horizon * 0.7, opacity: 0.4 }));

    const green = mix('#4f8a3c', palette.glow, 0.12);
    const layers = 5;
    for (let i = 0; i < layers; i += 1) {
      const depth = i / (layers - 1);
      const points = ridge(scene, {
        base: horizon + depth * (canvas.height - horizon) * 0.75,
        amplitude: 120 + depth * 140,
        cells: 2 + (i % 2),
        octaves: 3,
      });
      const color = mix(darken(green, 0.2 * depth), palette.haze, 0.75 * (1 - depth) ** 1.2);
      canvas.add(land(scene, points, { color, mist: 0.45, lightX: sunAt[0] }));
      if (depth > 0.3) {
        // Tea bushes in contour rows, each row a dotted line following the hill.
        const clip = canvas.clipPath(landPath(points, canvas.height));
        let rows = '';
        const spacing = 10 + depth * 14;
        for (let r = 1; r < 40; r += 1) {
          const offset = r * spacing;
          rows += `M${points.map(([x, y]) => `${fmt(x)},${fmt(y + offset + Math.sin(x / 140 + r) * 4)}`).join(' L')}`;
        }
        const bushWidth = 3 + depth * 7;
        canvas.add(
          `<g clip-path="${clip}">` +
            `<path d="${rows}" transform="translate(0 ${fmt(bushWidth * 0.45)})" fill="none" stroke="${darken(color, 0.25)}" stroke-width="${fmt(bushWidth)}" opacity="0.6"/>` +
            `<path d="${rows}" fill="none" stroke="${lighten(color, 0.16)}" stroke-width="${fmt(bushWidth)}" stroke-dasharray="${fmt(4 + depth * 6)} ${fmt(1.5 + depth * 2)}" stroke-linecap="round" opacity="0.85"/>` +
            `</g>`,
        );
        // Tall silver oaks left standing to shade the tea: slim trunks, loose crowns.
        const trunk = darken(color, 0.45);
        for (let t = 0; t < 5; t += 1) {
          const x = random() * canvas.width;
          const y = heightAt(points, x) + between(random, 20, 120) * depth;
          const h = 80 + depth * 140;
          let crown = '';
          for (let k = 0; k < 6; k += 1) {
            crown += `<ellipse cx="${fmt(x + between(random, -0.08, 0.08) * h)}" cy="${fmt(y - h + k * h * 0.09)}" rx="${fmt(h * between(random, 0.06, 0.11))}" ry="${fmt(h * between(random, 0.04, 0.07))}"/>`;
          }
          canvas.add(
            `<path d="M${fmt(x)},${fmt(y)} L${fmt(x + between(random, -4, 4))},${fmt(y - h)}" stroke="${trunk}" stroke-width="${fmt(1.5 + depth * 2.5)}"/>` +
              `<g fill="${darken(color, 0.3)}">${crown}</g>`,
          );
        }
      }
      if (i === layers - 1) {
        // The planter's bungalow on its knoll at the focal point, windows lit when the key asks for dusk.
        const [x, y] = subject;
        canvas.add(
          `<ellipse cx="${fmt(x)}" cy="${fmt(y + 60)}" rx="260" ry="${fmt(Math.max(60, y + 60 - heightAt(points, x)))}" fill="${color}"/>`,
        );
        canvas.add(bungalow(scene, [x - 90, y + 30], 180, mix('#efe4d0', palette.glow, 0.15), atDusk));
      }
      if (i < layers - 1)
        canvas.add(mistBand(scene, horizon + depth * (canvas.height - horizon) * 0.75 + 20, 70, 0.45));
    }
    return box(subject, 110, 60, 40);
  },
};
