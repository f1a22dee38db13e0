type Rgb = [number, number, number];

const parse = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const format = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear blend of two `#rrggbb` colours; t = 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = parse(from);
  const b = parse(to);
  return format([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

export const lighten = (color: string, amount: number): string => mix(color, '#ffffff', amount);
export const darken = (color: string, amount: number): string => mix(color, '#000000', amount);
