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
  goldenStack,
  harbourBridge,
  operaHouse,
  sandstone,
  seaArch,
  seaStacks,
  windmill,
} from '../features';
import { between, pick } from '../random';
import { reflected, isAfterDark, skyWithLight, type SceneDefinition } from './shared';

/**
 * Cliffs stacked with pastel houses above a glittering sea: Amalfi, Positano, Capri. The coasts known
 * for something else paint that instead: Sydney's Opera House under the Harbour Bridge, a Cycladic
 * village of white cubes and blue domes under its windmill, the Algarve's golden arch and stacks,
 * Paraty's colonial waterfront under green hills, Table Mountain over Cape Town.
 */
export const coast: SceneDefinition = {
  times: ['golden', 'day', 'dusk'],
  horizon: [0.46, 0.52],
  subject: { x: [0.2, 0.3], y: [0.44, 0.5] },
  variants: ['faraglioni', 'sydney', 'cyclades', 'algarve', 'paraty', 'table'],
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
    const slots: Point[] = [];
    for (let i = 0; i < 70; i += 1) {
      const x = subject[0] + between(random, -0.2, 0.2) * canvas.width;
      const top = heightAt(cliff, x);
      if (top > canvas.height - 60) continue;
      slots.push([x, top + 26 + random() ** 1.5 * Math.min(380, canvas.height - top - 40)]);
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

type Draw = (markup: string) => void;

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
  return undefined;
}
