import { fmt, landPath } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, heightAt, land, mistBand, ridge, sky, sun } from '../elements';
import { bungalow, cypress } from '../features';
import { between } from '../random';
import { sunPosition, type SceneDefinition } from './shared';

/**
 * Rolling hills combed into rows of tea, mist in the valleys: Sri Lanka, Darjeeling, Munnar. The
 * hill countries known for another crop comb their rows in it: Provence's lavender, Tuscany's vines
 * under a cypress avenue, the Douro's terraced vines over its river, the Incas' stepped terraces,
 * Maras' salt pans, Kerala's paddy.
 */
export const teaHills: SceneDefinition = {
  times: ['mist', 'golden', 'dawn'],
  horizon: [0.36, 0.42],
  subject: { x: [0.3, 0.45], y: [0.46, 0.52] },
  variants: ['bungalow', 'lavender', 'cypress', 'douro', 'terraces', 'salt', 'paddy'],
  motifs: ['salt', 'lavender', 'cypress', 'douro', 'paddy', 'terraces', 'bungalow'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const atDusk = words.has('bungalow');
    const sunAt = sunPosition(scene, 60, 200);
    canvas.add(sky(scene));
    canvas.add(sun(scene, sunAt, 30));
    canvas.add(clouds(scene, { count: 5, top: 60, bottom: horizon * 0.7, opacity: 0.4 }));

    const crop = ['salt', 'lavender', 'cypress', 'douro', 'paddy', 'terraces'].find((word) =>
      words.has(word),
    );
    const green = mix(crop === 'terraces' || crop === 'salt' ? '#7a8a45' : '#4f8a3c', palette.glow, 0.12);
    // The rows' own colour where it is not the hill's: lavender's purple, the salt pans' white.
    const rowColour = (color: string) =>
      crop === 'lavender'
        ? mix('#8a6cc0', palette.glow, 0.15)
        : crop === 'salt'
          ? mix('#f1e6df', palette.glow, 0.2)
          : lighten(color, crop === 'paddy' ? 0.3 : 0.16);
    const layers = 5;
    for (let i = 0; i < layers; i += 1) {
      const depth = i / (layers - 1);
      const ridgePoints = ridge(scene, {
        base: horizon + depth * (canvas.height - horizon) * 0.75,
        amplitude: 120 + depth * 140,
        cells: 2 + (i % 2),
        octaves: 3,
      });
      // The nearest hill swells into a knoll under the house at the focal point, rowed like the rest.
      const knollTop = subject[1] + 40;
      const points =
        i === layers - 1
          ? ridgePoints.map(([px, py]): [number, number] => {
              const reach = Math.min(1, Math.abs(px - subject[0]) / 460);
              const rise = (1 + Math.cos(Math.PI * reach)) / 2;
              return [px, Math.min(py, py + (knollTop - py) * rise)];
            })
          : ridgePoints;
      const color = mix(darken(green, 0.2 * depth), palette.haze, 0.75 * (1 - depth) ** 1.2);
      canvas.add(land(scene, points, { color, mist: 0.45, lightX: sunAt[0] }));
      if (depth > 0.3) {
        // Tea bushes in contour rows, each row a dotted line following the hill.
        const clip = canvas.clipPath(landPath(points, canvas.height));
        let rows = '';
        // Terraces and pans are stepped, broad and level; tea and lavender are combed in narrow rows.
        const stepped = crop === 'terraces' || crop === 'salt' || crop === 'douro' || crop === 'paddy';
        const spacing = (stepped ? 22 : 10) + depth * (stepped ? 26 : 14);
        for (let r = 1; r < 40; r += 1) {
          const offset = r * spacing;
          rows += `M${points.map(([x, y]) => `${fmt(x)},${fmt(y + offset + Math.sin(x / 140 + r) * 4)}`).join(' L')}`;
        }
        const bushWidth = 3 + depth * 7;
        canvas.add(
          `<g clip-path="${clip}">` +
            `<path d="${rows}" transform="translate(0 ${fmt(bushWidth * 0.45)})" fill="none" stroke="${darken(color, 0.25)}" stroke-width="${fmt(bushWidth)}" opacity="0.6"/>` +
            (stepped
              ? `<path d="${rows}" fill="none" stroke="${rowColour(color)}" stroke-width="${fmt(spacing * 0.62)}" opacity="0.9"/>` +
                `<path d="${rows}" transform="translate(0 ${fmt(spacing * 0.34)})" fill="none" stroke="${darken(color, 0.4)}" stroke-width="${fmt(2 + depth * 3)}" opacity="0.8"/>`
              : `<path d="${rows}" fill="none" stroke="${rowColour(color)}" stroke-width="${fmt(bushWidth)}" stroke-dasharray="${fmt(4 + depth * 6)} ${fmt(1.5 + depth * 2)}" stroke-linecap="round" opacity="0.85"/>`) +
            `</g>`,
        );
        // Tall silver oaks left standing to shade the tea: slim trunks, loose crowns.
        const trunk = darken(color, 0.45);
        for (let t = 0; t < (crop ? 0 : 5); t += 1) {
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
      if (i === 2 && crop === 'douro') {
        // The river winding along the valley floor between the terraced slopes.
        const riverY = heightAt(points, subject[0]) + 40;
        const river = mix(palette.sky[2], palette.water, 0.45);
        canvas.add(
          `<path d="M0,${fmt(riverY + 30)} C${fmt(canvas.width * 0.3)},${fmt(riverY - 20)} ${fmt(canvas.width * 0.6)},${fmt(riverY + 50)} ${canvas.width},${fmt(riverY)} L${canvas.width},${fmt(riverY + 46)} C${fmt(canvas.width * 0.6)},${fmt(riverY + 96)} ${fmt(canvas.width * 0.3)},${fmt(riverY + 26)} 0,${fmt(riverY + 70)} Z" fill="${river}"/>`,
        );
      }
      if (i === layers - 1) {
        // The house on its knoll at the focal point: the nearest hill rises there (see above).
        const [x, y] = subject;
        const top = y + 40;
        if (crop === 'cypress') {
          // The cypress avenue climbing to the farmhouse.
          for (let k = 0; k < 7; k += 1) {
            const t = k / 6;
            const cx = x + 90 + t * 320;
            const cy = top + 10 + t * 160;
            canvas.add(cypress(scene, [cx, cy], 120 + t * 120, darken(color, 0.55)));
          }
        }
        const house =
          crop && crop !== 'paddy' ? mix('#e2c79a', palette.glow, 0.2) : mix('#efe4d0', palette.glow, 0.15);
        canvas.add(bungalow(scene, [x - 90, top + 6], 180, house, atDusk));
      }
      if (i < layers - 1)
        canvas.add(mistBand(scene, horizon + depth * (canvas.height - horizon) * 0.75 + 20, 70, 0.45));
    }
    return box(subject, 110, 60, 40);
  },
};
