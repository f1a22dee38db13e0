import { fmt } from '../canvas';
import { darken, mix } from '../color';
import { box, clouds, land, ridge, water } from '../elements';
import { blueTown, boat, fort, palace } from '../features';
import { between } from '../random';
import { reflected, sunPosition, isAfterDark, skyWithLight, type SceneDefinition } from './shared';

/** A marble palace on a lake or a fort above a blue city: Rajasthan. */
export const palaceScene: SceneDefinition = {
  times: ['dusk', 'golden'],
  horizon: [0.6, 0.66],
  subject: { x: [0.4, 0.58], y: [0.54, 0.6] },
  variants: ['fort'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 60, 200);
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.55, streaks: true, opacity: 0.5 }));
    const hills = ridge(scene, { base: horizon, amplitude: 160, cells: 3, octaves: 4 });
    draw(
      land(scene, hills, {
        color: mix(palette.shadow, palette.haze, 0.62),
        mist: 0.45,
        lightX: sunAt[0],
        rim: true,
      }),
    );
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
      canvas.add(
        fort(scene, rock, canvas.width * 0.18, canvas.width * 0.82, sandstone, darken(sandstone, 0.3)),
      );
      canvas.add(blueTown(scene, canvas.height * 0.86, canvas.height + 60, lit));
      return box(
        [canvas.width / 2, canvas.height * 0.62],
        canvas.width * 0.32,
        canvas.height * 0.3,
        canvas.height * 0.24,
      );
    }

    const width = between(random, 620, 780);
    const x = subject[0] - width / 2;
    const building = palace(scene, x, horizon + 30, width, 170, {
      color: marble,
      windowColor: darken(marble, 0.35),
      lit,
    });
    draw(
      `<rect x="${fmt(x - 20)}" y="${fmt(horizon + 20)}" width="${fmt(width + 40)}" height="12" fill="${darken(marble, 0.3)}"/>`,
    );
    draw(building);
    canvas.add(
      water(scene, horizon + 31, {
        reflect: layers.map((layer) => `<g transform="translate(0 -31)">${layer}</g>`),
        sunAt,
        clarity: 0.7,
      }),
    );
    canvas.add(boat(scene, [canvas.width * between(random, 0.6, 0.9), canvas.height * 0.86], 30, -1));
    return box([subject[0], horizon], width / 2, 230, 40);
  },
};
