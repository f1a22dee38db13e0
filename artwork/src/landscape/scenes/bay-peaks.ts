import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { birds, box, clouds, land, mistBand, ridge, water } from '../elements';
import { boat, glowDot } from '../features';
import { between } from '../random';
import { reflected, isAfterDark, skyWithLight, type SceneDefinition } from './shared';

/** A domed granite peak rising sheer from a bay, a city along the shore beneath green mountains: Rio. */
export const bayPeaks: SceneDefinition = {
  times: ['golden', 'dusk', 'day'],
  horizon: [0.6, 0.66],
  subject: { x: [0.6, 0.74], y: [0.42, 0.48] },
  variants: ['beach'],
  motifs: ['beach'],
  paint(scene, variant) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt: Point = [canvas.width * between(random, 0.2, 0.4), horizon - between(random, 80, 260)];
    skyWithLight(scene, sunAt, 28);
    canvas.add(clouds(scene, { count: 6, top: 40, bottom: horizon * 0.5, opacity: 0.5 }));

    const granite = mix('#7b7468', palette.glow, 0.15);
    const forest = mix('#2f4f32', palette.shadow, 0.3);
    // Mountains behind the city, the highest crowned by the statue.
    const range = ridge(scene, {
      base: horizon - 10,
      amplitude: horizon * 0.42,
      cells: 3,
      octaves: 4,
      sharpness: 1.3,
    });
    const peak = range.reduce(
      (top, point) => (point[1] < top[1] && point[0] < subject[0] - 250 ? point : top),
      [0, canvas.height] as Point,
    );
    draw(
      land(scene, range, { color: mix(forest, palette.haze, 0.45), mist: 0.5, lightX: sunAt[0], rim: true }),
    );
    const statue = mix(palette.shadow, palette.haze, 0.3);
    draw(
      `<path d="M${fmt(peak[0] - 2)},${fmt(peak[1])} v-26 h-10 v-4 h10 v-6 h4 v6 h10 v4 h-10 v26 Z" fill="${statue}"/>`,
    );
    draw(mistBand(scene, horizon - 30, 40, 0.3));
    // The city: a low strip of towers along the shore, lit after dark.
    let city = '';
    const lit = isAfterDark(scene);
    for (let cx = 0; cx < subject[0] - 120; cx += between(random, 10, 26)) {
      const h = between(random, 12, 44);
      const tone = mix(pick3(random), palette.haze, 0.35);
      city += `<rect x="${fmt(cx)}" y="${fmt(horizon - h)}" width="${fmt(between(random, 8, 22))}" height="${fmt(h + 2)}" fill="${tone}"/>`;
      if (lit && random() < 0.6) city += glowDot(scene, [cx + 6, horizon - h * 0.5], 16, 0.4);
    }
    draw(city);
    // Sugarloaf and its smaller neighbour, Urca, rising from the water.
    const [x] = subject;
    const height = horizon - subject[1] + 150;
    const width = height * 0.62;
    const dome = `M${fmt(x - width * 0.62)},${fmt(horizon + 2)} C${fmt(x - width * 0.52)},${fmt(horizon - height * 0.7)} ${fmt(x - width * 0.32)},${fmt(horizon - height)} ${fmt(x + width * 0.02)},${fmt(horizon - height)} C${fmt(x + width * 0.36)},${fmt(horizon - height)} ${fmt(x + width * 0.48)},${fmt(horizon - height * 0.55)} ${fmt(x + width * 0.62)},${fmt(horizon + 2)} Z`;
    const shade = canvas.linearGradient(
      [
        [0, lighten(granite, 0.15)],
        [0.6, granite],
        [1, darken(granite, 0.35)],
      ],
      [x - width * 0.6, 0],
      [x + width * 0.6, 0],
    );
    const ux = x + width * 0.85;
    draw(
      `<path d="M${fmt(ux - width * 0.5)},${fmt(horizon + 2)} Q${fmt(ux - width * 0.2)},${fmt(horizon - height * 0.42)} ${fmt(ux + width * 0.15)},${fmt(horizon - height * 0.38)} Q${fmt(ux + width * 0.45)},${fmt(horizon - height * 0.3)} ${fmt(ux + width * 0.7)},${fmt(horizon + 2)} Z" fill="${darken(forest, 0.05)}"/>`,
    );
    draw(`<path d="${dome}" fill="${shade}"/>`);
    draw(
      `<path d="M${fmt(x - width * 0.62)},${fmt(horizon + 2)} C${fmt(x - width * 0.58)},${fmt(horizon - height * 0.3)} ${fmt(x + width * 0.5)},${fmt(horizon - height * 0.25)} ${fmt(x + width * 0.62)},${fmt(horizon + 2)} Z" fill="${forest}" opacity="0.9"/>`,
    );
    // The cable car line from Urca to the summit.
    draw(
      `<path d="M${fmt(ux + width * 0.1)},${fmt(horizon - height * 0.38)} Q${fmt((x + ux) / 2)},${fmt(horizon - height * 0.55)} ${fmt(x + width * 0.1)},${fmt(horizon - height + 4)}" fill="none" stroke="${darken(palette.shadow, 0.1)}" stroke-width="1.2" opacity="0.6"/>`,
    );
    canvas.add(water(scene, horizon + 2, { reflect: layers, sunAt, clarity: 0.5 }));
    canvas.add(birds(scene, [x - 200, horizon - height - 40], 5, darken(palette.shadow, 0.2)));
    for (let i = 0; i < 5; i += 1) {
      const by = between(random, horizon + 30, canvas.height * 0.9);
      canvas.add(
        boat(
          scene,
          [between(random, 0.05, 0.5) * canvas.width, by],
          6 + ((by - horizon) / canvas.height) * 30,
          random() < 0.5 ? 1 : -1,
        ),
      );
    }
    if (variant.has('beach')) {
      const sand = mix('#e9d8b4', palette.glow, 0.25);
      canvas.add(
        `<path d="M0,${fmt(canvas.height * 0.86)} Q${fmt(canvas.width * 0.5)},${fmt(canvas.height * 0.8)} ${canvas.width},${fmt(canvas.height * 0.9)} V${canvas.height} H0 Z" fill="${sand}"/>`,
      );
    }
    return box([x, horizon - height * 0.5], width * 0.62, height * 0.5, height * 0.5);
  },
};

const pick3 = (random: () => number) =>
  random() < 0.33 ? '#e8e1d4' : random() < 0.5 ? '#c9c2b6' : '#a89f92';
