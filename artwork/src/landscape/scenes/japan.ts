import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, conifers, land, mistBand, ridge, water } from '../elements';
import { stoneLantern, templeRoof } from '../features';
import { between } from '../random';
import { isAfterDark, reflected, skyWithLight, sunPosition, type SceneDefinition } from './shared';

/** Mount Fuji's cone: concave flanks to a flat, notched summit, its snow torn into gullies below. */
function fujiCone(scene: Parameters<SceneDefinition['paint']>[0], [x, peakY]: Point, width: number): string {
  const { canvas, random, palette, horizon } = scene;
  const half = width / 2;
  const top = width * 0.05;
  const rock = mix(mix('#4f6485', palette.shadow, 0.15), palette.haze, 0.35);
  const flank = (side: 1 | -1) =>
    `Q${fmt(x + side * half * 0.28)},${fmt(horizon - (horizon - peakY) * 0.3)} ${fmt(x + side * half)},${fmt(horizon + 2)}`;
  const cone = `M${fmt(x - top)},${fmt(peakY)} L${fmt(x + top)},${fmt(peakY)} ${flank(1)} L${fmt(x - half)},${fmt(horizon + 2)} Q${fmt(x - half * 0.28)},${fmt(horizon - (horizon - peakY) * 0.3)} ${fmt(x - top)},${fmt(peakY)} Z`;
  const shade = canvas.linearGradient(
    [
      [0, lighten(rock, 0.12)],
      [0.5, rock],
      [1, darken(rock, 0.18)],
    ],
    [x - half, 0],
    [x + half, 0],
  );
  // The snowfield: down a third of the height, its lower edge torn into tongues along the gullies.
  const snowDepth = (horizon - peakY) * 0.36;
  let edge = '';
  const tongues = 14;
  for (let i = 0; i <= tongues; i += 1) {
    const t = i / tongues;
    const depth = snowDepth * (i % 2 === 0 ? between(random, 0.55, 0.8) : between(random, 0.95, 1.25));
    const y = peakY + depth;
    // Where the flank runs at that depth: the cone widens as it falls.
    const spread = top + (half - top) * ((y - peakY) / (horizon - peakY)) ** 1.6;
    edge += ` L${fmt(x + spread - t * spread * 2)},${fmt(y)}`;
  }
  const snow = mix('#f7f8fb', palette.glow, 0.15);
  const snowShade = mix('#c9d3e6', palette.haze, 0.2);
  const snowPath = `M${fmt(x - top)},${fmt(peakY)} L${fmt(x + top)},${fmt(peakY)}${edge} Z`;
  const snowFill = canvas.linearGradient(
    [
      [0, snow],
      [0.55, snow],
      [1, snowShade],
    ],
    [x - half * 0.4, 0],
    [x + half * 0.4, 0],
  );
  return (
    `<path d="${cone}" fill="${shade}"/>` +
    `<path d="${snowPath}" fill="${snowFill}"/>` +
    // A veil of haze at its foot, so it stands far off, over the lake.
    `<rect x="${fmt(x - half)}" y="${fmt(horizon - (horizon - peakY) * 0.35)}" width="${fmt(width)}" height="${fmt((horizon - peakY) * 0.35 + 4)}" fill="${canvas.bandFill(palette.haze, 0.45)}"/>`
  );
}

/**
 * Mount Fuji over Lake Ashi from a ryokan's veranda: the snow-capped cone in clear air, its
 * reflection in the lake, wooded shores, and the inn's tiled roof and a pine bough in front. Hakone.
 */
export const fuji: SceneDefinition = {
  times: ['day', 'golden', 'day'],
  horizon: [0.6, 0.64],
  subject: { x: [0.56, 0.66], y: [0.34, 0.4] },
  variants: [],
  paint(scene) {
    const { canvas, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 260, 380);
    skyWithLight(scene, sunAt, 24);
    canvas.add(clouds(scene, { count: 4, top: 50, bottom: horizon * 0.35, streaks: true, opacity: 0.4 }));

    const width = canvas.width * 0.72;
    const peakY = subject[1] - (horizon - subject[1]) * 0.35;
    draw(fujiCone(scene, [subject[0], peakY], width));
    const hills = ridge(scene, { base: horizon + 2, amplitude: 90, cells: 3, octaves: 3 });
    const forest = mix(mix('#2f4f33', palette.shadow, 0.3), palette.haze, 0.45);
    draw(land(scene, hills, { color: forest, mist: 0.35, lightX: sunAt[0] }));
    draw(conifers(scene, hills, { color: forest, minHeight: 18, maxHeight: 38, spacing: 14 }));
    draw(mistBand(scene, horizon - 4, 18, 0.3));
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.7 }));

    // The ryokan's roof and lit screens, low in the corner away from the mountain.
    const lit = isAfterDark(scene) || palette.time === 'golden';
    const roofX = subject[0] > canvas.width / 2 ? canvas.width * 0.14 : canvas.width * 0.86;
    canvas.add(templeRoof(scene, roofX, canvas.height - 120, 640, darken('#3b3430', 0.1), lit));
    return box([subject[0], peakY + (horizon - peakY) / 2], width * 0.18, (horizon - peakY) / 2, 40);
  },
};

/** A vermilion torii: two round posts, the tie beam, and the black-capped top beam swept up at its ends. */
function torii(scene: Parameters<SceneDefinition['paint']>[0], [x, baseY]: Point, height: number): string {
  const { palette } = scene;
  const red = mix('#d2452c', palette.glow, 0.12);
  const redShade = darken(red, 0.22);
  const span = height * 0.78;
  const post = height * 0.07;
  const beamY = baseY - height * 0.8;
  const topY = baseY - height;
  const posts = [-1, 1]
    .map(
      (side) =>
        `<path d="M${fmt(x + side * span * 0.36 - post / 2)},${fmt(baseY)} L${fmt(x + side * span * 0.33 - post * 0.4)},${fmt(topY + height * 0.1)} h${fmt(post * 0.8)} L${fmt(x + side * span * 0.36 + post / 2)},${fmt(baseY)} Z" fill="${red}"/>` +
        `<rect x="${fmt(x + side * span * 0.36 - post * 0.7)}" y="${fmt(baseY - height * 0.06)}" width="${fmt(post * 1.4)}" height="${fmt(height * 0.06)}" fill="#1d1a1a"/>`,
    )
    .join('');
  const tieBeam = `<rect x="${fmt(x - span * 0.48)}" y="${fmt(beamY)}" width="${fmt(span * 0.96)}" height="${fmt(height * 0.055)}" fill="${redShade}"/>`;
  const strut = `<rect x="${fmt(x - post * 0.4)}" y="${fmt(topY + height * 0.08)}" width="${fmt(post * 0.8)}" height="${fmt(beamY - topY - height * 0.08)}" fill="${redShade}"/>`;
  const lift = height * 0.08;
  const top =
    `<path d="M${fmt(x - span * 0.62)},${fmt(topY - lift)} Q${fmt(x - span * 0.4)},${fmt(topY + height * 0.02)} ${fmt(x)},${fmt(topY + height * 0.03)} Q${fmt(x + span * 0.4)},${fmt(topY + height * 0.02)} ${fmt(x + span * 0.62)},${fmt(topY - lift)} L${fmt(x + span * 0.6)},${fmt(topY + height * 0.1)} Q${fmt(x + span * 0.4)},${fmt(topY + height * 0.09)} ${fmt(x)},${fmt(topY + height * 0.1)} Q${fmt(x - span * 0.4)},${fmt(topY + height * 0.09)} ${fmt(x - span * 0.6)},${fmt(topY + height * 0.1)} Z" fill="${red}"/>` +
    `<path d="M${fmt(x - span * 0.64)},${fmt(topY - lift - 2)} Q${fmt(x - span * 0.4)},${fmt(topY - height * 0.01)} ${fmt(x)},${fmt(topY)} Q${fmt(x + span * 0.4)},${fmt(topY - height * 0.01)} ${fmt(x + span * 0.64)},${fmt(topY - lift - 2)} L${fmt(x + span * 0.63)},${fmt(topY - lift + height * 0.035)} Q${fmt(x + span * 0.4)},${fmt(topY + height * 0.03)} ${fmt(x)},${fmt(topY + height * 0.035)} Q${fmt(x - span * 0.4)},${fmt(topY + height * 0.03)} ${fmt(x - span * 0.63)},${fmt(topY - lift + height * 0.035)} Z" fill="#1d1a1a"/>`;
  return posts + tieBeam + strut + top;
}

/**
 * A shrine's vermilion torii at the end of a gravel approach, tall cedars behind, stone lanterns
 * and clipped azaleas either side: a Tokyo shrine garden, or the forest shrines of the Kumano Kodo.
 */
export const toriiGate: SceneDefinition = {
  times: ['day', 'golden', 'day'],
  horizon: [0.62, 0.66],
  subject: { x: [0.5, 0.6], y: [0.4, 0.46] },
  variants: ['forest'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 300, 420);
    skyWithLight(scene, sunAt, 22);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.4, opacity: 0.55 }));

    // Cedars rising behind the gate, darker and taller in a forest.
    const cedar = mix(mix('#2d4a35', palette.shadow, 0.25), palette.haze, 0.3);
    const back = ridge(scene, {
      base: horizon - 40,
      amplitude: words.has('forest') ? 260 : 130,
      cells: 4,
      octaves: 3,
    });
    canvas.add(land(scene, back, { color: mix(cedar, palette.haze, 0.15), mist: 0.2 }));
    canvas.add(
      conifers(scene, back, {
        color: mix(cedar, palette.haze, 0.08),
        minHeight: 80,
        maxHeight: words.has('forest') ? 260 : 170,
        spacing: 34,
      }),
    );
    const near = ridge(scene, { base: horizon, amplitude: 70, cells: 6, octaves: 2 });
    canvas.add(land(scene, near, { color: cedar, mist: 0.1, lightX: sunAt[0] }));

    // The gravel approach, moss on either side.
    const moss = mix('#55743f', palette.glow, 0.15);
    canvas.add(
      `<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${canvas.linearGradient(
        [
          [0, mix(moss, palette.haze, 0.3)],
          [1, darken(moss, 0.25)],
        ],
        [0, horizon],
        [0, canvas.height],
      )}"/>`,
    );
    const gravel = mix('#d8d0c0', palette.glow, 0.2);
    const [gx] = subject;
    canvas.add(
      `<path d="M${fmt(gx - 90)},${fmt(horizon)} L${fmt(gx + 90)},${fmt(horizon)} L${fmt(gx + canvas.width * 0.34)},${canvas.height} L${fmt(gx - canvas.width * 0.34)},${canvas.height} Z" fill="${gravel}"/>`,
    );
    let raked = '';
    for (let i = 1; i < 9; i += 1) {
      const y = horizon + (canvas.height - horizon) * (i / 9) ** 1.4;
      const spread = 90 + (canvas.width * 0.34 - 90) * ((y - horizon) / (canvas.height - horizon));
      raked += `<path d="M${fmt(gx - spread)},${fmt(y)} H${fmt(gx + spread)}" stroke="${darken(gravel, 0.12)}" stroke-width="${fmt(1 + i * 0.3)}" opacity="0.5"/>`;
    }
    canvas.add(raked);

    const height = Math.max(360, (horizon + 40 - subject[1]) * 2);
    const baseY = horizon + 40;
    canvas.add(torii(scene, [gx, baseY], height));
    // Lanterns lining the approach and clipped azaleas in front, for depth.
    for (const side of [-1, 1]) {
      canvas.add(
        stoneLantern(
          scene,
          gx + side * canvas.width * 0.2,
          horizon + 110,
          150,
          mix('#6d6a62', palette.shadow, 0.3),
        ),
      );
      canvas.add(
        stoneLantern(
          scene,
          gx + side * canvas.width * 0.36,
          canvas.height - 40,
          280,
          mix('#5d5a52', palette.shadow, 0.4),
        ),
      );
      let bush = '';
      for (let i = 0; i < 7; i += 1) {
        const bx = gx + side * canvas.width * between(random, 0.4, 0.62);
        const r = between(random, 50, 110);
        bush += `<ellipse cx="${fmt(bx)}" cy="${fmt(canvas.height - r * 0.4)}" rx="${fmt(r * 1.4)}" ry="${fmt(r)}" fill="${mix(darken(moss, between(random, 0.1, 0.35)), '#b8435a', random() < 0.3 ? 0.35 : 0)}"/>`;
      }
      canvas.add(bush);
    }
    return box([gx, baseY - height / 2], height * 0.48, height / 2, height / 2);
  },
};
