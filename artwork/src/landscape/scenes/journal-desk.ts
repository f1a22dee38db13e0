import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, type Scene } from '../elements';
import { between } from '../random';
import type { SceneDefinition } from './shared';

/**
 * The journal's invitation, wherever it stands: a travel expert's desk seen from above in the late
 * sun, a notebook open on a folded map, a sketch of a temple on the hill and lines of notes on its
 * pages, a fountain pen, a brass compass, a cup of tea and snapshots from the road. Not a place, so it
 * says "stories" on every destination's page without naming another destination.
 */
export const journalDesk: SceneDefinition = {
  times: ['golden'],
  // No horizon looking down at a desk; the notebook's middle is the focal point.
  horizon: [0.5, 0.5],
  subject: { x: [0.46, 0.52], y: [0.46, 0.5] },
  variants: [],
  paint(scene) {
    const { canvas, subject } = scene;
    const [x, y] = subject;
    canvas.add(desk(scene));
    canvas.add(map(scene, [x - 120, y + 40], -7));
    canvas.add(snapshot(scene, [x - 560, y - 250], -12, 'sea'));
    canvas.add(snapshot(scene, [x + 590, y + 230], 9, 'hills'));
    canvas.add(notebook(scene, [x, y], 3));
    canvas.add(compass(scene, [x - 610, y + 250], 92));
    canvas.add(teacup(scene, [x + 600, y - 240], 112));
    canvas.add(pen(scene, [x + 250, y + 200], 420, -32));
    return box([x, y], 460, 300, 300);
  },
};

/** Planks of warm wood, their grain running along them, lit from the upper left by the window. */
function desk(scene: Scene): string {
  const { canvas, random, palette } = scene;
  const wood = mix('#7a4b2c', palette.glow, 0.12);
  let markup = `<rect width="${canvas.width}" height="${canvas.height}" fill="${wood}"/>`;
  const plank = 270;
  let grain = '';
  for (let top = 0; top < canvas.height; top += plank) {
    markup += `<rect y="${fmt(top)}" width="${canvas.width}" height="${plank}" fill="${random() < 0.5 ? lighten(wood, 0.06) : darken(wood, 0.06)}"/>`;
    markup += `<rect y="${fmt(top + plank - 3)}" width="${canvas.width}" height="3" fill="${darken(wood, 0.45)}"/>`;
    for (let i = 0; i < 16; i += 1) {
      const gy = top + between(random, 8, plank - 8);
      const wave = between(random, 3, 9);
      grain += `M0,${fmt(gy)} C${fmt(canvas.width * 0.3)},${fmt(gy - wave)} ${fmt(canvas.width * 0.6)},${fmt(gy + wave)} ${canvas.width},${fmt(gy - wave * 0.5)} `;
    }
  }
  markup += `<path d="${grain}" stroke="${darken(wood, 0.3)}" stroke-width="1.6" fill="none" opacity="0.45"/>`;
  // The late sun through the window: warm on the upper left, falling away across the desk.
  const light = canvas.radialGradient(
    [
      [0, lighten(palette.glow, 0.3), 0.42],
      [1, palette.glow, 0],
    ],
    [canvas.width * 0.18, canvas.height * 0.1],
    canvas.width * 0.9,
  );
  return `${markup}<rect width="${canvas.width}" height="${canvas.height}" fill="${light}"/>`;
}

/** A soft shadow under something lying on the desk (its outline, any colour), lit from the upper left. */
const shadowUnder = (scene: Scene, shape: string) =>
  `<g transform="translate(14 18)" filter="${scene.canvas.blur(10, 0.2)}" opacity="0.45">${shape.replace(/fill="[^"]*"/g, 'fill="#000"')}</g>`;

const rotated = ([x, y]: Point, degrees: number, markup: string) =>
  `<g transform="rotate(${degrees} ${fmt(x)} ${fmt(y)})">${markup}</g>`;

/** A folded road map: paper creased in panels, the sea along one side, roads and a dotted route. */
function map(scene: Scene, [x, y]: Point, degrees: number): string {
  const { random } = scene;
  const [w, h] = [980, 660];
  const [left, top] = [x - w / 2, y - h / 2];
  const paper = '#efe6cf';
  const sea = '#a9cdd3';
  let markup = shadowUnder(
    scene,
    `<rect x="${fmt(left)}" y="${fmt(top)}" width="${w}" height="${h}" fill="#000"/>`,
  );
  markup += `<rect x="${fmt(left)}" y="${fmt(top)}" width="${w}" height="${h}" fill="${paper}"/>`;
  // The coast down the left, its bays and headlands.
  let coast = `M${fmt(left)},${fmt(top)} L${fmt(left + 170)},${fmt(top)}`;
  for (let i = 1; i <= 8; i += 1) {
    coast += ` Q${fmt(left + between(random, 90, 230))},${fmt(top + (i - 0.5) * (h / 8))} ${fmt(left + between(random, 120, 200))},${fmt(top + i * (h / 8))}`;
  }
  coast += ` L${fmt(left)},${fmt(top + h)} Z`;
  markup += `<path d="${coast}" fill="${sea}"/><path d="${coast}" fill="none" stroke="#6f9aa3" stroke-width="2"/>`;
  // Contours of the hills inland.
  for (let i = 0; i < 4; i += 1) {
    const [cx, cy] = [left + w * 0.62, top + h * 0.35];
    markup += `<ellipse cx="${fmt(cx + i * 8)}" cy="${fmt(cy - i * 4)}" rx="${fmt(200 - i * 44)}" ry="${fmt(120 - i * 26)}" fill="none" stroke="#b9a27a" stroke-width="1.6"/>`;
  }
  // Roads, and the journey's route dotted in red with its stops.
  markup += `<path d="M${fmt(left + 180)},${fmt(top + h * 0.8)} C${fmt(left + w * 0.4)},${fmt(top + h * 0.7)} ${fmt(left + w * 0.5)},${fmt(top + h * 0.2)} ${fmt(left + w)},${fmt(top + h * 0.25)}" stroke="#d9c39a" stroke-width="7" fill="none"/>`;
  const stops: Point[] = [
    [left + 230, top + h * 0.72],
    [left + w * 0.46, top + h * 0.55],
    [left + w * 0.7, top + h * 0.62],
    [left + w * 0.86, top + h * 0.84],
  ];
  markup += `<path d="M${stops.map(([sx, sy]) => `${fmt(sx)},${fmt(sy)}`).join(' L')}" stroke="#a8352b" stroke-width="3.5" stroke-dasharray="10 9" fill="none"/>`;
  for (const [sx, sy] of stops) markup += `<circle cx="${fmt(sx)}" cy="${fmt(sy)}" r="8" fill="#a8352b"/>`;
  // The creases: three folds across, one along.
  for (let i = 1; i < 4; i += 1) {
    const fx = left + (w * i) / 4;
    markup += `<rect x="${fmt(fx - 10)}" y="${fmt(top)}" width="10" height="${h}" fill="#000" opacity="0.07"/><rect x="${fmt(fx)}" y="${fmt(top)}" width="6" height="${h}" fill="#fff" opacity="0.18"/>`;
  }
  markup += `<rect x="${fmt(left)}" y="${fmt(top + h / 2)}" width="${w}" height="6" fill="#000" opacity="0.06"/>`;
  return rotated([x, y], degrees, markup);
}

/** Lines of handwriting: words as short, joined, wavering strokes along faint ruled lines. */
function handwriting(scene: Scene, [left, top]: Point, width: number, lines: number, ink: string): string {
  const { random } = scene;
  let ruled = '';
  let words = '';
  for (let line = 0; line < lines; line += 1) {
    const baseline = top + line * 34;
    ruled += `M${fmt(left)},${fmt(baseline + 4)} h${fmt(width)} `;
    // The last line of a paragraph stops short.
    const end = left + width * (line % 5 === 4 ? between(random, 0.3, 0.6) : between(random, 0.86, 1));
    for (let wx = left; wx < end - 20;) {
      const length = Math.min(between(random, 30, 90), end - wx);
      let d = `M${fmt(wx)},${fmt(baseline)}`;
      for (let px = wx; px < wx + length; px += 7) {
        d += ` Q${fmt(px + 3.5)},${fmt(baseline - between(random, 6, 16))} ${fmt(px + 7)},${fmt(baseline)}`;
      }
      words += d;
      wx += length + between(random, 10, 16);
    }
  }
  return (
    `<path d="${ruled}" stroke="#9fb6c4" stroke-width="1" opacity="0.6"/>` +
    `<path d="${words}" stroke="${ink}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity="0.85"/>`
  );
}

/**
 * The notebook open flat: two cream pages curving into the gutter, notes on the left, and on the right
 * an ink sketch of a temple on its hill over the water, with a few lines beneath; a ribbon marker.
 */
function notebook(scene: Scene, [x, y]: Point, degrees: number): string {
  const [pageW, pageH] = [440, 560];
  const [left, top] = [x - pageW, y - pageH / 2];
  const ink = '#3a3550';
  const sepia = '#6b4a2e';
  const cover = `<rect x="${fmt(left - 14)}" y="${fmt(top - 12)}" width="${fmt(pageW * 2 + 28)}" height="${fmt(pageH + 24)}" rx="10" fill="#3f2a1e"/>`;
  let markup = shadowUnder(scene, cover) + cover;
  const gutter = scene.canvas.linearGradient(
    [
      [0, '#f6efdf'],
      [0.82, '#efe5cf'],
      [1, '#cdbf9f'],
    ],
    [left, y],
    [x, y],
  );
  const gutterRight = scene.canvas.linearGradient(
    [
      [0, '#cdbf9f'],
      [0.18, '#efe5cf'],
      [1, '#f6efdf'],
    ],
    [x, y],
    [x + pageW, y],
  );
  markup += `<path d="M${fmt(left)},${fmt(top + 4)} Q${fmt(x - pageW / 2)},${fmt(top - 8)} ${fmt(x)},${fmt(top + 6)} L${fmt(x)},${fmt(top + pageH + 2)} Q${fmt(x - pageW / 2)},${fmt(top + pageH - 10)} ${fmt(left)},${fmt(top + pageH - 2)} Z" fill="${gutter}"/>`;
  markup += `<path d="M${fmt(x)},${fmt(top + 6)} Q${fmt(x + pageW / 2)},${fmt(top - 8)} ${fmt(x + pageW)},${fmt(top + 4)} L${fmt(x + pageW)},${fmt(top + pageH - 2)} Q${fmt(x + pageW / 2)},${fmt(top + pageH - 10)} ${fmt(x)},${fmt(top + pageH + 2)} Z" fill="${gutterRight}"/>`;
  markup += handwriting(scene, [left + 44, top + 70], pageW - 88, 14, ink);
  // The sketch: hills, a stupa-topped temple on the nearest, the water below, a boat, birds.
  const [sx, sy, sw] = [x + 50, top + 60, pageW - 100];
  const sketch =
    `<path d="M${fmt(sx)},${fmt(sy + 200)} Q${fmt(sx + sw * 0.25)},${fmt(sy + 120)} ${fmt(sx + sw * 0.45)},${fmt(sy + 170)} Q${fmt(sx + sw * 0.7)},${fmt(sy + 90)} ${fmt(sx + sw)},${fmt(sy + 180)}"/>` +
    `<path d="M${fmt(sx + sw * 0.3)},${fmt(sy + 150)} h60 M${fmt(sx + sw * 0.33)},${fmt(sy + 150)} v-34 h48 v34 M${fmt(sx + sw * 0.3)},${fmt(sy + 116)} l39,-24 l39,24 M${fmt(sx + sw * 0.3 + 39)},${fmt(sy + 92)} v-26"/>` +
    `<circle cx="${fmt(sx + sw * 0.3 + 39)}" cy="${fmt(sy + 62)}" r="5"/>` +
    `<path d="M${fmt(sx)},${fmt(sy + 214)} h${fmt(sw)} M${fmt(sx + 30)},${fmt(sy + 232)} h${fmt(sw * 0.3)} M${fmt(sx + sw * 0.5)},${fmt(sy + 244)} h${fmt(sw * 0.4)}"/>` +
    `<path d="M${fmt(sx + sw * 0.62)},${fmt(sy + 226)} q30,12 60,0 M${fmt(sx + sw * 0.68)},${fmt(sy + 226)} v-30 l22,26"/>` +
    `<path d="M${fmt(sx + sw * 0.7)},${fmt(sy + 40)} q8,-8 16,0 q8,-8 16,0 M${fmt(sx + sw * 0.82)},${fmt(sy + 58)} q6,-6 12,0 q6,-6 12,0"/>`;
  markup += `<g stroke="${sepia}" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round">${sketch}</g>`;
  markup += handwriting(scene, [x + 50, top + 350], pageW - 100, 5, ink);
  // The ribbon marker falling out of the foot of the gutter.
  markup += `<path d="M${fmt(x - 6)},${fmt(top + pageH - 40)} L${fmt(x + 6)},${fmt(top + pageH - 40)} L${fmt(x + 20)},${fmt(top + pageH + 70)} L${fmt(x + 8)},${fmt(top + pageH + 58)} L${fmt(x - 2)},${fmt(top + pageH + 74)} Z" fill="#8c2f2a"/>`;
  return rotated([x, y], degrees, markup);
}

/** A fountain pen lying across the desk: black barrel, gold band and clip, the nib catching the light. */
function pen(scene: Scene, [x, y]: Point, length: number, degrees: number): string {
  const gold = mix('#c9a24c', scene.palette.glow, 0.2);
  const body = `<rect x="${fmt(x - length / 2)}" y="${fmt(y - 11)}" width="${fmt(length * 0.86)}" height="22" rx="11" fill="#16161a"/>`;
  const markup =
    shadowUnder(scene, body) +
    body +
    `<rect x="${fmt(x - length / 2 + 12)}" y="${fmt(y - 9)}" width="${fmt(length * 0.84)}" height="5" rx="2.5" fill="#ffffff" opacity="0.18"/>` +
    `<rect x="${fmt(x - length * 0.08)}" y="${fmt(y - 11)}" width="10" height="22" fill="${gold}"/>` +
    `<rect x="${fmt(x - length * 0.42)}" y="${fmt(y - 15)}" width="${fmt(length * 0.3)}" height="6" rx="3" fill="${gold}"/>` +
    `<path d="M${fmt(x + length * 0.36)},${fmt(y - 10)} L${fmt(x + length / 2)},${fmt(y)} L${fmt(x + length * 0.36)},${fmt(y + 10)} Z" fill="${gold}"/>` +
    `<path d="M${fmt(x + length * 0.38)},${fmt(y)} L${fmt(x + length / 2)},${fmt(y)}" stroke="#5a4520" stroke-width="1.5"/>`;
  return rotated([x, y], degrees, markup);
}

/** A brass pocket compass, its lid's ring, the rose and a needle pointing north. */
function compass(scene: Scene, [x, y]: Point, radius: number): string {
  const brass = mix('#b8913f', scene.palette.glow, 0.2);
  const disc = `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius)}" fill="${brass}"/>`;
  let ticks = '';
  for (let i = 0; i < 32; i += 1) {
    const a = (i / 32) * Math.PI * 2;
    const [inner, outer] = [radius * (i % 8 === 0 ? 0.62 : 0.7), radius * 0.76];
    ticks += `M${fmt(x + Math.cos(a) * inner)},${fmt(y + Math.sin(a) * inner)} L${fmt(x + Math.cos(a) * outer)},${fmt(y + Math.sin(a) * outer)} `;
  }
  return (
    shadowUnder(scene, disc) +
    disc +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 0.84)}" fill="#f3ead6"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 0.84)}" fill="none" stroke="${darken(brass, 0.3)}" stroke-width="3"/>` +
    `<path d="${ticks}" stroke="#3a3228" stroke-width="2"/>` +
    `<path d="M${fmt(x)},${fmt(y - radius * 0.6)} L${fmt(x + 9)},${fmt(y)} L${fmt(x - 9)},${fmt(y)} Z" fill="#a8352b"/>` +
    `<path d="M${fmt(x)},${fmt(y + radius * 0.6)} L${fmt(x + 9)},${fmt(y)} L${fmt(x - 9)},${fmt(y)} Z" fill="#3a3228"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="5" fill="${brass}"/>` +
    `<circle cx="${fmt(x - radius * 0.3)}" cy="${fmt(y - radius * 0.35)}" r="${fmt(radius * 0.28)}" fill="#ffffff" opacity="0.16"/>`
  );
}

/** A cup of tea on its saucer from above, the handle to the side and the light on the tea. */
function teacup(scene: Scene, [x, y]: Point, radius: number): string {
  const china = '#f4f0e8';
  const saucer = `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 1.45)}" fill="#000"/>`;
  const tea = mix('#7a4a1e', scene.palette.glow, 0.12);
  return (
    shadowUnder(scene, saucer) +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 1.45)}" fill="${china}"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 1.2)}" fill="none" stroke="#d9d2c4" stroke-width="3"/>` +
    `<path d="M${fmt(x + radius * 0.9)},${fmt(y - 22)} q${fmt(radius * 0.5)},0 ${fmt(radius * 0.5)},22 q0,22 ${fmt(-radius * 0.5)},22" stroke="${china}" stroke-width="16" fill="none"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius)}" fill="${china}"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 0.84)}" fill="${tea}"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 0.84)}" fill="none" stroke="#e6ddcc" stroke-width="4"/>` +
    `<ellipse cx="${fmt(x - radius * 0.3)}" cy="${fmt(y - radius * 0.32)}" rx="${fmt(radius * 0.26)}" ry="${fmt(radius * 0.12)}" fill="#ffffff" opacity="0.35" transform="rotate(-35 ${fmt(x - radius * 0.3)} ${fmt(y - radius * 0.32)})"/>`
  );
}

/** A snapshot from the trip, white-bordered: a turquoise sea under a palm, or green hills. */
function snapshot(scene: Scene, [x, y]: Point, degrees: number, subject: 'sea' | 'hills'): string {
  const [w, h] = [300, 340];
  const [left, top] = [x - w / 2, y - h / 2];
  const [pw, ph] = [w - 30, h - 80];
  const frame = `<rect x="${fmt(left)}" y="${fmt(top)}" width="${w}" height="${h}" fill="#faf7f0"/>`;
  const skyFill = scene.canvas.linearGradient(
    [
      [0, '#7fb3d9'],
      [1, '#dcebf2'],
    ],
    [0, top],
    [0, top + ph * 0.5],
  );
  let picture = `<rect x="${fmt(left + 15)}" y="${fmt(top + 15)}" width="${pw}" height="${ph}" fill="${skyFill}"/>`;
  if (subject === 'sea') {
    picture +=
      `<rect x="${fmt(left + 15)}" y="${fmt(top + 15 + ph * 0.5)}" width="${pw}" height="${fmt(ph * 0.5)}" fill="#3fb8c0"/>` +
      `<path d="M${fmt(left + 15)},${fmt(top + 15 + ph)} Q${fmt(left + 15 + pw * 0.5)},${fmt(top + ph * 0.78)} ${fmt(left + 15 + pw)},${fmt(top + ph * 0.86)} L${fmt(left + 15 + pw)},${fmt(top + 15 + ph)} Z" fill="#efe0bc"/>` +
      `<path d="M${fmt(left + 60)},${fmt(top + ph)} Q${fmt(left + 70)},${fmt(top + ph * 0.5)} ${fmt(left + 100)},${fmt(top + ph * 0.3)}" stroke="#4a3a28" stroke-width="6" fill="none"/>` +
      `<path d="M${fmt(left + 100)},${fmt(top + ph * 0.3)} q-50,-6 -70,30 M${fmt(left + 100)},${fmt(top + ph * 0.3)} q40,-20 80,10 M${fmt(left + 100)},${fmt(top + ph * 0.3)} q-10,-40 -50,-40 M${fmt(left + 100)},${fmt(top + ph * 0.3)} q30,-36 70,-22" stroke="#2f6a3a" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  } else {
    picture +=
      `<path d="M${fmt(left + 15)},${fmt(top + 15 + ph * 0.5)} Q${fmt(left + 15 + pw * 0.3)},${fmt(top + ph * 0.3)} ${fmt(left + 15 + pw * 0.6)},${fmt(top + ph * 0.45)} T${fmt(left + 15 + pw)},${fmt(top + ph * 0.4)} L${fmt(left + 15 + pw)},${fmt(top + 15 + ph)} L${fmt(left + 15)},${fmt(top + 15 + ph)} Z" fill="#7fa36a"/>` +
      `<path d="M${fmt(left + 15)},${fmt(top + ph * 0.8)} Q${fmt(left + 15 + pw * 0.5)},${fmt(top + ph * 0.55)} ${fmt(left + 15 + pw)},${fmt(top + ph * 0.72)} L${fmt(left + 15 + pw)},${fmt(top + 15 + ph)} L${fmt(left + 15)},${fmt(top + 15 + ph)} Z" fill="#4f7d45"/>`;
  }
  const clip = scene.canvas.clipRect(left + 15, top + 15, pw, ph);
  return rotated(
    [x, y],
    degrees,
    `${shadowUnder(scene, frame)}${frame}<g clip-path="${clip}">${picture}</g>`,
  );
}
