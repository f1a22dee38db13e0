import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, sky, sun, water, type Box, type Scene } from '../elements';
import { boat, dhoni, overwaterVillas, palm, stiltFisherman } from '../features';
import { between, pick } from '../random';
import { sunPosition, type SceneDefinition } from './shared';

/**
 * Turquoise lagoon, a palm-fringed island and villas over the water: the Maldives, Seychelles, Bora
 * Bora. Key words give each resort its own shape: a long jetty of overwater villas, villas alone on
 * the reef, a round jungle island, a beach seen from under the palms, granite boulders, a high peak.
 * Places keep their own: the Maldives' flat atolls strung along the horizon, Seychelles' great granite
 * boulders, Bora Bora's peak, Le Morne's block of a mountain over Mauritius' lagoon.
 */
export const island: SceneDefinition = {
  times: ['day', 'golden', 'day'],
  horizon: [0.36, 0.4],
  subject: { x: [0.3, 0.42], y: [0.48, 0.52] },
  variants: [
    'sandbank',
    'overwater',
    'reef',
    'beach',
    'granite',
    'peak',
    'island',
    'atoll',
    'morne',
    'palmshore',
    'dhoni',
    'aerial',
    'seaplane',
  ],
  motifs: [
    'palmshore',
    'seaplane',
    'aerial',
    'dhoni',
    'sandbank',
    'overwater',
    'reef',
    'granite',
    'beach',
    'island',
  ],
  // Its villas stand over the water: no lodge is added in front of them.
  draws: ['villa', 'villas'],
  // The volcano a lagoon rings, and Le Morne over its lagoon, stand behind whatever is in front.
  companions: ['peak', 'morne'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, palette.time === 'day' ? 300 : 120, palette.time === 'day' ? 420 : 220);
    canvas.add(sky(scene));
    canvas.add(sun(scene, sunAt, 26));
    canvas.add(clouds(scene, { count: 9, top: horizon * 0.45, bottom: horizon - 30, opacity: 0.8 }));
    canvas.add(clouds(scene, { count: 3, top: 40, bottom: horizon * 0.35, streaks: true, opacity: 0.4 }));

    const deep = mix('#0f5f8f', palette.glow, 0.08);
    const shallow = mix('#3fcfc8', palette.glow, 0.12);
    const sea = canvas.linearGradient(
      [
        [0, mix(deep, palette.sky[2], 0.3)],
        [0.25, deep],
        [1, mix(shallow, deep, 0.35)],
      ],
      [0, horizon],
      [0, canvas.height],
    );
    canvas.add(
      `<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${sea}"/>`,
    );

    if (words.has('palmshore')) return palmShore(scene, sunAt);
    if (words.has('seaplane')) {
      // The seaplane's view of the atoll, the plane itself banking over the lagoon.
      const ring = atollRing(scene, sunAt, false);
      canvas.add(seaplane(scene, [subject[0] + canvas.width * 0.28, horizon + 60], 150));
      return ring;
    }
    if (words.has('aerial')) return atollRing(scene, sunAt, words.has('overwater'));

    const [islandX, islandY] = subject;
    const onReef = words.has('reef') && !words.has('island');
    const sandbankOnly = words.has('sandbank');
    const islandW =
      sandbankOnly || words.has('overwater')
        ? 280
        : words.has('island')
          ? between(random, 620, 720)
          : between(random, 480, 560);
    if (words.has('atoll')) {
      // The rest of the atoll: low islets like beads on the horizon, nothing higher than a palm.
      for (let i = 0; i < 7; i += 1) {
        const ax = between(random, 0.02, 0.98) * canvas.width;
        const aw = between(random, 60, 180);
        canvas.add(
          `<ellipse cx="${fmt(ax)}" cy="${fmt(horizon + 6)}" rx="${fmt(aw)}" ry="5" fill="${mix('#f3e6c8', palette.haze, 0.4)}"/>` +
            `<ellipse cx="${fmt(ax)}" cy="${fmt(horizon + 1)}" rx="${fmt(aw * 0.8)}" ry="9" fill="${mix('#2f5d3a', palette.haze, 0.5)}"/>`,
        );
      }
    }
    if (words.has('morne')) {
      // Le Morne Brabant: a sheer-sided block with a sloping top, dark against the sky.
      const mx = islandX + between(random, 0.7, 1.1) * 560;
      canvas.add(
        `<path d="M${fmt(mx - 520)},${fmt(horizon + 1)} L${fmt(mx - 300)},${fmt(horizon - 120)} L${fmt(mx - 200)},${fmt(horizon - 330)} L${fmt(mx + 60)},${fmt(horizon - 300)} L${fmt(mx + 160)},${fmt(horizon - 200)} L${fmt(mx + 420)},${fmt(horizon + 1)} Z" fill="${mix(mix('#3a5a3a', palette.shadow, 0.4), palette.haze, 0.3)}"/>`,
      );
    }
    if (words.has('peak')) {
      // The old volcano the lagoon rings, green to its summit.
      const px = islandX + islandW * 0.9;
      canvas.add(
        `<path d="M${fmt(px - 420)},${fmt(horizon + 1)} Q${fmt(px - 160)},${fmt(horizon - 150)} ${fmt(px - 60)},${fmt(horizon - 330)} L${fmt(px + 10)},${fmt(horizon - 360)} Q${fmt(px + 160)},${fmt(horizon - 160)} ${fmt(px + 460)},${fmt(horizon + 1)} Z" fill="${mix(mix('#2f5d3a', palette.shadow, 0.3), palette.haze, 0.35)}"/>`,
      );
    }
    // Lagoon glow around the island, and darker coral heads on the reef flat.
    canvas.add(
      `<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY)}" rx="${fmt(islandW * 2.1)}" ry="${fmt(islandW * 0.38)}" fill="${canvas.softFill(lighten(shallow, 0.25), 0.95)}"/>`,
    );
    let reef = '';
    for (let i = 0; i < 26; i += 1) {
      const x = islandX + between(random, -1.8, 1.8) * islandW;
      const y = islandY + between(random, -0.25, 0.3) * islandW;
      reef += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 20, 70))}" ry="${fmt(between(random, 5, 14))}" fill="${darken(shallow, 0.35)}" opacity="0.35"/>`;
    }
    canvas.add(`<g filter="${canvas.blur(6)}">${reef}</g>`);
    canvas.add(water(scene, horizon, { reflect: [], sunAt, surface: false }));
    canvas.add(
      `<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY + 4)}" rx="${fmt(islandW * 0.64)}" ry="${fmt(islandW * 0.095)}" fill="${canvas.softFill(lighten(shallow, 0.55))}"/>`,
    );
    canvas.add(
      `<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY)}" rx="${fmt(islandW * 0.5)}" ry="${fmt(islandW * 0.055)}" fill="${mix('#f6ead0', palette.glow, 0.2)}"/>`,
    );

    if (onReef) {
      // Villas standing on the reef itself, far from any island, in a curving line.
      canvas.add(overwaterVillas(scene, [islandX - 360, islandY - 40], [islandX + 420, islandY + 140], 7));
    } else if (!sandbankOnly) {
      const jungle = mix('#2f5d3a', palette.glow, 0.12);
      let bush = '';
      for (let i = 0; i < 40; i += 1) {
        const x = islandX + between(random, -0.38, 0.38) * islandW;
        const r = between(random, 18, 42) * (1 - Math.abs(x - islandX) / islandW);
        bush += `<ellipse cx="${fmt(x)}" cy="${fmt(islandY - 6 - r * 0.3)}" rx="${fmt(r * 1.5)}" ry="${fmt(r)}" fill="${pick(random, [jungle, darken(jungle, 0.2), lighten(jungle, 0.12)])}"/>`;
      }
      canvas.add(bush);
      for (let i = 0; i < (words.has('atoll') ? 3 : 6); i += 1) {
        const x = islandX + between(random, -0.42, 0.42) * islandW;
        const lean = ((x - islandX) / islandW) * 1.6 + between(random, -0.25, 0.25);
        canvas.add(palm(scene, [x, islandY - 4], between(random, 110, 230), lean, darken(jungle, 0.3)));
      }
      const direction = islandX < canvas.width / 2 ? 1 : -1;
      if (words.has('granite') && !words.has('overwater')) {
        // Seychelles' granite islands have beaches and boats, not jetties of villas over the water.
        canvas.add(
          boat(scene, [islandX + direction * islandW * 0.9, islandY + 60], 30, direction > 0 ? -1 : 1),
        );
      } else {
        canvas.add(
          overwaterVillas(
            scene,
            [islandX + direction * islandW * 0.45, islandY + 6],
            [islandX + direction * islandW * 1.55, islandY + (canvas.height - islandY) * 0.55],
            words.has('overwater') ? 11 : words.has('island') ? 3 : 6,
          ),
        );
      }
    } else {
      canvas.add(boat(scene, [islandX + islandW * 0.7, islandY + 40], 26, -1));
    }
    if (words.has('granite')) {
      // Seychelles granite: sculpted boulders on the islet's shore, and giants on the near beach,
      // rounded and grooved by the rain, pink-grey, their feet dark where the tide reaches.
      const granite = mix('#a8928a', palette.glow, 0.2);
      for (let i = 0; i < 4; i += 1) {
        const gx = islandX + between(random, -0.5, 0.5) * islandW;
        const w = between(random, 60, 120);
        canvas.add(graniteBoulder(scene, [gx, islandY + 4], w, w * between(random, 0.6, 0.9), granite));
      }
      const side = islandX < canvas.width / 2 ? canvas.width * 0.84 : canvas.width * 0.16;
      const sand = mix('#efe2c4', palette.glow, 0.2);
      canvas.add(
        `<ellipse cx="${fmt(side)}" cy="${fmt(canvas.height + 40)}" rx="${fmt(canvas.width * 0.3)}" ry="140" fill="${sand}"/>`,
      );
      const giants = [
        [-160, 0.95, 360, 0.8],
        [120, 1.0, 300, 0.95],
        [10, 0.99, 200, 0.7],
      ] as const;
      for (const [dx, foot, w, tall] of giants) {
        canvas.add(
          graniteBoulder(
            scene,
            [side + dx, canvas.height * foot],
            w,
            w * tall,
            pick(random, [granite, darken(granite, 0.08)]),
          ),
        );
      }
    }
    if (words.has('overwater') && !onReef) {
      // Seen from the deck of one's own villa: its thatch and stilts close in the near corner.
      const [vx, vy] = [
        islandX < canvas.width / 2 ? canvas.width * 0.84 : canvas.width * 0.16,
        canvas.height - 90,
      ];
      canvas.add(
        `<g transform="translate(${fmt(vx)} ${fmt(vy)}) scale(7) translate(${fmt(-vx)} ${fmt(-vy)})">${overwaterVillas(scene, [vx - 1, vy], [vx + 1, vy], 1)}</g>`,
      );
    }
    if (words.has('dhoni')) {
      // A dhoni riding at anchor close in front, the island and its villas beyond.
      // Below the island, clear of the villa in the near corner on the other side.
      canvas.add(dhoni(scene, [islandX, canvas.height - 110], 620, islandX < canvas.width / 2 ? 1 : -1));
    }
    if (words.has('beach')) {
      // The beach in front of the viewer and a palm leaning out over it.
      const sand = mix('#f3e6c8', palette.glow, 0.2);
      canvas.add(
        `<path d="M${canvas.width * 0.45},${canvas.height} Q${canvas.width * 0.75},${fmt(canvas.height * 0.8)} ${canvas.width + 10},${fmt(canvas.height * 0.76)} V${canvas.height} Z" fill="${sand}"/>`,
      );
      canvas.add(
        palm(scene, [canvas.width * 0.9, canvas.height * 0.86], 560, -1.2, darken(palette.shadow, 0.05)),
      );
    }
    return onReef ? box([islandX + 30, islandY + 50], 400, 130, 110) : box(subject, islandW * 0.5, 160, 40);
  },
};

/**
 * Sri Lanka's south and west coasts: no atoll islet but the mainland's long golden beach curving
 * away, coconut palms leaning out over it, the surf, and stilt fishermen on their poles in the shallows.
 */
function palmShore(scene: Scene, sunAt: Point): Box {
  const { canvas, random, palette, horizon, subject } = scene;
  const [x, y] = subject;
  canvas.add(water(scene, horizon, { reflect: [], sunAt, surface: false }));
  const sand = mix('#ecd3a0', palette.glow, 0.2);
  // The beach sweeps from the far headland at the focal point down to the near corner.
  const beach = `M${fmt(x - 40)},${fmt(horizon + 4)} Q${fmt(x - 300)},${fmt(y + 160)} ${fmt(-20)},${fmt(canvas.height * 0.78)} V${canvas.height + 10} H${fmt(canvas.width * 0.5)} Q${fmt(x - 120)},${fmt(y + 220)} ${fmt(x + 20)},${fmt(horizon + 4)} Z`;
  canvas.add(`<path d="${beach}" fill="${sand}"/>`);
  // Surf lines where the sea meets the sand.
  let surf = '';
  for (let i = 0; i < 5; i += 1) {
    const offset = 14 + i * 26;
    surf += `<path d="M${fmt(x + 20 + offset * 0.2)},${fmt(horizon + 6)} Q${fmt(x - 120 + offset)},${fmt(y + 220 + offset * 0.5)} ${fmt(canvas.width * 0.5 + offset * 3)},${canvas.height}" stroke="#ffffff" stroke-width="${fmt(2 + i)}" fill="none" opacity="${fmt(0.55 - i * 0.08)}"/>`;
  }
  canvas.add(surf);
  // The headland's dark green palms at the focal point, and the near palms leaning over the sand.
  const jungle = mix('#2f5a36', palette.shadow, 0.2);
  canvas.add(
    `<ellipse cx="${fmt(x - 60)}" cy="${fmt(horizon + 2)}" rx="220" ry="26" fill="${mix(jungle, palette.haze, 0.35)}"/>`,
  );
  for (let i = 0; i < 6; i += 1) {
    const t = i / 5;
    const px = x - 40 - t * (x + 60);
    const py = horizon + 4 + t * (canvas.height * 0.78 - horizon);
    canvas.add(
      palm(scene, [px, py], 120 + t * 420, 0.5 + between(random, 0, 0.4), darken(jungle, 0.1 + t * 0.2)),
    );
  }
  const figure = darken(palette.shadow, 0.1);
  for (let i = 0; i < 3; i += 1) {
    canvas.add(stiltFisherman(scene, [x + 160 + i * 150, y + 130 + i * 50], 150 + i * 40, figure));
  }
  return box([x, y + 40], 220, 140, 140);
}

/**
 * The atoll from the seaplane: the lagoon's turquoise deepening to its middle, ringed by a pale reef
 * flat and a broken line of surf against the dark ocean, and on the rim islets of white sand under a
 * crown of palms, the channels open between them.
 */
function atollRing(scene: Scene, sunAt: Point, villas: boolean): Box {
  const { canvas, random, palette, horizon, subject } = scene;
  const [x, y] = subject;
  canvas.add(water(scene, horizon, { reflect: [], sunAt, surface: false }));
  const rx = canvas.width * 0.36;
  const ry = (canvas.height - horizon) * 0.3;
  const cy = y + ry * 0.9;
  const lagoon = mix('#5fd3cc', palette.glow, 0.08);
  const reefFlat = mix('#c4f0e4', palette.glow, 0.1);
  // A soft halo where the reef's shallows fade into the ocean, then the reef flat, then the lagoon.
  canvas.add(
    `<ellipse cx="${fmt(x)}" cy="${fmt(cy)}" rx="${fmt(rx * 1.14)}" ry="${fmt(ry * 1.2)}" fill="${canvas.softFill(mix(reefFlat, lagoon, 0.4), 0.85)}"/>`,
  );
  canvas.add(
    `<ellipse cx="${fmt(x)}" cy="${fmt(cy)}" rx="${fmt(rx * 1.04)}" ry="${fmt(ry * 1.06)}" fill="${reefFlat}"/>`,
  );
  const depth = canvas.radialGradient(
    [
      [0, darken(lagoon, 0.12)],
      [0.7, lagoon],
      [1, mix(lagoon, reefFlat, 0.5)],
    ],
    [x, cy],
    rx * 0.96,
    ry / rx,
  );
  canvas.add(
    `<ellipse cx="${fmt(x)}" cy="${fmt(cy)}" rx="${fmt(rx * 0.96)}" ry="${fmt(ry * 0.96)}" fill="${depth}"/>`,
  );
  // Surf breaking along the outer edge of the reef, in broken lines.
  canvas.add(
    `<ellipse cx="${fmt(x)}" cy="${fmt(cy)}" rx="${fmt(rx * 1.05)}" ry="${fmt(ry * 1.07)}" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="60 14 22 10" opacity="0.7"/>`,
  );
  let coral = '';
  for (let i = 0; i < 30; i += 1) {
    const a = random() * Math.PI * 2;
    const r = Math.sqrt(random()) * 0.8;
    coral += `<ellipse cx="${fmt(x + Math.cos(a) * r * rx)}" cy="${fmt(cy + Math.sin(a) * r * ry)}" rx="${fmt(between(random, 14, 40))}" ry="${fmt(between(random, 4, 10))}" fill="${darken(lagoon, 0.3)}" opacity="0.35"/>`;
  }
  canvas.add(`<g filter="${canvas.blur(3, 0.2)}">${coral}</g>`);
  // The rim: islets of white sand crowned with palms, broken by the channels between them.
  const sand = mix('#f8eed6', palette.glow, 0.15);
  const jungle = mix('#2f6a3a', palette.glow, 0.12);
  for (let i = 0; i < 14; i += 1) {
    if (random() < 0.25) continue;
    const a = (i / 14) * Math.PI * 2;
    const ix = x + Math.cos(a) * rx;
    const iy = cy + Math.sin(a) * ry;
    // Nearer islets (lower in the picture) are seen larger.
    const w = between(random, 50, 110) * (0.7 + 0.3 * Math.sin(a) + 0.3);
    canvas.add(islet(scene, [ix, iy], w, sand, jungle));
  }
  if (villas) {
    // A curve of overwater villas on their jetty, reaching from the nearest islet into the lagoon.
    const start: Point = [x - rx * 0.2, cy + ry * 0.95];
    canvas.add(overwaterVillas(scene, start, [x + rx * 0.1, cy + ry * 0.15], 9));
    canvas.add(overwaterVillas(scene, [x + rx * 0.1, cy + ry * 0.15], [x + rx * 0.55, cy + ry * 0.05], 6));
  }
  return box([x, cy - ry * 0.4], rx * 0.5, ry, ry);
}

/**
 * A coral islet seen from above at a slant: an uneven rim of white sand, and over it the rounded
 * crowns of its palms, lit on top, with their shade on the sand.
 */
function islet(scene: Scene, [x, y]: Point, width: number, sand: string, jungle: string): string {
  const { random } = scene;
  const outline = (rx: number, ry: number, dy = 0) => {
    let d = '';
    for (let i = 0; i < 12; i += 1) {
      const a = (i / 12) * Math.PI * 2;
      const wobble = between(random, 0.82, 1.12);
      d += `${i === 0 ? 'M' : 'L'}${fmt(x + Math.cos(a) * rx * wobble)},${fmt(y + dy + Math.sin(a) * ry * wobble)} `;
    }
    return `${d}Z`;
  };
  let crowns = '';
  const count = Math.round(width / 9);
  for (let i = 0; i < count; i += 1) {
    const cx = x + between(random, -0.62, 0.62) * width;
    const cy = y - width * 0.06 + between(random, -0.08, 0.06) * width;
    const r = between(random, 0.07, 0.12) * width;
    const tone =
      random() < 0.4 ? lighten(jungle, between(random, 0.08, 0.18)) : darken(jungle, random() * 0.15);
    crowns += `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${tone}"/>`;
  }
  return (
    `<path d="${outline(width, width * 0.24)}" fill="${sand}"/>` +
    `<path d="${outline(width * 0.74, width * 0.13, width * 0.01)}" fill="${darken(jungle, 0.3)}" opacity="0.5"/>` +
    crowns
  );
}

/** A float plane: high wing, twin floats, its shadow's colour from the sky. */
function seaplane(scene: Scene, [x, y]: Point, span: number): string {
  const body = mix('#f4f1ea', scene.palette.glow, 0.15);
  const trim = mix('#2c6aa0', scene.palette.glow, 0.1);
  const s = span;
  return (
    `<path d="M${fmt(x - s * 0.5)},${fmt(y)} L${fmt(x + s * 0.5)},${fmt(y)} L${fmt(x + s * 0.5)},${fmt(y + s * 0.04)} L${fmt(x - s * 0.5)},${fmt(y + s * 0.04)} Z" fill="${body}"/>` +
    `<path d="M${fmt(x - s * 0.28)},${fmt(y + s * 0.03)} Q${fmt(x - s * 0.3)},${fmt(y + s * 0.1)} ${fmt(x - s * 0.2)},${fmt(y + s * 0.12)} L${fmt(x + s * 0.32)},${fmt(y + s * 0.1)} Q${fmt(x + s * 0.36)},${fmt(y + s * 0.06)} ${fmt(x + s * 0.3)},${fmt(y + s * 0.03)} Z" fill="${body}"/>` +
    `<path d="M${fmt(x - s * 0.2)},${fmt(y + s * 0.075)} L${fmt(x + s * 0.3)},${fmt(y + s * 0.07)}" stroke="${trim}" stroke-width="${fmt(s * 0.015)}"/>` +
    `<path d="M${fmt(x - s * 0.3)},${fmt(y + s * 0.03)} L${fmt(x - s * 0.42)},${fmt(y - s * 0.08)} L${fmt(x - s * 0.36)},${fmt(y + s * 0.03)} Z" fill="${body}"/>` +
    `<path d="M${fmt(x - s * 0.14)},${fmt(y + s * 0.12)} L${fmt(x - s * 0.16)},${fmt(y + s * 0.2)} M${fmt(x + s * 0.16)},${fmt(y + s * 0.11)} L${fmt(x + s * 0.18)},${fmt(y + s * 0.2)}" stroke="${darken(body, 0.4)}" stroke-width="3"/>` +
    `<path d="M${fmt(x - s * 0.26)},${fmt(y + s * 0.2)} L${fmt(x + s * 0.3)},${fmt(y + s * 0.2)}" stroke="${darken(body, 0.15)}" stroke-width="${fmt(s * 0.03)}" stroke-linecap="round"/>`
  );
}

/**
 * A granite boulder as the rain has sculpted it: a lumpy dome lit from above, deep grooves running
 * down its flanks, a darker waterline band at its foot and its shadow on the sand.
 */
function graniteBoulder(
  scene: Scene,
  [x, baseY]: Point,
  width: number,
  height: number,
  color: string,
): string {
  const { canvas, random, palette } = scene;
  const lumps = 14;
  const points: Point[] = [];
  for (let i = 0; i <= lumps; i += 1) {
    const a = Math.PI + (i / lumps) * Math.PI;
    const wobble = 1 + between(random, -0.08, 0.08);
    const r = wobble * (Math.abs(Math.cos(a)) ** 0.7 * (width / 2));
    const px = x + Math.sign(Math.cos(a)) * r;
    const py = baseY + Math.sin(a) * height * wobble * Math.abs(Math.sin(a)) ** 0.35;
    points.push([px, py]);
  }
  let d = `M${fmt(x - width / 2)},${fmt(baseY)}`;
  for (let i = 1; i < points.length; i += 1) {
    const [px, py] = points[i] ?? [x, baseY];
    const [qx, qy] = points[i - 1] ?? [x, baseY];
    d += ` Q${fmt(qx)},${fmt(qy)} ${fmt((px + qx) / 2)},${fmt((py + qy) / 2)}`;
  }
  d += ` L${fmt(x + width / 2)},${fmt(baseY)} Z`;
  const fill = canvas.radialGradient(
    [
      [0, lighten(color, 0.25)],
      [0.6, color],
      [1, darken(color, 0.4)],
    ],
    [x - width * 0.15, baseY - height * 0.8],
    Math.max(width, height) * 0.9,
  );
  const clip = canvas.clipPath(d);
  let grooves = '';
  for (let i = 0; i < 9; i += 1) {
    const gx = x + between(random, -0.42, 0.42) * width;
    const top = baseY - height * between(random, 0.55, 0.95);
    grooves += `<path d="M${fmt(gx)},${fmt(top)} q${fmt(between(random, -12, 12))},${fmt(height * 0.3)} ${fmt(between(random, -20, 20))},${fmt(baseY - top)}" stroke="${darken(color, 0.35)}" stroke-width="${fmt(between(random, 3, 9))}" fill="none" opacity="0.55"/>`;
    grooves += `<path d="M${fmt(gx + 6)},${fmt(top + 6)} q${fmt(between(random, -10, 10))},${fmt(height * 0.3)} ${fmt(between(random, -16, 16))},${fmt(baseY - top - 6)}" stroke="${lighten(color, 0.2)}" stroke-width="2" fill="none" opacity="0.4"/>`;
  }
  return (
    `<ellipse cx="${fmt(x + width * 0.1)}" cy="${fmt(baseY)}" rx="${fmt(width * 0.6)}" ry="${fmt(height * 0.08)}" fill="${darken(palette.shadow, 0.2)}" opacity="0.35"/>` +
    `<path d="${d}" fill="${fill}"/>` +
    `<g clip-path="${clip}">${grooves}<rect x="${fmt(x - width)}" y="${fmt(baseY - height * 0.14)}" width="${fmt(width * 2)}" height="${fmt(height * 0.14)}" fill="${darken(color, 0.45)}" opacity="0.5"/></g>`
  );
}
