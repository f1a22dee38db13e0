import { type Point } from '../canvas';
import { darken, mix } from '../color';
import { box, clouds, conifers, heightAt, land, mistBand, ridge, snowCaps } from '../elements';
import { dzong, prayerFlags } from '../features';
import { between } from '../random';
import { isAfterDark, skyWithLight, type SceneDefinition } from './shared';

/**
 * A dzong on its spur above a forested valley, the high Himalaya behind and prayer flags strung
 * across the foreground: Bhutan. The Tiger's Nest variant clings to a cliff instead.
 */
export const dzongScene: SceneDefinition = {
  times: ['golden', 'dawn', 'mist'],
  horizon: [0.5, 0.56],
  subject: { x: [0.5, 0.68], y: [0.42, 0.5] },
  variants: ['tigers'],
  motifs: ['tigers'],
  paint(scene, variant) {
    const { canvas, random, palette, horizon, subject } = scene;
    const [x, y] = subject;
    const sunAt: Point = [x < canvas.width / 2 ? canvas.width * 0.78 : canvas.width * 0.22, horizon * 0.3];
    skyWithLight(scene, sunAt, 24);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.45, opacity: 0.45 }));

    const peaks = ridge(scene, {
      base: horizon - 40,
      amplitude: horizon * 0.55,
      cells: 4,
      octaves: 5,
      ridged: true,
      sharpness: 1.4,
    });
    canvas.add(
      land(scene, peaks, {
        color: mix(palette.shadow, palette.haze, 0.62),
        mist: 0.6,
        lightX: sunAt[0],
        rim: true,
      }),
    );
    canvas.add(snowCaps(scene, peaks, horizon * 0.62));
    canvas.add(mistBand(scene, horizon - 30, 60, 0.4));

    const forest = mix('#2c4a34', palette.shadow, 0.25);
    const cliff = variant.has('tigers');
    const width = cliff ? 260 : 520;
    const base = y + width * 0.22;
    // The valley walls, with a spur rising to meet the building wherever it stands.
    const valley = ridge(scene, {
      base: canvas.height * 0.9,
      amplitude: canvas.height * 0.9 - base,
      cells: 3,
      octaves: 4,
      profile: (t) => Math.max(0.45, Math.exp(-(((t - x / canvas.width) / 0.18) ** 2))),
    });
    const valleyColor = mix(forest, palette.haze, 0.3);
    canvas.add(land(scene, valley, { color: valleyColor, mist: 0.35, lightX: sunAt[0] }));
    canvas.add(
      conifers(scene, valley, {
        color: darken(valleyColor, 0.1),
        minHeight: 14,
        maxHeight: 30,
        spacing: 8,
        density: 0.8,
      }),
    );
    if (cliff) {
      // A sheer grey cliff face, the monastery built into its side.
      const rock = mix('#6d6358', palette.haze, 0.2);
      canvas.add(
        `<path d="M${x - 220},${canvas.height} L${x - 160},${y - 260} Q${x - 60},${y - 330} ${x + 80},${y - 280} L${x + 170},${y + 40} L${x + 260},${canvas.height} Z" fill="${rock}"/>`,
      );
    }
    // The spur the dzong stands on, running down into the valley.
    canvas.add(
      `<path d="M${x - width * 1.1},${canvas.height} C${x - width * 0.8},${base + 60} ${x - width * 0.7},${base} ${x - width * 0.5},${base - 4} L${x + width * 0.5},${base - 4} C${x + width * 0.7},${base} ${x + width * 0.9},${base + 80} ${x + width * 1.3},${canvas.height} Z" fill="${darken(valleyColor, 0.08)}"/>`,
    );
    canvas.add(dzong(scene, [x, base], width, isAfterDark(scene)));
    const near = ridge(scene, { base: canvas.height + 10, amplitude: 150, cells: 3, octaves: 3 });
    canvas.add(land(scene, near, { color: darken(forest, 0.2), mist: 0.05 }));
    canvas.add(
      conifers(scene, near, {
        color: darken(forest, 0.3),
        minHeight: 60,
        maxHeight: 150,
        spacing: 22,
        density: 0.55,
      }),
    );
    const poleX =
      x < canvas.width / 2
        ? canvas.width * between(random, 0.8, 0.9)
        : canvas.width * between(random, 0.1, 0.2);
    canvas.add(
      prayerFlags(
        scene,
        [poleX, heightAt(near, poleX) - 240],
        [x < canvas.width / 2 ? canvas.width + 20 : -20, canvas.height * 0.62],
        3,
      ),
    );
    return box(subject, width * 0.55, width * 0.65, width * 0.25);
  },
};
