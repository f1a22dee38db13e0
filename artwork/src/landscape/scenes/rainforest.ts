import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { birds, box, clouds, land, mistBand, ridge, water, type Box, type Scene } from '../elements';
import { canopy, longtail, palm } from '../features';
import { between } from '../random';
import { skyWithLight, sunPosition, type SceneDefinition } from './shared';

/**
 * Rainforest: layer upon layer of canopy fading into mist, a waterfall falling through it. Costa
 * Rica's has Arenal's cone above the cloud forest, Monteverde a hanging bridge across the treetops,
 * Chichén Itzá the stepped pyramid of El Castillo rising out of the Yucatán jungle. A bay (Kamalaya's
 * on Koh Samui) is seen from the jungle hillside above it, an island out on the sea.
 */
export const rainforest: SceneDefinition = {
  times: ['mist', 'dawn', 'golden', 'day'],
  horizon: [0.52, 0.58],
  subject: { x: [0.4, 0.5], y: [0.36, 0.44] },
  variants: ['volcano', 'pyramid', 'bridge', 'bay'],
  motifs: ['volcano', 'pyramid', 'bridge', 'bay'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 160, 320);
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 6, top: 40, bottom: horizon * 0.55, opacity: 0.45 }));
    const [x, y] = subject;
    const leaf = mix('#2f6a3a', palette.glow, 0.12);
    if (words.has('bay')) {
      const bayBox = bay(scene, [x, y], sunAt);
      fronds(scene);
      return bayBox;
    }
    let subjectBox: Box | undefined;
    if (words.has('volcano')) subjectBox = volcano(scene, [x, y]);

    // Canopy layers, paler and mistier with distance; the first stands on the horizon.
    const layerCount = 4;
    for (let i = 0; i < layerCount; i += 1) {
      const depth = i / (layerCount - 1);
      const base = horizon + depth * canvas.height * 0.3;
      const hills = ridge(scene, {
        base,
        amplitude: 150 - depth * 70,
        cells: 3 + i,
        octaves: 3,
        sharpness: 0.8,
      });
      const colour = mix(darken(leaf, depth * 0.35), palette.haze, 0.6 - depth * 0.5);
      canvas.add(land(scene, hills, { color: colour, mist: 0.35 }));
      canvas.add(
        canopy(
          scene,
          hills.filter((_, k) => k % (3 - Math.min(2, i)) === 0),
          [colour, darken(colour, 0.12), lighten(colour, 0.08)],
          14 + depth * 34,
        ),
      );
      if (i === 0 && words.has('pyramid')) subjectBox = pyramid(scene, [x, y], horizon + 70);
      if (i === 1 && !words.has('pyramid') && !words.has('volcano') && !words.has('bridge')) {
        subjectBox = waterfall(scene, [x, y], base + 40);
      }
      if (i < layerCount - 1) canvas.add(mistBand(scene, base + 30, 40 + depth * 30, 0.5 - depth * 0.15));
    }
    if (words.has('volcano')) waterfall(scene, [x + canvas.width * 0.3, horizon + 40], horizon + 260);
    if (words.has('bridge')) subjectBox = hangingBridge(scene, [x, y]);

    canvas.add(birds(scene, [x + between(random, -300, 300), y - 160], 5, darken(palette.shadow, 0.1)));
    fronds(scene);
    return subjectBox ?? box([x, y], 100, 100, 100);
  },
};

/** Great fronds at the edges, the viewer standing in the forest. */
function fronds(scene: Scene): void {
  const { canvas, random, palette } = scene;
  const near = darken(mix('#1f4a2a', palette.shadow, 0.4), 0.1);
  for (let i = 0; i < 5; i += 1) {
    const px = (i < 3 ? between(random, -0.04, 0.12) : between(random, 0.88, 1.04)) * canvas.width;
    canvas.add(
      palm(scene, [px, canvas.height + 40], between(random, 380, 560), between(random, -0.6, 0.6), near),
    );
  }
}

/**
 * The bay below a jungle hillside: open sea to the horizon with a forested island on it at the focal
 * point, a pale beach curving round the water's foot, longtail boats moored in the shallows, and the
 * hillside's canopy falling from one side.
 */
function bay(scene: Scene, [x, y]: Point, sunAt: Point): Box {
  const { canvas, random, palette, horizon } = scene;
  const leaf = mix('#2f6a3a', palette.glow, 0.12);
  const island = ridge(scene, {
    base: horizon + 2,
    amplitude: horizon + 2 - y,
    cells: 3,
    octaves: 3,
    profile: (t) => Math.max(0, 1 - Math.abs(t * canvas.width - x) / 260) ** 0.7,
  });
  const layers = [land(scene, island, { color: mix(leaf, palette.haze, 0.6), mist: 0.4 })];
  canvas.add(layers[0] ?? '');
  canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.5 }));
  canvas.add(
    `<rect x="0" y="${fmt(horizon + 2)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${mix('#2aa6a0', palette.glow, 0.25)}" opacity="0.3"/>`,
  );
  // The beach sweeps round the foot of the bay, from the hillside out to the far point.
  const shore = canvas.height * 0.84;
  canvas.add(
    `<path d="M-20,${fmt(shore - 40)} Q${fmt(canvas.width * 0.5)},${fmt(shore + 60)} ${fmt(canvas.width + 20)},${fmt(shore - 120)} L${fmt(canvas.width + 20)},${fmt(canvas.height + 20)} L-20,${fmt(canvas.height + 20)} Z" fill="${mix('#eedcb0', palette.glow, 0.3)}"/>`,
  );
  for (let i = 0; i < 3; i += 1) {
    canvas.add(
      longtail(scene, [between(random, 0.35, 0.75) * canvas.width, shore - between(random, 30, 90)], 110, 1),
    );
  }
  // The hillside the view is from, its canopy falling steeply from the right edge toward the bay.
  const hill = ridge(scene, {
    base: canvas.height + 30,
    amplitude: canvas.height + 30 - (horizon - 120),
    cells: 4,
    octaves: 3,
    profile: (t) => Math.max(0, (t - 0.62) / 0.38) ** 0.6,
  });
  canvas.add(land(scene, hill, { color: darken(leaf, 0.1), mist: 0.15, lightX: sunAt[0] }));
  canvas.add(
    canopy(
      scene,
      hill.filter(([px, py], k) => k % 2 === 0 && py < canvas.height && px > canvas.width * 0.6),
      [leaf, darken(leaf, 0.15), lighten(leaf, 0.1)],
      40,
    ),
  );
  canvas.add(birds(scene, [x + between(random, -200, 200), y - 120], 4, darken(palette.shadow, 0.1)));
  return box([x, y], 260, 20, horizon - y + 40);
}

/** Arenal: a young, near-perfect cone, its summit breathing a wisp of cloud. */
function volcano(scene: Scene, [x, y]: Point): Box {
  const { canvas, palette, horizon } = scene;
  const summit = y - 150;
  const base = horizon + 20;
  const half = (base - summit) * 1.7;
  const rock = mix(mix('#4a4a52', palette.shadow, 0.3), palette.haze, 0.2);
  const cone = `M${fmt(x - half)},${fmt(base)} C${fmt(x - half * 0.5)},${fmt(base - 30)} ${fmt(x - half * 0.14)},${fmt(summit + 60)} ${fmt(x - 26)},${fmt(summit)} L${fmt(x + 24)},${fmt(summit + 2)} C${fmt(x + half * 0.14)},${fmt(summit + 60)} ${fmt(x + half * 0.5)},${fmt(base - 30)} ${fmt(x + half)},${fmt(base)} Z`;
  const forest = canvas.linearGradient(
    [
      [0, rock],
      [0.45, rock],
      [1, mix('#3f6a3a', palette.haze, 0.4)],
    ],
    [0, summit],
    [0, base],
  );
  canvas.add(`<path d="${cone}" fill="${forest}"/>`);
  canvas.add(
    `<ellipse cx="${fmt(x + 60)}" cy="${fmt(summit - 24)}" rx="120" ry="26" fill="${canvas.softFill(lighten(palette.haze, 0.3), 0.8)}"/>` +
      `<ellipse cx="${fmt(x + 160)}" cy="${fmt(summit - 40)}" rx="150" ry="24" fill="${canvas.softFill(lighten(palette.haze, 0.3), 0.55)}"/>`,
  );
  return box([x, y], 160, y - summit, base - y);
}

/** A white cascade falling through a notch in a dark, dripping cliff, its spray rising as mist. */
function waterfall(scene: Scene, [x, top]: Point, foot: number): Box {
  const { canvas, palette, random } = scene;
  const width = (foot - top) * 0.16;
  // A mossy cliff with ragged edges, the forest spilling over its lip.
  const cliff = mix(mix('#4a5e46', palette.shadow, 0.25), palette.haze, 0.2);
  const edge = (side: -1 | 1) =>
    Array.from({ length: 7 }, (_, k): Point => {
      const t = k / 6;
      return [
        x + side * width * (1.4 + t * 1.6 + between(random, -0.3, 0.3)),
        top - 10 + (foot - top + 10) * t,
      ];
    });
  const outline = [...edge(-1), ...edge(1).reverse()];
  canvas.add(
    `<path d="M${outline.map(([px, py]) => `${fmt(px)},${fmt(py)}`).join(' L')} Z" fill="${cliff}"/>` +
      canopy(
        scene,
        Array.from({ length: 8 }, (_, k): Point => [x - width * 2 + (k * width * 4) / 7, top - 16]),
        [mix('#3f6a3a', palette.haze, 0.3), mix('#2f5a32', palette.haze, 0.3)],
        width * 0.7,
      ),
  );
  const water = lighten(mix('#e8f0f2', palette.glow, 0.15), 0.1);
  let strands = '';
  for (let i = 0; i < 9; i += 1) {
    const sx = x - width / 2 + (i / 8) * width;
    strands += `M${fmt(sx)},${fmt(top)} Q${fmt(sx + between(random, -6, 6))},${fmt((top + foot) / 2)} ${fmt(sx + between(random, -10, 10))},${fmt(foot)}`;
  }
  canvas.add(
    `<rect x="${fmt(x - width / 2)}" y="${fmt(top)}" width="${fmt(width)}" height="${fmt(foot - top)}" fill="${water}" opacity="0.85"/>` +
      `<path d="${strands}" stroke="#ffffff" stroke-width="3" opacity="0.6" fill="none"/>` +
      `<ellipse cx="${fmt(x)}" cy="${fmt(foot)}" rx="${fmt(width * 3)}" ry="${fmt(width)}" fill="${canvas.softFill('#ffffff', 0.7)}"/>`,
  );
  return box([x, (top + foot) / 2], width * 2.4, (foot - top) / 2 + 14, (foot - top) / 2);
}

/**
 * El Castillo: nine stepped terraces, a stair up the middle of each face and the square temple on
 * the top platform, grey limestone warmed by the light.
 */
function pyramid(scene: Scene, [x, y]: Point, baseY: number): Box {
  const { canvas, palette } = scene;
  const stone = mix('#b8ab92', palette.glow, 0.25);
  const shade = darken(stone, 0.28);
  const templeTop = y - 150;
  const temple = 60;
  const top = templeTop + temple;
  const height = baseY - top;
  const baseHalf = height * 1.25;
  const topHalf = baseHalf * 0.3;
  let markup = '';
  for (let i = 0; i < 9; i += 1) {
    const t0 = i / 9;
    const t1 = (i + 1) / 9;
    const y0 = baseY - height * t0;
    const y1 = baseY - height * t1;
    const half = baseHalf + (topHalf - baseHalf) * t0;
    const inset = (baseHalf - topHalf) / 9;
    markup +=
      `<path d="M${fmt(x - half)},${fmt(y0)} L${fmt(x - half + inset * 0.4)},${fmt(y1)} L${fmt(x + half - inset * 0.4)},${fmt(y1)} L${fmt(x + half)},${fmt(y0)} Z" fill="${stone}"/>` +
      `<rect x="${fmt(x - half)}" y="${fmt(y0 - 5)}" width="${fmt(half * 2)}" height="5" fill="${shade}"/>` +
      `<path d="M${fmt(x + half * 0.55)},${fmt(y0)} L${fmt(x + half - inset * 0.4)},${fmt(y1)} L${fmt(x + half)},${fmt(y0)} Z" fill="${shade}" opacity="0.5"/>`;
  }
  // The stair: a band of fine steps between two balustrades, up the middle of the face.
  const stair = height * 0.22;
  let steps = '';
  for (let k = 0; k < 28; k += 1)
    steps += `M${fmt(x - stair / 2)},${fmt(baseY - (height * k) / 28)} h${fmt(stair)}`;
  markup +=
    `<path d="M${fmt(x - stair / 2 - 8)},${fmt(baseY)} L${fmt(x - stair / 2)},${fmt(top)} L${fmt(x + stair / 2)},${fmt(top)} L${fmt(x + stair / 2 + 8)},${fmt(baseY)} Z" fill="${lighten(stone, 0.12)}"/>` +
    `<path d="${steps}" stroke="${shade}" stroke-width="2"/>` +
    `<rect x="${fmt(x - topHalf * 0.75)}" y="${fmt(templeTop)}" width="${fmt(topHalf * 1.5)}" height="${temple}" fill="${stone}"/>` +
    `<rect x="${fmt(x - topHalf * 0.8)}" y="${fmt(templeTop)}" width="${fmt(topHalf * 1.6)}" height="10" fill="${shade}"/>` +
    `<path d="M${fmt(x - 16)},${fmt(top)} v-30 h32 v30 Z" fill="${darken(stone, 0.55)}"/>`;
  canvas.add(markup);
  return box([x, y], baseHalf * 0.7, y - templeTop, baseY - y);
}

/** A hanging bridge slung across a gap in the canopy: deck and rails in catenaries, hangers between. */
function hangingBridge(scene: Scene, [x, y]: Point): Box {
  const { canvas, palette } = scene;
  const half = 430;
  const sag = 70;
  const rope = darken(mix('#5a4632', palette.shadow, 0.4), 0.1);
  const at = (t: number, lift: number): Point => [x - half + t * half * 2, y - lift + sag * 4 * t * (1 - t)];
  const line = (lift: number) =>
    `M${Array.from({ length: 21 }, (_, k) => at(k / 20, lift))
      .map(([px, py]) => `${fmt(px)},${fmt(py)}`)
      .join(' L')}`;
  let hangers = '';
  for (let k = 1; k < 20; k += 1) {
    const [px, py] = at(k / 20, 0);
    hangers += `M${fmt(px)},${fmt(py)} v-46`;
  }
  const trees = darken(mix('#2a4a2a', palette.shadow, 0.35), 0.05);
  const trunks: Point[] = [
    [x - half - 20, y - 160],
    [x + half + 20, y - 150],
  ];
  let crowns = '';
  for (const [tx, ty] of trunks) {
    crowns += `<rect x="${fmt(tx - 14)}" y="${fmt(ty)}" width="28" height="${fmt(canvas.height - ty)}" fill="${trees}"/>`;
    crowns += canopy(
      scene,
      Array.from({ length: 9 }, (_, k): Point => [tx - 120 + k * 30, ty - 20 + Math.abs(k - 4) * 12]),
      [trees, darken(trees, 0.15)],
      70,
    );
  }
  canvas.add(
    crowns +
      `<path d="${line(0)}" fill="none" stroke="${rope}" stroke-width="7"/>` +
      `<path d="${line(46)}" fill="none" stroke="${rope}" stroke-width="3"/>` +
      `<path d="${hangers}" stroke="${rope}" stroke-width="2"/>`,
  );
  return box([x, y], half, 120, sag + 40);
}
