import { fmt, landPath, polyline, type Canvas, type Point } from './canvas';
import { darken, lighten, mix } from './color';
import type { Palette } from './palettes';
import { between, fractalNoise, type NoiseOptions, type Random } from './random';

/** What every painting step needs: where to draw, the light, and the scene's own random stream. */
export interface Scene {
  readonly canvas: Canvas;
  readonly random: Random;
  readonly palette: Palette;
  /** Where land or sea meets the sky, in artboard pixels from the top. */
  readonly horizon: number;
  /**
   * Where the picture's subject (the pagoda, the dzong, the island) must stand, in artboard pixels:
   * chosen before painting, so the seed can name it as the focal point without painting anything.
   */
  readonly subject: Point;
  /** The northern lights, when the key names them: curtains of green over the night sky. */
  readonly aurora?: boolean;
}

/** The rectangle a painted subject covers, in artboard pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const box = ([x, y]: Point, halfWidth: number, above: number, below: number): Box => ({
  left: x - halfWidth,
  top: y - above,
  right: x + halfWidth,
  bottom: y + below,
});

export const sky = (scene: Scene): string => {
  const { canvas, palette, horizon } = scene;
  const fill = canvas.linearGradient(
    [
      [0, palette.sky[0]],
      [0.58, palette.sky[1]],
      [1, palette.sky[2]],
    ],
    [0, 0],
    [0, horizon],
  );
  return `<rect width="${canvas.width}" height="${canvas.height}" fill="${fill}"/>${scene.aurora ? aurora(scene) : ''}`;
};

/**
 * The aurora: two or three curtains of light swinging across the sky, green at their feet and fading
 * to violet at their tops, drawn as many thin vertical rays so they read as folds of light.
 */
export const aurora = ({ canvas, random, horizon }: Scene): string => {
  let markup = '';
  const curtains = 3;
  for (let c = 0; c < curtains; c += 1) {
    const baseY = horizon * between(random, 0.42, 0.7);
    const amplitude = between(random, 40, 110);
    const phase = random() * Math.PI * 2;
    const wave = between(random, 1.2, 2.4);
    const from = between(random, -0.1, 0.3) * canvas.width;
    const to = between(random, 0.7, 1.1) * canvas.width;
    const rays = canvas.linearGradient(
      [
        [0, '#b36cf0', 0],
        [0.45, '#5ef0a8', 0.35],
        [0.85, '#7dffb8', 0.7],
        [1, '#7dffb8', 0],
      ],
      [0, baseY - 320],
      [0, baseY + 30],
    );
    let d = '';
    for (let x = from; x < to; x += 5) {
      const t = (x - from) / (to - from);
      const y = baseY + Math.sin(phase + t * Math.PI * wave) * amplitude;
      const tall = (180 + 140 * Math.sin(phase * 2 + t * 9) ** 2) * Math.sin(Math.PI * t) ** 0.6;
      d += `M${fmt(x)},${fmt(y + 30)} L${fmt(x + 6)},${fmt(y - tall)}`;
    }
    markup += `<path d="${d}" stroke="${rays}" stroke-width="5" opacity="${fmt(0.55 - c * 0.12)}"/>`;
  }
  return markup;
};

/** Sun (or, at night, moon) with a wide soft glow that lights the sky around it. */
export const sun = ({ canvas, palette }: Scene, [x, y]: Point, radius: number): string => {
  const glow = canvas.radialGradient(
    [
      [0, palette.glow, 0.7],
      [0.25, palette.glow, 0.28],
      [1, palette.glow, 0],
    ],
    [x, y],
    radius * 10,
  );
  const halo = canvas.radialGradient(
    [
      [0.35, palette.sun, 0.95],
      [1, palette.sun, 0],
    ],
    [x, y],
    radius * 2.2,
  );
  const disc =
    palette.time === 'night'
      ? `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius)}" fill="${palette.sun}"/>` +
        // Faint maria, so the moon reads as the moon.
        `<circle cx="${fmt(x - radius * 0.3)}" cy="${fmt(y - radius * 0.2)}" r="${fmt(radius * 0.32)}" fill="${darken(palette.sun, 0.12)}" opacity="0.5"/>` +
        `<circle cx="${fmt(x + radius * 0.25)}" cy="${fmt(y + radius * 0.3)}" r="${fmt(radius * 0.22)}" fill="${darken(palette.sun, 0.1)}" opacity="0.45"/>`
      : `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius)}" fill="${palette.sun}"/>`;
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 10)}" fill="${glow}"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius * 2.2)}" fill="${halo}"/>${disc}`;
};

export const stars = ({ canvas, random, horizon }: Scene, count: number): string => {
  let markup = '';
  for (let i = 0; i < count; i += 1) {
    const x = random() * canvas.width;
    const y = random() ** 1.3 * horizon * 0.92;
    // Fewer, dimmer stars low in the sky, where the air is thickest.
    const opacity = (0.25 + random() * 0.75) * (1 - y / horizon) ** 0.6;
    const r = random() < 0.04 ? between(random, 1.6, 2.4) : between(random, 0.5, 1.3);
    markup += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="#fffaf0" opacity="${fmt(opacity)}"/>`;
  }
  return markup;
};

/** A diagonal band of glow, dust and dense stars across a night sky. */
export const milkyWay = (scene: Scene): string => {
  const { canvas, random, palette, horizon } = scene;
  const cx = between(random, 0.4, 0.6) * canvas.width;
  const cy = horizon * 0.42;
  const angle = between(random, -52, -32);
  const rotate = `rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})`;
  let markup =
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="1300" ry="320" transform="${rotate}" fill="${canvas.softFill(lighten(palette.glow, 0.2), 0.22)}"/>` +
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="1000" ry="150" transform="${rotate}" fill="${canvas.softFill('#f6e8d6', 0.22)}"/>` +
    `<ellipse cx="${fmt(cx - 120)}" cy="${fmt(cy)}" rx="340" ry="100" transform="${rotate}" fill="${canvas.softFill('#ffe6c4', 0.2)}"/>`;
  // Dark dust lanes broken into patches along the band.
  for (let i = 0; i < 7; i += 1) {
    const along = between(random, -700, 700);
    markup += `<ellipse cx="${fmt(cx + along)}" cy="${fmt(cy + between(random, -20, 20))}" rx="${fmt(between(random, 140, 300))}" ry="${fmt(between(random, 30, 60))}" transform="${rotate}" fill="${canvas.softFill(palette.sky[0], 0.3)}"/>`;
  }
  const radians = (angle * Math.PI) / 180;
  let dust = '';
  for (let i = 0; i < 1800; i += 1) {
    const along = between(random, -1200, 1200);
    const across = (random() + random() + random() - 1.5) * 160;
    const x = cx + along * Math.cos(radians) - across * Math.sin(radians);
    const y = cy + along * Math.sin(radians) + across * Math.cos(radians);
    if (y < 0 || y > horizon || x < 0 || x > canvas.width) continue;
    const r = between(random, 0.35, 1);
    dust += `M${fmt(x - r)},${fmt(y)} a${fmt(r)},${fmt(r)} 0 1,0 ${fmt(r * 2)},0 a${fmt(r)},${fmt(r)} 0 1,0 ${fmt(-r * 2)},0`;
  }
  return markup + `<path d="${dust}" fill="#fffaf0" opacity="0.7"/>`;
};

/** A few birds far off: small shallow Vs. */
export const birds = ({ random }: Scene, [x, y]: Point, count: number, color: string): string => {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const bx = x + between(random, -120, 120);
    const by = y + between(random, -50, 50);
    const s = between(random, 5, 11);
    const lift = between(random, 0.2, 0.6) * s;
    d += `M${fmt(bx - s)},${fmt(by - lift)} Q${fmt(bx - s * 0.4)},${fmt(by - lift * 0.6)} ${fmt(bx)},${fmt(by)} Q${fmt(bx + s * 0.4)},${fmt(by - lift * 0.6)} ${fmt(bx + s)},${fmt(by - lift)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round"/>`;
};

export interface CloudOptions {
  count: number;
  top: number;
  bottom: number;
  /** Long thin streaks (cirrus, sunset bands) instead of heaped cumulus. */
  streaks?: boolean;
  opacity?: number;
}

export const clouds = (scene: Scene, options: CloudOptions): string => {
  const { canvas, random, palette } = scene;
  const { count, top, bottom, streaks = false, opacity = 0.6 } = options;
  const lit =
    palette.time === 'day' || palette.time === 'mist' ? '#ffffff' : mix(palette.glow, '#ffffff', 0.35);
  const shade = mix(palette.sky[1], palette.haze, 0.4);
  let markup = '';
  for (let i = 0; i < count; i += 1) {
    const cx = random() * canvas.width;
    const cy = between(random, top, bottom);
    const puffs = streaks ? 3 : 5 + Math.floor(random() * 4);
    let body = '';
    let underside = '';
    for (let p = 0; p < puffs; p += 1) {
      const px = cx + between(random, -1, 1) * (streaks ? 260 : 110);
      const py = cy + between(random, -1, 1) * (streaks ? 6 : 22);
      const rx = streaks ? between(random, 180, 460) : between(random, 70, 160);
      const ry = streaks ? between(random, 7, 20) : between(random, 36, 70);
      body += `<ellipse cx="${fmt(px)}" cy="${fmt(py)}" rx="${fmt(rx)}" ry="${fmt(ry)}"/>`;
      underside += `<ellipse cx="${fmt(px)}" cy="${fmt(py + ry * 0.45)}" rx="${fmt(rx * 0.95)}" ry="${fmt(ry * 0.6)}"/>`;
    }
    const o = fmt(opacity * between(random, 0.6, 1));
    markup += streaks
      ? `<g fill="${canvas.softFill(lit)}" opacity="${o}">${body}</g>`
      : `<g opacity="${o}"><g fill="${canvas.softFill(lit)}">${body}</g><g fill="${canvas.softFill(shade, 0.55)}">${underside}</g></g>`;
  }
  return markup;
};

export interface RidgeOptions extends NoiseOptions {
  /** The lowest the ridge line goes. */
  base: number;
  /** How far above `base` its highest point rises. */
  amplitude: number;
  /** Above 1 sharpens peaks and widens valleys; below 1 gives rounded, plateau-like hills. */
  sharpness?: number;
  /** The share of the amplitude the noise never dips below: 0.6 keeps a cliff high all along. */
  floor?: number;
  /** Reshapes the skyline across the width: 0..1 in, multiplier out (e.g. valley walls). */
  profile?: (x: number) => number;
  step?: number;
}

/** A skyline of hills or mountains as points from edge to edge, using the full amplitude. */
export function ridge({ canvas, random }: Scene, options: RidgeOptions): Point[] {
  const { base, amplitude, sharpness = 1, floor = 0, profile = () => 1, step = 6 } = options;
  const noise = fractalNoise(random, options);
  const xs: number[] = [];
  for (let x = -step; x <= canvas.width + step; x += step) xs.push(x);
  const samples = xs.map((x) => noise(x / canvas.width));
  // Fractal noise bunches around the middle; stretch it so every ridge has real peaks and saddles.
  const low = Math.min(...samples);
  const span = Math.max(...samples) - low || 1;
  return xs.map((x, i): Point => {
    const height = floor + (1 - floor) * (((samples[i] ?? low) - low) / span) ** sharpness;
    return [x, base - amplitude * height * profile(Math.min(1, Math.max(0, x / canvas.width)))];
  });
}

/** The ridge's height at any x, between its sampled points. */
export function heightAt(points: Point[], x: number): number {
  const first = points[0];
  const second = points[1];
  if (!first || !second) return 0;
  const step = second[0] - first[0];
  const index = Math.max(0, Math.min(points.length - 2, Math.floor((x - first[0]) / step)));
  const [x0, y0] = points[index] ?? first;
  const [, y1] = points[index + 1] ?? first;
  return y0 + (y1 - y0) * ((x - x0) / step);
}

export interface LandOptions {
  color: string;
  /** How much the foot of the layer dissolves into haze: valley mist. */
  mist?: number;
  bottom?: number;
  /** Where the light comes from, to brighten that side of the layer. */
  lightX?: number;
  rim?: boolean;
}

/** One layer of land, darker at the crest and misting toward its foot, lit from the sun's side. */
export function land(scene: Scene, points: Point[], options: LandOptions): string {
  const { canvas, palette } = scene;
  const { color, mist = 0.35, bottom = canvas.height, lightX, rim = false } = options;
  const crest = Math.min(...points.map(([, y]) => y));
  const d = landPath(points, bottom);
  const fill = canvas.linearGradient(
    [
      [0, color],
      [1, mix(color, palette.haze, mist)],
    ],
    [0, crest],
    [0, Math.min(bottom, crest + (bottom - crest) * 0.9)],
  );
  let markup = `<path d="${d}" fill="${fill}"/>`;
  if (lightX !== undefined) {
    const light = canvas.radialGradient(
      [
        [0, palette.glow, 0.28],
        [1, palette.glow, 0],
      ],
      [lightX, crest],
      canvas.width * 0.55,
      0.6,
    );
    markup += `<path d="${d}" fill="${light}"/>`;
  }
  if (rim) {
    markup += `<path d="${polyline(points)}" fill="none" stroke="${lighten(palette.glow, 0.2)}" stroke-width="1.6" opacity="0.35"/>`;
  }
  return markup;
}

/** Snow on every part of a ridge that rises above the snowline, deeper on the higher peaks. */
export function snowCaps(scene: Scene, points: Point[], snowline: number): string {
  const { random, palette, canvas } = scene;
  const depthNoise = fractalNoise(random, { cells: 18, octaves: 3, persistence: 0.6 });
  const lower = points
    .map(([x, y]): Point => {
      const depth = Math.max(0, snowline - y) * (0.45 + 0.55 * depthNoise(x / canvas.width));
      return [x, y + depth];
    })
    .reverse();
  const outline = [...points, ...lower];
  const d = `M${outline.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' L')} Z`;
  const lit = mix('#ffffff', palette.glow, 0.25);
  const shaded = mix(lighten(palette.sky[1], 0.35), palette.haze, 0.3);
  const fill = scene.canvas.linearGradient(
    [
      [0, lit],
      [1, shaded],
    ],
    [0, Math.min(...points.map(([, y]) => y))],
    [0, snowline],
  );
  return `<path d="${d}" fill="${fill}" opacity="0.92"/>`;
}

export interface ForestOptions {
  color: string;
  minHeight: number;
  maxHeight: number;
  /** Average gap between trunks, in pixels. */
  spacing: number;
  /** Share of the slots that get a tree. */
  density?: number;
  /** Trees grow from this far below the ridge line, so their feet hide in the land. */
  sink?: number;
}

/** A skyline of conifers standing on a ridge. */
export function conifers(scene: Scene, points: Point[], options: ForestOptions): string {
  const { random, canvas } = scene;
  const { color, minHeight, maxHeight, spacing, density = 0.85, sink = 4 } = options;
  let d = '';
  for (let x = -10; x < canvas.width + 10; x += spacing * between(random, 0.5, 1.5)) {
    if (random() > density) continue;
    const y = heightAt(points, x) + sink;
    const h = between(random, minHeight, maxHeight);
    const w = h * between(random, 0.17, 0.24);
    d +=
      `M${fmt(x - w)},${fmt(y)} L${fmt(x - w * 0.3)},${fmt(y - h * 0.42)} L${fmt(x - w * 0.62)},${fmt(y - h * 0.4)}` +
      ` L${fmt(x - w * 0.18)},${fmt(y - h * 0.72)} L${fmt(x - w * 0.38)},${fmt(y - h * 0.7)} L${fmt(x)},${fmt(y - h)}` +
      ` L${fmt(x + w * 0.38)},${fmt(y - h * 0.7)} L${fmt(x + w * 0.18)},${fmt(y - h * 0.72)} L${fmt(x + w * 0.62)},${fmt(y - h * 0.4)}` +
      ` L${fmt(x + w * 0.3)},${fmt(y - h * 0.42)} L${fmt(x + w)},${fmt(y)} Z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** A soft horizontal band of mist lying in a valley. */
export const mistBand = ({ canvas, palette }: Scene, y: number, thickness: number, opacity = 0.55): string =>
  `<rect x="0" y="${fmt(y - thickness)}" width="${canvas.width}" height="${fmt(thickness * 2)}" fill="${canvas.bandFill(palette.haze, opacity)}"/>`;

export interface WaterOptions {
  /** Everything drawn above the waterline that the water should mirror. */
  reflect: string[];
  /** Sun position, for the path of light across the water. */
  sunAt?: Point;
  clarity?: number;
  /** Off when the scene paints its own water colour (a lagoon) and wants only ripples and glitter. */
  surface?: boolean;
}

/** Still water from `top` down: mirrored scenery, darkening with depth, ripples and a sun path. */
export function water(scene: Scene, top: number, options: WaterOptions): string {
  const { canvas, random, palette } = scene;
  const { reflect, sunAt, clarity = 0.55, surface = true } = options;
  const height = canvas.height - top;
  // The sky seen in the water: its horizon colour at the waterline, its zenith nearest the viewer.
  const base = canvas.linearGradient(
    [
      [0, mix(palette.sky[2], palette.water, 0.2)],
      [0.4, mix(palette.sky[1], palette.water, 0.45)],
      [1, darken(mix(palette.sky[0], palette.water, 0.5), 0.2)],
    ],
    [0, top],
    [0, canvas.height],
  );
  const clip = canvas.clipRect(0, top, canvas.width, height);
  const tint = canvas.linearGradient(
    [
      [0, palette.water, 0.15],
      [1, darken(palette.water, 0.3), 0.75],
    ],
    [0, top],
    [0, canvas.height],
  );
  let markup = surface
    ? `<rect x="0" y="${fmt(top)}" width="${canvas.width}" height="${fmt(height)}" fill="${base}"/>` +
      `<g clip-path="${clip}"><g transform="translate(0 ${fmt(2 * top)}) scale(1 -1)" opacity="${fmt(clarity)}" filter="${canvas.blur(1.6, 0.1)}">${reflect.join('')}</g></g>` +
      `<rect x="0" y="${fmt(top)}" width="${canvas.width}" height="${fmt(height)}" fill="${tint}"/>`
    : '';

  // Ripples: short bright strokes, finer and denser toward the horizon.
  let ripples = '';
  for (let i = 0; i < 140; i += 1) {
    const depth = random() ** 1.7;
    const y = top + 3 + depth * (height - 3);
    const x = random() * canvas.width;
    const length = 12 + depth * between(random, 40, 220);
    ripples += `M${fmt(x)},${fmt(y)} h${fmt(length)}`;
  }
  markup += `<path d="${ripples}" stroke="${lighten(palette.sky[2], 0.3)}" stroke-width="1.4" opacity="0.16" fill="none"/>`;

  if (sunAt) {
    // Sparkle on the water below the sun: a narrow, bright column near the horizon widening toward
    // the viewer, in three strengths so it shimmers rather than stripes.
    const tiers = ['', '', ''];
    for (let i = 0; i < 150; i += 1) {
      const depth = random() ** 1.25;
      const y = top + 2 + depth * (height - 4) + between(random, -2, 2);
      const spread = 10 + depth * 150;
      const x = sunAt[0] + (random() + random() + random() - 1.5) * spread;
      const length = 2 + depth * between(random, 4, 46);
      tiers[Math.floor(random() * 3)] += `M${fmt(x - length / 2)},${fmt(y)} h${fmt(length)}`;
    }
    markup += tiers
      .map(
        (d, tier) =>
          `<path d="${d}" stroke="${palette.sun}" stroke-width="${fmt(1.2 + tier * 0.6)}" stroke-linecap="round" opacity="${fmt(0.25 + tier * 0.22)}" fill="none"/>`,
      )
      .join('');
    const path = canvas.radialGradient(
      [
        [0, palette.glow, 0.35],
        [1, palette.glow, 0],
      ],
      [sunAt[0], top],
      height * 0.9,
      0.9,
    );
    markup += `<rect x="0" y="${fmt(top)}" width="${canvas.width}" height="${fmt(height)}" fill="${path}"/>`;
  }
  return markup;
}

/** The last coat: a gentle vignette. (Film grain is added to the pixels after rasterising: far cheaper.) */
export function finish({ canvas }: Scene): string {
  const vignette = canvas.radialGradient(
    [
      [0.5, '#000000', 0],
      [1, '#000000', 0.42],
    ],
    [canvas.width / 2, canvas.height * 0.46],
    canvas.width * 0.72,
    0.8,
  );
  return `<rect width="${canvas.width}" height="${canvas.height}" fill="${vignette}"/>`;
}
