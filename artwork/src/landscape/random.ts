export type Random = () => number;

/** FNV-1a: a stable 32-bit hash, so an image key always paints the same picture. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough to scatter stars and shape ridges. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, min: number, max: number): number => min + random() * (max - min);

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs at least one item');
  return item;
};

const smoothstep = (t: number) => t * t * (3 - 2 * t);

/** Smooth 1-D value noise over [0, 1] with `cells` random control points. Returns 0..1. */
function valueNoise(random: Random, cells: number): (x: number) => number {
  const values = Array.from({ length: cells + 2 }, random);
  return (x) => {
    const position = Math.min(Math.max(x, 0), 1) * cells;
    const index = Math.floor(position);
    const a = values[index] ?? 0;
    const b = values[index + 1] ?? a;
    return a + (b - a) * smoothstep(position - index);
  };
}

export interface NoiseOptions {
  /** Control points of the broadest octave: 2 gives one or two big hills, 8 a busy skyline. */
  cells: number;
  octaves: number;
  /** How much each finer octave contributes relative to the last (0.5 is classic fractal noise). */
  persistence?: number;
  /** Fold each octave into sharp crests: mountains rather than hills. */
  ridged?: boolean;
}

/** Fractal (multi-octave) noise, normalised to 0..1. */
export function fractalNoise(random: Random, options: NoiseOptions): (x: number) => number {
  const { cells, octaves, persistence = 0.5, ridged = false } = options;
  const layers = Array.from({ length: octaves }, (_, octave) => ({
    noise: valueNoise(random, cells * 2 ** octave),
    weight: persistence ** octave,
  }));
  const total = layers.reduce((sum, layer) => sum + layer.weight, 0);
  return (x) => {
    let sum = 0;
    for (const { noise, weight } of layers) {
      const n = noise(x);
      sum += weight * (ridged ? 1 - Math.abs(2 * n - 1) : n);
    }
    return sum / total;
  };
}
