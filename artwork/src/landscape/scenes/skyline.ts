import { type Point } from '../canvas';
import { darken, mix } from '../color';
import { box, clouds, water, type Box, type Scene } from '../elements';
import {
  burjKhalifa,
  jacaranda,
  marinaBaySands,
  obelisco,
  sagradaFamilia,
  terracottaRooftops,
  tower,
} from '../features';
import { between } from '../random';
import { reflected, skyWithLight, type SceneDefinition } from './shared';

/**
 * A city at dusk across its water, the towers lit and mirrored: Singapore's Marina Bay Sands with its
 * deck across three towers, Dubai's Burj Khalifa far above its neighbours, or a plain skyline.
 * Barcelona is the Sagrada Família over its roofs and the sea; Buenos Aires the Obelisco on its avenue.
 */
export const skyline: SceneDefinition = {
  times: ['dusk', 'dusk', 'night', 'golden'],
  horizon: [0.56, 0.62],
  subject: { x: [0.36, 0.48], y: [0.36, 0.44] },
  variants: ['singapore', 'dubai', 'victoria', 'barcelona', 'buenos'],
  motifs: ['singapore', 'dubai', 'victoria', 'barcelona', 'buenos'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt: Point = [canvas.width * between(random, 0.7, 0.85), horizon - between(random, 20, 90)];
    skyWithLight(scene, sunAt, 26);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.5, streaks: true, opacity: 0.4 }));
    const lit = palette.time !== 'golden';
    if (words.has('barcelona')) return barcelona(scene, sunAt, lit);
    if (words.has('buenos')) return buenosAires(scene, lit);
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

/**
 * Barcelona from the hills behind it: the Sagrada Família's spires rising out of the Eixample's pale
 * roofs, the Mediterranean along the horizon.
 */
function barcelona(scene: Scene, sunAt: Point, lit: boolean): Box {
  const { canvas, horizon, subject } = scene;
  const [x, y] = subject;
  // The sea is a band along the horizon, the city running down from its shore to the viewer.
  const shore = horizon - 40;
  canvas.add(water(scene, horizon - 120, { reflect: [], sunAt, clarity: 0.6 }));
  const city = terracottaRooftops(scene, shore, canvas.height + 80, lit).replace(/#[0-9a-f]{6}/g, (c) =>
    mix(c, '#efe3cf', 0.55),
  );
  const base = y + 560;
  canvas.add(city);
  canvas.add(sagradaFamilia(scene, [x, base], base - y + 40, lit));
  canvas.add(
    terracottaRooftops(scene, base - 10, canvas.height + 80, lit).replace(/#[0-9a-f]{6}/g, (c) =>
      mix(c, '#efe3cf', 0.45),
    ),
  );
  return box([x, y], 180, 40, base - y);
}

/**
 * Buenos Aires down the Avenida 9 de Julio: the white Obelisco at the end of the wide avenue, its
 * lanes running to the viewer, jacarandas in violet flower and apartment blocks on both sides.
 */
function buenosAires(scene: Scene, lit: boolean): Box {
  const { canvas, random, palette, horizon, subject } = scene;
  const [x, y] = subject;
  const road = mix('#5a5a60', palette.haze, 0.3);
  canvas.add(
    `<rect x="0" y="${horizon}" width="${canvas.width}" height="${canvas.height - horizon}" fill="${mix('#6b7a4a', palette.haze, 0.35)}"/>`,
  );
  canvas.add(
    `<path d="M${x - 60},${horizon} L${x + 60},${horizon} L${canvas.width + 500},${canvas.height} L${-500},${canvas.height} Z" fill="${road}"/>`,
  );
  // Lane markings converging on the Obelisco.
  let lanes = '';
  for (const t of [-0.6, -0.2, 0.2, 0.6]) {
    lanes += `M${x + t * 60},${horizon} L${x + t * (canvas.width + 500 - x)},${canvas.height} `;
  }
  canvas.add(
    `<path d="${lanes}" stroke="#f2efe6" stroke-width="4" stroke-dasharray="30 40" opacity="0.5" fill="none"/>`,
  );
  // Blocks on both sides, taller toward the viewer.
  const walls = ['#d8cbb4', '#c9b79c', '#e4dccb', '#b8a58a'].map((c) => mix(c, palette.haze, 0.3));
  for (const side of [-1, 1]) {
    for (let i = 0; i < 9; i += 1) {
      const t = i / 8;
      const bx = x + side * (150 + t * t * 900);
      const h = 60 + t * 380;
      const w = 60 + t * 180;
      canvas.add(
        tower(
          scene,
          [bx + (side * w) / 2, horizon + 4 + t * 30],
          w,
          h,
          walls[i % walls.length] ?? '#d8cbb4',
          lit,
        ),
      );
    }
  }
  canvas.add(obelisco(scene, [x, horizon + 6], (horizon + 6 - y) * 1.35, lit));
  // Jacarandas lining the avenue's central strips, nearer and larger toward the viewer.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 7; i += 1) {
      const t = (i + between(random, 0, 0.4)) / 7;
      const size = 50 + t * t * 360;
      canvas.add(
        jacaranda(
          scene,
          [x + side * (90 + t * t * 760), horizon + 10 + t * t * (canvas.height - horizon)],
          size,
        ),
      );
    }
  }
  const height = (horizon + 6 - y) * 1.35;
  return box([x, horizon + 6 - height], 80, 0, height);
}
