import { darken, lighten, mix } from '../color';
import { fmt, type Point } from '../canvas';
import { box, clouds, heightAt, land, mistBand, ridge, water, type Box, type Scene } from '../elements';
import { candiBentar, palm } from '../features';
import { between } from '../random';
import { reflected, skyWithLight, sunPosition, type SceneDefinition } from './shared';

/**
 * Bali: a volcano's cone over the island, rice terraces stepping down the slope in bright curves,
 * and a split gate, a candi bentar, standing open on the terrace at the focal point. Its water
 * temple is the tiered meru of Ulun Danu standing in its highland lake; its sea temples stand on the
 * cliffs and rocks over the surf (Uluwatu, Tanah Lot).
 */
export const bali: SceneDefinition = {
  times: ['golden', 'mist', 'dawn'],
  horizon: [0.42, 0.48],
  subject: { x: [0.52, 0.64], y: [0.36, 0.42] },
  variants: ['lake', 'cliff'],
  motifs: ['lake', 'cliff'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 80, 200);
    skyWithLight(scene, sunAt, 28);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.6, opacity: 0.45 }));
    if (words.has('lake')) return waterTemple(scene, sunAt);
    if (words.has('cliff')) return seaTemple(scene, sunAt);
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
      if (t > 0.35) {
        // The rice itself: rows of tufts along each terrace, taller the nearer they are; the water
        // of the flooded paddy catching the sky between them.
        let tufts = '';
        const tall = 4 + t * 26;
        for (let px = between(random, 0, 12); px < canvas.width; px += 6 + t * 14) {
          const py = heightAt(points, px) + between(random, 6, 10 + t * 30);
          tufts += `M${fmt(px)},${fmt(py)} l${fmt(between(random, -3, 3))},${fmt(-tall)} M${fmt(px + 3)},${fmt(py)} l${fmt(between(random, -4, 4))},${fmt(-tall * 0.8)}`;
        }
        canvas.add(
          `<path d="${tufts}" stroke="${lighten(color, 0.22)}" stroke-width="${fmt(1 + t * 2)}" opacity="0.7"/>`,
        );
      }
      if (i === 4) {
        const height = (horizon + 80 - y) * 1.9;
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
    const height = (horizon + 80 - y) * 1.9;
    return box([x, y], height * 0.4, height * 0.45, height * 0.55);
  },
};

/** A meru: a shrine's plinth under a stack of black palm-fibre roofs, each smaller than the one below. */
function meru(scene: Scene, [x, baseY]: Point, height: number, tiers: number): string {
  const { palette } = scene;
  const thatch = darken(mix('#3a3028', palette.shadow, 0.2), 0.1);
  const plinth = mix('#d8cdb8', palette.glow, 0.2);
  const wood = mix('#8a5a34', palette.glow, 0.2);
  const width = height * 0.55;
  const plinthH = height * 0.16;
  let markup = `<rect x="${fmt(x - width * 0.42)}" y="${fmt(baseY - plinthH)}" width="${fmt(width * 0.84)}" height="${fmt(plinthH)}" fill="${plinth}"/>`;
  markup += `<rect x="${fmt(x - width * 0.46)}" y="${fmt(baseY - plinthH)}" width="${fmt(width * 0.92)}" height="${fmt(height * 0.02)}" fill="${darken(plinth, 0.15)}"/>`;
  markup += `<rect x="${fmt(x - width * 0.2)}" y="${fmt(baseY - plinthH - height * 0.12)}" width="${fmt(width * 0.4)}" height="${fmt(height * 0.12)}" fill="${wood}"/>`;
  const stack = height - plinthH - height * 0.12;
  const tierH = stack / tiers;
  for (let t = 0; t < tiers; t += 1) {
    const bottom = baseY - plinthH - height * 0.12 - t * tierH;
    const half = width * 0.5 * (1 - (t / tiers) * 0.72);
    const topHalf = half * 0.55;
    markup += `<path d="M${fmt(x - half)},${fmt(bottom)} Q${fmt(x - half * 0.8)},${fmt(bottom - tierH * 0.5)} ${fmt(x - topHalf)},${fmt(bottom - tierH * 0.8)} L${fmt(x + topHalf)},${fmt(bottom - tierH * 0.8)} Q${fmt(x + half * 0.8)},${fmt(bottom - tierH * 0.5)} ${fmt(x + half)},${fmt(bottom)} Z" fill="${thatch}"/>`;
    markup += `<path d="M${fmt(x - half)},${fmt(bottom)} L${fmt(x + half)},${fmt(bottom)}" stroke="${lighten(thatch, 0.25)}" stroke-width="${fmt(Math.max(1.5, tierH * 0.08))}"/>`;
    markup += `<rect x="${fmt(x - topHalf * 0.5)}" y="${fmt(bottom - tierH)}" width="${fmt(topHalf)}" height="${fmt(tierH * 0.22)}" fill="${wood}"/>`;
  }
  markup += `<path d="M${fmt(x)},${fmt(baseY - height)} v${fmt(-height * 0.06)}" stroke="${mix('#c9a040', palette.glow, 0.2)}" stroke-width="${fmt(height * 0.02)}"/>`;
  return markup;
}

/** Ulun Danu: an eleven-tiered meru on its islet in Lake Bratan, wooded mountains behind, still water. */
function waterTemple(scene: Scene, sunAt: Point): Box {
  const { canvas, palette, horizon, subject } = scene;
  const { layers, draw } = reflected(scene);
  const hills = ridge(scene, { base: horizon, amplitude: horizon * 0.4, cells: 3, octaves: 4 });
  draw(land(scene, hills, { color: mix('#2f5a3a', palette.haze, 0.55), mist: 0.5, lightX: sunAt[0] }));
  const near = ridge(scene, { base: horizon, amplitude: horizon * 0.16, cells: 4, octaves: 3 });
  draw(land(scene, near, { color: mix('#2f5a3a', palette.haze, 0.3), mist: 0.3, lightX: sunAt[0] }));
  draw(mistBand(scene, horizon - 30, 40, 0.4));
  const [x, y] = subject;
  const height = Math.max(260, horizon + 30 - y + 60);
  draw(
    `<ellipse cx="${fmt(x)}" cy="${fmt(horizon + 28)}" rx="${fmt(height * 0.5)}" ry="14" fill="${mix('#8a8a70', palette.glow, 0.2)}"/>`,
  );
  draw(meru(scene, [x, horizon + 24], height, 11));
  draw(meru(scene, [x + height * 0.55, horizon + 26], height * 0.55, 3));
  canvas.add(water(scene, horizon + 28, { reflect: layers, sunAt, clarity: 0.7 }));
  return box([x, horizon + 24 - height / 2], height * 0.3, height / 2, height / 2);
}

/** A sea temple: a meru and a split gate on the brink of a sheer cliff over the surf. */
function seaTemple(scene: Scene, sunAt: Point): Box {
  const { canvas, palette, horizon, subject, random } = scene;
  canvas.add(water(scene, horizon, { reflect: [], sunAt, clarity: 0.5 }));
  const [x, y] = subject;
  const rock = mix('#6a5a48', palette.shadow, 0.35);
  const top = y + 60;
  const edge = x + canvas.width * 0.1;
  let cliff = `M-20,${fmt(top + 30)} Q${fmt(x - 200)},${fmt(top)} ${fmt(edge)},${fmt(top + 6)}`;
  for (let yy = top + 6; yy < canvas.height; yy += 40)
    cliff += ` L${fmt(edge + between(random, -14, 24) + (yy - top) * 0.08)},${fmt(yy)}`;
  cliff += ` L-20,${canvas.height} Z`;
  canvas.add(`<path d="${cliff}" fill="${rock}"/>`);
  const clip = canvas.clipPath(cliff);
  let strata = '';
  for (let yy = top + 30; yy < canvas.height; yy += 34)
    strata += `M-20,${fmt(yy)} L${fmt(edge + 80)},${fmt(yy + 10)}`;
  canvas.add(
    `<g clip-path="${clip}"><path d="${strata}" stroke="${darken(rock, 0.3)}" stroke-width="5" opacity="0.5"/></g>`,
  );
  // Jungle along the clifftop, the temple on its brink, surf breaking at the foot.
  const green = mix('#2f5a34', palette.shadow, 0.3);
  for (let i = 0; i < 16; i += 1) {
    const tx = between(random, -20, x - 120);
    canvas.add(
      `<ellipse cx="${fmt(tx)}" cy="${fmt(top + between(random, -10, 20))}" rx="${fmt(between(random, 40, 90))}" ry="${fmt(between(random, 24, 40))}" fill="${random() < 0.5 ? green : darken(green, 0.15)}"/>`,
    );
  }
  canvas.add(meru(scene, [x, top + 8], 230, 5));
  canvas.add(candiBentar(scene, [x - 170, top + 10], 150));
  let surf = '';
  for (let i = 0; i < 30; i += 1) {
    const sy = between(random, horizon + 40, canvas.height);
    surf += `<ellipse cx="${fmt(edge + (sy - top) * 0.08 + between(random, 0, 120))}" cy="${fmt(sy)}" rx="${fmt(between(random, 20, 60))}" ry="6"/>`;
  }
  canvas.add(`<g fill="#ffffff" opacity="0.6">${surf}</g>`);
  return box([x - 40, top - 80], 200, 160, 100);
}
