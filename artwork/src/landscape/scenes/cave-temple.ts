import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, type Scene } from '../elements';
import { between } from '../random';
import type { SceneDefinition } from './shared';

/**
 * Inside a cave temple, as at Dambulla: seated golden Buddhas on a lotus plinth along the back wall,
 * haloes painted behind them, the rock overhead covered in murals of rows of small Buddhas, and the
 * day coming in through a whitewashed doorway to one side, oil lamps and flowers on the ledge in front.
 */
export const caveTemple: SceneDefinition = {
  times: ['day', 'golden'],
  // Here the horizon is the top of the plinth the statues sit on.
  horizon: [0.74, 0.78],
  // The focal point is the central statue's face; the statues stand on the plinth at the horizon.
  subject: { x: [0.44, 0.52], y: [0.44, 0.48] },
  variants: [],
  paint(scene) {
    const { canvas, horizon, subject } = scene;
    const [x] = subject;
    const ceilingEdge = (px: number) =>
      canvas.height * 0.3 + Math.sin((px / canvas.width) * Math.PI) * canvas.height * 0.1;
    const doorX = canvas.width * 0.86;
    canvas.add(backWall(scene, ceilingEdge, doorX));
    canvas.add(paintedCeiling(scene, ceilingEdge));
    canvas.add(doorway(scene, doorX, horizon));
    canvas.add(plinth(scene, horizon));
    // The statues in a row, the nearest (the subject) the largest, the others smaller either side.
    const size = canvas.height * 0.36;
    const row: [number, number][] = [
      [x - size * 1.55, 0.72],
      [x + size * 1.5, 0.72],
      [x - size * 2.75, 0.6],
      [x, 1],
    ];
    for (const [bx, scale] of row) {
      if (bx < -size || bx > doorX - size * 0.3) continue;
      canvas.add(seatedBuddha(scene, [bx, horizon], size * scale, doorX));
    }
    canvas.add(floorAndLedge(scene, horizon, doorX));
    canvas.add(lampsAndFlowers(scene));
    return box([x, horizon - size * 0.55], size * 0.5, size * 0.55, size * 0.1);
  },
};

/** The plastered back wall, warm in the lamps' light, darker toward the rock and away from the door. */
function backWall({ canvas, palette }: Scene, ceilingEdge: (x: number) => number, doorX: number): string {
  const plaster = mix('#c9a06a', palette.glow, 0.15);
  const fill = canvas.linearGradient(
    [
      [0, darken(plaster, 0.5)],
      [0.6, darken(plaster, 0.15)],
      [1, lighten(plaster, 0.12)],
    ],
    [0, 0],
    [doorX, 0],
  );
  let markup = `<rect width="${canvas.width}" height="${canvas.height}" fill="${fill}"/>`;
  // A painted frieze under the rock: bands of red, ochre and cream, as the temples' walls have.
  const bands = ['#8a2a1c', '#d9a441', '#efe2c4', '#8a2a1c'];
  bands.forEach((color, index) => {
    let d = '';
    for (let px = 0; px <= canvas.width; px += 40) {
      d += `${px === 0 ? 'M' : 'L'}${fmt(px)},${fmt(ceilingEdge(px) + 6 + index * 12)}`;
    }
    markup += `<path d="${d}" stroke="${mix(color, palette.glow, 0.1)}" stroke-width="11" fill="none" opacity="0.85"/>`;
  });
  return markup;
}

/**
 * The rock overhead, its whole underside painted: row on row of small seated Buddhas in arched frames,
 * ochre, red and cream, receding into shadow toward the cave's roof.
 */
function paintedCeiling({ canvas, palette }: Scene, ceilingEdge: (x: number) => number): string {
  let outline = `M0,0 L${canvas.width},0`;
  for (let px = canvas.width; px >= 0; px -= 40) outline += ` L${fmt(px)},${fmt(ceilingEdge(px))}`;
  outline += ' Z';
  const ground = mix('#b9773a', palette.glow, 0.15);
  let markup = `<path d="${outline}" fill="${ground}"/>`;
  const clip = canvas.clipPath(outline);
  let murals = '';
  const colors = ['#7d2418', '#e8d4a8', '#3d2a1c', '#c98a2c'];
  // Rows follow the rock's curve, each a little smaller as it goes up into the roof.
  for (let rowIndex = 0; rowIndex < 9; rowIndex += 1) {
    const rise = rowIndex * 46;
    const size = 40 - rowIndex * 2.4;
    const offset = (rowIndex % 2) * size * 0.6;
    for (let px = -size + offset; px < canvas.width + size; px += size * 1.25) {
      const baseY = ceilingEdge(px) - 30 - rise;
      const frame = colors[(rowIndex + Math.round(px / size)) % colors.length] ?? '#7d2418';
      const figure = frame === '#e8d4a8' ? '#7d2418' : '#e8d4a8';
      // The arched frame, then the figure: a head over a triangle of robe.
      murals += `<path d="M${fmt(px - size * 0.45)},${fmt(baseY)} v${fmt(-size * 0.6)} q${fmt(size * 0.45)},${fmt(-size * 0.5)} ${fmt(size * 0.9)},0 v${fmt(size * 0.6)} Z" fill="${frame}"/>`;
      murals += `<path d="M${fmt(px - size * 0.28)},${fmt(baseY)} L${fmt(px)},${fmt(baseY - size * 0.55)} L${fmt(px + size * 0.28)},${fmt(baseY)} Z" fill="${figure}"/>`;
      murals += `<circle cx="${fmt(px)}" cy="${fmt(baseY - size * 0.66)}" r="${fmt(size * 0.12)}" fill="${figure}"/>`;
    }
  }
  const shade = canvas.linearGradient(
    [
      [0, '#1c120b', 0.95],
      [0.5, '#1c120b', 0.6],
      [1, '#1c120b', 0.12],
    ],
    [0, 0],
    [0, canvas.height * 0.42],
  );
  markup += `<g clip-path="${clip}" opacity="0.7">${murals}</g><path d="${outline}" fill="${shade}"/>`;
  // The rock's lip where it meets the wall, catching the light.
  let lip = '';
  for (let px = 0; px <= canvas.width; px += 40)
    lip += `${px === 0 ? 'M' : 'L'}${fmt(px)},${fmt(ceilingEdge(px))}`;
  markup += `<path d="${lip}" stroke="${lighten(ground, 0.25)}" stroke-width="4" fill="none" opacity="0.6"/>`;
  return markup;
}

/** A whitewashed doorway in the wall to one side, the day bright beyond it, its light across the floor. */
function doorway({ canvas, palette }: Scene, doorX: number, horizon: number): string {
  const top = canvas.height * 0.42;
  const bottom = horizon + 120;
  const width = canvas.width * 0.11;
  const frame = mix('#f2ede2', palette.glow, 0.1);
  const outside = canvas.linearGradient(
    [
      [0, lighten(palette.sky[1], 0.35)],
      [0.7, lighten(palette.sky[2], 0.5)],
      [1, mix('#9fb07a', palette.glow, 0.3)],
    ],
    [0, top],
    [0, bottom],
  );
  const arch = `M${fmt(doorX - width / 2)},${fmt(bottom)} V${fmt(top + width * 0.5)} Q${fmt(doorX)},${fmt(top - width * 0.35)} ${fmt(doorX + width / 2)},${fmt(top + width * 0.5)} V${fmt(bottom)} Z`;
  let markup = `<path d="${arch}" fill="${frame}" transform="translate(${fmt(doorX)} ${fmt(bottom)}) scale(1.28 1.1) translate(${fmt(-doorX)} ${fmt(-bottom)})"/>`;
  markup += `<path d="${arch}" fill="${outside}"/>`;
  // The day's glow spilling into the cave around the door.
  markup += `<ellipse cx="${fmt(doorX)}" cy="${fmt(horizon)}" rx="${fmt(width * 3.2)}" ry="${fmt(canvas.height * 0.42)}" fill="${canvas.softFill(lighten(palette.glow, 0.5), 0.35)}"/>`;
  return markup;
}

/** The long plinth the statues sit on, its face painted with a band of lotus petals. */
function plinth({ canvas, palette }: Scene, horizon: number): string {
  const stone = mix('#d8c3a0', palette.glow, 0.15);
  const top = horizon;
  const height = canvas.height * 0.09;
  let markup = `<rect x="0" y="${fmt(top)}" width="${canvas.width}" height="${fmt(height)}" fill="${darken(stone, 0.1)}"/>`;
  markup += `<rect x="0" y="${fmt(top)}" width="${canvas.width}" height="8" fill="${lighten(stone, 0.15)}"/>`;
  let petals = '';
  for (let px = 0; px < canvas.width; px += 30) {
    petals += `M${fmt(px)},${fmt(top + height)} q15,-34 30,0`;
  }
  markup += `<path d="${petals}" fill="${mix('#a8432c', palette.glow, 0.1)}" opacity="0.75"/>`;
  return markup;
}

/**
 * A seated Buddha in meditation, gilded: the lotus seat, the crossed legs, the robe over the left
 * shoulder, hands in the lap, long ears and the flame on the crown, a painted halo on the wall behind.
 * Lit from the doorway's side.
 */
function seatedBuddha(scene: Scene, [x, seatY]: Point, size: number, lightX: number): string {
  const { canvas, palette } = scene;
  const gold = mix('#d9a934', palette.glow, 0.1);
  const litRight = lightX > x;
  const gilt = canvas.linearGradient(
    [
      [0, litRight ? darken(gold, 0.35) : lighten(gold, 0.35)],
      [0.55, gold],
      [1, litRight ? lighten(gold, 0.4) : darken(gold, 0.35)],
    ],
    [x - size * 0.5, 0],
    [x + size * 0.5, 0],
  );
  const fold = darken(gold, 0.4);
  const s = size;
  const lotusTop = seatY - s * 0.12;
  const lapY = lotusTop - s * 0.06;
  const shoulderY = lapY - s * 0.48;
  const headY = shoulderY - s * 0.17;
  let markup = '<g class="seated-buddha">';
  // The halo painted on the wall: flames round a disc, in red and ochre.
  const haloR = s * 0.42;
  markup += `<circle cx="${fmt(x)}" cy="${fmt(shoulderY)}" r="${fmt(haloR * 1.12)}" fill="${mix('#9a2e1e', palette.glow, 0.1)}" opacity="0.9"/>`;
  let flames = '';
  for (let i = 0; i < 28; i += 1) {
    const a = (i / 28) * Math.PI * 2;
    const [fx, fy] = [x + Math.cos(a) * haloR * 1.12, shoulderY + Math.sin(a) * haloR * 1.12];
    flames += `M${fmt(fx)},${fmt(fy)} l${fmt(Math.cos(a) * s * 0.045)},${fmt(Math.sin(a) * s * 0.045)}`;
  }
  markup += `<path d="${flames}" stroke="${mix('#e0a43a', palette.glow, 0.1)}" stroke-width="${fmt(s * 0.025)}" stroke-linecap="round" fill="none"/>`;
  markup += `<circle cx="${fmt(x)}" cy="${fmt(shoulderY)}" r="${fmt(haloR * 0.92)}" fill="${mix('#e6b44e', palette.glow, 0.1)}" opacity="0.85"/>`;
  markup += `<circle cx="${fmt(x)}" cy="${fmt(headY)}" r="${fmt(s * 0.17)}" fill="${mix('#f0d78c', palette.glow, 0.1)}" opacity="0.9"/>`;
  // The lotus seat: a drum with a scalloped rim of petals.
  markup += `<path d="M${fmt(x - s * 0.6)},${fmt(seatY)} L${fmt(x - s * 0.54)},${fmt(lotusTop)} L${fmt(x + s * 0.54)},${fmt(lotusTop)} L${fmt(x + s * 0.6)},${fmt(seatY)} Z" fill="${darken(gold, 0.2)}"/>`;
  let petals = '';
  for (let i = 0; i < 9; i += 1) {
    const px = x - s * 0.54 + (i * s * 1.08) / 8;
    petals += `<path d="M${fmt(px - s * 0.07)},${fmt(lotusTop + s * 0.08)} q${fmt(s * 0.07)},${fmt(-s * 0.14)} ${fmt(s * 0.14)},0 Z" fill="${i % 2 ? lighten(gold, 0.2) : gold}"/>`;
  }
  markup += petals;
  // Crossed legs, the soles turned up on the knees.
  markup += `<ellipse cx="${fmt(x)}" cy="${fmt(lapY)}" rx="${fmt(s * 0.5)}" ry="${fmt(s * 0.11)}" fill="${gilt}"/>`;
  markup += `<path d="M${fmt(x - s * 0.42)},${fmt(lapY - s * 0.02)} Q${fmt(x)},${fmt(lapY + s * 0.09)} ${fmt(x + s * 0.42)},${fmt(lapY - s * 0.02)}" stroke="${fold}" stroke-width="${fmt(s * 0.012)}" fill="none"/>`;
  for (const side of [-1, 1]) {
    markup += `<ellipse cx="${fmt(x + side * s * 0.2)}" cy="${fmt(lapY - s * 0.035)}" rx="${fmt(s * 0.07)}" ry="${fmt(s * 0.028)}" fill="${lighten(gold, 0.25)}"/>`;
  }
  // The body in its robe, broad at the knees, narrowing to the shoulders.
  const body = `M${fmt(x - s * 0.36)},${fmt(lapY)} C${fmt(x - s * 0.38)},${fmt(lapY - s * 0.25)} ${fmt(x - s * 0.26)},${fmt(shoulderY + s * 0.02)} ${fmt(x - s * 0.2)},${fmt(shoulderY)} Q${fmt(x)},${fmt(shoulderY - s * 0.05)} ${fmt(x + s * 0.2)},${fmt(shoulderY)} C${fmt(x + s * 0.26)},${fmt(shoulderY + s * 0.02)} ${fmt(x + s * 0.38)},${fmt(lapY - s * 0.25)} ${fmt(x + s * 0.36)},${fmt(lapY)} Z`;
  markup += `<path d="${body}" fill="${gilt}"/>`;
  // The robe's edge from the left shoulder across the chest, and its folds.
  markup += `<path d="M${fmt(x - s * 0.2)},${fmt(shoulderY + s * 0.01)} Q${fmt(x + s * 0.02)},${fmt(shoulderY + s * 0.16)} ${fmt(x + s * 0.2)},${fmt(lapY - s * 0.16)}" stroke="${fold}" stroke-width="${fmt(s * 0.016)}" fill="none"/>`;
  for (let i = 0; i < 4; i += 1) {
    const t = 0.3 + i * 0.15;
    markup += `<path d="M${fmt(x - s * (0.3 - i * 0.02))},${fmt(shoulderY + s * t)} q${fmt(s * 0.08)},${fmt(s * 0.04)} ${fmt(s * 0.14)},${fmt(s * 0.02)}" stroke="${fold}" stroke-width="${fmt(s * 0.008)}" fill="none" opacity="0.7"/>`;
  }
  // Hands in the lap, one in the other.
  markup += `<ellipse cx="${fmt(x)}" cy="${fmt(lapY - s * 0.07)}" rx="${fmt(s * 0.12)}" ry="${fmt(s * 0.04)}" fill="${lighten(gold, 0.18)}"/>`;
  markup += `<path d="M${fmt(x - s * 0.12)},${fmt(lapY - s * 0.07)} q${fmt(s * 0.12)},${fmt(s * 0.04)} ${fmt(s * 0.24)},0" stroke="${fold}" stroke-width="${fmt(s * 0.008)}" fill="none"/>`;
  // Neck, head, long ears, the curls of the crown and the flame above it.
  markup += `<rect x="${fmt(x - s * 0.05)}" y="${fmt(headY + s * 0.08)}" width="${fmt(s * 0.1)}" height="${fmt(s * 0.1)}" fill="${gilt}"/>`;
  for (const side of [-1, 1]) {
    markup += `<ellipse cx="${fmt(x + side * s * 0.105)}" cy="${fmt(headY + s * 0.04)}" rx="${fmt(s * 0.022)}" ry="${fmt(s * 0.07)}" fill="${darken(gold, 0.12)}"/>`;
  }
  markup += `<ellipse cx="${fmt(x)}" cy="${fmt(headY)}" rx="${fmt(s * 0.1)}" ry="${fmt(s * 0.12)}" fill="${gilt}"/>`;
  markup += `<ellipse cx="${fmt(x)}" cy="${fmt(headY - s * 0.08)}" rx="${fmt(s * 0.095)}" ry="${fmt(s * 0.06)}" fill="${darken(gold, 0.3)}"/>`;
  markup += `<ellipse cx="${fmt(x)}" cy="${fmt(headY - s * 0.135)}" rx="${fmt(s * 0.045)}" ry="${fmt(s * 0.035)}" fill="${darken(gold, 0.3)}"/>`;
  markup += `<path d="M${fmt(x - s * 0.025)},${fmt(headY - s * 0.16)} Q${fmt(x)},${fmt(headY - s * 0.27)} ${fmt(x + s * 0.025)},${fmt(headY - s * 0.16)} Z" fill="${lighten(gold, 0.3)}"/>`;
  // Eyes lowered in meditation.
  for (const side of [-1, 1]) {
    markup += `<path d="M${fmt(x + side * s * 0.025 - s * 0.022)},${fmt(headY + s * 0.005)} q${fmt(s * 0.022)},${fmt(s * 0.012)} ${fmt(s * 0.044)},0" stroke="${darken(gold, 0.55)}" stroke-width="${fmt(Math.max(1.5, s * 0.006))}" fill="none"/>`;
  }
  return `${markup}</g>`;
}

/** The stone floor before the plinth, lit from the doorway, and the front of a low offering ledge. */
function floorAndLedge({ canvas, palette }: Scene, horizon: number, doorX: number): string {
  const top = horizon + canvas.height * 0.09;
  const floor = mix('#7a6a58', palette.glow, 0.15);
  const fill = canvas.linearGradient(
    [
      [0, darken(floor, 0.45)],
      [0.7, floor],
      [1, lighten(floor, 0.25)],
    ],
    [0, 0],
    [doorX, 0],
  );
  let markup = `<rect x="0" y="${fmt(top)}" width="${canvas.width}" height="${fmt(canvas.height - top)}" fill="${fill}"/>`;
  // Flagstone joints running toward the wall.
  for (let i = -8; i <= 8; i += 1) {
    markup += `<path d="M${fmt(canvas.width / 2 + i * 60)},${fmt(top)} L${fmt(canvas.width / 2 + i * 190)},${canvas.height}" stroke="${darken(floor, 0.35)}" stroke-width="2" opacity="0.5"/>`;
  }
  markup += `<path d="M0,${fmt(top + 40)} H${canvas.width} M0,${fmt(top + 100)} H${canvas.width}" stroke="${darken(floor, 0.35)}" stroke-width="2" opacity="0.4"/>`;
  return markup;
}

/** In front, brass oil lamps with their flames, and a tray of white flowers left as offerings. */
function lampsAndFlowers({ canvas, palette, random }: Scene): string {
  const ledgeY = canvas.height * 0.93;
  const ledge = mix('#5a4534', palette.glow, 0.1);
  let markup = `<rect x="0" y="${fmt(ledgeY)}" width="${canvas.width}" height="${fmt(canvas.height - ledgeY)}" fill="${ledge}"/>`;
  markup += `<rect x="0" y="${fmt(ledgeY)}" width="${canvas.width}" height="6" fill="${lighten(ledge, 0.2)}"/>`;
  const brass = mix('#b8862e', palette.glow, 0.1);
  for (const px of [0.08, 0.2, 0.66]) {
    const lx = canvas.width * px + between(random, -20, 20);
    const stemTop = ledgeY - 120;
    markup += `<path d="M${fmt(lx - 30)},${fmt(ledgeY)} q30,-24 60,0 Z M${fmt(lx - 5)},${fmt(ledgeY - 10)} h10 V${fmt(stemTop)} h-10 Z" fill="${brass}"/>`;
    markup += `<path d="M${fmt(lx - 40)},${fmt(stemTop)} q40,26 80,0 Z" fill="${lighten(brass, 0.15)}"/>`;
    for (const fx of [-26, 0, 26]) {
      const flameX = lx + fx;
      markup += `<ellipse cx="${fmt(flameX)}" cy="${fmt(stemTop - 10)}" rx="22" ry="26" fill="${canvas.softFill('#ffd27a', 0.55)}"/>`;
      markup += `<path d="M${fmt(flameX - 5)},${fmt(stemTop - 2)} Q${fmt(flameX)},${fmt(stemTop - 30)} ${fmt(flameX + 5)},${fmt(stemTop - 2)} Z" fill="#fff1c2"/>`;
    }
  }
  // Frangipani heads on a tray: white petals round a yellow heart.
  const trayX = canvas.width * 0.38;
  markup += `<ellipse cx="${fmt(trayX)}" cy="${fmt(ledgeY - 4)}" rx="110" ry="16" fill="${brass}"/>`;
  for (let i = 0; i < 9; i += 1) {
    const fx = trayX + between(random, -90, 90);
    const fy = ledgeY - 14 - between(random, 0, 16);
    for (let p = 0; p < 5; p += 1) {
      const a = (p / 5) * Math.PI * 2 + i;
      markup += `<ellipse cx="${fmt(fx + Math.cos(a) * 9)}" cy="${fmt(fy + Math.sin(a) * 5)}" rx="9" ry="5" transform="rotate(${fmt((a * 180) / Math.PI)} ${fmt(fx + Math.cos(a) * 9)} ${fmt(fy + Math.sin(a) * 5)})" fill="#f7f2e6"/>`;
    }
    markup += `<circle cx="${fmt(fx)}" cy="${fmt(fy)}" r="4" fill="#f2c44e"/>`;
  }
  return markup;
}
