import { fmt, landPath, type Point } from '../canvas';
import { darken, mix } from '../color';
import {
  birds,
  box,
  clouds,
  heightAt,
  land,
  mistBand,
  ridge,
  water,
  type Box,
  type Scene,
} from '../elements';
import {
  boat,
  cliffTown,
  colonialWaterfront,
  cycladicVillage,
  fishingBoat,
  belleEpoqueVilla,
  canopy,
  fynbos,
  goldenStack,
  harbourBridge,
  lighthouse,
  operaHouse,
  palm,
  sandstone,
  seaArch,
  seaStacks,
  stiltFisherman,
  suspensionBridge,
  tiledHillside,
  tram,
  windmill,
  yacht,
} from '../features';
import { between, pick } from '../random';
import { reflected, isAfterDark, skyWithLight, type Draw, type SceneDefinition } from './shared';

// Each of these coasts is known by a landmark of its own: each is its own picture.
const coastLandmarks = [
  'faraglioni',
  'sydney',
  'cyclades',
  'algarve',
  'paraty',
  'table',
  'lisbon',
  'riviera',
  'galle',
  'capepoint',
  'knysna',
];

/**
 * Cliffs stacked with pastel houses above a glittering sea: Amalfi, Positano, Capri. The coasts known
 * for something else paint that instead: Sydney's Opera House under the Harbour Bridge, a Cycladic
 * village of white cubes and blue domes under its windmill, the Algarve's golden arch and stacks,
 * Paraty's colonial waterfront under green hills, Table Mountain over Cape Town, Lisbon's tiled hill
 * and red bridge over the Tagus, the Riviera's villas and yachts, Galle's ramparts and stilt
 * fishermen, Cape Point's lighthouse on its cliffs and the Heads of Knysna's lagoon.
 */
export const coast: SceneDefinition = {
  times: ['golden', 'day', 'dusk'],
  horizon: [0.46, 0.52],
  subject: { x: [0.2, 0.3], y: [0.44, 0.5] },
  variants: coastLandmarks,
  motifs: coastLandmarks,
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    // The town climbs the cliff on the left; the painter mirrors the picture for the other side.
    const side = -1;
    const sunX = (side < 0 ? between(random, 0.62, 0.8) : between(random, 0.2, 0.38)) * canvas.width;
    const sunAt: Point = [sunX, horizon - between(random, 90, palette.time === 'day' ? 360 : 200)];
    skyWithLight(scene, sunAt, 28);
    canvas.add(
      clouds(scene, {
        count: 5,
        top: 50,
        bottom: horizon * 0.6,
        streaks: palette.time !== 'day',
        opacity: 0.5,
      }),
    );
    const floor = Math.min(
      0.9,
      Math.max(0.3, (canvas.height + 30 - subject[1] + 60) / (canvas.height * 0.78)),
    );

    // A distant island on the horizon, blue with distance.
    const islandAt = side < 0 ? between(random, 0.6, 0.85) : between(random, 0.15, 0.4);
    const island = ridge(scene, {
      base: horizon + 1,
      amplitude: 90,
      cells: 4,
      octaves: 4,
      profile: (t) => Math.max(0, 1 - Math.abs(t - islandAt) / 0.13) ** 0.8,
    });
    draw(
      land(scene, island, { color: mix(palette.shadow, palette.haze, 0.72), mist: 0.4, bottom: horizon + 1 }),
    );
    const landmark = paintLandmark(scene, words, sunAt, draw, layers);
    if (landmark) return landmark;
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.35 }));

    if (words.has('faraglioni')) {
      const x = (side < 0 ? between(random, 0.52, 0.62) : between(random, 0.2, 0.3)) * canvas.width;
      canvas.add(seaStacks(scene, x, horizon + 70, 3, sunX < x));
    }

    const cliff = ridge(scene, {
      base: canvas.height + 30,
      amplitude: canvas.height * 0.78,
      cells: 5,
      octaves: 5,
      persistence: 0.55,
      // High enough that the town reaches the focal point.
      floor,
      profile: (t) => {
        // High along the land, then falling steeply into the sea.
        const u = side < 0 ? t : 1 - t;
        return Math.max(0, 1 - (u / 0.55) ** 2.5) ** 0.7;
      },
    });
    const rock = mix('#6f5a48', palette.glow, 0.15);
    const cliffPath = landPath(cliff, canvas.height);
    const clip = canvas.clipPath(cliffPath);
    canvas.add(land(scene, cliff, { color: rock, mist: 0.15, lightX: sunX }));
    // Lemon terraces and scrub in bands across the rock.
    let greenery = '';
    for (let i = 0; i < 40; i += 1) {
      const x = (side < 0 ? between(random, 0, 0.5) : between(random, 0.5, 1)) * canvas.width;
      const y = heightAt(cliff, x) + between(random, 10, 300);
      greenery += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 40, 120))}" ry="${fmt(between(random, 8, 20))}" fill="${mix(pick(random, ['#4f6b2f', '#6b7d35', '#3e5a2c']), palette.glow, 0.15)}" opacity="0.75"/>`;
    }
    canvas.add(`<g clip-path="${clip}" filter="${canvas.blur(3, 0.1)}">${greenery}</g>`);
    // The town packed in rows down the ravine to the sea, each row a step lower and the houses in it
    // shoulder to shoulder, larger as they come nearer.
    const slots: Point[] = [];
    const spread = canvas.width * 0.2;
    for (let row = 0; row < 16; row += 1) {
      let x = subject[0] - spread * (0.7 + row * 0.025) + between(random, -20, 20);
      while (x < subject[0] + spread * (0.7 + row * 0.025)) {
        const top = heightAt(cliff, x);
        const y = top + 30 + row * (22 + row * 1.6);
        if (top < canvas.height - 60 && y < canvas.height - 20) slots.push([x, y]);
        x += between(random, 30, 46) * (1 + row * 0.05);
      }
    }
    slots.sort((a, b) => a[1] - b[1]);
    canvas.add(`<g clip-path="${clip}">${cliffTown(scene, slots, isAfterDark(scene))}</g>`);

    canvas.add(birds(scene, [sunX, horizon * 0.4], 4, darken(palette.shadow, 0.1)));
    for (let i = 0; i < 4; i += 1) {
      const y = between(random, horizon + 40, canvas.height * 0.92);
      const x = (side < 0 ? between(random, 0.5, 0.95) : between(random, 0.05, 0.5)) * canvas.width;
      canvas.add(boat(scene, [x, y], 6 + ((y - horizon) / canvas.height) * 40, random() < 0.5 ? 1 : -1));
    }
    return box(subject, canvas.width * 0.2, 200, 260);
  },
};

/** The coasts with a landmark of their own; undefined leaves the picture to the cliff town. */
function paintLandmark(
  scene: Scene,
  words: ReadonlySet<string>,
  sunAt: Point,
  draw: Draw,
  layers: string[],
): Box | undefined {
  const { canvas, random, palette, horizon, subject } = scene;
  const [x, y] = subject;
  const lit = isAfterDark(scene);
  if (words.has('sydney')) {
    // The far shore low along the horizon, the bridge's arch across it, the sails on the near point.
    const shore = ridge(scene, { base: horizon + 2, amplitude: 40, cells: 6, octaves: 3 });
    draw(land(scene, shore, { color: mix(palette.shadow, palette.haze, 0.55), mist: 0.3 }));
    const deck = horizon - 70;
    draw(harbourBridge(scene, x + 330, x + 960, deck, 260));
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.5 }));
    const point = horizon + 120;
    canvas.add(
      `<path d="M${fmt(x - 420)},${fmt(point - 10)} L${fmt(x + 260)},${fmt(point - 14)} L${fmt(x + 300)},${fmt(point + 30)} L${fmt(x - 420)},${fmt(point + 40)} Z" fill="${mix('#8a7a62', palette.shadow, 0.35)}"/>`,
    );
    const width = 460;
    canvas.add(operaHouse(scene, [x, point - 8], width, lit));
    for (let i = 0; i < 3; i += 1) {
      canvas.add(
        boat(
          scene,
          [x + between(random, 300, 900), between(random, point + 60, canvas.height * 0.9)],
          16,
          -1,
        ),
      );
    }
    return box([x, point - width * 0.32], width * 0.6, width * 0.32, width * 0.1);
  }
  if (words.has('cyclades')) {
    // A low headland of pale rock, white to its crest with houses; the windmill stands on top.
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.35 }));
    const crest = y + 60;
    const hill = ridge(scene, {
      base: canvas.height + 30,
      amplitude: canvas.height + 30 - crest,
      cells: 3,
      octaves: 3,
      floor: 0.75,
      profile: (t) => Math.max(0, 1 - (t / 0.62) ** 2.2) ** 0.6,
    });
    canvas.add(land(scene, hill, { color: mix('#b59a78', palette.glow, 0.2), mist: 0.1, lightX: sunAt[0] }));
    const clip = canvas.clipPath(landPath(hill, canvas.height));
    const slots: Point[] = [];
    for (let row = 0; row < 14; row += 1) {
      for (let col = 0; col < 12; col += 1) {
        const sx = x - 380 + col * 56 + between(random, -12, 12);
        const top = heightAt(hill, sx);
        const sy = top + 24 + row * 30 + between(random, -6, 6);
        if (sy < canvas.height + 20 && random() < 0.85) slots.push([sx, sy]);
      }
    }
    slots.sort((a, b) => a[1] - b[1]);
    canvas.add(`<g clip-path="${clip}">${cycladicVillage(scene, slots, lit)}</g>`);
    canvas.add(windmill(scene, [x, heightAt(hill, x) + 8]));
    return box([x, y], 140, 150, 90);
  }
  if (words.has('algarve')) {
    // Flat-topped golden cliffs falling to a cove, an arch and its stacks standing out in the sea.
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.35 }));
    const rock = sandstone(scene);
    const plateau = ridge(scene, {
      base: canvas.height + 30,
      amplitude: canvas.height + 30 - (horizon - 70),
      cells: 6,
      octaves: 2,
      floor: 0.9,
      profile: (t) => (t < 0.1 ? 1 : Math.max(0, 1 - ((t - 0.1) / 0.06) ** 2)),
    });
    canvas.add(land(scene, plateau, { color: rock, mist: 0.1, lightX: sunAt[0] }));
    const beach = mix('#ead2a0', palette.glow, 0.25);
    canvas.add(
      `<path d="M0,${fmt(canvas.height * 0.86)} Q${fmt(canvas.width * 0.35)},${fmt(canvas.height * 0.8)} ${fmt(canvas.width * 0.7)},${fmt(canvas.height + 10)} L0,${fmt(canvas.height + 10)} Z" fill="${beach}"/>`,
    );
    const height = horizon + 150 - (y - 140);
    canvas.add(seaArch(scene, [x, horizon + 150], 420, height));
    canvas.add(goldenStack(scene, [x + 330, horizon + 110], 90, 210));
    canvas.add(goldenStack(scene, [x + 470, horizon + 70], 60, 130));
    canvas.add(goldenStack(scene, [x - 300, horizon + 180], 110, 260));
    return box([x, y], 210, 140, horizon + 150 - y);
  }
  if (words.has('paraty')) {
    // The Serra do Mar's forested hills across the bay, the white town along the water, boats moored.
    const serra = ridge(scene, { base: horizon + 2, amplitude: 330, cells: 4, octaves: 4, sharpness: 0.8 });
    const forest = mix('#2f6a3a', palette.haze, 0.35);
    draw(land(scene, serra, { color: forest, mist: 0.45, lightX: sunAt[0] }));
    const near = ridge(scene, { base: horizon + 2, amplitude: 150, cells: 5, octaves: 3 });
    draw(land(scene, near, { color: darken(mix('#2f5a2f', palette.shadow, 0.25), 0.05), mist: 0.3 }));
    canvas.add(mistBand(scene, horizon - 40, 40, 0.45));
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.55 }));
    const quay = y + 190;
    canvas.add(
      `<rect x="-20" y="${fmt(quay - 4)}" width="${fmt(x + 560)}" height="22" fill="${mix('#8a7a62', palette.glow, 0.2)}"/>`,
    );
    canvas.add(colonialWaterfront(scene, -20, x + 520, quay, x, lit));
    for (let i = 0; i < 5; i += 1) {
      const by = between(random, quay + 80, canvas.height * 0.95);
      canvas.add(fishingBoat(scene, [between(random, 0.05, 0.8) * canvas.width, by], 90 + (by - quay) * 0.4));
    }
    return box([x + 80, y], 180, 130, quay - y);
  }
  if (words.has('table')) {
    // Table Mountain's long level summit over the city bowl, the harbour in front.
    const top = y - 90;
    const mountain = ridge(scene, {
      base: horizon + 2,
      amplitude: horizon + 2 - top,
      cells: 12,
      octaves: 2,
      floor: 0.94,
      profile: (t) => Math.min(1, Math.max(0, 1 - Math.abs(t - 0.32) / 0.3) * 3.2),
    });
    draw(
      land(scene, mountain, {
        color: mix(mix('#6a6a70', palette.shadow, 0.3), palette.haze, 0.3),
        mist: 0.35,
        lightX: sunAt[0],
        rim: true,
      }),
    );
    const town = ridge(scene, { base: horizon + 2, amplitude: 30, cells: 30, octaves: 2 });
    draw(land(scene, town, { color: mix('#e8e2d6', palette.haze, 0.35), mist: 0.1 }));
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.45 }));
    for (let i = 0; i < 5; i += 1) {
      const by = between(random, horizon + 40, canvas.height * 0.9);
      canvas.add(
        boat(
          scene,
          [between(random, 0.1, 0.9) * canvas.width, by],
          8 + ((by - horizon) / canvas.height) * 40,
          1,
        ),
      );
    }
    return box([x, top + 60], canvas.width * 0.2, 80, horizon - top);
  }
  return paintShore(scene, words, sunAt, draw, layers);
}

/** A hill rising from the left edge to its crest at `crestX`, falling away to the water after it. */
const headland = (scene: Scene, crest: number, crestX: number, fall: number, base: number) =>
  ridge(scene, {
    base,
    amplitude: base - crest,
    cells: 4,
    octaves: 3,
    floor: 0.8,
    profile: (t) => {
      const px = t * scene.canvas.width;
      return px <= crestX ? 1 : Math.max(0, 1 - ((px - crestX) / fall) ** 2);
    },
  });

/** More coasts with a landmark of their own: Lisbon, the Riviera, Galle, Cape Point and Knysna. */
function paintShore(
  scene: Scene,
  words: ReadonlySet<string>,
  sunAt: Point,
  draw: Draw,
  layers: string[],
): Box | undefined {
  const { canvas, random, palette, horizon, subject } = scene;
  const [x, y] = subject;
  const lit = isAfterDark(scene);
  if (words.has('lisbon')) {
    // The far bank low across the Tagus, the red bridge spanning to it; the city climbs its hill
    // to the castle walls at the focal point, a yellow tram at its foot.
    const bank = ridge(scene, { base: horizon + 2, amplitude: 50, cells: 5, octaves: 3 });
    draw(land(scene, bank, { color: mix(palette.shadow, palette.haze, 0.6), mist: 0.3 }));
    draw(suspensionBridge(scene, x + 420, canvas.width + 200, horizon - 30, 170));
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.45 }));
    const hill = headland(scene, y + 40, x + 60, 520, canvas.height + 30);
    canvas.add(land(scene, hill, { color: mix('#8a7a5a', palette.glow, 0.2), mist: 0.1, lightX: sunAt[0] }));
    const clip = canvas.clipPath(landPath(hill, canvas.height));
    const slots: Point[] = [];
    for (let row = 0; row < 12; row += 1) {
      for (let col = 0; col < 22; col += 1) {
        const sx = -30 + col * 44 + between(random, -8, 8);
        const sy = heightAt(hill, sx) + 50 + row * 52 + between(random, -6, 6);
        if (sy < canvas.height + 60) slots.push([sx, sy]);
      }
    }
    slots.sort((a, b) => a[1] - b[1]);
    canvas.add(`<g clip-path="${clip}">${tiledHillside(scene, slots, lit)}</g>`);
    // São Jorge's crenellated walls along the crest.
    const stone = mix('#c9b48e', palette.glow, 0.25);
    let walls = '';
    for (let wx = x - 150; wx < x + 150; wx += 20) {
      walls += `<rect x="${fmt(wx)}" y="${fmt(heightAt(hill, wx) - 46)}" width="12" height="14" fill="${stone}"/>`;
    }
    canvas.add(
      `<path d="M${fmt(x - 160)},${fmt(heightAt(hill, x - 160) + 20)} L${fmt(x - 160)},${fmt(y + 8)} L${fmt(x + 160)},${fmt(y + 8)} L${fmt(x + 160)},${fmt(heightAt(hill, x + 160) + 20)} Z" fill="${stone}"/>` +
        walls +
        `<rect x="${fmt(x - 40)}" y="${fmt(y - 40)}" width="50" height="60" fill="${stone}"/>` +
        `<rect x="${fmt(x + 40)}" y="${fmt(y - 24)}" width="40" height="40" fill="${darken(stone, 0.15)}"/>`,
    );
    canvas.add(tram(scene, [x - 60, canvas.height - 40], 220));
    return box([x, y], 170, 60, 200);
  }
  if (words.has('riviera')) {
    // The Maritime Alps behind, a green headland of palms and villas, yachts on a turquoise bay.
    const alps = ridge(scene, { base: horizon + 2, amplitude: 300, cells: 4, octaves: 4, sharpness: 1.2 });
    draw(land(scene, alps, { color: mix(palette.shadow, palette.haze, 0.6), mist: 0.45, lightX: sunAt[0] }));
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.5 }));
    canvas.add(
      `<rect x="0" y="${fmt(horizon + 2)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${mix('#1fb3b0', palette.glow, 0.2)}" opacity="0.4"/>`,
    );
    const hill = headland(scene, y + 70, x + 120, 420, canvas.height + 30);
    const green = mix('#4f7a3a', palette.glow, 0.2);
    canvas.add(land(scene, hill, { color: green, mist: 0.1, lightX: sunAt[0] }));
    const clip = canvas.clipPath(landPath(hill, canvas.height));
    canvas.add(
      `<g clip-path="${clip}">${canopy(
        scene,
        Array.from({ length: 30 }, (_, k): Point => {
          const px = between(random, -20, x + 500);
          return [px, heightAt(hill, px) + 40 + k * 14];
        }),
        [green, darken(green, 0.15), mix('#2f5a3a', palette.glow, 0.2)],
        36,
      )}</g>`,
    );
    canvas.add(belleEpoqueVilla(scene, [x, y + 110], 220, lit));
    canvas.add(belleEpoqueVilla(scene, [x - 230, y + 200], 160, lit));
    canvas.add(belleEpoqueVilla(scene, [x + 240, y + 250], 170, lit));
    const trunk = darken(mix('#3f5a2f', palette.shadow, 0.3), 0.1);
    for (const [px, h] of [
      [x - 120, 260],
      [x + 140, 220],
      [x + 330, 240],
    ] as const) {
      canvas.add(palm(scene, [px, y + 230], h, between(random, -0.3, 0.3), trunk));
    }
    for (let i = 0; i < 5; i += 1) {
      const by = between(random, horizon + 40, canvas.height * 0.92);
      canvas.add(yacht(scene, [between(random, x + 450, canvas.width - 60), by], 40 + (by - horizon) * 0.3));
    }
    return box([x, y], 160, 50, 160);
  }
  if (words.has('galle')) {
    // The fort's low ramparts run along the shore, the white lighthouse on its bastion, palms
    // behind; in the surf before them, fishermen perched on their stilts.
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.45 }));
    const wallTop = y + 130;
    const stone = mix('#8f8470', palette.glow, 0.2);
    const trunk = darken(mix('#3f5a2f', palette.shadow, 0.3), 0.1);
    for (let i = 0; i < 7; i += 1) {
      const px = between(random, -40, x + 520);
      canvas.add(
        palm(scene, [px, wallTop + 6], between(random, 180, 280), between(random, -0.4, 0.4), trunk),
      );
    }
    canvas.add(
      `<path d="M-20,${fmt(wallTop)} L${fmt(x - 120)},${fmt(wallTop)} L${fmt(x - 90)},${fmt(wallTop - 20)} L${fmt(x + 110)},${fmt(wallTop - 20)} L${fmt(x + 140)},${fmt(wallTop)} L${fmt(x + 620)},${fmt(wallTop + 10)} L${fmt(x + 640)},${fmt(wallTop + 120)} L-20,${fmt(wallTop + 140)} Z" fill="${stone}"/>` +
        `<path d="M-20,${fmt(wallTop + 40)} L${fmt(x + 630)},${fmt(wallTop + 50)}" stroke="${darken(stone, 0.2)}" stroke-width="4"/>` +
        `<rect x="-20" y="${fmt(wallTop - 8)}" width="${fmt(x + 660)}" height="10" fill="${mix('#6f8a4a', palette.glow, 0.2)}"/>`,
    );
    canvas.add(lighthouse(scene, [x, wallTop - 18], wallTop - 18 - (y - 150), lit));
    const figure = darken(mix(palette.shadow, '#20262e', 0.5), 0.1);
    for (let i = 0; i < 4; i += 1) {
      const fx = x + 240 + i * between(random, 140, 200);
      const fy = between(random, wallTop + 190, canvas.height * 0.95);
      canvas.add(stiltFisherman(scene, [fx, fy], 140 + (fy - horizon) * 0.3, figure));
    }
    return box([x, y], 120, 160, wallTop - y);
  }
  if (words.has('capepoint')) {
    // Sheer cliffs to the point, the old lighthouse on the summit, the sea on both its sides.
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.4 }));
    const summit = y + 10;
    const rock = mix('#6a5a4a', palette.glow, 0.2);
    const tip = x + 420;
    canvas.add(
      `<path d="M-20,${fmt(canvas.height + 20)} L-20,${fmt(summit + 60)} L${fmt(x - 80)},${fmt(summit + 20)} L${fmt(x - 20)},${fmt(summit)} L${fmt(x + 60)},${fmt(summit + 10)} L${fmt(x + 200)},${fmt(summit + 70)} L${fmt(tip)},${fmt(horizon - 10)} L${fmt(tip + 30)},${fmt(horizon + 30)} L${fmt(x + 560)},${fmt(canvas.height + 20)} Z" fill="${rock}"/>` +
        `<path d="M${fmt(x + 60)},${fmt(summit + 10)} L${fmt(x + 200)},${fmt(summit + 70)} L${fmt(tip)},${fmt(horizon - 10)} L${fmt(tip + 30)},${fmt(horizon + 30)} L${fmt(x + 560)},${fmt(canvas.height + 20)} L${fmt(x + 300)},${fmt(canvas.height + 20)} Z" fill="${darken(rock, 0.35)}"/>`,
    );
    canvas.add(fynbos(scene, (px) => (px < x ? summit + 40 : summit + 40 + (px - x) * 0.5), -20, x + 200));
    canvas.add(lighthouse(scene, [x, summit + 4], 150, lit));
    canvas.add(
      `<ellipse cx="${fmt(tip + 40)}" cy="${fmt(horizon + 34)}" rx="90" ry="6" fill="#ffffff" opacity="0.6"/>`,
    );
    return box([x, y], 140, 150, 60);
  }
  if (words.has('knysna')) {
    // The two sandstone Heads face each other across the narrow mouth; the lagoon lies calm in
    // front, forest on the hills behind and fynbos on the cliff tops.
    const forest = ridge(scene, { base: horizon + 2, amplitude: 160, cells: 4, octaves: 3 });
    draw(land(scene, forest, { color: mix('#2f4f30', palette.haze, 0.45), mist: 0.4, lightX: sunAt[0] }));
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.55 }));
    const rock = mix('#9a7a52', palette.glow, 0.25);
    const head = (from: number, to: number, top: number, facing: 1 | -1) => {
      const cliff = facing > 0 ? to : from;
      const back = facing > 0 ? from : to;
      return `<path d="M${fmt(back)},${fmt(horizon + 160)} L${fmt(back)},${fmt(top + 30)} Q${fmt((from + to) / 2)},${fmt(top - 10)} ${fmt(cliff - facing * 30)},${fmt(top)} L${fmt(cliff)},${fmt(horizon + 120)} Z" fill="${rock}"/>`;
    };
    const gap = 90;
    canvas.add(head(-20, x - gap / 2, y - 40, 1) + head(x + gap / 2, x + 600, y, -1));
    canvas.add(
      fynbos(scene, () => y - 30, -20, x - gap / 2 - 30) +
        fynbos(scene, () => y + 10, x + gap / 2 + 30, x + 600),
    );
    canvas.add(
      `<rect x="-20" y="${fmt(horizon + 118)}" width="${canvas.width + 40}" height="${fmt(canvas.height - horizon)}" fill="${mix(palette.water, '#3a8a8a', 0.35)}" opacity="0.55"/>` +
        `<ellipse cx="${fmt(x)}" cy="${fmt(horizon + 122)}" rx="${fmt(gap)}" ry="5" fill="#ffffff" opacity="0.7"/>`,
    );
    for (let i = 0; i < 3; i += 1) {
      const by = between(random, horizon + 200, canvas.height * 0.9);
      canvas.add(
        boat(
          scene,
          [between(random, 0.1, 0.9) * canvas.width, by],
          10 + ((by - horizon) / canvas.height) * 40,
          1,
        ),
      );
    }
    return box([x, y], 180, 40, horizon + 120 - y);
  }
  return undefined;
}
