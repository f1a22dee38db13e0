import { type Point } from '../canvas';
import { darken, mix } from '../color';
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
  variants: ['towers', 'glacier', 'machu'],
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
    const towers = words.has('towers');
    // The Paine towers: three granite spires side by side, far steeper than any ridge noise makes.
    const spireAt = subject[0] / canvas.width - 0.045;
    const mid = ridge(scene, {
      base: horizon - 25,
      amplitude: horizon * (towers ? 0.58 : 0.34),
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
    if (words.has('glacier')) canvas.add(icebergs(scene, horizon + 20, canvas.height * 0.86, 9));

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
