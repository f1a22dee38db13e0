import { fmt, landPath, type Point } from './canvas';
import { darken, lighten, mix } from './color';
import {
  birds,
  clouds,
  conifers,
  heightAt,
  land,
  milkyWay,
  mistBand,
  ridge,
  sky,
  snowCaps,
  stars,
  sun,
  water,
  type Scene,
} from './elements';
import {
  acacia,
  blueTown,
  boat,
  bungalow,
  canopy,
  cliffTown,
  deadTree,
  fort,
  icebergs,
  mapleFoliage,
  mokoro,
  overwaterVillas,
  pagoda,
  palace,
  palm,
  reeds,
  seaStacks,
  stoneLantern,
  templeRoof,
  tent,
} from './features';
import type { TimeOfDay } from './palettes';
import { between, pick } from './random';

/** Paints one composition; `words` are the image key's words, which pick a variant (garden, fort...). */
export interface SceneDefinition {
  times: readonly TimeOfDay[];
  /** Where the horizon sits, as a share of the height. */
  horizon: [number, number];
  paint: (scene: Scene, words: ReadonlySet<string>) => void;
}

/** Collects what is drawn above a waterline so the water can mirror it. */
const reflected = (scene: Scene) => {
  const layers: string[] = [];
  const draw = (markup: string) => {
    scene.canvas.add(markup);
    layers.push(markup);
  };
  return { layers, draw };
};

const sunPosition = (scene: Scene, lowest: number, highest: number): Point => {
  const { random, canvas, horizon } = scene;
  const x = (pick(random, [0.24, 0.34, 0.66, 0.76]) + between(random, -0.04, 0.04)) * canvas.width;
  return [x, horizon - between(random, lowest, highest)];
};

const isAfterDark = (scene: Scene) => scene.palette.time === 'dusk' || scene.palette.time === 'night';

// Water mirrors the land only: its own gradient stands in for the sky, which keeps the blurred
// reflection small enough to rasterise quickly.
const skyWithLight = (scene: Scene, sunAt: Point, radius: number) => {
  scene.canvas.add(sky(scene));
  if (scene.palette.time === 'night') scene.canvas.add(stars(scene, 260));
  scene.canvas.add(sun(scene, sunAt, radius));
};

/** Snow peaks over a lake: Patagonia, the Alps, the home page hero. */
const mountainLake: SceneDefinition = {
  times: ['golden', 'dawn', 'dusk', 'day'],
  horizon: [0.6, 0.68],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, palette.time === 'day' ? 380 : 140, palette.time === 'day' ? 520 : 300);
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 6, top: 40, bottom: horizon * 0.5, streaks: palette.time !== 'day', opacity: 0.55 }));

    const farColor = mix(mix(palette.shadow, palette.sky[0], 0.3), palette.haze, 0.58);
    const far = ridge(scene, { base: horizon - 70, amplitude: horizon * 0.5, cells: 3, octaves: 5, ridged: true, sharpness: 1.5 });
    draw(land(scene, far, { color: farColor, mist: 0.7, bottom: horizon, lightX: sunAt[0], rim: true }));
    draw(snowCaps(scene, far, horizon * 0.66));
    const towers = words.has('towers');
    // The Paine towers: three granite spires side by side, far steeper than any ridge noise makes.
    const spireAt = between(random, 0.35, 0.6);
    const mid = ridge(scene, {
      base: horizon - 25,
      amplitude: horizon * (towers ? 0.58 : 0.34),
      cells: towers ? 6 : 4,
      octaves: 5,
      ridged: true,
      sharpness: 1.25,
      profile: towers
        ? (t) => 0.35 + 0.65 * Math.max(...[0, 0.045, 0.09].map((o) => Math.exp(-(((t - spireAt - o) / 0.018) ** 2))))
        : undefined,
    });
    draw(land(scene, mid, { color: mix(palette.shadow, palette.haze, 0.38), mist: 0.6, bottom: horizon, lightX: sunAt[0] }));
    draw(snowCaps(scene, mid, horizon * 0.6));
    draw(mistBand(scene, horizon - 20, 50, 0.35));
    const shore = ridge(scene, { base: horizon + 4, amplitude: 55, cells: 5, octaves: 3 });
    const shoreColor = mix(palette.shadow, palette.haze, 0.22);
    draw(land(scene, shore, { color: shoreColor, mist: 0.2, bottom: horizon + 6 }));
    draw(conifers(scene, shore, { color: shoreColor, minHeight: 14, maxHeight: 34, spacing: 9 }));
    canvas.add(birds(scene, [sunAt[0] + between(random, -300, 300), horizon * 0.35], 5, darken(palette.shadow, 0.2)));

    canvas.add(water(scene, horizon, { reflect: layers, sunAt: palette.time === 'night' ? undefined : sunAt }));
    if (words.has('glacier')) canvas.add(icebergs(scene, horizon + 20, canvas.height * 0.86, 9));

    const side = random() < 0.5 ? -1 : 1;
    const bank = ridge(scene, {
      base: canvas.height + 20,
      amplitude: 300,
      cells: 4,
      octaves: 4,
      profile: (t) => Math.max(0, side < 0 ? 1 - t * 2.2 : t * 2.2 - 1.2) ** 1.4,
    });
    canvas.add(land(scene, bank, { color: palette.shadow, mist: 0.05 }));
    canvas.add(conifers(scene, bank, { color: palette.shadow, minHeight: 40, maxHeight: 120, spacing: 16, density: 0.7 }));
  },
};

/** Sheer forested walls closing on a still sound: Fiordland, Norway. */
const fjord: SceneDefinition = {
  times: ['dawn', 'golden', 'day'],
  horizon: [0.62, 0.7],
  paint(scene) {
    const { canvas, random, palette, horizon } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 170, 320);
    skyWithLight(scene, sunAt, 26);
    canvas.add(clouds(scene, { count: 5, top: 60, bottom: horizon * 0.45, opacity: 0.5 }));

    const centre = between(random, 0.42, 0.58);
    const forest = mix('#1d3d33', palette.shadow, 0.15);
    const walls = [
      { height: 0.55, spread: 0.16, fade: 0.62, mist: 0.6 },
      { height: 0.72, spread: 0.1, fade: 0.36, mist: 0.5 },
      { height: 0.95, spread: 0.04, fade: 0.1, mist: 0.35 },
    ];
    walls.forEach((wall, index) => {
      const shift = centre + between(random, -0.06, 0.06);
      const points = ridge(scene, {
        base: horizon + 2,
        amplitude: horizon * wall.height,
        cells: 5,
        octaves: 5,
        ridged: true,
        persistence: 0.45,
        sharpness: 0.8,
        // Low in the channel, rising steeply to both sides like glacier-cut walls.
        profile: (t) => Math.min(1, Math.max(0, (Math.abs(t - shift) - wall.spread) / 0.32)) ** 0.7,
      });
      const color = mix(forest, palette.haze, wall.fade);
      draw(land(scene, points, { color, mist: wall.mist, bottom: horizon + 2, lightX: sunAt[0], rim: index === 0 }));
      if (index === 0) draw(snowCaps(scene, points, horizon * 0.5));
      if (index === walls.length - 1) {
        draw(conifers(scene, points.map(([x, y]): Point => [x, y + 16]), { color, minHeight: 10, maxHeight: 24, spacing: 7, density: 0.6 }));
        // Waterfalls fed by the rain, spilling down the nearest walls.
        for (let i = 0; i < 5; i += 1) {
          const x = (random() < 0.5 ? between(random, 0.04, centre - 0.2) : between(random, centre + 0.2, 0.96)) * canvas.width;
          const top = heightAt(points, x) + 30;
          if (top > horizon - 60) continue;
          let d = `M${fmt(x)},${fmt(top)}`;
          for (let y = top; y < horizon; y += 22) d += ` L${fmt(x + between(random, -4, 4))},${fmt(y)}`;
          draw(`<path d="${d}" fill="none" stroke="${lighten(palette.haze, 0.5)}" stroke-width="${fmt(between(random, 1.5, 3))}" opacity="0.55"/>`);
        }
      }
      draw(mistBand(scene, horizon - 50 - index * 90, 60, 0.28));
    });
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.65 }));
  },
};

/** Cliffs stacked with pastel houses above a glittering sea: Amalfi, Capri, the Greek islands. */
const coast: SceneDefinition = {
  times: ['golden', 'day', 'dusk'],
  horizon: [0.5, 0.56],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
    const { layers, draw } = reflected(scene);
    const side = random() < 0.5 ? -1 : 1;
    const sunX = (side < 0 ? between(random, 0.62, 0.8) : between(random, 0.2, 0.38)) * canvas.width;
    const sunAt: Point = [sunX, horizon - between(random, 90, palette.time === 'day' ? 360 : 200)];
    skyWithLight(scene, sunAt, 28);
    canvas.add(clouds(scene, { count: 5, top: 50, bottom: horizon * 0.6, streaks: palette.time !== 'day', opacity: 0.5 }));

    // A distant island on the horizon, blue with distance.
    const islandAt = side < 0 ? between(random, 0.6, 0.85) : between(random, 0.15, 0.4);
    const island = ridge(scene, {
      base: horizon + 1,
      amplitude: 90,
      cells: 4,
      octaves: 4,
      profile: (t) => Math.max(0, 1 - Math.abs(t - islandAt) / 0.13) ** 0.8,
    });
    draw(land(scene, island, { color: mix(palette.shadow, palette.haze, 0.72), mist: 0.4, bottom: horizon + 1 }));
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
      floor: 0.55,
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
    canvas.add(`<g clip-path="${clip}" filter="${canvas.blur(3)}">${greenery}</g>`);
    const slots: Point[] = [];
    for (let i = 0; i < 70; i += 1) {
      const x = (side < 0 ? between(random, 0.02, 0.42) : between(random, 0.58, 0.96)) * canvas.width;
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
  },
};

/** Turquoise lagoon, a palm-fringed island and villas over the water: the Maldives, Seychelles, Bora Bora. */
const island: SceneDefinition = {
  times: ['day', 'golden', 'day'],
  horizon: [0.44, 0.5],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
    const sunAt = sunPosition(scene, palette.time === 'day' ? 300 : 120, palette.time === 'day' ? 420 : 220);
    canvas.add(sky(scene));
    canvas.add(sun(scene, sunAt, 26));
    canvas.add(clouds(scene, { count: 9, top: horizon * 0.45, bottom: horizon - 30, opacity: 0.8 }));
    canvas.add(clouds(scene, { count: 3, top: 40, bottom: horizon * 0.35, streaks: true, opacity: 0.4 }));

    const deep = mix('#0f5f8f', palette.glow, 0.08);
    const shallow = mix('#3fcfc8', palette.glow, 0.12);
    const sea = canvas.linearGradient(
      [
        [0, mix(deep, palette.sky[2], 0.3)],
        [0.25, deep],
        [1, mix(shallow, deep, 0.35)],
      ],
      [0, horizon],
      [0, canvas.height],
    );
    canvas.add(`<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${sea}"/>`);

    const islandX = between(random, 0.3, 0.7) * canvas.width;
    const islandY = horizon + (canvas.height - horizon) * between(random, 0.42, 0.55);
    const sandbankOnly = words.has('sandbank');
    const islandW = sandbankOnly ? 260 : between(random, 480, 620);
    // Lagoon glow around the island, and darker coral heads on the reef flat.
    canvas.add(`<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY)}" rx="${fmt(islandW * 2.1)}" ry="${fmt(islandW * 0.38)}" fill="${canvas.softFill(lighten(shallow, 0.25), 0.95)}"/>`);
    let reef = '';
    for (let i = 0; i < 26; i += 1) {
      const x = islandX + between(random, -1.8, 1.8) * islandW;
      const y = islandY + between(random, -0.25, 0.3) * islandW;
      reef += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 20, 70))}" ry="${fmt(between(random, 5, 14))}" fill="${darken(shallow, 0.35)}" opacity="0.35"/>`;
    }
    canvas.add(`<g filter="${canvas.blur(6)}">${reef}</g>`);
    canvas.add(water(scene, horizon, { reflect: [], sunAt, surface: false }));
    canvas.add(`<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY + 4)}" rx="${fmt(islandW * 0.64)}" ry="${fmt(islandW * 0.095)}" fill="${canvas.softFill(lighten(shallow, 0.55))}"/>`);
    canvas.add(`<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY)}" rx="${fmt(islandW * 0.5)}" ry="${fmt(islandW * 0.055)}" fill="${mix('#f6ead0', palette.glow, 0.2)}"/>`);

    if (!sandbankOnly) {
      const jungle = mix('#2f5d3a', palette.glow, 0.12);
      let bush = '';
      for (let i = 0; i < 40; i += 1) {
        const x = islandX + between(random, -0.38, 0.38) * islandW;
        const r = between(random, 18, 42) * (1 - Math.abs(x - islandX) / islandW);
        bush += `<ellipse cx="${fmt(x)}" cy="${fmt(islandY - 6 - r * 0.3)}" rx="${fmt(r * 1.5)}" ry="${fmt(r)}" fill="${pick(random, [jungle, darken(jungle, 0.2), lighten(jungle, 0.12)])}"/>`;
      }
      canvas.add(bush);
      for (let i = 0; i < 6; i += 1) {
        const x = islandX + between(random, -0.42, 0.42) * islandW;
        const lean = ((x - islandX) / islandW) * 1.6 + between(random, -0.25, 0.25);
        canvas.add(palm(scene, [x, islandY - 4], between(random, 110, 230), lean, darken(jungle, 0.3)));
      }
      const direction = islandX < canvas.width / 2 ? 1 : -1;
      canvas.add(
        overwaterVillas(
          scene,
          [islandX + direction * islandW * 0.45, islandY + 6],
          [islandX + direction * islandW * 1.55, islandY + (canvas.height - islandY) * 0.55],
          6,
        ),
      );
    } else {
      canvas.add(boat(scene, [islandX + islandW * 0.7, islandY + 40], 26, -1));
    }
  },
};

/** Ranks of wind-sharpened dunes: the Namib, the Sahara, Wadi Rum. */
const dunes: SceneDefinition = {
  times: ['dawn', 'golden', 'golden'],
  horizon: [0.55, 0.62],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
    const sunAt = sunPosition(scene, 30, 150);
    canvas.add(sky(scene));
    canvas.add(sun(scene, sunAt, 32));
    canvas.add(clouds(scene, { count: 4, top: 40, bottom: horizon * 0.5, streaks: true, opacity: 0.45 }));

    const sand = mix('#d9773f', palette.glow, 0.2);
    const slip = mix('#6e2a22', palette.sky[0], 0.25);
    const far = ridge(scene, { base: horizon, amplitude: 70, cells: 4, octaves: 3 });
    canvas.add(land(scene, far, { color: mix(sand, palette.haze, 0.55), mist: 0.3, lightX: sunAt[0] }));

    const lightFromLeft = sunAt[0] < canvas.width / 2;
    const rows = 4;
    for (let row = 0; row < rows; row += 1) {
      const depth = row / (rows - 1);
      const baseY = horizon + 20 + depth * (canvas.height - horizon) * 0.55;
      const haze = 0.5 * (1 - depth);
      const lit = mix(sand, palette.haze, haze);
      const shade = mix(slip, palette.haze, haze * 0.8);
      const floor = canvas.linearGradient(
        [
          [0, lit],
          [1, darken(lit, 0.15)],
        ],
        [0, baseY],
        [0, canvas.height],
      );
      canvas.add(`<rect x="0" y="${fmt(baseY - 2)}" width="${canvas.width}" height="${fmt(canvas.height - baseY + 2)}" fill="${floor}"/>`);
      for (let x = -200; x < canvas.width + 200; x += between(random, 260, 520) * (0.6 + depth)) {
        const width = between(random, 380, 700) * (0.6 + depth * 0.9);
        const crestY = baseY - between(random, 70, 200) * (0.5 + depth);
        const height = baseY - crestY;
        const dir = lightFromLeft ? 1 : -1;
        const crestX = x;
        const footLit = crestX - dir * width * 0.55;
        const footShade = crestX + dir * width * 0.45;
        const ridgeFoot = crestX + dir * width * 0.1;
        // The knife-edge crest snakes down from the summit, the lit windward face on one side
        // and the steep slip face in shadow on the other.
        const crestLine = `C${fmt(crestX + dir * width * 0.16)},${fmt(crestY + height * 0.3)} ${fmt(crestX - dir * width * 0.06)},${fmt(crestY + height * 0.7)} ${fmt(ridgeFoot)},${fmt(baseY)}`;
        canvas.add(
          `<path d="M${fmt(footLit)},${fmt(baseY)} Q${fmt(crestX - dir * width * 0.25)},${fmt(crestY + height * 0.12)} ${fmt(crestX)},${fmt(crestY)} ${crestLine} Z" fill="${lit}"/>` +
            `<path d="M${fmt(crestX)},${fmt(crestY)} Q${fmt(crestX + dir * width * 0.3)},${fmt(crestY + height * 0.2)} ${fmt(footShade)},${fmt(baseY)} L${fmt(ridgeFoot)},${fmt(baseY)} C${fmt(crestX - dir * width * 0.06)},${fmt(crestY + height * 0.7)} ${fmt(crestX + dir * width * 0.16)},${fmt(crestY + height * 0.3)} ${fmt(crestX)},${fmt(crestY)} Z" fill="${shade}"/>` +
            `<path d="M${fmt(crestX)},${fmt(crestY)} ${crestLine}" fill="none" stroke="${lighten(lit, 0.3)}" stroke-width="1.5" opacity="0.6"/>`,
        );
      }
    }

    const pan = horizon + (canvas.height - horizon) * 0.72;
    if (words.has('dunes') || !words.has('camp')) {
      // A white clay pan in front, with the black skeletons of trees that died centuries ago.
      const clay = mix('#efe6d6', palette.glow, 0.2);
      canvas.add(`<path d="M0,${fmt(pan)} Q${fmt(canvas.width * 0.5)},${fmt(pan - 30)} ${canvas.width},${fmt(pan + 10)} V${canvas.height} H0 Z" fill="${clay}"/>`);
      let cracks = '';
      for (let i = 0; i < 120; i += 1) {
        const x = random() * canvas.width;
        const y = between(random, pan + 10, canvas.height);
        cracks += `M${fmt(x)},${fmt(y)} l${fmt(between(random, -30, 30))},${fmt(between(random, -4, 4))}`;
      }
      canvas.add(`<path d="${cracks}" stroke="${darken(clay, 0.2)}" stroke-width="1" opacity="0.6" fill="none"/>`);
      const trees = 3 + Math.floor(random() * 3);
      for (let i = 0; i < trees; i += 1) {
        const y = between(random, pan + 20, canvas.height - 40);
        const size = 120 + (y - pan) * 1.1;
        canvas.add(deadTree(scene, [between(random, 0.08, 0.92) * canvas.width, y], size, '#1d1410'));
      }
    } else {
      const ground = darken(sand, 0.3);
      canvas.add(`<path d="M0,${fmt(pan)} Q${fmt(canvas.width * 0.5)},${fmt(pan - 40)} ${canvas.width},${fmt(pan)} V${canvas.height} H0 Z" fill="${ground}"/>`);
      const first = between(random, 0.12, 0.3);
      for (let i = 0; i < 4; i += 1) {
        const size = 70 + i * 8;
        canvas.add(tent(scene, [canvas.width * (first + i * 0.16), pan + 10 + i * 14], size, mix('#eadfc8', palette.glow, 0.25), true));
      }
    }
  },
};

/** Dunes under the Milky Way, a camp glowing below: desert nights, lost-in-the-stars pages. */
const starryDesert: SceneDefinition = {
  times: ['night'],
  horizon: [0.6, 0.66],
  paint(scene) {
    const { canvas, random, palette, horizon } = scene;
    canvas.add(sky(scene));
    canvas.add(milkyWay(scene));
    canvas.add(stars(scene, 420));
    const moonAt: Point = [between(random, 0.1, 0.9) * canvas.width, horizon * between(random, 0.12, 0.3)];
    canvas.add(sun(scene, moonAt, 16));
    const moonlit = mix('#3a4f7a', palette.glow, 0.15);
    const layers = [0.8, 0.55, 0.25];
    layers.forEach((fade, index) => {
      const points = ridge(scene, { base: horizon + index * 90, amplitude: 120 + index * 40, cells: 3 + index, octaves: 3 });
      canvas.add(land(scene, points, { color: mix(palette.shadow, moonlit, fade), mist: 0.2, lightX: moonAt[0], rim: index === 0 }));
      if (index === 1) {
        const at = between(random, 0.25, 0.65) * canvas.width;
        for (let i = 0; i < 3; i += 1) {
          const x = at + i * 110;
          canvas.add(tent(scene, [x, heightAt(points, x) + 20], 42, darken(moonlit, 0.3), true));
        }
      }
    });
  },
};

/** Rolling hills combed into rows of tea, mist in the valleys: Sri Lanka, Darjeeling, Munnar. */
const teaHills: SceneDefinition = {
  times: ['mist', 'golden', 'dawn'],
  horizon: [0.45, 0.52],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
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
      if (atDusk && i === 2) {
        const x = between(random, 0.2, 0.6) * canvas.width;
        canvas.add(bungalow(scene, [x, heightAt(points, x + 90) + 40], 180, mix('#efe4d0', palette.glow, 0.15), true));
      }
      if (i < layers - 1) canvas.add(mistBand(scene, horizon + depth * (canvas.height - horizon) * 0.75 + 20, 70, 0.45));
    }
  },
};

/** Temple roofs among autumn maples on wooded hills: Kyoto, Nikko. */
const temple: SceneDefinition = {
  times: ['golden', 'dusk', 'dawn'],
  horizon: [0.58, 0.64],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 110, 280);
    skyWithLight(scene, sunAt, 28);
    canvas.add(clouds(scene, { count: 5, top: 50, bottom: horizon * 0.5, streaks: true, opacity: 0.45 }));

    const far = ridge(scene, { base: horizon - 90, amplitude: 170, cells: 3, octaves: 4 });
    draw(land(scene, far, { color: mix(palette.shadow, palette.haze, 0.72), mist: 0.5, lightX: sunAt[0], rim: true }));
    draw(mistBand(scene, horizon - 90, 50, 0.35));

    // A wooded hillside in full autumn colour, the pagoda rising out of the trees.
    const hill = ridge(scene, { base: horizon, amplitude: 230, cells: 2, octaves: 4, sharpness: 0.9 });
    const hillColor = mix(mix('#5a2a20', palette.shadow, 0.4), palette.haze, 0.35);
    const pond = words.has('garden');
    // Without a pond in front, the woods run down to the bottom of the picture.
    const woodsBottom = pond ? horizon + 40 : canvas.height + 20;
    draw(land(scene, hill, { color: hillColor, mist: pond ? 0.3 : 0.05, lightX: sunAt[0] }));
    const leaves = ['#b5452a', '#cf6a2e', '#9c3a26', '#d89a3a', '#7a4a2c', '#c45a2a'];
    const autumn = leaves.map((c) => mix(c, palette.haze, 0.38));
    const treetops = hill.filter((_, i) => i % 2 === 0).map(([x, y]): Point => [x + between(random, -6, 6), y + 4]);
    const pagodaX = between(random, 0.58, 0.8) * canvas.width;
    const pagodaBase = heightAt(hill, pagodaX) + 70;
    draw(pagoda(scene, pagodaX, pagodaBase, 300, darken(palette.shadow, 0.15)));
    draw(canopy(scene, treetops, autumn, 18));
    const clip = canvas.clipPath(landPath(hill, woodsBottom));
    let woods = '';
    for (let i = 0; i < (pond ? 420 : 900); i += 1) {
      const x = random() * canvas.width;
      const top = heightAt(hill, x);
      const y = top + random() ** 0.8 * (woodsBottom - top);
      if (Math.abs(x - pagodaX) < 40 && y < pagodaBase - 30) continue;
      // Nearer trees are larger and darker.
      const near = Math.min(1, Math.max(0, (y - horizon) / (canvas.height - horizon)));
      const color = mix(mix(pick(random, leaves), palette.haze, 0.38 * (1 - near)), palette.shadow, near * 0.3);
      woods += `<circle cx="${fmt(x)}" cy="${fmt(y + 14)}" r="${fmt(between(random, 8, 18) * (1 + near * 0.8))}" fill="${color}"/>`;
    }
    draw(`<g clip-path="${clip}">${woods}</g>`);
    if (pond) draw(mistBand(scene, horizon - 6, 36, 0.35));

    const lit = isAfterDark(scene);
    if (pond) {
      canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.75 }));
      canvas.add(mapleFoliage(scene, [canvas.width * between(random, 0.1, 0.3), canvas.height - 30], 320, 120, 320));
    } else if (words.has('lanterns')) {
      const ground = canvas.linearGradient(
        [
          [0, mix(palette.shadow, palette.haze, 0.25)],
          [1, palette.shadow],
        ],
        [0, horizon],
        [0, canvas.height],
      );
      canvas.add(`<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${ground}"/>`);
      // A stone path running into the trees, lanterns on either side.
      const vanish = canvas.width * between(random, 0.45, 0.6);
      canvas.add(`<path d="M${fmt(vanish - 14)},${fmt(horizon + 4)} L${fmt(vanish + 14)},${fmt(horizon + 4)} L${fmt(canvas.width * 0.78)},${canvas.height} L${fmt(canvas.width * 0.3)},${canvas.height} Z" fill="${mix('#8a7a6a', palette.glow, 0.25)}" opacity="0.8"/>`);
      for (let i = 4; i >= 0; i -= 1) {
        const t = i / 4;
        const y = canvas.height - 20 - t * (canvas.height - horizon - 40);
        const spread = (1 - t) * canvas.width * 0.3 + 30;
        const size = 240 - t * 190;
        canvas.add(stoneLantern(scene, vanish - spread - size * 0.3, y, size, '#1f1714'));
        canvas.add(stoneLantern(scene, vanish + spread + size * 0.3, y, size, '#1f1714'));
      }
    } else {
      canvas.add(templeRoof(scene, canvas.width * between(random, 0.18, 0.3), canvas.height - 150, 760, darken(palette.shadow, 0.2), lit));
    }
    canvas.add(mapleFoliage(scene, [60, 40], 420, 200, 520));
    canvas.add(mapleFoliage(scene, [canvas.width - 40, 20], 320, 150, 360));
  },
};

/** A marble palace on a lake or a fort above a blue city: Rajasthan. */
const palaceScene: SceneDefinition = {
  times: ['dusk', 'golden'],
  horizon: [0.6, 0.66],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 60, 200);
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.55, streaks: true, opacity: 0.5 }));
    const hills = ridge(scene, { base: horizon, amplitude: 160, cells: 3, octaves: 4 });
    draw(land(scene, hills, { color: mix(palette.shadow, palette.haze, 0.62), mist: 0.45, lightX: sunAt[0], rim: true }));
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
      canvas.add(fort(scene, rock, canvas.width * 0.18, canvas.width * 0.82, sandstone, darken(sandstone, 0.3)));
      canvas.add(blueTown(scene, canvas.height * 0.86, canvas.height + 60, lit));
      return;
    }

    const x = between(random, 0.2, 0.45) * canvas.width;
    const width = between(random, 620, 780);
    const building = palace(scene, x, horizon + 30, width, 170, { color: marble, windowColor: darken(marble, 0.35), lit });
    draw(`<rect x="${fmt(x - 20)}" y="${fmt(horizon + 20)}" width="${fmt(width + 40)}" height="12" fill="${darken(marble, 0.3)}"/>`);
    draw(building);
    canvas.add(water(scene, horizon + 31, { reflect: layers.map((layer) => `<g transform="translate(0 -31)">${layer}</g>`), sunAt, clarity: 0.7 }));
    canvas.add(boat(scene, [canvas.width * between(random, 0.6, 0.9), canvas.height * 0.86], 30, -1));
  },
};

/** Flat golden plains, umbrella thorns and floodwater: Botswana, the Mara, the Serengeti. */
const savanna: SceneDefinition = {
  times: ['golden', 'dusk'],
  horizon: [0.62, 0.7],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 20, 120);
    skyWithLight(scene, sunAt, 58);
    canvas.add(clouds(scene, { count: 6, top: 60, bottom: horizon * 0.6, streaks: true, opacity: 0.5 }));
    const treeLine = ridge(scene, { base: horizon, amplitude: 26, cells: 20, octaves: 2 });
    const distant = mix(palette.shadow, palette.haze, 0.5);
    draw(land(scene, treeLine, { color: distant, mist: 0.2 }));
    draw(canopy(scene, treeLine.filter((_, i) => i % 4 === 0), [distant], 10));
    for (let i = 0; i < 3; i += 1) {
      draw(acacia(scene, [between(random, 0, 1) * canvas.width, horizon + 2], between(random, 60, 110), distant));
    }

    const silhouette = darken(palette.shadow, 0.1);
    canvas.add(birds(scene, [sunAt[0] + between(random, -250, 250), horizon * 0.45], 7, silhouette));
    if (words.has('lagoon') || words.has('floodplain') || random() < 0.5) {
      canvas.add(water(scene, horizon + 4, { reflect: layers.map((layer) => `<g transform="translate(0 -4)">${layer}</g>`), sunAt, clarity: 0.6 }));
      const bank = ridge(scene, { base: canvas.height * 0.84, amplitude: 50, cells: 4, octaves: 3 });
      if (words.has('lagoon')) {
        canvas.add(mokoro(scene, [sunAt[0] + 40, canvas.height * 0.74], 120, silhouette));
        const treeX = sunAt[0] < canvas.width / 2 ? canvas.width * 0.86 : canvas.width * 0.14;
        canvas.add(acacia(scene, [treeX, horizon + 6], 300, mix(silhouette, palette.haze, 0.15)));
        canvas.add(reeds(scene, -20, canvas.width * 0.3, canvas.height + 10, 260, silhouette));
        canvas.add(reeds(scene, canvas.width * 0.78, canvas.width + 20, canvas.height + 10, 220, silhouette));
      } else {
        canvas.add(land(scene, bank, { color: mix(silhouette, '#6b5a2a', 0.25), mist: 0.05 }));
        canvas.add(acacia(scene, [canvas.width * between(random, 0.15, 0.35), heightAt(bank, canvas.width * 0.25) + 10], 420, silhouette));
      }
    } else {
      const grass = canvas.linearGradient(
        [
          [0, mix('#c9a35a', palette.glow, 0.3)],
          [1, darken('#8a6a32', 0.2)],
        ],
        [0, horizon],
        [0, canvas.height],
      );
      canvas.add(`<rect x="0" y="${fmt(horizon + 3)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${grass}"/>`);
      // Drifts of lighter and darker grass, flattened by distance.
      let drifts = '';
      for (let i = 0; i < 26; i += 1) {
        const depth = random() ** 1.5;
        const y = horizon + 8 + depth * (canvas.height - horizon);
        const tone = random() < 0.5 ? lighten('#c9a35a', 0.2) : darken('#8a6a32', 0.25);
        drifts += `<ellipse cx="${fmt(random() * canvas.width)}" cy="${fmt(y)}" rx="${fmt(between(random, 120, 420) * (0.4 + depth))}" ry="${fmt(between(random, 4, 14) * (0.3 + depth))}" fill="${tone}" opacity="0.35"/>`;
      }
      canvas.add(`<g filter="${canvas.blur(6)}">${drifts}</g>`);
      canvas.add(acacia(scene, [canvas.width * between(random, 0.55, 0.8), canvas.height * 0.9], 520, silhouette));
      canvas.add(reeds(scene, -20, canvas.width + 20, canvas.height + 10, 90, silhouette));
    }
  },
};

export const scenes = {
  mountainLake,
  fjord,
  coast,
  island,
  dunes,
  starryDesert,
  teaHills,
  temple,
  palace: palaceScene,
  savanna,
} satisfies Record<string, SceneDefinition>;

export type SceneName = keyof typeof scenes;
