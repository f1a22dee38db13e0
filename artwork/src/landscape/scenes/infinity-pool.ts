import { fmt } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, land, ridge } from '../elements';
import { palm } from '../features';
import { between } from '../random';
import { skyWithLight, sunPosition, type SceneDefinition } from './shared';

/**
 * An infinity pool whose far edge meets a sea of cloud filling the valley, blue ranges standing out
 * of it beyond, a stone deck, loungers and a palm in front: a hill retreat's pool above the clouds,
 * or, over a jungle valley, above the treetops.
 */
export const infinityPool: SceneDefinition = {
  times: ['day', 'golden', 'day'],
  horizon: [0.56, 0.6],
  subject: { x: [0.5, 0.62], y: [0.4, 0.46] },
  variants: ['jungle'],
  draws: ['pool'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 280, 400);
    skyWithLight(scene, sunAt, 26);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.4, streaks: true, opacity: 0.45 }));

    // Over a jungle valley the pool's edge meets the treetops instead of the cloud.
    const jungle = words.has('jungle');
    // Ranges rising out of the cloud, the nearest darkest, the peak at the focal point.
    const ranges = [
      { base: horizon - 60, amplitude: 200, fade: 0.7 },
      { base: horizon - 20, amplitude: 150, fade: 0.5 },
    ];
    for (const { base, amplitude, fade } of ranges) {
      const line = ridge(scene, {
        base,
        amplitude,
        cells: 3,
        octaves: 4,
        profile: (t) => Math.max(0.45, Math.exp(-(((t - subject[0] / canvas.width) / 0.25) ** 2))),
      });
      const range = jungle ? '#3e6b3a' : '#3c5a78';
      canvas.add(
        land(scene, line, {
          color: mix(mix(range, palette.shadow, 0.2), palette.haze, fade),
          mist: 0.6,
          lightX: sunAt[0],
        }),
      );
    }
    // The sea of cloud: soft, bright billows lying level in the valleys.
    const edge = horizon + 40;
    let billows = '';
    for (let i = 0; i < 40; i += 1) {
      const x = between(random, -0.05, 1.05) * canvas.width;
      const y = edge - between(random, 10, 70);
      billows += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 90, 220))}" ry="${fmt(between(random, 26, 50))}"/>`;
    }
    const cloud = jungle ? mix('#2f5a30', palette.glow, 0.1) : mix('#ffffff', palette.glow, 0.25);
    canvas.add(`<g fill="${canvas.softFill(cloud)}">${billows}</g>`);
    canvas.add(
      `<rect x="0" y="${fmt(edge - 30)}" width="${canvas.width}" height="40" fill="${jungle ? darken(cloud, 0.1) : mix('#f8f8f6', palette.glow, 0.25)}"/>`,
    );

    // The pool: a level sheet of turquoise to its vanishing edge, the sky caught in its far half.
    const deck = canvas.height - 130;
    const pool = canvas.linearGradient(
      [
        [0, mix('#7fd0e0', palette.sky[2], 0.45)],
        [0.5, mix('#2fa9c4', palette.glow, 0.08)],
        [1, darken('#1c8aa8', 0.1)],
      ],
      [0, edge],
      [0, deck],
    );
    canvas.add(
      `<rect x="0" y="${fmt(edge)}" width="${canvas.width}" height="${fmt(deck - edge)}" fill="${pool}"/>`,
    );
    canvas.add(
      `<path d="M0,${fmt(edge)} H${canvas.width}" stroke="${lighten('#bfe9f0', 0.3)}" stroke-width="3" opacity="0.9"/>`,
    );
    let ripples = '';
    for (let i = 0; i < 36; i += 1) {
      const y = edge + (deck - edge) * (i / 36) ** 1.3 + 6;
      const x = random() * canvas.width;
      ripples += `<path d="M${fmt(x)},${fmt(y)} q${fmt(30 + i * 3)},-4 ${fmt(60 + i * 6)},0" stroke="#e6fbff" stroke-width="${fmt(1 + i * 0.06)}" fill="none" opacity="0.45"/>`;
    }
    canvas.add(ripples);
    // The stone deck and two loungers facing the view.
    const stone = mix('#d9ccb4', palette.glow, 0.2);
    canvas.add(
      `<rect x="0" y="${fmt(deck)}" width="${canvas.width}" height="${fmt(canvas.height - deck)}" fill="${stone}"/>` +
        `<rect x="0" y="${fmt(deck)}" width="${canvas.width}" height="10" fill="${darken(stone, 0.25)}"/>`,
    );
    const wood = mix('#7a5436', palette.shadow, 0.2);
    for (const at of [0.16, 0.3]) {
      const x = (subject[0] > canvas.width / 2 ? at : 1 - at - 0.1) * canvas.width;
      canvas.add(
        `<path d="M${fmt(x)},${fmt(deck + 70)} h170 l40,-60 h-18 l-34,46 h-158 Z" fill="${wood}"/>` +
          `<rect x="${fmt(x + 4)}" y="${fmt(deck + 54)}" width="150" height="12" fill="${mix('#f4efe6', palette.glow, 0.15)}"/>`,
      );
    }
    if (jungle) {
      // The villa's bale: a steep thatched roof on dark posts, filling the corner away from the palm.
      const bx = subject[0] > canvas.width / 2 ? canvas.width * 0.12 : canvas.width * 0.88;
      const thatch = mix('#8a6a40', palette.glow, 0.15);
      canvas.add(
        `<path d="M${fmt(bx - 20)},${fmt(deck + 60)} V${fmt(edge - 40)} M${fmt(bx + 220)},${fmt(deck + 60)} V${fmt(edge - 40)} M${fmt(bx - 220)},${fmt(deck + 60)} V${fmt(edge - 40)}" stroke="${darken(wood, 0.2)}" stroke-width="18"/>` +
          `<path d="M${fmt(bx - 420)},${fmt(edge - 20)} L${fmt(bx)},${fmt(edge - 460)} L${fmt(bx + 420)},${fmt(edge - 20)} Z" fill="${thatch}"/>` +
          `<path d="M${fmt(bx - 420)},${fmt(edge - 20)} L${fmt(bx + 420)},${fmt(edge - 20)}" stroke="${darken(thatch, 0.3)}" stroke-width="14"/>`,
      );
    }
    const palmX = subject[0] > canvas.width / 2 ? canvas.width * 0.94 : canvas.width * 0.06;
    canvas.add(
      palm(
        scene,
        [palmX, canvas.height],
        700,
        subject[0] > canvas.width / 2 ? -0.7 : 0.7,
        darken(palette.shadow, 0.05),
      ),
    );
    return box(subject, 220, 160, 120);
  },
};
