import { fmt, type Point } from '../canvas';
import { lighten, mix } from '../color';
import { box, clouds, conifers, heightAt, land, mistBand, ridge, snowCaps, water } from '../elements';
import { between } from '../random';
import { reflected, sunPosition, skyWithLight, type SceneDefinition } from './shared';

/** Sheer forested walls closing on a still sound: Fiordland, Norway. */
export const fjord: SceneDefinition = {
  times: ['dawn', 'golden', 'day'],
  horizon: [0.56, 0.64],
  subject: { x: [0.42, 0.58], y: [0.44, 0.5] },
  variants: [],
  paint(scene) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 170, 320);
    skyWithLight(scene, sunAt, 26);
    canvas.add(clouds(scene, { count: 5, top: 60, bottom: horizon * 0.45, opacity: 0.5 }));

    // The sound runs into the picture at the focal point.
    const centre = subject[0] / canvas.width;
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
      draw(
        land(scene, points, {
          color,
          mist: wall.mist,
          bottom: horizon + 2,
          lightX: sunAt[0],
          rim: index === 0,
        }),
      );
      if (index === 0) draw(snowCaps(scene, points, horizon * 0.5));
      if (index === walls.length - 1) {
        draw(
          conifers(
            scene,
            points.map(([x, y]): Point => [x, y + 16]),
            { color, minHeight: 10, maxHeight: 24, spacing: 7, density: 0.6 },
          ),
        );
        // Waterfalls fed by the rain, spilling down the nearest walls.
        for (let i = 0; i < 5; i += 1) {
          const x =
            (random() < 0.5 ? between(random, 0.04, centre - 0.2) : between(random, centre + 0.2, 0.96)) *
            canvas.width;
          const top = heightAt(points, x) + 30;
          if (top > horizon - 60) continue;
          let d = `M${fmt(x)},${fmt(top)}`;
          for (let y = top; y < horizon; y += 22) d += ` L${fmt(x + between(random, -4, 4))},${fmt(y)}`;
          draw(
            `<path d="${d}" fill="none" stroke="${lighten(palette.haze, 0.5)}" stroke-width="${fmt(between(random, 1.5, 3))}" opacity="0.55"/>`,
          );
        }
      }
      draw(mistBand(scene, horizon - 50 - index * 90, 60, 0.28));
    });
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.65 }));
    return box([subject[0], horizon], canvas.width * 0.16, horizon - subject[1] + 120, 120);
  },
};
