/** A point on the 1600 x 1067 artboard. */
export type Point = [number, number];

type Stop = [offset: number, color: string, opacity?: number];

const round = (value: number) => Math.round(value * 10) / 10;

/** Collects SVG definitions and shapes for one picture, handing out unique ids for gradients and filters. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly shapes: string[] = [];
  private readonly blurs = new Map<number, string>();
  private nextId = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  add(markup: string): void {
    this.shapes.push(markup);
  }

  /** A gradient along a line in artboard coordinates; returns a `fill` value. */
  linearGradient(stops: Stop[], [x1, y1]: Point, [x2, y2]: Point): string {
    const id = this.id('lg');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radialGradient(stops: Stop[], [cx, cy]: Point, r: number, scaleY = 1): string {
    const id = this.id('rg');
    const transform = scaleY === 1 ? '' : ` gradientTransform="translate(0 ${round(cy * (1 - scaleY))}) scale(1 ${scaleY})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"${transform}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter, shared by every shape that asks for the same strength. */
  blur(deviation: number): string {
    let id = this.blurs.get(deviation);
    if (!id) {
      id = this.id('blur');
      this.blurs.set(deviation, id);
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
      );
    }
    return `url(#${id})`;
  }

  clipRect(x: number, y: number, width: number, height: number): string {
    const id = this.id('clip');
    this.defs.push(`<clipPath id="${id}"><rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"/></clipPath>`);
    return `url(#${id})`;
  }

  clipPath(d: string): string {
    const id = this.id('clip');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** Fine film grain over the finished picture, so flat gradients read as paint rather than vector. */
  grainFilter(): string {
    const id = this.id('grain');
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.shapes.join('')}</svg>`;
  }
}

const stopsMarkup = (stops: Stop[]) =>
  stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${round(offset * 100)}%" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');

/** `M x,y L ...` through the points, closed down to `bottom` so it fills as land. */
export function landPath(points: Point[], bottom: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  const line = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' L');
  return `M${round(first[0])},${round(bottom)} L${line} L${round(last[0])},${round(bottom)} Z`;
}

export const polyline = (points: Point[]): string =>
  `M${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' L')}`;

export const fmt = round;
