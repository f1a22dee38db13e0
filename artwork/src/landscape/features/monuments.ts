// The monuments and landforms one place alone is known by, so no two places share a painting:
// Kilimanjaro, Angkor's towers, Petra's Treasury, Bali's split gates, Sigiriya, two skylines, a Venetian canal.
import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Scene } from '../elements';
import { between, pick } from '../random';
import { LAMPLIGHT, glowDot } from './light';

/** Kilimanjaro: a broad, flat-topped volcano standing alone, its summit under a ragged cap of snow. */
export function kilimanjaro(scene: Scene, x: number, base: number, width: number, height: number): string {
  const { palette, random } = scene;
  const rock = mix(mix('#5c5a70', palette.shadow, 0.2), palette.haze, 0.45);
  const top = base - height;
  const shoulder = width * 0.16;
  const d = `M${fmt(x - width / 2)},${fmt(base)} C${fmt(x - width * 0.3)},${fmt(base - height * 0.2)} ${fmt(x - shoulder * 1.6)},${fmt(top + height * 0.12)} ${fmt(x - shoulder)},${fmt(top)} L${fmt(x + shoulder * 0.8)},${fmt(top + 4)} C${fmt(x + shoulder * 1.6)},${fmt(top + height * 0.16)} ${fmt(x + width * 0.3)},${fmt(base - height * 0.18)} ${fmt(x + width / 2)},${fmt(base)} Z`;
  let snow = `M${fmt(x - shoulder * 1.25)},${fmt(top + height * 0.09)} L${fmt(x - shoulder)},${fmt(top)} L${fmt(x + shoulder * 0.8)},${fmt(top + 4)} L${fmt(x + shoulder * 1.15)},${fmt(top + height * 0.1)}`;
  // The cap's lower edge frays into glaciers running down the gullies.
  for (let i = 0; i <= 8; i += 1) {
    const sx = x + shoulder * 1.15 - (i / 8) * shoulder * 2.4;
    snow += ` L${fmt(sx)},${fmt(top + height * between(random, 0.1, i % 2 ? 0.3 : 0.16))}`;
  }
  return (
    `<path d="${d}" fill="${rock}"/>` +
    `<path d="${snow} Z" fill="${mix('#f6f8fb', palette.glow, 0.25)}"/>` +
    `<path d="${d}" fill="${scene.canvas.linearGradient(
      [
        [0, palette.haze, 0],
        [1, palette.haze, 0.55],
      ],
      [0, top],
      [0, base],
    )}"/>`
  );
}

/** A river winding from the horizon toward the viewer, widening as it comes: the Mara. */
export function windingRiver(scene: Scene, top: number, bottom: number, x: number): string {
  const { palette, random, canvas } = scene;
  const points: Point[] = [];
  for (let i = 0; i <= 10; i += 1) {
    const t = i / 10;
    points.push([
      x + Math.sin(t * 5 + between(random, -0.3, 0.3)) * (40 + t * 260),
      top + (bottom - top) * t ** 1.4,
    ]);
  }
  const half = (t: number) => 3 + t * 90;
  const left = points.map(([px, py], i) => `${fmt(px - half(i / 10))},${fmt(py)}`);
  const right = points.map(([px, py], i) => `${fmt(px + half(i / 10))},${fmt(py)}`).reverse();
  // Silty brown water catching the horizon's light, never the purple of the sky above it at dusk.
  const silt = mix('#8a7350', palette.glow, 0.25);
  const fill = canvas.linearGradient(
    [
      [0, mix(silt, palette.sky[2], 0.45)],
      [1, darken(silt, 0.15)],
    ],
    [0, top],
    [0, bottom],
  );
  return (
    `<path d="M${left.join(' L')} L${right.join(' L')} Z" fill="${fill}"/>` +
    `<path d="M${left.join(' L')}" fill="none" stroke="${mix('#6b4a2a', palette.shadow, 0.3)}" stroke-width="5" opacity="0.6"/>`
  );
}

/** Granite kopjes: heaps of rounded boulders rising from the plain, where the lions lie. */
export function kopje(scene: Scene, [x, base]: Point, size: number, color: string): string {
  const { random } = scene;
  let markup = '';
  for (let i = 0; i < 7; i += 1) {
    const r = size * between(random, 0.18, 0.32) * (i < 3 ? 1.2 : 0.8);
    const bx = x + between(random, -0.5, 0.5) * size;
    const by = base - r * 0.7 - (i < 3 ? 0 : size * between(random, 0.15, 0.35));
    markup += `<ellipse cx="${fmt(bx)}" cy="${fmt(by)}" rx="${fmt(r * 1.25)}" ry="${fmt(r)}" fill="${pick(random, [color, lighten(color, 0.12), darken(color, 0.12)])}"/>`;
  }
  return markup;
}

/**
 * Angkor Wat from across its moat: a long gallery and, rising from it, five towers shaped like
 * closed lotus buds, the central one tallest, in grey-gold sandstone.
 */
export function angkorTowers(scene: Scene, [x, baseY]: Point, width: number): string {
  const { palette } = scene;
  const stone = mix('#8e7f66', palette.glow, 0.3);
  const shade = darken(stone, 0.3);
  const bud = (cx: number, bottom: number, h: number) => {
    const w = h * 0.34;
    let d = `M${fmt(cx - w / 2)},${fmt(bottom)}`;
    // Stacked tiers narrowing into the bud's swelling then tapering tip.
    for (let tier = 0; tier < 5; tier += 1) {
      const t = tier / 5;
      const tw = (w / 2) * (1 - t * 0.35) * (tier === 2 ? 1.08 : 1);
      d += ` L${fmt(cx - tw)},${fmt(bottom - h * t * 0.8)} L${fmt(cx - tw * 0.9)},${fmt(bottom - h * (t + 0.2) * 0.8)}`;
    }
    d += ` Q${fmt(cx - w * 0.2)},${fmt(bottom - h * 0.9)} ${fmt(cx)},${fmt(bottom - h)} Q${fmt(cx + w * 0.2)},${fmt(bottom - h * 0.9)} ${fmt(cx + w * 0.3)},${fmt(bottom - h * 0.8)} L${fmt(cx + w / 2)},${fmt(bottom)} Z`;
    let bands = '';
    for (let tier = 1; tier < 6; tier += 1) {
      const by = bottom - h * tier * 0.15;
      bands += `M${fmt(cx - w * 0.42)},${fmt(by)} h${fmt(w * 0.84)}`;
    }
    return `<path d="${d}" fill="${stone}"/><path d="M${fmt(cx + w * 0.1)},${fmt(bottom)} L${fmt(cx + w * 0.05)},${fmt(bottom - h * 0.9)} Q${fmt(cx + w * 0.2)},${fmt(bottom - h * 0.9)} ${fmt(cx + w * 0.3)},${fmt(bottom - h * 0.8)} L${fmt(cx + w / 2)},${fmt(bottom)} Z" fill="${shade}" opacity="0.5"/><path d="${bands}" stroke="${shade}" stroke-width="3"/>`;
  };
  const galleryH = width * 0.07;
  let markup = `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - galleryH)}" width="${fmt(width)}" height="${fmt(galleryH)}" fill="${stone}"/>`;
  for (let i = 0; i < 30; i += 1) {
    markup += `<rect x="${fmt(x - width / 2 + 8 + (i * (width - 16)) / 30)}" y="${fmt(baseY - galleryH * 0.7)}" width="${fmt(width * 0.012)}" height="${fmt(galleryH * 0.6)}" fill="${shade}"/>`;
  }
  markup += `<rect x="${fmt(x - width * 0.3)}" y="${fmt(baseY - galleryH * 2)}" width="${fmt(width * 0.6)}" height="${fmt(galleryH)}" fill="${darken(stone, 0.08)}"/>`;
  const h = width * 0.42;
  for (const [dx, scale] of [
    [-0.38, 0.62],
    [0.38, 0.62],
    [-0.2, 0.74],
    [0.2, 0.74],
  ] as const) {
    markup += bud(x + dx * width, baseY - galleryH * (Math.abs(dx) > 0.3 ? 1 : 2), h * scale);
  }
  return markup + bud(x, baseY - galleryH * 2, h);
}

/**
 * Petra's Treasury, cut into a cliff of rose sandstone: a columned portico under a pediment, and
 * above it a round tholos between two broken half-pediments, all in shadowed relief.
 */
export function treasury(scene: Scene, [x, baseY]: Point, width: number, rock: string): string {
  const lit = lighten(rock, 0.16);
  const shade = darken(rock, 0.32);
  const deep = darken(rock, 0.55);
  const h = width * 1.25;
  const lower = h * 0.48;
  const column = (cx: number, bottom: number, ch: number, cw: number) =>
    `<rect x="${fmt(cx - cw / 2)}" y="${fmt(bottom - ch)}" width="${fmt(cw)}" height="${fmt(ch)}" fill="${lit}"/><rect x="${fmt(cx + cw * 0.15)}" y="${fmt(bottom - ch)}" width="${fmt(cw * 0.35)}" height="${fmt(ch)}" fill="${shade}" opacity="0.6"/><rect x="${fmt(cx - cw * 0.7)}" y="${fmt(bottom - ch - cw * 0.5)}" width="${fmt(cw * 1.4)}" height="${fmt(cw * 0.5)}" fill="${lit}"/>`;
  let markup =
    // The recess the façade is carved into.
    `<rect x="${fmt(x - width * 0.62)}" y="${fmt(baseY - h * 1.05)}" width="${fmt(width * 1.24)}" height="${fmt(h * 1.05)}" fill="${shade}"/>` +
    `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - lower)}" width="${fmt(width)}" height="${fmt(lower)}" fill="${rock}"/>` +
    `<rect x="${fmt(x - width * 0.09)}" y="${fmt(baseY - lower * 0.62)}" width="${fmt(width * 0.18)}" height="${fmt(lower * 0.62)}" fill="${deep}"/>`;
  const cw = width * 0.07;
  for (let i = 0; i < 6; i += 1) {
    markup += column(x - width * 0.42 + (i * width * 0.84) / 5, baseY, lower * 0.82, cw);
  }
  const entablature = baseY - lower;
  markup +=
    `<rect x="${fmt(x - width * 0.52)}" y="${fmt(entablature - lower * 0.1)}" width="${fmt(width * 1.04)}" height="${fmt(lower * 0.12)}" fill="${lit}"/>` +
    `<path d="M${fmt(x - width * 0.3)},${fmt(entablature - lower * 0.1)} L${fmt(x)},${fmt(entablature - lower * 0.36)} L${fmt(x + width * 0.3)},${fmt(entablature - lower * 0.1)} Z" fill="${lit}"/>` +
    `<path d="M${fmt(x - width * 0.22)},${fmt(entablature - lower * 0.12)} L${fmt(x)},${fmt(entablature - lower * 0.28)} L${fmt(x + width * 0.22)},${fmt(entablature - lower * 0.12)} Z" fill="${shade}"/>`;
  const upperBase = entablature - lower * 0.38;
  const upper = h * 0.42;
  for (const side of [-1, 1]) {
    const px = x + side * width * 0.36;
    markup +=
      column(px - side * width * 0.06, upperBase, upper * 0.7, cw * 0.9) +
      column(px + side * width * 0.06, upperBase, upper * 0.7, cw * 0.9) +
      `<path d="M${fmt(px - width * 0.14)},${fmt(upperBase - upper * 0.72)} L${fmt(px - side * width * 0.14 * -1)},${fmt(upperBase - upper * 0.72)} L${fmt(px + side * width * 0.14)},${fmt(upperBase - upper * 0.9)} Z" fill="${lit}"/>`;
  }
  // The tholos: a drum of columns under a conical roof and an urn.
  markup +=
    `<rect x="${fmt(x - width * 0.14)}" y="${fmt(upperBase - upper * 0.72)}" width="${fmt(width * 0.28)}" height="${fmt(upper * 0.72)}" fill="${rock}"/>` +
    column(x - width * 0.09, upperBase, upper * 0.7, cw * 0.8) +
    column(x + width * 0.09, upperBase, upper * 0.7, cw * 0.8) +
    `<path d="M${fmt(x - width * 0.16)},${fmt(upperBase - upper * 0.74)} L${fmt(x)},${fmt(upperBase - upper * 0.98)} L${fmt(x + width * 0.16)},${fmt(upperBase - upper * 0.74)} Z" fill="${lit}"/>` +
    `<ellipse cx="${fmt(x)}" cy="${fmt(upperBase - upper * 1.04)}" rx="${fmt(width * 0.035)}" ry="${fmt(width * 0.05)}" fill="${lit}"/>`;
  return markup;
}

/**
 * A candi bentar: Bali's split gate, one carved tower cut in two and drawn apart. Each half rises
 * from a stone plinth through a brick body with carved stone panels, then steps in tier by tier, each
 * tier a projecting cornice with flame-like finials at its corner, to a pointed crown; the cut faces
 * are sheer, and steps lead up between them.
 */
export function candiBentar(scene: Scene, [x, baseY]: Point, height: number): string {
  const { palette } = scene;
  const brick = mix('#a4503a', palette.glow, 0.22);
  const stone = mix('#b8ab92', palette.glow, 0.2);
  const shade = darken(brick, 0.3);
  const half = height * 0.34;
  const gap = height * 0.16;
  const plinth = height * 0.1;
  const body = height * 0.3;
  const tiers = 6;
  let markup = '';
  for (const side of [-1, 1]) {
    const inner = x + side * gap * 0.5;
    const outerAt = (inset: number) => inner + side * half * (1 - inset);
    // The plinth, wider than the body.
    markup += `<path d="M${fmt(inner)},${fmt(baseY)} L${fmt(outerAt(-0.12))},${fmt(baseY)} L${fmt(outerAt(-0.12))},${fmt(baseY - plinth)} L${fmt(inner)},${fmt(baseY - plinth)} Z" fill="${stone}"/>`;
    markup += `<path d="M${fmt(inner)},${fmt(baseY - plinth)} L${fmt(outerAt(-0.14))},${fmt(baseY - plinth)}" stroke="${darken(stone, 0.25)}" stroke-width="${fmt(height * 0.012)}"/>`;
    // The body: brick, a carved stone panel on its face.
    const bodyTop = baseY - plinth - body;
    markup += `<path d="M${fmt(inner)},${fmt(baseY - plinth)} L${fmt(outerAt(0))},${fmt(baseY - plinth)} L${fmt(outerAt(0.04))},${fmt(bodyTop)} L${fmt(inner)},${fmt(bodyTop)} Z" fill="${brick}"/>`;
    const px0 = Math.min(outerAt(0.25), outerAt(0.8));
    const pw = Math.abs(outerAt(0.25) - outerAt(0.8));
    markup += `<rect x="${fmt(px0)}" y="${fmt(bodyTop + body * 0.18)}" width="${fmt(pw)}" height="${fmt(body * 0.6)}" fill="${stone}"/>`;
    markup += `<path d="M${fmt(px0 + pw * 0.5)},${fmt(bodyTop + body * 0.25)} q${fmt(pw * 0.3)},${fmt(body * 0.12)} 0,${fmt(body * 0.24)} q${fmt(-pw * 0.3)},${fmt(body * 0.12)} 0,${fmt(body * 0.22)}" stroke="${darken(stone, 0.35)}" stroke-width="${fmt(height * 0.01)}" fill="none"/>`;
    // Brick courses across the body.
    let courses = '';
    for (let c = 1; c < 8; c += 1) {
      const cy = baseY - plinth - (body * c) / 8;
      courses += `M${fmt(inner)},${fmt(cy)} L${fmt(outerAt(0.02))},${fmt(cy)}`;
    }
    markup += `<path d="${courses}" stroke="${shade}" stroke-width="1.2" opacity="0.5"/>`;
    // The tiers, each a cornice that projects, then a band set back, smaller as they rise.
    const roof = baseY - plinth - body;
    const tierH = (height - plinth - body) / (tiers + 1.2);
    for (let t = 0; t < tiers; t += 1) {
      const bottom = roof - t * tierH;
      const inset = 0.08 + (t / tiers) * 0.7;
      const corniceOut = outerAt(inset - 0.08);
      markup += `<path d="M${fmt(inner)},${fmt(bottom)} L${fmt(corniceOut)},${fmt(bottom)} L${fmt(corniceOut)},${fmt(bottom - tierH * 0.28)} L${fmt(inner)},${fmt(bottom - tierH * 0.28)} Z" fill="${stone}"/>`;
      markup += `<path d="M${fmt(inner)},${fmt(bottom - tierH * 0.28)} L${fmt(outerAt(inset))},${fmt(bottom - tierH * 0.28)} L${fmt(outerAt(inset + 0.04))},${fmt(bottom - tierH)} L${fmt(inner)},${fmt(bottom - tierH)} Z" fill="${t % 2 ? brick : darken(brick, 0.08)}"/>`;
      // A flame-like finial at the cornice's outer corner.
      const fx = corniceOut;
      const fy = bottom - tierH * 0.28;
      markup += `<path d="M${fmt(fx - side * tierH * 0.22)},${fmt(fy)} Q${fmt(fx + side * tierH * 0.1)},${fmt(fy - tierH * 0.3)} ${fmt(fx - side * tierH * 0.02)},${fmt(fy - tierH * 0.62)} Q${fmt(fx + side * tierH * 0.2)},${fmt(fy - tierH * 0.2)} ${fmt(fx + side * tierH * 0.08)},${fmt(fy)} Z" fill="${stone}"/>`;
    }
    // The crown: a pointed cap rising from the last tier along the cut face.
    const capBase = roof - tiers * tierH;
    markup += `<path d="M${fmt(inner)},${fmt(capBase)} L${fmt(outerAt(0.86))},${fmt(capBase)} Q${fmt(outerAt(0.9))},${fmt(capBase - tierH * 0.6)} ${fmt(inner)},${fmt(baseY - height)} Z" fill="${stone}"/>`;
    // The sheer cut face, in shadow.
    markup += `<path d="M${fmt(inner)},${fmt(baseY)} L${fmt(inner)},${fmt(baseY - height)}" stroke="${darken(brick, 0.45)}" stroke-width="${fmt(height * 0.014)}"/>`;
  }
  // Steps up between the halves.
  for (let k = 0; k < 4; k += 1) {
    const w = gap * (0.95 - k * 0.05);
    markup += `<rect x="${fmt(x - w / 2)}" y="${fmt(baseY - plinth * (k + 1) * 0.25)}" width="${fmt(w)}" height="${fmt(plinth * 0.25)}" fill="${k % 2 ? stone : darken(stone, 0.12)}"/>`;
  }
  return markup;
}

/** A glass tower of a city at dusk: a slab with rows of lit windows and a lit crown. */
export function tower(
  scene: Scene,
  [x, baseY]: Point,
  width: number,
  height: number,
  color: string,
  lit: boolean,
): string {
  const { random } = scene;
  let windows = '';
  const rows = Math.floor(height / 16);
  for (let row = 1; row < rows; row += 1) {
    if (random() < 0.35) continue;
    windows += `M${fmt(x - width / 2 + 4)},${fmt(baseY - row * 16)} h${fmt(width - 8)}`;
  }
  return (
    `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - height)}" width="${fmt(width)}" height="${fmt(height)}" fill="${color}"/>` +
    `<rect x="${fmt(x + width * 0.2)}" y="${fmt(baseY - height)}" width="${fmt(width * 0.3)}" height="${fmt(height)}" fill="${darken(color, 0.25)}"/>` +
    `<path d="${windows}" stroke="${lit ? LAMPLIGHT : lighten(color, 0.2)}" stroke-width="3" stroke-dasharray="6 5" opacity="${lit ? 0.7 : 0.45}"/>`
  );
}

/** The Burj Khalifa: a needle of setbacks, each wing stepping in, ending in a long spire. */
export function burjKhalifa(scene: Scene, [x, baseY]: Point, height: number, lit: boolean): string {
  const { palette } = scene;
  const steel = mix('#9aa6b4', palette.glow, 0.2);
  const width = height * 0.16;
  let markup = '';
  for (let tier = 0; tier < 7; tier += 1) {
    const w = width * (1 - tier * 0.13);
    const bottom = baseY - height * 0.11 * tier;
    const h = height * 0.11 + (tier === 6 ? height * 0.05 : 0);
    const offset = (tier % 2 ? 1 : -1) * w * 0.08;
    markup += `<rect x="${fmt(x - w / 2 + offset)}" y="${fmt(bottom - h)}" width="${fmt(w)}" height="${fmt(h + 1)}" fill="${tier % 2 ? steel : darken(steel, 0.12)}"/>`;
  }
  markup += `<path d="M${fmt(x - width * 0.1)},${fmt(baseY - height * 0.82)} L${fmt(x)},${fmt(baseY - height)} L${fmt(x + width * 0.1)},${fmt(baseY - height * 0.82)} Z" fill="${steel}"/>`;
  markup += `<path d="M${fmt(x)},${fmt(baseY)} V${fmt(baseY - height * 0.8)}" stroke="${lit ? LAMPLIGHT : lighten(steel, 0.3)}" stroke-width="3" stroke-dasharray="4 12" opacity="0.8"/>`;
  return markup;
}

/** Marina Bay Sands: three towers on splayed legs carrying one long deck, like a ship, across their tops. */
export function marinaBaySands(scene: Scene, [x, baseY]: Point, width: number, lit: boolean): string {
  const { palette } = scene;
  const body = mix('#c9ccd2', palette.glow, 0.2);
  const h = width * 0.62;
  let markup = '';
  for (let i = -1; i <= 1; i += 1) {
    const cx = x + i * width * 0.36;
    const w = width * 0.13;
    markup +=
      `<path d="M${fmt(cx - w * 0.75)},${fmt(baseY)} L${fmt(cx - w * 0.5)},${fmt(baseY - h)} L${fmt(cx + w * 0.5)},${fmt(baseY - h)} L${fmt(cx + w * 0.2)},${fmt(baseY)} Z" fill="${body}"/>` +
      `<path d="M${fmt(cx + w * 0.05)},${fmt(baseY)} L${fmt(cx + w * 0.5)},${fmt(baseY - h)} L${fmt(cx + w * 0.55)},${fmt(baseY - h)} L${fmt(cx + w * 0.7)},${fmt(baseY)} Z" fill="${darken(body, 0.3)}"/>` +
      `<path d="M${fmt(cx - w * 0.4)},${fmt(baseY - 10)} V${fmt(baseY - h + 12)}" stroke="${lit ? LAMPLIGHT : lighten(body, 0.3)}" stroke-width="4" stroke-dasharray="3 9" opacity="0.8"/>`;
  }
  markup += `<path d="M${fmt(x - width * 0.52)},${fmt(baseY - h - 2)} L${fmt(x + width * 0.62)},${fmt(baseY - h - 2)} L${fmt(x + width * 0.66)},${fmt(baseY - h - 16)} L${fmt(x - width * 0.5)},${fmt(baseY - h - 16)} Z" fill="${lighten(body, 0.1)}"/>`;
  return (lit ? glowDot(scene, [x, baseY - h * 0.5], width * 0.6, 0.25) : '') + markup;
}

/** An open pavilion on posts, its hipped roof steep and thatched, the floor a deck over the water. */
export function pavilion(scene: Scene, [x, baseY]: Point, width: number, lit: boolean): string {
  const { palette } = scene;
  const timber = mix('#6a4a32', palette.shadow, 0.25);
  const thatch = mix('#8c6a44', palette.glow, 0.2);
  const deck = mix('#b99470', palette.glow, 0.2);
  const postH = width * 0.34;
  let markup = `<rect x="${fmt(x - width * 0.62)}" y="${fmt(baseY - 8)}" width="${fmt(width * 1.24)}" height="12" fill="${deck}"/>`;
  for (let i = 0; i < 4; i += 1) {
    const px = x - width * 0.42 + (i * width * 0.84) / 3;
    markup += `<rect x="${fmt(px - 5)}" y="${fmt(baseY - 8 - postH)}" width="10" height="${fmt(postH)}" fill="${timber}"/>`;
    markup += `<rect x="${fmt(px - 3)}" y="${fmt(baseY + 4)}" width="6" height="${fmt(width * 0.1)}" fill="${darken(timber, 0.2)}"/>`;
  }
  const eave = baseY - 8 - postH;
  markup +=
    `<path d="M${fmt(x - width * 0.6)},${fmt(eave + 10)} L${fmt(x - width * 0.16)},${fmt(eave - width * 0.34)} L${fmt(x + width * 0.16)},${fmt(eave - width * 0.34)} L${fmt(x + width * 0.6)},${fmt(eave + 10)} Z" fill="${thatch}"/>` +
    `<path d="M${fmt(x - width * 0.6)},${fmt(eave + 10)} L${fmt(x + width * 0.6)},${fmt(eave + 10)}" stroke="${darken(thatch, 0.35)}" stroke-width="6"/>`;
  return (lit ? glowDot(scene, [x, baseY - postH * 0.5], width * 0.8, 0.4) : '') + markup;
}

/** The palazzi of a Venetian canal: tall narrow façades in faded colours, arched windows, water at their feet. */
export function palazzi(scene: Scene, from: number, to: number, baseY: number, lit: boolean): string {
  const { palette, random } = scene;
  const colours = ['#d9a07a', '#e6c99a', '#c7705a', '#efe2cc', '#d48f6a', '#b85a48'].map((c) =>
    mix(c, palette.glow, 0.2),
  );
  let markup = '';
  for (let x = from; x < to;) {
    const w = between(random, 70, 130);
    const h = between(random, 200, 320);
    const colour = pick(random, colours);
    markup += `<rect x="${fmt(x)}" y="${fmt(baseY - h)}" width="${fmt(w + 1)}" height="${fmt(h)}" fill="${colour}"/>`;
    markup += `<rect x="${fmt(x - 3)}" y="${fmt(baseY - h - 8)}" width="${fmt(w + 6)}" height="8" fill="${darken(colour, 0.3)}"/>`;
    for (let row = 0; row < 4; row += 1) {
      const wy = baseY - h + 30 + row * ((h - 50) / 4);
      for (let wx = x + 12; wx < x + w - 16; wx += 22) {
        const glow = lit && random() < 0.4;
        markup += `<path d="M${fmt(wx)},${fmt(wy + 26)} v-18 a6,6 0 0,1 12,0 v18 Z" fill="${glow ? LAMPLIGHT : darken(colour, 0.45)}"/>`;
      }
    }
    x += w;
  }
  return markup;
}

/** An onion dome on a drum, with a gilded finial. */
const dome = (x: number, baseY: number, r: number, color: string, gold: string) =>
  `<rect x="${fmt(x - r * 0.8)}" y="${fmt(baseY - r * 0.5)}" width="${fmt(r * 1.6)}" height="${fmt(r * 0.5)}" fill="${color}"/>` +
  `<path d="M${fmt(x - r)},${fmt(baseY - r * 0.5)} C${fmt(x - r * 1.25)},${fmt(baseY - r * 1.5)} ${fmt(x - r * 0.2)},${fmt(baseY - r * 1.7)} ${fmt(x)},${fmt(baseY - r * 2.2)} C${fmt(x + r * 0.2)},${fmt(baseY - r * 1.7)} ${fmt(x + r * 1.25)},${fmt(baseY - r * 1.5)} ${fmt(x + r)},${fmt(baseY - r * 0.5)} Z" fill="${color}"/>` +
  `<path d="M${fmt(x)},${fmt(baseY - r * 2.2)} v${fmt(-r * 0.5)}" stroke="${gold}" stroke-width="${fmt(Math.max(2, r * 0.08))}"/>`;

/** A slender minaret: a shaft with balconies, ending in a small dome. */
const minaret = (x: number, baseY: number, h: number, color: string, gold: string) => {
  const w = h * 0.06;
  let markup = `<rect x="${fmt(x - w / 2)}" y="${fmt(baseY - h)}" width="${fmt(w)}" height="${fmt(h)}" fill="${color}"/>`;
  for (const t of [0.45, 0.72, 0.9]) {
    markup += `<rect x="${fmt(x - w)}" y="${fmt(baseY - h * t)}" width="${fmt(w * 2)}" height="${fmt(h * 0.025)}" fill="${darken(color, 0.2)}"/>`;
  }
  return markup + dome(x, baseY - h + 2, w * 0.7, color, gold);
};

/**
 * A great white mosque: a wide arcaded hall under a crowd of domes, the largest in the middle, a
 * minaret at each corner (Abu Dhabi). `single` paints the Taj Mahal instead: one swelling dome on a
 * cube with its great arch, four detached minarets at the plinth's corners.
 */
export function whiteDomes(scene: Scene, [x, baseY]: Point, width: number, single: boolean): string {
  const { palette } = scene;
  const marble = mix('#f6f1e8', palette.glow, 0.25);
  const shade = darken(marble, 0.16);
  const gold = mix('#e0b04a', palette.glow, 0.3);
  let markup = '';
  if (single) {
    const body = width * 0.36;
    markup +=
      `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - width * 0.04)}" width="${fmt(width)}" height="${fmt(width * 0.04)}" fill="${shade}"/>` +
      `<rect x="${fmt(x - body / 2)}" y="${fmt(baseY - body * 0.7)}" width="${fmt(body)}" height="${fmt(body * 0.7)}" fill="${marble}"/>` +
      `<path d="M${fmt(x - body * 0.16)},${fmt(baseY - width * 0.04)} v${fmt(-body * 0.4)} a${fmt(body * 0.16)},${fmt(body * 0.16)} 0 0,1 ${fmt(body * 0.32)},0 v${fmt(body * 0.4)} Z" fill="${shade}"/>` +
      dome(x, baseY - body * 0.7, body * 0.34, marble, gold);
    for (const side of [-1, 1]) {
      markup += dome(x + side * body * 0.36, baseY - body * 0.7, body * 0.09, marble, gold);
      markup += minaret(x + side * width * 0.46, baseY - width * 0.04, body * 0.95, marble, gold);
    }
    return markup;
  }
  const hallH = width * 0.12;
  markup += `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - hallH)}" width="${fmt(width)}" height="${fmt(hallH)}" fill="${marble}"/>`;
  for (let i = 0; i < 18; i += 1) {
    const ax = x - width * 0.46 + (i * width * 0.92) / 17;
    markup += `<path d="M${fmt(ax - 8)},${fmt(baseY)} v${fmt(-hallH * 0.5)} a8,8 0 0,1 16,0 v${fmt(hallH * 0.5)} Z" fill="${shade}"/>`;
  }
  for (let i = 0; i < 7; i += 1) {
    const dx = x - width * 0.36 + (i * width * 0.72) / 6;
    if (i !== 3) markup += dome(dx, baseY - hallH, width * 0.035, marble, gold);
  }
  markup += dome(x - width * 0.14, baseY - hallH, width * 0.06, marble, gold);
  markup += dome(x + width * 0.14, baseY - hallH, width * 0.06, marble, gold);
  markup += dome(x, baseY - hallH, width * 0.09, marble, gold);
  for (const side of [-1, 1]) markup += minaret(x + side * width * 0.5, baseY, width * 0.42, marble, gold);
  return markup;
}

/** A Yucatán hacienda: a long ochre façade, an arcade of round arches, a curved gable with a bell. */
export function hacienda(scene: Scene, [x, baseY]: Point, width: number, lit: boolean): string {
  const { palette } = scene;
  const wall = mix('#d9824a', palette.glow, 0.2);
  const trim = mix('#f2e6d2', palette.glow, 0.2);
  const h = width * 0.2;
  let markup = `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - h)}" width="${fmt(width)}" height="${fmt(h)}" fill="${wall}"/>`;
  const arches = 9;
  for (let i = 0; i < arches; i += 1) {
    const ax = x - width * 0.44 + (i * width * 0.88) / (arches - 1);
    const aw = width * 0.07;
    markup += `<path d="M${fmt(ax - aw / 2)},${fmt(baseY)} v${fmt(-h * 0.5)} a${fmt(aw / 2)},${fmt(aw / 2)} 0 0,1 ${fmt(aw)},0 v${fmt(h * 0.5)} Z" fill="${lit ? LAMPLIGHT : darken(wall, 0.45)}"${lit ? ' opacity="0.85"' : ''}/>`;
  }
  const gw = width * 0.22;
  markup +=
    `<path d="M${fmt(x - gw / 2)},${fmt(baseY - h)} C${fmt(x - gw / 2)},${fmt(baseY - h * 1.5)} ${fmt(x - gw * 0.2)},${fmt(baseY - h * 1.4)} ${fmt(x - gw * 0.15)},${fmt(baseY - h * 1.9)} L${fmt(x + gw * 0.15)},${fmt(baseY - h * 1.9)} C${fmt(x + gw * 0.2)},${fmt(baseY - h * 1.4)} ${fmt(x + gw / 2)},${fmt(baseY - h * 1.5)} ${fmt(x + gw / 2)},${fmt(baseY - h)} Z" fill="${wall}"/>` +
    `<path d="M${fmt(x - gw * 0.06)},${fmt(baseY - h * 1.45)} v${fmt(-h * 0.2)} a${fmt(gw * 0.06)},${fmt(gw * 0.06)} 0 0,1 ${fmt(gw * 0.12)},0 v${fmt(h * 0.2)} Z" fill="${darken(wall, 0.5)}"/>` +
    `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - h - 6)}" width="${fmt(width)}" height="8" fill="${trim}"/>`;
  return markup;
}

/** An agave: a rosette of stiff, pointed blue-green leaves. */
export function agave(scene: Scene, [x, y]: Point, size: number): string {
  const color = mix('#5f8a7a', scene.palette.glow, 0.15);
  let d = '';
  for (let i = 0; i < 9; i += 1) {
    const angle = -Math.PI * (0.1 + (0.8 * i) / 8);
    const tipX = x + Math.cos(angle) * size;
    const tipY = y + Math.sin(angle) * size * 0.9;
    d += `M${fmt(x - size * 0.06)},${fmt(y)} L${fmt(tipX)},${fmt(tipY)} L${fmt(x + size * 0.06)},${fmt(y)} Z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** A medina: flat ochre roofs packed tight, and the square minaret of the mosque above them. */
export function medina(
  scene: Scene,
  top: number,
  bottom: number,
  [x, towerTop]: Point,
  lit: boolean,
): string {
  const { random, canvas, palette } = scene;
  const earth = ['#c98a5a', '#d69c6a', '#b8744a', '#e0b088', '#c47e52'].map((c) => mix(c, palette.haze, 0.2));
  let markup = '';
  const towerW = (top - towerTop) * 0.2;
  markup +=
    `<rect x="${fmt(x - towerW / 2)}" y="${fmt(towerTop)}" width="${fmt(towerW)}" height="${fmt(top - towerTop + 40)}" fill="${mix('#c9875a', palette.glow, 0.25)}"/>` +
    `<rect x="${fmt(x + towerW * 0.2)}" y="${fmt(towerTop)}" width="${fmt(towerW * 0.3)}" height="${fmt(top - towerTop + 40)}" fill="${darken('#c9875a', 0.3)}" opacity="0.5"/>` +
    `<rect x="${fmt(x - towerW * 0.3)}" y="${fmt(towerTop - towerW * 0.6)}" width="${fmt(towerW * 0.6)}" height="${fmt(towerW * 0.6)}" fill="${mix('#c9875a', palette.glow, 0.25)}"/>` +
    `<path d="M${fmt(x)},${fmt(towerTop - towerW * 0.6)} v${fmt(-towerW * 0.5)}" stroke="${mix('#e0b04a', palette.glow, 0.3)}" stroke-width="4"/>`;
  for (let i = 0; i < 3; i += 1) {
    markup += `<path d="M${fmt(x - towerW * 0.25)},${fmt(towerTop + towerW * (0.6 + i * 0.9))} v${fmt(towerW * 0.4)} h${fmt(towerW * 0.5)} v${fmt(-towerW * 0.4)} Z" fill="${darken('#c9875a', 0.45)}"/>`;
  }
  for (let row = 0; row < 8; row += 1) {
    const y = top + ((bottom - top) * row) / 8;
    for (let bx = -20; bx < canvas.width + 20; bx += between(random, 40, 90)) {
      const w = between(random, 44, 96);
      const h = between(random, 26, 50);
      const color = darken(pick(random, earth), row * 0.04);
      markup += `<rect x="${fmt(bx)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h + 40)}" fill="${color}"/><rect x="${fmt(bx)}" y="${fmt(y - h)}" width="${fmt(w)}" height="4" fill="${lighten(color, 0.25)}"/>`;
      if (random() < 0.4) {
        const glow = lit && random() < 0.5;
        markup += `<rect x="${fmt(bx + w * 0.4)}" y="${fmt(y - h * 0.6)}" width="8" height="12" fill="${glow ? LAMPLIGHT : darken(color, 0.45)}"/>`;
      }
    }
  }
  return markup;
}

/** A hilltop citadel's long walls and square towers, in the red earth of the Alhambra. */
export function redFortress(scene: Scene, from: number, to: number, ground: (x: number) => number): string {
  const { palette, random } = scene;
  const wall = mix('#b5643e', palette.glow, 0.25);
  const shade = darken(wall, 0.3);
  let markup = '';
  for (let x = from; x < to; x += 8) {
    markup += `<rect x="${fmt(x)}" y="${fmt(ground(x) - 46)}" width="9" height="60" fill="${wall}"/>`;
  }
  for (let x = from + 20; x < to; x += between(random, 90, 160)) {
    const h = between(random, 70, 130);
    markup += `<rect x="${fmt(x)}" y="${fmt(ground(x) - h)}" width="46" height="${fmt(h + 14)}" fill="${wall}"/><rect x="${fmt(x + 32)}" y="${fmt(ground(x) - h)}" width="14" height="${fmt(h + 14)}" fill="${shade}"/>`;
  }
  const keep = (from + to) / 2;
  markup += `<rect x="${fmt(keep - 50)}" y="${fmt(ground(keep) - 190)}" width="100" height="200" fill="${wall}"/><rect x="${fmt(keep + 20)}" y="${fmt(ground(keep) - 190)}" width="30" height="200" fill="${shade}"/>`;
  return markup;
}

/** The Parthenon on its rock: a row of columns under an entablature and a low pediment. */
export function parthenon(scene: Scene, [x, baseY]: Point, width: number): string {
  const marble = mix('#efe4cf', scene.palette.glow, 0.25);
  const shade = darken(marble, 0.3);
  const h = width * 0.22;
  let markup = `<rect x="${fmt(x - width / 2)}" y="${fmt(baseY - h * 0.12)}" width="${fmt(width)}" height="${fmt(h * 0.12)}" fill="${marble}"/>`;
  markup += `<rect x="${fmt(x - width * 0.46)}" y="${fmt(baseY - h)}" width="${fmt(width * 0.92)}" height="${fmt(h * 0.88)}" fill="${shade}"/>`;
  for (let i = 0; i < 12; i += 1) {
    const cx = x - width * 0.44 + (i * width * 0.88) / 11;
    markup += `<rect x="${fmt(cx - width * 0.018)}" y="${fmt(baseY - h)}" width="${fmt(width * 0.036)}" height="${fmt(h * 0.88)}" fill="${marble}"/>`;
  }
  markup +=
    `<rect x="${fmt(x - width * 0.48)}" y="${fmt(baseY - h * 1.2)}" width="${fmt(width * 0.96)}" height="${fmt(h * 0.2)}" fill="${marble}"/>` +
    `<path d="M${fmt(x - width * 0.48)},${fmt(baseY - h * 1.2)} L${fmt(x)},${fmt(baseY - h * 1.45)} L${fmt(x + width * 0.48)},${fmt(baseY - h * 1.2)} Z" fill="${marble}"/>`;
  return markup;
}

/** Sintra's Pena palace: yellow and red towers, battlements and a dome, on a crag in the forest. */
export function penaPalace(scene: Scene, [x, baseY]: Point, width: number): string {
  const { palette } = scene;
  const yellow = mix('#e2b13c', palette.glow, 0.2);
  const red = mix('#b3473a', palette.glow, 0.2);
  const grey = mix('#b9b2a8', palette.glow, 0.2);
  const h = width * 0.35;
  let markup =
    `<rect x="${fmt(x - width * 0.5)}" y="${fmt(baseY - h * 0.6)}" width="${fmt(width * 0.45)}" height="${fmt(h * 0.6)}" fill="${red}"/>` +
    `<rect x="${fmt(x - width * 0.05)}" y="${fmt(baseY - h * 0.75)}" width="${fmt(width * 0.4)}" height="${fmt(h * 0.75)}" fill="${grey}"/>` +
    `<rect x="${fmt(x + width * 0.3)}" y="${fmt(baseY - h * 1.3)}" width="${fmt(width * 0.16)}" height="${fmt(h * 1.3)}" fill="${yellow}"/>` +
    dome(x + width * 0.38, baseY - h * 1.3, width * 0.08, yellow, red) +
    `<rect x="${fmt(x - width * 0.3)}" y="${fmt(baseY - h * 1.05)}" width="${fmt(width * 0.14)}" height="${fmt(h * 0.5)}" fill="${yellow}"/>`;
  for (let bx = x - width * 0.5; bx < x + width * 0.3; bx += 14) {
    markup += `<rect x="${fmt(bx)}" y="${fmt(baseY - h * 0.6 - 8)}" width="7" height="9" fill="${red}"/>`;
  }
  return markup;
}
