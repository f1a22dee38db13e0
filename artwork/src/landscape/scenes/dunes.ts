import { fmt } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, land, ridge, sky, sun, type Box, type Scene } from '../elements';
import { deadTree, palm, tent, wildebeest } from '../features';
import { between } from '../random';
import { sunPosition, type SceneDefinition } from './shared';

/** Ranks of wind-sharpened dunes: the Namib, the Sahara, Wadi Rum. */
export const dunes: SceneDefinition = {
  times: ['dawn', 'golden', 'golden'],
  horizon: [0.44, 0.5],
  subject: { x: [0.3, 0.45], y: [0.48, 0.52] },
  variants: ['dunes', 'camp', 'uluru', 'canyon', 'pan', 'rum', 'camels', 'deadvlei'],
  motifs: ['uluru', 'rum', 'canyon', 'pan', 'camels', 'camp', 'deadvlei'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 30, 150);
    canvas.add(sky(scene));
    canvas.add(sun(scene, sunAt, 32));
    canvas.add(clouds(scene, { count: 4, top: 40, bottom: horizon * 0.5, streaks: true, opacity: 0.45 }));

    const sand = mix('#d9773f', palette.glow, 0.2);
    const slip = mix('#6e2a22', palette.sky[0], 0.25);
    if (words.has('uluru')) return uluru(scene, sunAt[0]);
    if (words.has('canyon') && !words.has('rum')) return canyon(scene, sunAt[0]);
    const far = ridge(scene, { base: horizon, amplitude: 70, cells: 4, octaves: 3 });
    canvas.add(land(scene, far, { color: mix(sand, palette.haze, 0.55), mist: 0.3, lightX: sunAt[0] }));
    if (words.has('rum')) {
      // Wadi Rum's sandstone massifs rising sheer out of the sand, domed and fluted.
      const rock = mix('#a8553a', palette.glow, 0.2);
      for (const [t, w, h] of [
        [0.12, 0.22, 0.34],
        [0.62, 0.3, 0.42],
        [0.9, 0.18, 0.28],
      ] as const) {
        const x = canvas.width * t;
        const top = horizon - horizon * h;
        const half = (canvas.width * w) / 2;
        let flutes = '';
        for (let i = 1; i < 9; i += 1) {
          const fx = x - half * 0.8 + (i / 9) * half * 1.6;
          flutes += `M${fmt(fx)},${fmt(top + 30)} L${fmt(fx + between(random, -6, 6))},${fmt(horizon + 20)}`;
        }
        canvas.add(
          `<path d="M${fmt(x - half)},${fmt(horizon + 20)} L${fmt(x - half * 0.9)},${fmt(top + 50)} Q${fmt(x - half * 0.7)},${fmt(top)} ${fmt(x - half * 0.3)},${fmt(top + 10)} Q${fmt(x)},${fmt(top - 20)} ${fmt(x + half * 0.4)},${fmt(top + 14)} Q${fmt(x + half * 0.85)},${fmt(top + 10)} ${fmt(x + half * 0.92)},${fmt(top + 60)} L${fmt(x + half)},${fmt(horizon + 20)} Z" fill="${mix(rock, palette.haze, 0.35)}"/>` +
            `<path d="${flutes}" stroke="${darken(rock, 0.25)}" stroke-width="5" opacity="0.5"/>`,
        );
      }
    }

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
      canvas.add(
        `<rect x="0" y="${fmt(baseY - 2)}" width="${canvas.width}" height="${fmt(canvas.height - baseY + 2)}" fill="${floor}"/>`,
      );
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
    let subjectBox: Box;
    if (words.has('pan')) {
      // Etosha: a white pan to the horizon, a waterhole in front and the herds come down to drink.
      const clay = mix('#efe9dc', palette.glow, 0.25);
      canvas.add(
        `<rect x="0" y="${fmt(pan - 40)}" width="${canvas.width}" height="${fmt(canvas.height - pan + 40)}" fill="${clay}"/>`,
      );
      const hole = mix(palette.sky[2], palette.water, 0.4);
      canvas.add(
        `<ellipse cx="${fmt(subject[0] + 80)}" cy="${fmt(pan + 90)}" rx="420" ry="60" fill="${hole}"/>`,
      );
      const herd = darken(palette.shadow, 0.1);
      for (let i = 0; i < 7; i += 1) {
        const x = subject[0] - 200 + i * 90 + between(random, -20, 20);
        canvas.add(zebra(scene, [x, pan + 40 + (i % 2) * 16], 110 - (i % 3) * 10, i % 2 ? 1 : -1));
      }
      for (let i = 0; i < 5; i += 1) {
        canvas.add(wildebeest([subject[0] + 420 + i * 60, pan + 30 + (i % 2) * 10], 40, -1, herd));
      }
      return box([subject[0] + 80, pan], 380, pan - subject[1] + 40, 110);
    }
    if (words.has('camels')) {
      // A camel train along a dune's crest against the sky.
      const ridgeY = pan - 60;
      for (let i = 0; i < 6; i += 1) {
        canvas.add(camel([subject[0] - 240 + i * 110, ridgeY + i * 6], 120, darken(palette.shadow, 0.15)));
      }
      if (!words.has('camp')) {
        canvas.add(
          `<path d="M0,${fmt(pan)} Q${fmt(canvas.width * 0.5)},${fmt(pan - 40)} ${canvas.width},${fmt(pan)} V${canvas.height} H0 Z" fill="${darken(sand, 0.2)}"/>`,
        );
        return box([subject[0] + 40, ridgeY - 60], 360, pan - subject[1], 80);
      }
    }
    // A key naming a camp shows the camp, whatever dunes it names.
    if (!words.has('camp')) {
      // A white clay pan in front, with the black skeletons of trees that died centuries ago.
      const clay = mix('#efe6d6', palette.glow, 0.2);
      canvas.add(
        `<path d="M0,${fmt(pan)} Q${fmt(canvas.width * 0.5)},${fmt(pan - 30)} ${canvas.width},${fmt(pan + 10)} V${canvas.height} H0 Z" fill="${clay}"/>`,
      );
      let cracks = '';
      for (let i = 0; i < 120; i += 1) {
        const x = random() * canvas.width;
        const y = between(random, pan + 10, canvas.height);
        cracks += `M${fmt(x)},${fmt(y)} l${fmt(between(random, -30, 30))},${fmt(between(random, -4, 4))}`;
      }
      canvas.add(
        `<path d="${cracks}" stroke="${darken(clay, 0.2)}" stroke-width="1" opacity="0.6" fill="none"/>`,
      );
      const base = Math.max(pan + 40, subject[1] + 170);
      if (words.has('deadvlei')) {
        // The tree the picture is of, tall in front; a few more stand further off.
        // Tall enough that its crown reaches the focal point however far down the pan lies.
        const size = Math.max(440, base - subject[1] + 40);
        canvas.add(deadTree(scene, [subject[0], base], size, '#1d1410'));
        subjectBox = box([subject[0], base], size / 2, size, 10);
      } else {
        // An oryx standing on the pan below the dunes, its long straight horns against the slip face
        // and their tips at the focal point.
        const size = Math.max(300, (base - subject[1] + 30) / 1.22);
        canvas.add(oryx(scene, [subject[0] - size * 0.2, base], size));
        subjectBox = {
          left: subject[0] - size * 0.6,
          top: base - size * 1.25,
          right: subject[0] + size * 0.4,
          bottom: base,
        };
      }
      const trees = 2 + Math.floor(random() * 3);
      for (let i = 0; i < trees; i += 1) {
        const y = between(random, pan + 20, pan + 90);
        const size = 90 + (y - pan) * 1.1;
        canvas.add(deadTree(scene, [between(random, 0.08, 0.92) * canvas.width, y], size, '#1d1410'));
      }
    } else {
      const ground = darken(sand, 0.3);
      canvas.add(
        `<path d="M0,${fmt(pan)} Q${fmt(canvas.width * 0.5)},${fmt(pan - 40)} ${canvas.width},${fmt(pan)} V${canvas.height} H0 Z" fill="${ground}"/>`,
      );
      const first = subject[0] / canvas.width - 0.24;
      for (let i = 0; i < 4; i += 1) {
        const size = 70 + i * 8;
        canvas.add(
          tent(
            scene,
            [canvas.width * (first + i * 0.16), pan + 10 + i * 14],
            size,
            mix('#eadfc8', palette.glow, 0.25),
            true,
          ),
        );
      }
      subjectBox = box([subject[0], pan], canvas.width * 0.3, pan - subject[1] + 60, 120);
    }
    return subjectBox;
  },
};

/** A dromedary walking, neck forward, a rider's saddle blanket on its hump. */
function camel([x, y]: [number, number], size: number, color: string): string {
  const s = size;
  const d =
    `M${fmt(x - s * 0.4)},${fmt(y - s * 0.55)} Q${fmt(x - s * 0.15)},${fmt(y - s * 0.95)} ${fmt(x + s * 0.05)},${fmt(y - s * 0.62)}` +
    ` Q${fmt(x + s * 0.2)},${fmt(y - s * 0.58)} ${fmt(x + s * 0.3)},${fmt(y - s * 0.68)} Q${fmt(x + s * 0.38)},${fmt(y - s * 0.9)} ${fmt(x + s * 0.5)},${fmt(y - s * 0.88)}` +
    ` L${fmt(x + s * 0.58)},${fmt(y - s * 0.84)} L${fmt(x + s * 0.5)},${fmt(y - s * 0.8)} Q${fmt(x + s * 0.42)},${fmt(y - s * 0.62)} ${fmt(x + s * 0.3)},${fmt(y - s * 0.45)}` +
    ` L${fmt(x + s * 0.3)},${fmt(y)} L${fmt(x + s * 0.25)},${fmt(y)} L${fmt(x + s * 0.2)},${fmt(y - s * 0.38)} L${fmt(x - s * 0.22)},${fmt(y - s * 0.38)}` +
    ` L${fmt(x - s * 0.28)},${fmt(y)} L${fmt(x - s * 0.33)},${fmt(y)} L${fmt(x - s * 0.38)},${fmt(y - s * 0.4)} Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/** A zebra: a white horse's body barred in black, mane upright. */
function zebra(scene: Scene, [x, y]: [number, number], size: number, heading: 1 | -1): string {
  const s = size;
  const h = heading;
  const white = mix('#f4f1ea', scene.palette.glow, 0.2);
  const body =
    `M${fmt(x - h * s * 0.4)},${fmt(y - s * 0.45)} Q${fmt(x)},${fmt(y - s * 0.55)} ${fmt(x + h * s * 0.3)},${fmt(y - s * 0.5)}` +
    ` L${fmt(x + h * s * 0.5)},${fmt(y - s * 0.8)} L${fmt(x + h * s * 0.62)},${fmt(y - s * 0.6)} L${fmt(x + h * s * 0.55)},${fmt(y - s * 0.55)} L${fmt(x + h * s * 0.4)},${fmt(y - s * 0.35)}` +
    ` L${fmt(x + h * s * 0.32)},${fmt(y)} L${fmt(x + h * s * 0.26)},${fmt(y)} L${fmt(x + h * s * 0.22)},${fmt(y - s * 0.25)} L${fmt(x - h * s * 0.25)},${fmt(y - s * 0.25)}` +
    ` L${fmt(x - h * s * 0.3)},${fmt(y)} L${fmt(x - h * s * 0.36)},${fmt(y)} L${fmt(x - h * s * 0.4)},${fmt(y - s * 0.3)} Z`;
  let stripes = '';
  for (let i = 0; i < 9; i += 1) {
    const sx = x - h * s * 0.36 + h * i * s * 0.08;
    stripes += `M${fmt(sx)},${fmt(y - s * 0.52)} l${fmt(h * s * 0.03)},${fmt(s * 0.3)}`;
  }
  const clip = scene.canvas.clipPath(body);
  return `<path d="${body}" fill="${white}"/><g clip-path="${clip}"><path d="${stripes}" stroke="#1c1a18" stroke-width="${fmt(s * 0.03)}"/></g>`;
}

/** Uluru: the long red monolith rising alone from the plain, fluted by rain, desert oaks before it. */
function uluru(scene: Scene, lightX: number): Box {
  const { canvas, palette, horizon, subject, random } = scene;
  const rock = mix('#c4552e', palette.glow, 0.25);
  const plain = mix('#b5562f', palette.glow, 0.2);
  canvas.add(
    `<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${plain}"/>`,
  );
  const half = canvas.width * 0.3;
  const base = horizon + 30;
  const top = Math.min(subject[1] - 60, base - canvas.height * 0.2);
  const x = subject[0];
  const shape = `M${fmt(x - half)},${fmt(base)} C${fmt(x - half * 0.95)},${fmt(top + 60)} ${fmt(x - half * 0.75)},${fmt(top)} ${fmt(x - half * 0.4)},${fmt(top)} L${fmt(x + half * 0.5)},${fmt(top + 8)} C${fmt(x + half * 0.85)},${fmt(top + 14)} ${fmt(x + half * 0.97)},${fmt(top + 80)} ${fmt(x + half)},${fmt(base)} Z`;
  const fill = canvas.linearGradient(
    [
      [0, lightX < x ? lighten(rock, 0.12) : darken(rock, 0.2)],
      [1, lightX < x ? darken(rock, 0.25) : lighten(rock, 0.1)],
    ],
    [x - half, 0],
    [x + half, 0],
  );
  canvas.add(`<path d="${shape}" fill="${fill}"/>`);
  let flutes = '';
  for (let i = 0; i < 22; i += 1) {
    const fx = x - half * 0.85 + (i / 22) * half * 1.7;
    flutes += `M${fmt(fx)},${fmt(top + between(random, 10, 40))} Q${fmt(fx + between(random, -10, 10))},${fmt((top + base) / 2)} ${fmt(fx + between(random, -14, 14))},${fmt(base)}`;
  }
  canvas.add(
    `<path d="${flutes}" stroke="${darken(rock, 0.35)}" stroke-width="4" fill="none" opacity="0.45"/>`,
  );
  // Spinifex hummocks and desert oaks on the red sand in front.
  const scrub = mix('#8a8a4a', palette.shadow, 0.3);
  for (let i = 0; i < 60; i += 1) {
    const y = between(random, base + 10, canvas.height);
    const r = 4 + ((y - base) / (canvas.height - base)) * 22;
    canvas.add(
      `<ellipse cx="${fmt(random() * canvas.width)}" cy="${fmt(y)}" rx="${fmt(r * 1.6)}" ry="${fmt(r * 0.6)}" fill="${random() < 0.5 ? scrub : darken(scrub, 0.2)}"/>`,
    );
  }
  for (let i = 0; i < 4; i += 1) {
    canvas.add(
      deadTree(
        scene,
        [between(random, 0.05, 0.95) * canvas.width, base + between(random, 60, 200)],
        140,
        darken(scrub, 0.45),
      ),
    );
  }
  return { left: x - half, top, right: x + half, bottom: Math.max(base, subject[1] + 30) };
}

/**
 * A canyon of banded rock, its walls closing in from both sides on an oasis: a pool and palms at
 * the focal point. Oman's wadis, Damaraland's gorges.
 */
function canyon(scene: Scene, lightX: number): Box {
  const { canvas, palette, horizon, subject, random } = scene;
  const rock = mix('#b0643c', palette.glow, 0.2);
  const [x, y] = subject;
  for (const side of [-1, 1]) {
    const inner = x + side * canvas.width * 0.12;
    const outer = side < 0 ? -20 : canvas.width + 20;
    const lit = side < 0 === lightX < x;
    const color = lit ? lighten(rock, 0.05) : darken(rock, 0.3);
    let d = `M${fmt(outer)},${fmt(canvas.height)} L${fmt(outer)},${fmt(horizon * 0.35)}`;
    for (let i = 0; i <= 8; i += 1) {
      const t = i / 8;
      d += ` L${fmt(outer + (inner - outer) * t + between(random, -14, 14))},${fmt(horizon * 0.35 + t * t * (canvas.height * 0.78 - horizon * 0.35))}`;
    }
    d += ` L${fmt(inner)},${fmt(canvas.height)} Z`;
    canvas.add(`<path d="${d}" fill="${color}"/>`);
    const clip = canvas.clipPath(d);
    let strata = '';
    for (let k = 0; k < 16; k += 1) {
      const sy = horizon * 0.35 + k * 42;
      strata += `M${fmt(Math.min(outer, inner) - 40)},${fmt(sy)} L${fmt(Math.max(outer, inner) + 40)},${fmt(sy + side * 30)}`;
    }
    canvas.add(
      `<g clip-path="${clip}"><path d="${strata}" stroke="${darken(color, 0.22)}" stroke-width="7" opacity="0.5"/></g>`,
    );
  }
  // The gorge floor and its pool, date palms over the water.
  const floor = canvas.height * 0.8;
  canvas.add(
    `<path d="M${fmt(x - canvas.width * 0.2)},${canvas.height} L${fmt(x - 60)},${fmt(floor - 40)} L${fmt(x + 60)},${fmt(floor - 40)} L${fmt(x + canvas.width * 0.2)},${canvas.height} Z" fill="${mix('#d8b07a', palette.glow, 0.2)}"/>`,
  );
  canvas.add(
    `<ellipse cx="${fmt(x)}" cy="${fmt(floor)}" rx="150" ry="36" fill="${mix('#3fb0a8', palette.sky[1], 0.35)}"/>`,
  );
  const leaf = darken(mix('#4f7a3a', palette.shadow, 0.3), 0.05);
  for (const [dx, h, lean] of [
    [-110, 260, -0.3],
    [-40, 330, 0.1],
    [90, 290, 0.35],
  ] as const) {
    canvas.add(palm(scene, [x + dx, floor - 10], h, lean, leaf));
  }
  return box([x, y + 60], 160, 200, floor - y);
}

/** A gemsbok: a grey-fawn antelope with a black-and-white face and long, straight, swept-back horns. */
function oryx(scene: Scene, [x, y]: [number, number], size: number): string {
  const s = size;
  const coat = mix('#b8a58a', scene.palette.glow, 0.2);
  const dark = '#231c16';
  const body =
    `M${fmt(x - s * 0.36)},${fmt(y - s * 0.52)} Q${fmt(x)},${fmt(y - s * 0.6)} ${fmt(x + s * 0.26)},${fmt(y - s * 0.56)}` +
    ` L${fmt(x + s * 0.36)},${fmt(y - s * 0.76)} L${fmt(x + s * 0.5)},${fmt(y - s * 0.66)} L${fmt(x + s * 0.44)},${fmt(y - s * 0.6)} L${fmt(x + s * 0.34)},${fmt(y - s * 0.42)}` +
    ` L${fmt(x + s * 0.3)},${fmt(y)} L${fmt(x + s * 0.26)},${fmt(y)} L${fmt(x + s * 0.22)},${fmt(y - s * 0.36)} L${fmt(x - s * 0.24)},${fmt(y - s * 0.36)}` +
    ` L${fmt(x - s * 0.28)},${fmt(y)} L${fmt(x - s * 0.32)},${fmt(y)} L${fmt(x - s * 0.38)},${fmt(y - s * 0.4)} Z`;
  return (
    `<path d="${body}" fill="${coat}"/>` +
    `<path d="M${fmt(x - s * 0.3)},${fmt(y - s * 0.4)} L${fmt(x + s * 0.22)},${fmt(y - s * 0.4)}" stroke="${dark}" stroke-width="${fmt(s * 0.03)}"/>` +
    `<path d="M${fmt(x + s * 0.4)},${fmt(y - s * 0.72)} L${fmt(x + s * 0.46)},${fmt(y - s * 0.64)}" stroke="${dark}" stroke-width="${fmt(s * 0.04)}"/>` +
    `<path d="M${fmt(x + s * 0.38)},${fmt(y - s * 0.75)} L${fmt(x + s * 0.16)},${fmt(y - s * 1.2)} M${fmt(x + s * 0.41)},${fmt(y - s * 0.76)} L${fmt(x + s * 0.21)},${fmt(y - s * 1.22)}" stroke="${dark}" stroke-width="${fmt(s * 0.018)}" stroke-linecap="round"/>` +
    `<path d="M${fmt(x - s * 0.37)},${fmt(y - s * 0.5)} q${fmt(-s * 0.08)},${fmt(s * 0.1)} ${fmt(-s * 0.06)},${fmt(s * 0.24)}" stroke="${dark}" stroke-width="${fmt(s * 0.03)}" fill="none"/>`
  );
}
