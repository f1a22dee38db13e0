import { fmt } from '../canvas';
import { darken, lighten, mix } from '../color';
import { birds, box, clouds, heightAt, land, mistBand, ridge, water, type Scene } from '../elements';
import {
  acacia,
  balloon,
  canopy,
  elephant,
  kilimanjaro,
  kopje,
  lioness,
  mokoro,
  reeds,
  wildebeest,
  windingRiver,
} from '../features';
import { between } from '../random';
import { reflected, sunPosition, skyWithLight, type SceneDefinition } from './shared';

/**
 * Flat golden plains, umbrella thorns and floodwater: Botswana's delta. Kenya's Mara has its river
 * winding through the grass; Tanzania's plains have Kilimanjaro's snow above them and granite kopjes.
 * Sri Lanka's Yala is scrub and bare granite domes, a leopard resting on one.
 */
export const savanna: SceneDefinition = {
  times: ['golden', 'dusk'],
  horizon: [0.55, 0.62],
  subject: { x: [0.22, 0.34], y: [0.42, 0.48] },
  variants: [
    'lagoon',
    'floodplain',
    'kilimanjaro',
    'mara',
    'balloon',
    'lion',
    'elephant',
    'migration',
    'leopard',
    'crater',
    'baobab',
    'dogs',
    'yala',
  ],
  motifs: [
    'dogs',
    'balloon',
    'lion',
    'leopard',
    'migration',
    'crater',
    'baobab',
    'kilimanjaro',
    'elephant',
    'floodplain',
    'lagoon',
    'mara',
  ],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 20, 120);
    // A picture of an animal or a balloon has it at the focal point, its acacia standing off to the side.
    const flight = ['balloon', 'lion', 'elephant', 'migration'].some((word) => words.has(word));
    const yala = words.has('yala');
    const treeX = flight ? subject[0] + canvas.width * 0.32 : subject[0];
    // The great acacia the picture is of, its crown at the focal point, standing at `base`.
    const tree = (base: number) => {
      const size = flight ? 260 : Math.max(300, (base - subject[1]) / 0.6);
      return {
        at: [treeX, base] as [number, number],
        size,
        box: box([treeX, base], size * 0.5, size * 0.72, 0),
      };
    };
    let subjectBox = box(subject, 1, 1, 1);
    skyWithLight(scene, sunAt, 58);
    canvas.add(clouds(scene, { count: 6, top: 60, bottom: horizon * 0.6, streaks: true, opacity: 0.5 }));
    if (words.has('kilimanjaro') && !words.has('crater')) {
      // Close enough behind the acacia that both stand in the slice a phone shows of the picture.
      const peakX = subject[0] + canvas.width * between(random, 0.1, 0.13);
      draw(
        kilimanjaro(scene, peakX, horizon + 4, canvas.width * 0.62, horizon * between(random, 0.36, 0.44)),
      );
    }
    if (words.has('crater')) {
      // Ngorongoro's rim: a long wall of forested caldera round the horizon, its floor flat below.
      const rim = ridge(scene, {
        base: horizon + 4,
        amplitude: horizon * 0.22,
        cells: 5,
        octaves: 4,
        profile: (t) => 0.75 + 0.25 * Math.sin(t * Math.PI * 1.4),
      });
      draw(land(scene, rim, { color: mix(palette.shadow, palette.haze, 0.4), mist: 0.35, lightX: sunAt[0] }));
      draw(mistBand(scene, horizon - 40, 60, 0.3));
    }
    const treeLine = ridge(scene, { base: horizon, amplitude: 26, cells: 20, octaves: 2 });
    const distant = mix(palette.shadow, palette.haze, 0.5);
    draw(land(scene, treeLine, { color: distant, mist: 0.2 }));
    draw(
      canopy(
        scene,
        treeLine.filter((_, i) => i % 4 === 0),
        [distant],
        10,
      ),
    );
    // Yala's far scrub has no umbrella thorns; its far granite domes stand above the trees.
    for (let i = 0; i < 3; i += 1) {
      const at: [number, number] = [between(random, 0, 1) * canvas.width, horizon + 2];
      draw(
        yala
          ? graniteDome(scene, at, between(random, 90, 160), mix(distant, palette.haze, 0.2))
          : acacia(scene, at, between(random, 60, 110), distant),
      );
    }

    const silhouette = darken(palette.shadow, 0.1);
    canvas.add(birds(scene, [sunAt[0] + between(random, -250, 250), horizon * 0.45], 7, silhouette));
    const dry = words.has('kilimanjaro') || words.has('mara') || words.has('leopard');
    if (!dry && (words.has('lagoon') || words.has('floodplain') || random() < 0.5)) {
      canvas.add(
        water(scene, horizon + 4, {
          reflect: layers.map((layer) => `<g transform="translate(0 -4)">${layer}</g>`),
          sunAt,
          clarity: 0.6,
        }),
      );
      const bank = ridge(scene, { base: canvas.height * 0.84, amplitude: 50, cells: 4, octaves: 3 });
      if (words.has('lagoon')) {
        canvas.add(mokoro(scene, [sunAt[0] + 40, canvas.height * 0.74], 120, silhouette));
        const great = tree(horizon + 6);
        subjectBox = great.box;
        canvas.add(acacia(scene, great.at, great.size, mix(silhouette, palette.haze, 0.15)));
        canvas.add(reeds(scene, -20, canvas.width * 0.3, canvas.height + 10, 260, silhouette));
        canvas.add(reeds(scene, canvas.width * 0.78, canvas.width + 20, canvas.height + 10, 220, silhouette));
      } else {
        canvas.add(land(scene, bank, { color: mix(silhouette, '#6b5a2a', 0.25), mist: 0.05 }));
        const great = tree(heightAt(bank, subject[0]) + 10);
        subjectBox = great.box;
        canvas.add(acacia(scene, great.at, great.size, silhouette));
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
      canvas.add(
        `<rect x="0" y="${fmt(horizon + 3)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${grass}"/>`,
      );
      // Drifts of lighter and darker grass, flattened by distance.
      let drifts = '';
      for (let i = 0; i < 26; i += 1) {
        const depth = random() ** 1.5;
        const y = horizon + 8 + depth * (canvas.height - horizon);
        const tone = random() < 0.5 ? lighten('#c9a35a', 0.2) : darken('#8a6a32', 0.25);
        drifts += `<ellipse cx="${fmt(random() * canvas.width)}" cy="${fmt(y)}" rx="${fmt(between(random, 120, 420) * (0.4 + depth))}" ry="${fmt(between(random, 4, 14) * (0.3 + depth))}" fill="${tone}" opacity="0.35"/>`;
      }
      canvas.add(`<g filter="${canvas.blur(6, 0.1)}">${drifts}</g>`);
      if (words.has('mara')) {
        canvas.add(windingRiver(scene, horizon + 6, canvas.height + 20, subject[0] + canvas.width * 0.38));
      }
      if (words.has('kilimanjaro')) {
        const rock = mix('#8a7a66', palette.glow, 0.2);
        canvas.add(kopje(scene, [subject[0] + canvas.width * 0.5, horizon + 70], 220, rock));
        canvas.add(
          kopje(scene, [subject[0] + canvas.width * 0.22, horizon + 30], 110, mix(rock, palette.haze, 0.3)),
        );
      }
      if (words.has('crater')) {
        // The soda lake on the crater floor, its shore pink with flamingos.
        const lakeY = horizon + 40;
        canvas.add(
          `<ellipse cx="${fmt(subject[0] + canvas.width * 0.3)}" cy="${fmt(lakeY)}" rx="${fmt(canvas.width * 0.22)}" ry="18" fill="${mix(palette.sky[2], '#9cc4c8', 0.4)}"/>` +
            `<ellipse cx="${fmt(subject[0] + canvas.width * 0.3)}" cy="${fmt(lakeY + 12)}" rx="${fmt(canvas.width * 0.2)}" ry="5" fill="${mix('#f09aa8', palette.glow, 0.2)}" opacity="0.8"/>`,
        );
      }
      if (yala) {
        // The dome the leopard rests on, at the focal point, rooted in scrub, more scrub all round.
        const base = Math.max(horizon + 120, subject[1] + 300);
        const [width, height, size] = [620, 250, 300];
        const bush = mix(silhouette, '#4f5a2c', 0.45);
        canvas.add(scrub(scene, 0, canvas.width, horizon + 40, 22, mix(bush, palette.haze, 0.25)));
        canvas.add(graniteDome(scene, [subject[0], base], width, mix('#8d8477', palette.glow, 0.25), height));
        canvas.add(leopard(scene, [subject[0] - size * 0.4, base - height + size * 0.03], size));
        canvas.add(scrub(scene, subject[0] - width * 0.6, subject[0] + width * 0.6, base + 16, 34, bush));
        canvas.add(scrub(scene, -40, canvas.width + 40, canvas.height - 20, 64, darken(bush, 0.2)));
        subjectBox = box([subject[0], base - height], 220, 80, 120);
      } else {
        const great = tree(Math.max(horizon + 60, subject[1] + 312));
        subjectBox = great.box;
        canvas.add(
          words.has('baobab')
            ? baobab(great.at, great.size * 1.5, silhouette)
            : acacia(scene, great.at, great.size, silhouette),
        );
        if (words.has('leopard')) canvas.add(leopardOnBranch(scene, great.at, great.size));
        canvas.add(reeds(scene, -20, canvas.width + 20, canvas.height + 10, 90, silhouette));
      }
    }
    const herd = darken(palette.shadow, 0.08);
    if (words.has('lion')) {
      // A lioness on a termite mound in front, the plains and their herds below her.
      const mound = mix('#9a6a3c', palette.glow, 0.2);
      const [lx, ly] = [subject[0], subject[1] + 150];
      canvas.add(
        `<path d="M${fmt(lx - 330)},${canvas.height} Q${fmt(lx - 200)},${fmt(ly + 10)} ${fmt(lx)},${fmt(ly)} Q${fmt(lx + 220)},${fmt(ly + 10)} ${fmt(lx + 360)},${canvas.height} Z" fill="${darken(mound, 0.25)}"/>`,
      );
      canvas.add(lioness([lx, ly + 6], 260, 1, herd));
      for (let i = 0; i < 9; i += 1) {
        canvas.add(
          wildebeest([lx + 300 + i * 60, horizon + 26 + (i % 3) * 6], 30, -1, mix(herd, palette.haze, 0.3)),
        );
      }
      return box([lx, ly - 80], 180, 120, 80);
    }
    if (words.has('dogs')) {
      // A pack of wild dogs trotting across the grass, big round ears up, coats blotched.
      for (let i = 0; i < 7; i += 1) {
        const x = subject[0] - 200 + i * 80 + between(random, -15, 15);
        const y = subject[1] + 200 + (i % 3) * 22;
        canvas.add(wildDog(scene, [x, y], 120 - (i % 3) * 14, i % 4 === 0 ? -1 : 1));
      }
      return box([subject[0] + 40, subject[1] + 150], 330, 160, 100);
    }
    if (words.has('elephant')) {
      for (let i = 0; i < 4; i += 1) {
        const size = 300 - i * 60;
        canvas.add(
          elephant(
            [subject[0] + i * 170 - 120, subject[1] + 250 - i * 30],
            size,
            1,
            mix(herd, palette.haze, i * 0.12),
          ),
        );
      }
      return box([subject[0], subject[1] + 110], 240, 140, 140);
    }
    if (words.has('migration')) {
      // The herds strung across the plains in lines to the horizon.
      for (let line = 0; line < 4; line += 1) {
        const y = horizon + 30 + line * line * 26;
        const size = 24 + line * 18;
        for (let x = -40; x < canvas.width + 40; x += size * between(random, 1.1, 1.8)) {
          canvas.add(
            wildebeest(
              [x, y + between(random, -6, 6)],
              size,
              line % 2 === 0 ? 1 : -1,
              mix(herd, palette.haze, 0.35 - line * 0.1),
            ),
          );
        }
      }
      // The lines of the herd to the horizon and the sky just above it, where the focal point stands.
      return box([subject[0], horizon], 240, Math.max(120, horizon - subject[1] + 40), 160);
    }
    if (words.has('balloon')) {
      // The balloon drifting low over the plain, two more far off in the morning air.
      canvas.add(balloon(scene, [subject[0] + canvas.width * 0.5, subject[1] - 180], 46));
      canvas.add(balloon(scene, [subject[0] + canvas.width * 0.2, subject[1] - 260], 70));
      canvas.add(balloon(scene, subject, 190));
      return box(subject, 150, 150, 120);
    }
    return subjectBox;
  },
};

/** A baobab: a vast bottle of a trunk and a crown of short, crooked branches like roots in the air. */
function baobab([x, y]: [number, number], size: number, color: string): string {
  const w = size * 0.26;
  const h = size * 0.62;
  let markup = `<path d="M${fmt(x - w)},${fmt(y)} C${fmt(x - w * 1.15)},${fmt(y - h * 0.5)} ${fmt(x - w * 0.7)},${fmt(y - h * 0.9)} ${fmt(x - w * 0.55)},${fmt(y - h)} L${fmt(x + w * 0.55)},${fmt(y - h)} C${fmt(x + w * 0.7)},${fmt(y - h * 0.9)} ${fmt(x + w * 1.15)},${fmt(y - h * 0.5)} ${fmt(x + w)},${fmt(y)} Z" fill="${color}"/>`;
  const branches: [number, number][] = [
    [-0.9, -0.55],
    [-0.55, -0.85],
    [-0.15, -1],
    [0.25, -0.95],
    [0.6, -0.75],
    [0.95, -0.5],
  ];
  for (const [dx, dy] of branches) {
    const bx = x + dx * w * 0.5;
    const by = y - h;
    const tip: [number, number] = [bx + dx * size * 0.28, by + dy * size * 0.26];
    markup += `<path d="M${fmt(bx)},${fmt(by + 6)} Q${fmt(bx + dx * size * 0.08)},${fmt(by + dy * size * 0.2)} ${fmt(tip[0])},${fmt(tip[1])}" stroke="${color}" stroke-width="${fmt(size * 0.045)}" stroke-linecap="round" fill="none"/>`;
    markup += `<path d="M${fmt(tip[0])},${fmt(tip[1])} l${fmt(dx * size * 0.06)},${fmt(-size * 0.05)} M${fmt(tip[0])},${fmt(tip[1])} l${fmt(-dx * size * 0.03)},${fmt(-size * 0.07)}" stroke="${color}" stroke-width="${fmt(size * 0.018)}" stroke-linecap="round"/>`;
  }
  return markup;
}

/**
 * A leopard stretched along a low bough of the great tree, legs hanging either side and the long tail
 * curling down: the Sabi Sand's picture. Gold with dark rosettes where the light reaches it.
 */
function leopardOnBranch(scene: Scene, [x, base]: [number, number], size: number): string {
  const by = base - size * 0.42;
  const bx = x + size * 0.05;
  const s = size * 0.55;
  const bark = darken(scene.palette.shadow, 0.1);
  // The bough reaching out from the trunk.
  const bough = `<path d="M${fmt(x)},${fmt(by + s * 0.1)} Q${fmt(bx + s * 0.4)},${fmt(by - s * 0.02)} ${fmt(bx + s * 0.9)},${fmt(by + s * 0.04)}" stroke="${bark}" stroke-width="${fmt(s * 0.07)}" stroke-linecap="round" fill="none"/>`;
  return bough + leopard(scene, [bx, by], s);
}

/** A leopard lying along whatever is under `[bx, by]`, head forward, legs hanging and tail curling down. */
function leopard(scene: Scene, [bx, by]: [number, number], s: number): string {
  const { palette, random } = scene;
  const coat = mix('#c98e3e', palette.glow, 0.25);
  let markup = '';
  const body =
    `M${fmt(bx)},${fmt(by)} Q${fmt(bx + s * 0.05)},${fmt(by - s * 0.16)} ${fmt(bx + s * 0.3)},${fmt(by - s * 0.15)}` +
    ` Q${fmt(bx + s * 0.5)},${fmt(by - s * 0.15)} ${fmt(bx + s * 0.58)},${fmt(by - s * 0.12)}` +
    // The head resting forward on the bough, an ear raised.
    ` Q${fmt(bx + s * 0.64)},${fmt(by - s * 0.2)} ${fmt(bx + s * 0.7)},${fmt(by - s * 0.19)} l${fmt(s * 0.02)},${fmt(-s * 0.04)} l${fmt(s * 0.03)},${fmt(s * 0.04)}` +
    ` Q${fmt(bx + s * 0.8)},${fmt(by - s * 0.16)} ${fmt(bx + s * 0.8)},${fmt(by - s * 0.07)} Q${fmt(bx + s * 0.72)},${fmt(by - s * 0.02)} ${fmt(bx + s * 0.6)},${fmt(by - s * 0.02)}` +
    ` L${fmt(bx + s * 0.56)},${fmt(by + s * 0.12)} L${fmt(bx + s * 0.52)},${fmt(by + s * 0.12)} L${fmt(bx + s * 0.5)},${fmt(by)}` +
    ` L${fmt(bx + s * 0.16)},${fmt(by)} L${fmt(bx + s * 0.13)},${fmt(by + s * 0.14)} L${fmt(bx + s * 0.09)},${fmt(by + s * 0.14)} L${fmt(bx + s * 0.07)},${fmt(by)} Z`;
  markup += `<path d="${body}" fill="${coat}"/>`;
  let spots = '';
  for (let i = 0; i < 34; i += 1) {
    const px = bx + between(random, 0.04, 0.7) * s;
    const py = by - between(random, 0.02, 0.13) * s;
    spots += `<circle cx="${fmt(px)}" cy="${fmt(py)}" r="${fmt(s * between(random, 0.008, 0.014))}"/>`;
  }
  markup += `<g fill="${darken(coat, 0.6)}" opacity="0.85">${spots}</g>`;
  markup += `<path d="M${fmt(bx + s * 0.02)},${fmt(by - s * 0.06)} Q${fmt(bx - s * 0.08)},${fmt(by + s * 0.1)} ${fmt(bx - s * 0.02)},${fmt(by + s * 0.36)} q${fmt(s * 0.03)},${fmt(s * 0.05)} ${fmt(s * 0.07)},${fmt(s * 0.02)}" stroke="${coat}" stroke-width="${fmt(s * 0.025)}" stroke-linecap="round" fill="none"/>`;
  return `<g class="leopard">${markup}</g>`;
}

/**
 * A bare granite dome, as Yala's rocks rise out of the scrub: a smooth, wide hump, lit on the sun's
 * side, with the dark streaks rain leaves down its flanks.
 */
function graniteDome(
  scene: Scene,
  [x, base]: [number, number],
  width: number,
  color: string,
  height = width * 0.4,
): string {
  const { random } = scene;
  const half = width / 2;
  const outline = `M${fmt(x - half)},${fmt(base)} C${fmt(x - half * 0.9)},${fmt(base - height * 0.9)} ${fmt(x - half * 0.35)},${fmt(base - height)} ${fmt(x)},${fmt(base - height)} C${fmt(x + half * 0.4)},${fmt(base - height)} ${fmt(x + half * 0.85)},${fmt(base - height * 0.85)} ${fmt(x + half)},${fmt(base)} Z`;
  // The flank away from the light, its edge a soft curve down from near the crown.
  const shaded = `M${fmt(x + half * 0.15)},${fmt(base - height)} C${fmt(x + half * 0.5)},${fmt(base - height)} ${fmt(x + half * 0.85)},${fmt(base - height * 0.85)} ${fmt(x + half)},${fmt(base)} L${fmt(x + half * 0.3)},${fmt(base)} C${fmt(x + half * 0.45)},${fmt(base - height * 0.5)} ${fmt(x + half * 0.35)},${fmt(base - height * 0.85)} ${fmt(x + half * 0.15)},${fmt(base - height)} Z`;
  let streaks = '';
  for (let i = 0; i < 7; i += 1) {
    const sx = x + between(random, -0.7, 0.7) * half;
    const top = base - height * between(random, 0.55, 0.9) * (1 - Math.abs(sx - x) / half / 2);
    streaks += `<path d="M${fmt(sx)},${fmt(top)} q${fmt(between(random, -8, 8))},${fmt((base - top) * 0.5)} ${fmt(between(random, -14, 14))},${fmt(base - top)}" stroke="${darken(color, 0.3)}" stroke-width="${fmt(width * between(random, 0.008, 0.02))}" opacity="0.45" fill="none"/>`;
  }
  return (
    '<g class="granite-dome">' +
    `<path d="${outline}" fill="${color}"/>` +
    `<path d="${shaded}" fill="${darken(color, 0.35)}" opacity="0.55"/>` +
    streaks +
    '</g>'
  );
}

/** Low, dense scrub along a line: rounded bushes overlapping, darker at their feet. */
function scrub(scene: Scene, from: number, to: number, y: number, size: number, color: string): string {
  const { random } = scene;
  let markup = '';
  for (let x = from; x < to; x += size * between(random, 0.6, 1.4)) {
    const r = size * between(random, 0.4, 1.1);
    markup += `<ellipse cx="${fmt(x)}" cy="${fmt(y - r * 0.4 + between(random, -0.3, 0.3) * size)}" rx="${fmt(r * 1.3)}" ry="${fmt(r)}" fill="${random() < 0.5 ? color : lighten(color, 0.08)}"/>`;
  }
  return markup;
}

/** An African wild dog: long legs, a lean body, big round ears, a white-tipped tail, patched coat. */
function wildDog(scene: Scene, [x, y]: [number, number], size: number, heading: 1 | -1): string {
  const { palette, random } = scene;
  const s = size;
  const h = heading;
  const coat = mix('#6b5236', palette.glow, 0.2);
  const body =
    `M${fmt(x - h * s * 0.4)},${fmt(y - s * 0.5)} Q${fmt(x)},${fmt(y - s * 0.56)} ${fmt(x + h * s * 0.3)},${fmt(y - s * 0.52)}` +
    ` L${fmt(x + h * s * 0.4)},${fmt(y - s * 0.72)} L${fmt(x + h * s * 0.38)},${fmt(y - s * 0.86)} L${fmt(x + h * s * 0.46)},${fmt(y - s * 0.76)}` +
    ` L${fmt(x + h * s * 0.52)},${fmt(y - s * 0.86)} L${fmt(x + h * s * 0.54)},${fmt(y - s * 0.72)} L${fmt(x + h * s * 0.66)},${fmt(y - s * 0.62)} L${fmt(x + h * s * 0.5)},${fmt(y - s * 0.58)}` +
    ` L${fmt(x + h * s * 0.34)},${fmt(y - s * 0.36)} L${fmt(x + h * s * 0.36)},${fmt(y)} L${fmt(x + h * s * 0.3)},${fmt(y)} L${fmt(x + h * s * 0.26)},${fmt(y - s * 0.32)}` +
    ` L${fmt(x - h * s * 0.28)},${fmt(y - s * 0.34)} L${fmt(x - h * s * 0.34)},${fmt(y)} L${fmt(x - h * s * 0.4)},${fmt(y)} L${fmt(x - h * s * 0.42)},${fmt(y - s * 0.36)} Z`;
  let patches = '';
  for (let i = 0; i < 6; i += 1) {
    patches += `<ellipse cx="${fmt(x + h * between(random, -0.35, 0.3) * s)}" cy="${fmt(y - between(random, 0.38, 0.5) * s)}" rx="${fmt(s * 0.06)}" ry="${fmt(s * 0.04)}" fill="${random() < 0.5 ? '#1c1814' : mix('#d8c08a', palette.glow, 0.2)}"/>`;
  }
  const tail = `M${fmt(x - h * s * 0.4)},${fmt(y - s * 0.48)} q${fmt(-h * s * 0.12)},${fmt(s * 0.1)} ${fmt(-h * s * 0.14)},${fmt(s * 0.26)}`;
  return (
    `<path d="${body}" fill="${coat}"/>${patches}` +
    `<path d="${tail}" stroke="${coat}" stroke-width="${fmt(s * 0.05)}" stroke-linecap="round" fill="none"/>` +
    `<circle cx="${fmt(x - h * s * 0.54)}" cy="${fmt(y - s * 0.2)}" r="${fmt(s * 0.03)}" fill="#f4efe4"/>`
  );
}
