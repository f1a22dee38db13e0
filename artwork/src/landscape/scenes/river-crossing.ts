import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, land, ridge, type Scene } from '../elements';
import { acacia, wildebeest } from '../features';
import { between } from '../random';
import { skyWithLight, sunPosition, type SceneDefinition } from './shared';

/** White water thrown up where the herd hits the river. */
function splash(scene: Scene, [x, y]: Point, size: number): string {
  const { canvas, random, palette } = scene;
  let spray = '';
  for (let i = 0; i < 9; i += 1) {
    spray += `<ellipse cx="${fmt(x + between(random, -1, 1) * size)}" cy="${fmt(y - between(random, 0, 0.6) * size)}" rx="${fmt(between(random, 0.2, 0.5) * size)}" ry="${fmt(between(random, 0.1, 0.3) * size)}"/>`;
  }
  return `<g fill="${mix('#f4efe4', palette.glow, 0.2)}" opacity="0.85" filter="${canvas.blur(3, 0.3)}">${spray}</g>`;
}

/**
 * The Great Migration crossing the Mara River: a line of wildebeest pouring down the far bank's
 * earth cliff into the brown water, spray where they land, heads of the swimmers strung across the
 * current, the plains and their acacias beyond.
 */
export const riverCrossing: SceneDefinition = {
  times: ['golden', 'day', 'golden'],
  horizon: [0.34, 0.38],
  subject: { x: [0.4, 0.5], y: [0.44, 0.5] },
  variants: [],
  paint(scene) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 120, 200);
    skyWithLight(scene, sunAt, 40);
    canvas.add(clouds(scene, { count: 6, top: 30, bottom: horizon * 0.8, opacity: 0.6 }));

    // The plains beyond the river, with acacias standing on them.
    const plain = ridge(scene, { base: horizon, amplitude: 16, cells: 10, octaves: 2 });
    const grass = mix('#c6a25c', palette.glow, 0.25);
    canvas.add(land(scene, plain, { color: mix(grass, palette.haze, 0.35), mist: 0.1 }));
    for (let i = 0; i < 4; i += 1) {
      canvas.add(
        acacia(
          scene,
          [between(random, 0.05, 0.95) * canvas.width, horizon + 4],
          between(random, 50, 90),
          mix(palette.shadow, palette.haze, 0.45),
        ),
      );
    }

    // The far bank: a cut of ochre earth from the plains down to the water, falling left to right.
    const [sx, sy] = subject;
    const waterline = sy + 40;
    const earth = mix('#8a5a32', palette.glow, 0.15);
    const bank = `M0,${fmt(horizon + 8)} L${canvas.width},${fmt(horizon + 8)} L${canvas.width},${fmt(waterline - 70)} Q${fmt(sx + 200)},${fmt(waterline - 60)} ${fmt(sx + 60)},${fmt(waterline)} L0,${fmt(waterline + 30)} Z`;
    canvas.add(
      `<path d="${bank}" fill="${canvas.linearGradient(
        [
          [0, lighten(earth, 0.1)],
          [1, darken(earth, 0.3)],
        ],
        [0, horizon],
        [0, waterline],
      )}"/>`,
    );
    // Dust raised by the herd on the bank.
    canvas.add(
      `<ellipse cx="${fmt(sx + 120)}" cy="${fmt(horizon + 40)}" rx="420" ry="70" fill="${canvas.softFill(mix(earth, palette.glow, 0.5), 0.5)}"/>`,
    );

    // The river: silty brown, catching the sky's light, streaked by the current.
    const silt = mix('#7d6443', palette.glow, 0.2);
    canvas.add(
      `<path d="M0,${fmt(waterline + 30)} L${fmt(sx + 60)},${fmt(waterline)} Q${fmt(sx + 200)},${fmt(waterline - 60)} ${canvas.width},${fmt(waterline - 70)} V${canvas.height} H0 Z" fill="${canvas.linearGradient(
        [
          [0, mix(silt, palette.sky[1], 0.5)],
          [1, mix(silt, palette.sky[0], 0.3)],
        ],
        [0, waterline - 70],
        [0, canvas.height],
      )}"/>`,
    );
    let current = '';
    for (let i = 0; i < 40; i += 1) {
      const y = between(random, waterline, canvas.height);
      const x = random() * canvas.width;
      current += `<path d="M${fmt(x)},${fmt(y)} h${fmt(between(random, 40, 160) * (0.4 + (y - waterline) / canvas.height))}" stroke="${lighten(silt, 0.3)}" stroke-width="${fmt(1 + (y - waterline) / 200)}" opacity="0.35"/>`;
    }
    canvas.add(current);

    // The column coming down the bank, the leaders plunging in, the swimmers across the current.
    const herd = darken(palette.shadow, 0.05);
    let column = '';
    for (let i = 0; i < 16; i += 1) {
      const t = i / 15;
      const x = sx + 90 + t * canvas.width * 0.5 + between(random, -20, 20);
      const y = waterline - 8 - t * (waterline - horizon - 40) + between(random, -10, 10);
      column += wildebeest([x, y], 100 - t * 56, -1, herd, i < 3);
    }
    canvas.add(column);
    canvas.add(splash(scene, [sx, waterline + 10], 130));
    canvas.add(splash(scene, [sx + 70, waterline + 4], 50));
    let swimmers = '';
    for (let i = 0; i < 14; i += 1) {
      const x = sx - 60 - i * between(random, 50, 70);
      const y = waterline + 40 + i * between(random, 8, 18) + between(random, -15, 15);
      const s = 20 + i * 2;
      swimmers +=
        `<path d="M${fmt(x - s * 1.6)},${fmt(y + s * 0.5)} L${fmt(x)},${fmt(y + s * 0.2)} L${fmt(x + s * 1.6)},${fmt(y + s * 0.5)}" stroke="${lighten(silt, 0.45)}" stroke-width="2" fill="none" opacity="0.6"/>` +
        `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(s)}" ry="${fmt(s * 0.55)}" fill="${herd}"/>` +
        `<path d="M${fmt(x - s * 0.6)},${fmt(y - s * 0.3)} q${fmt(-s * 0.4)},${fmt(-s * 0.6)} ${fmt(s * 0.1)},${fmt(-s * 0.8)} M${fmt(x + s * 0.6)},${fmt(y - s * 0.3)} q${fmt(s * 0.4)},${fmt(-s * 0.6)} ${fmt(-s * 0.1)},${fmt(-s * 0.8)}" stroke="${herd}" stroke-width="3" fill="none"/>`;
    }
    canvas.add(swimmers);
    // The near bank's grass in the corner, for depth.
    canvas.add(
      `<path d="M${fmt(canvas.width * 0.7)},${canvas.height} Q${fmt(canvas.width * 0.85)},${fmt(canvas.height - 120)} ${canvas.width},${fmt(canvas.height - 160)} V${canvas.height} Z" fill="${darken(grass, 0.35)}"/>`,
    );
    return box([sx + 100, waterline - 60], 260, 120, 80);
  },
};
