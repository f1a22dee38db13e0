import { fmt } from '../canvas';
import { darken, mix } from '../color';
import { box, clouds, land, mistBand, ridge, water } from '../elements';
import { houseboat, palm } from '../features';
import { between } from '../random';
import { reflected, isAfterDark, skyWithLight, type SceneDefinition } from './shared';

/** A houseboat gliding down a palm-lined canal, the far bank mirrored in still water: Kerala. */
export const backwaters: SceneDefinition = {
  times: ['golden', 'dawn', 'mist', 'dusk'],
  horizon: [0.42, 0.48],
  subject: { x: [0.36, 0.62], y: [0.48, 0.52] },
  variants: ['beach', 'nets'],
  motifs: ['nets', 'beach'],
  draws: ['palms'],
  paint(scene, variant) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt: [number, number] = [
      subject[0] + (random() < 0.5 ? -1 : 1) * canvas.width * 0.25,
      horizon - between(random, 80, 200),
    ];
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 5, top: 50, bottom: horizon * 0.6, streaks: true, opacity: 0.4 }));

    const jungle = mix('#2f5a2e', palette.shadow, 0.3);
    const far = mix(jungle, palette.haze, 0.55);
    const bank = ridge(scene, { base: horizon + 2, amplitude: 40, cells: 16, octaves: 2 });
    draw(land(scene, bank, { color: far, mist: 0.3, bottom: horizon + 3 }));
    // A dense fringe of coconut palms along the far bank.
    for (let px = -20; px < canvas.width + 20; px += between(random, 26, 60)) {
      draw(
        palm(
          scene,
          [px, horizon + 2],
          between(random, 90, 170),
          between(random, -0.6, 0.6),
          mix(far, palette.shadow, 0.15),
        ),
      );
    }
    draw(mistBand(scene, horizon - 10, 30, 0.35));
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.75 }));
    const length = 460;
    canvas.add(houseboat(scene, subject, length, isAfterDark(scene)));
    if (variant.has('nets')) {
      // A Chinese fishing net on its cantilever, silhouetted at the water's edge.
      const nx = subject[0] < canvas.width / 2 ? canvas.width * 0.82 : canvas.width * 0.18;
      const ny = horizon + 40;
      canvas.add(
        `<path d="M${fmt(nx)},${fmt(ny)} L${fmt(nx - 120)},${fmt(ny - 220)} M${fmt(nx)},${fmt(ny)} L${fmt(nx + 120)},${fmt(ny - 220)} M${fmt(nx - 120)},${fmt(ny - 220)} Q${fmt(nx)},${fmt(ny - 120)} ${fmt(nx + 120)},${fmt(ny - 220)}" fill="none" stroke="${darken(palette.shadow, 0.1)}" stroke-width="4"/>`,
      );
    }
    // Palms leaning out over the water from the near bank frame the boat.
    const side = subject[0] < canvas.width / 2 ? 1 : -1;
    const footX = side > 0 ? canvas.width * 0.9 : canvas.width * 0.1;
    const near = darken(jungle, 0.35);
    canvas.add(
      `<path d="M${fmt(footX - side * 260)},${canvas.height} Q${fmt(footX)},${fmt(canvas.height - 90)} ${fmt(side > 0 ? canvas.width + 10 : -10)},${fmt(canvas.height - 120)} L${fmt(side > 0 ? canvas.width + 10 : -10)},${canvas.height} Z" fill="${near}"/>`,
    );
    canvas.add(palm(scene, [footX, canvas.height - 70], 620, -side * 1.1, near));
    canvas.add(palm(scene, [footX + side * 70, canvas.height - 60], 480, -side * 0.6, near));
    if (variant.has('beach'))
      canvas.add(palm(scene, [footX - side * 120, canvas.height - 40], 380, -side * 0.3, near));
    return box(subject, length * 0.55, length * 0.24, length * 0.06);
  },
};
