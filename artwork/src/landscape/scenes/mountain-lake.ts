import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import {
  birds,
  box,
  clouds,
  conifers,
  land,
  mistBand,
  ridge,
  snowCaps,
  water,
  type Box,
  type Scene,
} from '../elements';
import { icebergs, incaCitadel, sugarloafPeak } from '../features';
import { between } from '../random';
import { isAfterDark, reflected, sunPosition, skyWithLight, type SceneDefinition } from './shared';

/** Snow peaks over a lake: Patagonia, the Alps, the home page hero; Machu Picchu on its saddle. */
export const mountainLake: SceneDefinition = {
  times: ['golden', 'dawn', 'dusk', 'day'],
  horizon: [0.6, 0.68],
  subject: { x: [0.38, 0.56], y: [0.36, 0.44] },
  variants: ['towers', 'glacier', 'machu', 'volcano', 'cotopaxi', 'icewall', 'icecap'],
  motifs: ['machu', 'icewall', 'icecap', 'towers', 'cotopaxi', 'volcano', 'glacier'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, palette.time === 'day' ? 380 : 140, palette.time === 'day' ? 520 : 300);
    skyWithLight(scene, sunAt, 30);
    canvas.add(
      clouds(scene, {
        count: 6,
        top: 40,
        bottom: horizon * 0.5,
        streaks: palette.time !== 'day',
        opacity: 0.55,
      }),
    );
    if (words.has('machu')) return machuPicchu(scene, sunAt);

    const farColor = mix(mix(palette.shadow, palette.sky[0], 0.3), palette.haze, 0.58);
    const far = ridge(scene, {
      base: horizon - 70,
      amplitude: horizon * 0.5,
      cells: 3,
      octaves: 5,
      ridged: true,
      sharpness: 1.5,
    });
    draw(land(scene, far, { color: farColor, mist: 0.7, bottom: horizon, lightX: sunAt[0], rim: true }));
    draw(snowCaps(scene, far, horizon * 0.66));
    if (words.has('icecap')) {
      // Vatnajökull: the ice cap's smooth white dome along the horizon, its tongue spilling down.
      const capTop = horizon - horizon * 0.22;
      draw(
        `<path d="M-20,${fmt(horizon)} Q${fmt(canvas.width * 0.3)},${fmt(capTop)} ${fmt(canvas.width * 0.55)},${fmt(capTop + 10)} Q${fmt(canvas.width * 0.85)},${fmt(capTop + 20)} ${canvas.width + 20},${fmt(horizon)} Z" fill="${mix('#eef4f8', palette.glow, 0.2)}"/>` +
          `<path d="M${fmt(subject[0] - 160)},${fmt(horizon)} Q${fmt(subject[0])},${fmt(capTop + 40)} ${fmt(subject[0] + 200)},${fmt(horizon)} Z" fill="${mix('#bcd8ea', palette.glow, 0.15)}"/>`,
      );
    }
    const towers = words.has('towers');
    const cone = words.has('cotopaxi') || words.has('volcano');
    if (cone) {
      // A lone volcano at the focal point: a near-perfect cone, snow-capped in the Andes (Cotopaxi),
      // green to its smoking summit in Costa Rica (Arenal).
      const snowy = words.has('cotopaxi');
      const [cx] = subject;
      const peak = subject[1] - 120;
      const half = canvas.width * 0.34;
      const base = horizon - 10;
      const slope = mix(snowy ? '#5a5a66' : '#3f6a3a', palette.haze, 0.3);
      const cone = `M${fmt(cx - half)},${fmt(base)} Q${fmt(cx - half * 0.35)},${fmt(base - 30)} ${fmt(cx - 40)},${fmt(peak + 6)} L${fmt(cx + 40)},${fmt(peak + 4)} Q${fmt(cx + half * 0.35)},${fmt(base - 30)} ${fmt(cx + half)},${fmt(base)} Z`;
      const shade = canvas.linearGradient(
        [
          [0, sunAt[0] < cx ? lighten(slope, 0.12) : darken(slope, 0.2)],
          [1, sunAt[0] < cx ? darken(slope, 0.22) : lighten(slope, 0.1)],
        ],
        [cx - half * 0.4, 0],
        [cx + half * 0.4, 0],
      );
      draw(`<path d="${cone}" fill="${shade}"/>`);
      if (snowy) {
        draw(
          `<path d="M${fmt(cx - 150)},${fmt(peak + 150)} Q${fmt(cx - 90)},${fmt(peak + 40)} ${fmt(cx - 40)},${fmt(peak + 6)} L${fmt(cx + 40)},${fmt(peak + 4)} Q${fmt(cx + 90)},${fmt(peak + 40)} ${fmt(cx + 160)},${fmt(peak + 150)} L${fmt(cx + 120)},${fmt(peak + 130)} L${fmt(cx + 80)},${fmt(peak + 160)} L${fmt(cx + 30)},${fmt(peak + 120)} L${fmt(cx - 20)},${fmt(peak + 165)} L${fmt(cx - 70)},${fmt(peak + 125)} L${fmt(cx - 110)},${fmt(peak + 160)} Z" fill="${mix('#f6f4f0', palette.glow, 0.2)}"/>`,
        );
      } else {
        const smoke = canvas.softFill(mix('#d8d4cc', palette.haze, 0.4), 0.7);
        for (let i = 0; i < 5; i += 1) {
          draw(
            `<ellipse cx="${fmt(cx + i * 40 + between(random, -10, 10))}" cy="${fmt(peak - 30 - i * 40)}" rx="${fmt(50 + i * 22)}" ry="${fmt(26 + i * 10)}" fill="${smoke}"/>`,
          );
        }
      }
    }
    // The Paine towers: three granite spires side by side, far steeper than any ridge noise makes.
    const spireAt = subject[0] / canvas.width - 0.045;
    const mid = ridge(scene, {
      base: horizon - 25,
      amplitude: horizon * (towers ? 0.58 : cone ? 0.12 : 0.34),
      cells: towers ? 6 : 4,
      octaves: 5,
      ridged: true,
      sharpness: 1.25,
      // The highest summit stands at the focal point.
      profile: towers
        ? (t) =>
            0.35 +
            0.65 * Math.max(...[0, 0.045, 0.09].map((o) => Math.exp(-(((t - spireAt - o) / 0.018) ** 2))))
        : (t) => 0.55 + 0.45 * Math.exp(-(((t - subject[0] / canvas.width) / 0.12) ** 2)),
    });
    draw(
      land(scene, mid, {
        color: mix(palette.shadow, palette.haze, 0.38),
        mist: 0.6,
        bottom: horizon,
        lightX: sunAt[0],
      }),
    );
    draw(snowCaps(scene, mid, horizon * 0.6));
    draw(mistBand(scene, horizon - 20, 50, 0.35));
    const shore = ridge(scene, { base: horizon + 4, amplitude: 55, cells: 5, octaves: 3 });
    const shoreColor = mix(palette.shadow, palette.haze, 0.22);
    draw(land(scene, shore, { color: shoreColor, mist: 0.2, bottom: horizon + 6 }));
    draw(conifers(scene, shore, { color: shoreColor, minHeight: 14, maxHeight: 34, spacing: 9 }));
    canvas.add(
      birds(scene, [sunAt[0] + between(random, -300, 300), horizon * 0.35], 5, darken(palette.shadow, 0.2)),
    );

    canvas.add(
      water(scene, horizon, { reflect: layers, sunAt: palette.time === 'night' ? undefined : sunAt }),
    );
    if (words.has('icewall')) {
      // Perito Moreno: the glacier's front, a wall of blue-white ice seracs standing in the lake.
      const ice = mix('#dfeef6', palette.glow, 0.15);
      const blue = mix('#7fb8d8', palette.glow, 0.1);
      const top = horizon - 70;
      let front = `M-20,${fmt(horizon + 30)} L-20,${fmt(top + 20)}`;
      for (let x = -20; x <= canvas.width + 20; x += 26) {
        front += ` L${fmt(x)},${fmt(top + between(random, -18, 18) + Math.abs(x - subject[0]) * 0.04)}`;
      }
      front += ` L${canvas.width + 20},${fmt(horizon + 30)} Z`;
      canvas.add(`<path d="${front}" fill="${ice}"/>`);
      let seracs = '';
      for (let x = 0; x < canvas.width; x += between(random, 14, 30)) {
        seracs += `M${fmt(x)},${fmt(top + 10)} L${fmt(x + between(random, -6, 6))},${fmt(horizon + 28)}`;
      }
      canvas.add(`<path d="${seracs}" stroke="${blue}" stroke-width="6" opacity="0.55"/>`);
      canvas.add(icebergs(scene, horizon + 60, canvas.height * 0.8, 5));
    } else if (words.has('glacier') || words.has('icecap')) {
      canvas.add(icebergs(scene, horizon + 20, canvas.height * 0.86, 9));
    }

    // The near bank stands on the side away from the summit.
    const side = subject[0] < canvas.width / 2 ? 1 : -1;
    const bank = ridge(scene, {
      base: canvas.height + 20,
      amplitude: 300,
      cells: 4,
      octaves: 4,
      profile: (t) => Math.max(0, side < 0 ? 1 - t * 2.2 : t * 2.2 - 1.2) ** 1.4,
    });
    canvas.add(land(scene, bank, { color: palette.shadow, mist: 0.05 }));
    canvas.add(
      conifers(scene, bank, {
        color: palette.shadow,
        minHeight: 40,
        maxHeight: 120,
        spacing: 16,
        density: 0.7,
      }),
    );
    return box([subject[0], horizon * 0.6], canvas.width * 0.14, horizon * 0.42, horizon * 0.4);
  },
};

/**
 * Machu Picchu from the guardhouse: the terraced citadel on its saddle, Huayna Picchu's sugarloaf
 * rising behind it, green Andean ridges beyond and cloud filling the Urubamba's valleys below.
 */
function machuPicchu(scene: Scene, sunAt: Point): Box {
  const { canvas, palette, horizon, subject } = scene;
  const [x, y] = subject;
  const far = ridge(scene, {
    base: horizon - 40,
    amplitude: horizon * 0.45,
    cells: 4,
    octaves: 5,
    ridged: true,
    sharpness: 1.4,
  });
  canvas.add(
    land(scene, far, {
      color: mix(mix('#4a6a52', palette.shadow, 0.4), palette.haze, 0.6),
      mist: 0.7,
      lightX: sunAt[0],
      rim: true,
    }),
  );
  canvas.add(mistBand(scene, horizon - 30, 70, 0.6));
  // Huayna Picchu stands behind the citadel and to one side, its summit well above the focal point.
  const saddleY = y + 90;
  const peakX = x + 170;
  canvas.add(sugarloafPeak(scene, [peakX, saddleY + 240], 420, saddleY + 240 - (y - 250)));
  // The saddle: a ridge that falls away steeply on both sides into the cloud.
  const green = mix('#4f7a40', palette.shadow, 0.25);
  const saddle = `M${x - 760},${canvas.height} C${x - 520},${saddleY + 260} ${x - 360},${saddleY + 10} ${x - 260},${saddleY} L${x + 260},${saddleY - 6} C${x + 380},${saddleY + 20} ${x + 560},${saddleY + 240} ${x + 820},${canvas.height} Z`;
  canvas.add(`<path d="${saddle}" fill="${green}"/>`);
  canvas.add(incaCitadel(scene, [x, saddleY], 440, isAfterDark(scene)));
  // Cloud lying in the valleys below the saddle, in front of the ridges on either side.
  canvas.add(mistBand(scene, saddleY + 230, 90, 0.75));
  canvas.add(clouds(scene, { count: 5, top: saddleY + 150, bottom: canvas.height - 120, opacity: 0.7 }));
  // The guardhouse slope in the foreground, dark, with a terrace edge or two.
  const near = darken(mix('#3d5a30', palette.shadow, 0.5), 0.1);
  canvas.add(
    `<path d="M${canvas.width},${canvas.height - 230} C${canvas.width - 220},${canvas.height - 200} ${canvas.width - 420},${canvas.height - 80} ${canvas.width - 560},${canvas.height} H${canvas.width} Z" fill="${near}"/>`,
  );
  return box([x + 60, y], 330, 260, saddleY + 190 - y);
}
