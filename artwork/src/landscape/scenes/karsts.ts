import { darken, mix } from '../color';
import { birds, box, clouds, mistBand, water } from '../elements';
import { junk, karst, longtail } from '../features';
import { between } from '../random';
import { reflected, sunPosition, skyWithLight, type SceneDefinition } from './shared';

/**
 * Limestone towers standing in emerald water, fading rank on rank into haze: Phang Nga, Krabi, Ha Long
 * Bay. A longtail boat in Thailand, a junk under rust-red sails in Vietnam.
 */
export const karsts: SceneDefinition = {
  times: ['golden', 'mist', 'dawn', 'day'],
  horizon: [0.62, 0.68],
  subject: { x: [0.56, 0.72], y: [0.36, 0.44] },
  variants: ['junk', 'halong', 'island'],
  motifs: ['junk', 'island'],
  paint(scene, variant) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 120, 300);
    skyWithLight(scene, sunAt, 26);
    canvas.add(clouds(scene, { count: 6, top: 40, bottom: horizon * 0.5, opacity: 0.45 }));

    const rock = mix('#8a8576', palette.glow, 0.12);
    // Far ranks first, each paler with distance.
    for (let rank = 0; rank < 3; rank += 1) {
      const fade = 0.75 - rank * 0.22;
      for (let i = 0; i < 7 - rank; i += 1) {
        const x = between(random, -0.05, 1.05) * canvas.width;
        if (Math.abs(x - subject[0]) < 160 && rank === 2) continue;
        const height = between(random, 90, 200) * (0.7 + rank * 0.35);
        draw(
          karst(
            scene,
            [x, horizon + 2],
            height * between(random, 0.5, 0.8),
            height,
            mix(rock, palette.haze, fade),
          ),
        );
      }
      draw(mistBand(scene, horizon - 10, 30 + rank * 10, 0.35));
    }
    // The tower the picture is of, near and tall, with a smaller companion.
    const height = (horizon - subject[1]) * 2;
    const width = height * 0.55;
    draw(
      karst(
        scene,
        [subject[0] + width * 0.85, horizon + 2],
        width * 0.6,
        height * 0.55,
        mix(rock, palette.shadow, 0.15),
      ),
    );
    draw(karst(scene, [subject[0], horizon + 2], width, height, mix(rock, palette.shadow, 0.2)));
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.55 }));
    // Emerald shallows: the water takes the colour of the limestone beneath.
    canvas.add(
      `<rect x="0" y="${horizon + 2}" width="${canvas.width}" height="${canvas.height - horizon}" fill="${mix('#2f8a78', palette.glow, 0.1)}" opacity="0.28"/>`,
    );
    const boatX = subject[0] < canvas.width / 2 ? subject[0] + width * 1.2 : subject[0] - width * 1.3;
    const boatY = horizon + (canvas.height - horizon) * 0.55;
    canvas.add(
      variant.has('junk') || variant.has('halong')
        ? junk(scene, [boatX, boatY], 220)
        : longtail(scene, [boatX, boatY], 300, boatX < subject[0] ? 1 : -1),
    );
    if (variant.has('island'))
      canvas.add(birds(scene, [subject[0] - 160, subject[1] - 120], 6, darken(palette.shadow, 0.2)));
    return box([subject[0], horizon - height / 2], width * 0.55, height / 2, height / 2);
  },
};
