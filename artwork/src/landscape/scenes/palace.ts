import { fmt, type Point } from '../canvas';
import { darken, mix } from '../color';
import {
  box,
  clouds,
  heightAt,
  land,
  mistBand,
  ridge,
  snowCaps,
  water,
  type Box,
  type Scene,
} from '../elements';
import {
  agave,
  blueTown,
  boat,
  campanile,
  canopy,
  cypress,
  fort,
  hacienda,
  medina,
  palace,
  palazzi,
  parthenon,
  penaPalace,
  redFortress,
  stPetersDome,
  terracottaRooftops,
  umbrellaPine,
  whiteDomes,
} from '../features';
import { between } from '../random';
import { reflected, sunPosition, isAfterDark, skyWithLight, type Draw, type SceneDefinition } from './shared';

// Each palace, fort and city is a landmark of its own: each is its own picture.
const palaceLandmarks = [
  'blue',
  'fort',
  'canal',
  'mosque',
  'taj',
  'hacienda',
  'medina',
  'alhambra',
  'sintra',
  'acropolis',
  'rome',
  'florence',
];

/**
 * A marble palace on a lake or a fort above a blue city: Rajasthan. Each other place with a palace
 * has its own: Venice's canal of palazzi, Abu Dhabi's white domes, the Taj Mahal over its pool, a
 * Yucatán hacienda among agaves, Morocco's medina under the Atlas, the Alhambra's red walls under
 * the Sierra Nevada, Sintra's palace on its crag in the forest, the Acropolis above Athens, St Peter's
 * dome over Rome's rooftops and umbrella pines, Florence's Duomo and campanile under cypress hills.
 */
export const palaceScene: SceneDefinition = {
  times: ['dusk', 'golden'],
  horizon: [0.54, 0.6],
  subject: { x: [0.4, 0.58], y: [0.44, 0.5] },
  variants: palaceLandmarks,
  motifs: palaceLandmarks,
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 60, 200);
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.55, streaks: true, opacity: 0.5 }));
    if (words.has('rome')) return rome(scene, sunAt);
    if (words.has('florence')) return florence(scene, sunAt);
    const landmark = paintLandmark(scene, words, sunAt, draw, layers);
    if (landmark) return landmark;
    const hills = ridge(scene, { base: horizon, amplitude: 160, cells: 3, octaves: 4 });
    draw(
      land(scene, hills, {
        color: mix(palette.shadow, palette.haze, 0.62),
        mist: 0.45,
        lightX: sunAt[0],
        rim: true,
      }),
    );
    const marble = mix('#f3ece0', palette.glow, 0.3);
    const lit = isAfterDark(scene);

    if (words.has('fort')) {
      const rock = ridge(scene, {
        base: canvas.height * 0.86,
        amplitude: canvas.height * 0.42,
        cells: 3,
        octaves: 4,
        sharpness: 0.6,
        profile: (t) => Math.max(0.1, 1 - (Math.abs(t - 0.5) / 0.55) ** 2),
      });
      const sandstone = mix('#b0673e', palette.glow, 0.3);
      canvas.add(land(scene, rock, { color: darken(sandstone, 0.35), mist: 0.15, lightX: sunAt[0] }));
      canvas.add(
        fort(scene, rock, canvas.width * 0.18, canvas.width * 0.82, sandstone, darken(sandstone, 0.3)),
      );
      if (words.has('blue')) {
        // Jodhpur: Mehrangarh over its blue city.
        canvas.add(blueTown(scene, canvas.height * 0.86, canvas.height + 60, lit));
      } else {
        // Amber: the fort's walls over Maota Lake, its terraced garden on the water.
        const lakeTop = canvas.height * 0.84;
        const lake = canvas.linearGradient(
          [
            [0, mix(palette.sky[2], palette.water, 0.3)],
            [1, darken(mix(palette.sky[0], palette.water, 0.5), 0.2)],
          ],
          [0, lakeTop],
          [0, canvas.height],
        );
        canvas.add(
          `<rect x="0" y="${fmt(lakeTop)}" width="${canvas.width}" height="${fmt(canvas.height - lakeTop)}" fill="${lake}"/>`,
        );
        const garden = mix('#c9a26a', palette.glow, 0.25);
        for (let i = 0; i < 3; i += 1) {
          const w = canvas.width * (0.2 - i * 0.05);
          canvas.add(
            `<rect x="${fmt(canvas.width * 0.5 - w / 2)}" y="${fmt(lakeTop + 20 - i * 14)}" width="${fmt(w)}" height="16" fill="${darken(garden, i * 0.08)}"/>`,
          );
        }
      }
      return box(
        [canvas.width / 2, canvas.height * 0.62],
        canvas.width * 0.32,
        canvas.height * 0.3,
        canvas.height * 0.24,
      );
    }

    const width = between(random, 620, 780);
    const x = subject[0] - width / 2;
    const building = palace(scene, x, horizon + 30, width, 170, {
      color: marble,
      windowColor: darken(marble, 0.35),
      lit,
    });
    draw(
      `<rect x="${fmt(x - 20)}" y="${fmt(horizon + 20)}" width="${fmt(width + 40)}" height="12" fill="${darken(marble, 0.3)}"/>`,
    );
    draw(building);
    canvas.add(
      water(scene, horizon + 31, {
        reflect: layers.map((layer) => `<g transform="translate(0 -31)">${layer}</g>`),
        sunAt,
        clarity: 0.7,
      }),
    );
    canvas.add(boat(scene, [canvas.width * between(random, 0.6, 0.9), canvas.height * 0.86], 30, -1));
    return box([subject[0], horizon], width / 2, 230, 40);
  },
};

/** The place-specific palaces; undefined leaves the picture to Rajasthan's lake palace or fort. */
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
  const rise = horizon - y;
  if (words.has('canal')) {
    // Looking down the Grand Canal: palazzi on both banks, a domed church closing the view.
    draw(whiteDomes(scene, [x, horizon + 10], rise * 2.2, true));
    draw(palazzi(scene, -20, x - rise * 1.4, horizon + 14, lit));
    draw(palazzi(scene, x + rise * 1.4, canvas.width + 20, horizon + 14, lit));
    canvas.add(water(scene, horizon + 14, { reflect: layers, sunAt, clarity: 0.75 }));
    canvas.add(boat(scene, [x + rise * 0.6, canvas.height * 0.8], 60, 1));
    return box([x, y], rise * 1.1, rise * 0.8, rise + 14);
  }
  if (words.has('mosque') || words.has('taj')) {
    const single = words.has('taj');
    // The Taj Mahal fills the middle of the picture, its dome's shoulders at the focal point; it
    // stands in its garden in front of the tree line.
    const width = single ? 720 : rise * 5.2;
    const base = single ? y + width * 0.3 : horizon + 6;
    const ground = mix('#8a9a6a', palette.haze, 0.4);
    canvas.add(
      `<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${ground}"/>`,
    );
    draw(whiteDomes(scene, [x, base], width, single));
    if (single) {
      const cypress = darken(mix('#2f5a3a', palette.shadow, 0.3), 0.1);
      for (let i = 0; i < 7; i += 1) {
        for (const side of [-1, 1]) {
          const t = i / 6;
          const cx = x + side * (120 + t * 380);
          const cy = horizon + 30 + t * (canvas.height - horizon) * 0.8;
          const h = 60 + t * 200;
          canvas.add(
            `<ellipse cx="${fmt(cx)}" cy="${fmt(cy - h / 2)}" rx="${fmt(h * 0.13)}" ry="${fmt(h / 2)}" fill="${cypress}"/>`,
          );
        }
      }
    }
    // The long reflecting pool running from the viewer to the steps.
    const pool = canvas.clipPath(
      `M${fmt(x - 40)},${fmt(base + 2)} L${fmt(x + 40)},${fmt(base + 2)} L${fmt(x + (single ? 90 : 600))},${canvas.height} L${fmt(x - (single ? 90 : 600))},${canvas.height} Z`,
    );
    canvas.add(
      `<g clip-path="${pool}">${water(scene, base + 2, {
        reflect: layers.map((layer) => `<g transform="translate(0 ${fmt(horizon + 6 - base)})">${layer}</g>`),
        sunAt,
        clarity: 0.85,
      })}</g>`,
    );
    return single
      ? box([x, y], width * 0.3, width * 0.3, base - y)
      : box([x, y], rise * 0.9, rise * 0.6, rise + 10);
  }
  if (words.has('hacienda')) {
    const garden = mix('#5f7a3a', palette.haze, 0.25);
    canvas.add(
      `<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${garden}"/>`,
    );
    const width = rise * 5;
    canvas.add(hacienda(scene, [x, horizon + 20], width, lit));
    for (let i = 0; i < 9; i += 1) {
      const ax = between(random, 0, 1) * canvas.width;
      const ay = between(random, horizon + 80, canvas.height + 20);
      canvas.add(agave(scene, [ax, ay], 40 + (ay - horizon) * 0.35));
    }
    return box([x, y], width * 0.25, rise * 0.5, rise + 20);
  }
  if (words.has('medina')) {
    // The Atlas in snow behind the rooftops.
    const atlas = ridge(scene, { base: horizon - 40, amplitude: 260, cells: 3, octaves: 4, sharpness: 1.5 });
    canvas.add(land(scene, atlas, { color: mix(palette.shadow, palette.haze, 0.6), mist: 0.3 }));
    canvas.add(snowCaps(scene, atlas, horizon - 160));
    canvas.add(medina(scene, horizon + 20, canvas.height + 40, [x, y - rise * 0.2], lit));
    return box([x, y], rise * 0.3, rise * 0.5, rise);
  }
  if (words.has('alhambra')) {
    const sierra = ridge(scene, { base: horizon - 80, amplitude: 220, cells: 2, octaves: 4, sharpness: 1.3 });
    canvas.add(land(scene, sierra, { color: mix(palette.shadow, palette.haze, 0.55), mist: 0.3 }));
    canvas.add(snowCaps(scene, sierra, horizon - 160));
    const hill = ridge(scene, { base: horizon + 120, amplitude: 120, cells: 2, octaves: 2, floor: 0.6 });
    canvas.add(land(scene, hill, { color: mix('#4a5a32', palette.shadow, 0.3), mist: 0.1 }));
    canvas.add(redFortress(scene, x - rise * 2.6, x + rise * 2.6, (px) => heightAt(hill, px) + 6));
    const trees = mix('#2f4a2a', palette.shadow, 0.3);
    canvas.add(
      canopy(
        scene,
        hill.map(([px, py]) => [px, py + 60]),
        [trees, darken(trees, 0.2)],
        40,
      ),
    );
    return box([x, y], rise * 2.4, rise, heightAt(hill, x) - y + 20);
  }
  if (words.has('sintra')) {
    const crag = ridge(scene, {
      base: canvas.height,
      // Its summit just under the focal point, so the palace on it stands around it.
      amplitude: canvas.height - y - 90,
      cells: 2,
      octaves: 3,
      floor: 0.85,
      profile: (t) => Math.max(0, 1 - (Math.abs(t - x / canvas.width) / 0.4) ** 1.5),
    });
    const forest = mix('#2f4a32', palette.haze, 0.25);
    canvas.add(land(scene, crag, { color: forest, mist: 0.2 }));
    canvas.add(
      canopy(
        scene,
        crag.filter((_, i) => i % 2 === 0),
        [forest, darken(forest, 0.2)],
        30,
      ),
    );
    // The palace crowns the crag at a size that reads on a phone: its towers rise above the focal
    // point, its red and grey halls fall below it.
    const width = 560;
    const top = heightAt(crag, x);
    canvas.add(penaPalace(scene, [x, top + 20], width));
    canvas.add(mistBand(scene, canvas.height * 0.82, 90, 0.6));
    return box([x, top + 20 - width * 0.23], width * 0.5, width * 0.23, width * 0.23);
  }
  if (words.has('acropolis')) {
    // The flat-topped rock, the temple along its crest, white Athens spreading below.
    const rockTop = y + rise * 0.45;
    const rock = mix('#a8866a', palette.glow, 0.2);
    canvas.add(
      `<path d="M${fmt(x - rise * 5)},${fmt(horizon + 90)} L${fmt(x - rise * 3)},${fmt(rockTop + 10)} L${fmt(x + rise * 2.8)},${fmt(rockTop)} L${fmt(x + rise * 4.6)},${fmt(horizon + 90)} Z" fill="${rock}"/>`,
    );
    canvas.add(parthenon(scene, [x, rockTop + 4], rise * 2.6));
    canvas.add(
      blueTown(scene, horizon + 110, canvas.height + 40, lit).replace(/#[0-9a-f]{6}/g, (c) =>
        mix(c, '#f2eee6', 0.85),
      ),
    );
    return box([x, y], rise * 1.4, rise * 0.6, rise * 0.6);
  }
  return undefined;
}

/**
 * Rome from the Janiculum: St Peter's dome standing over row upon row of terracotta roofs, the Alban
 * hills hazy behind and umbrella pines framing the view.
 */
function rome(scene: Scene, sunAt: Point): Box {
  const { canvas, random, palette, horizon, subject } = scene;
  const [x, y] = subject;
  const hills = ridge(scene, { base: horizon, amplitude: 110, cells: 3, octaves: 3 });
  canvas.add(
    land(scene, hills, { color: mix(palette.shadow, palette.haze, 0.7), mist: 0.5, lightX: sunAt[0] }),
  );
  const lit = isAfterDark(scene);
  const width = 250;
  const domeBase = y + width * 0.95;
  canvas.add(terracottaRooftops(scene, horizon - 10, domeBase - 20, lit));
  canvas.add(stPetersDome(scene, [x, domeBase], width, lit));
  canvas.add(terracottaRooftops(scene, domeBase + 30, canvas.height + 80, lit));
  const pine = darken(mix('#2f4a2a', palette.shadow, 0.4), 0.05);
  for (const px of [between(random, 0.02, 0.12), between(random, 0.82, 0.9), between(random, 0.9, 1)]) {
    canvas.add(umbrellaPine(scene, [px * canvas.width, canvas.height + 20], between(random, 520, 640), pine));
  }
  // From the drum's foot to the cross on its lantern.
  return box([x, y], width * 0.55, width * 0.35, domeBase - y);
}

/**
 * Florence from the Piazzale Michelangelo: Brunelleschi's terracotta dome and Giotto's campanile
 * beside it over the city's roofs, the Fiesole hills behind set with cypresses.
 */
function florence(scene: Scene, sunAt: Point): Box {
  const { canvas, random, palette, horizon, subject } = scene;
  const [x, y] = subject;
  const hills = ridge(scene, { base: horizon - 20, amplitude: 170, cells: 2, octaves: 3, sharpness: 0.8 });
  const hillColor = mix('#6a7d4a', palette.haze, 0.5);
  canvas.add(land(scene, hills, { color: hillColor, mist: 0.45, lightX: sunAt[0] }));
  // Cypresses along the hill crests and down their lanes, small with distance.
  const dark = mix('#2a3f2a', palette.haze, 0.35);
  for (let i = 0; i < 38; i += 1) {
    const cx = between(random, 0, 1) * canvas.width;
    if (Math.abs(cx - x) < 200) continue;
    const cy = heightAt(hills, cx) + between(random, 4, 60);
    canvas.add(cypress(scene, [cx, cy], between(random, 26, 46), dark));
  }
  const lit = isAfterDark(scene);
  const width = 250;
  const domeBase = y + width * 0.95;
  canvas.add(terracottaRooftops(scene, horizon - 10, domeBase - 20, lit));
  // The campanile stands just off the dome's shoulder and a little lower than its lantern.
  const side = random() < 0.5 ? -1 : 1;
  canvas.add(campanile(scene, [x + side * width * 1.05, domeBase + 10], width * 0.24, width * 1.6));
  canvas.add(
    stPetersDome(scene, [x, domeBase], width, lit, { stone: '#efe8dc', dome: '#c0603c', ribs: '#f4efe6' }),
  );
  canvas.add(terracottaRooftops(scene, domeBase + 30, canvas.height + 80, lit));
  // Two cypresses in the near garden frame the view, where Rome has its umbrella pines.
  const near = darken(mix('#2a3f2a', palette.shadow, 0.4), 0.1);
  for (const px of [between(random, 0.03, 0.1), between(random, 0.9, 0.97)]) {
    canvas.add(cypress(scene, [px * canvas.width, canvas.height + 30], between(random, 520, 620), near));
  }
  return box([x, y], width * 0.55, width * 0.35, domeBase - y);
}
