/** A point on the 1600 x 1067 artboard. */
export type Point = [number, number];

type Stop = [offset: number, color: string, opacity?: number];

const round = (value: number) => Math.round(value * 10) / 10;

/** Collects SVG definitions and shapes for one picture, handing out unique ids for gradients and filters. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly shapes: string[] = [];
  private readonly blurs = new Map<string, string>();
  private readonly fills = new Map<string, string>();
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
    const transform =
      scaleY === 1 ? '' : ` gradientTransform="translate(0 ${round(cy * (1 - scaleY))}) scale(1 ${scaleY})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"${transform}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * A fill that fades from `color` in the middle of a shape to transparent at its edge: soft clouds,
   * glows and mist without a blur filter, which costs far more to rasterise. Shared per colour.
   */
  softFill(color: string, opacity = 1): string {
    const cacheKey = `soft${color}${opacity}`;
    let id = this.fills.get(cacheKey);
    if (!id) {
      id = this.id('soft');
      this.fills.set(cacheKey, id);
      this.defs.push(
        `<radialGradient id="${id}">${stopsMarkup([
          [0, color, opacity],
          [0.55, color, opacity * 0.75],
          [1, color, 0],
        ])}</radialGradient>`,
      );
    }
    return `url(#${id})`;
  }

  /** A horizontal band that is densest along its middle and fades out above and below. */
  bandFill(color: string, opacity = 1): string {
    const cacheKey = `band${color}${opacity}`;
    let id = this.fills.get(cacheKey);
    if (!id) {
      id = this.id('band');
      this.fills.set(cacheKey, id);
      this.defs.push(
        `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopsMarkup([
          [0, color, 0],
          [0.5, color, opacity],
          [1, color, 0],
        ])}</linearGradient>`,
      );
    }
    return `url(#${id})`;
  }

  /**
   * A Gaussian blur filter, shared by every shape that asks for the same strength and margin. The
   * margin, a share of the shape's bounding box on each side, must leave room for the blur's spread
   * (about three times its deviation): wide for small shapes, narrow for big groups, whose filter
   * surface it keeps small (a 50% margin on a full-width group quadruples the pixels blurred).
   */
  blur(deviation: number, margin = 0.5): string {
    const cacheKey = `${deviation}/${margin}`;
    let id = this.blurs.get(cacheKey);
    if (!id) {
      id = this.id('blur');
      this.blurs.set(cacheKey, id);
      const offset = `${round(-margin * 100)}%`;
      const size = `${round((1 + 2 * margin) * 100)}%`;
      this.defs.push(
        `<filter id="${id}" x="${offset}" y="${offset}" width="${size}" height="${size}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
      );
    }
    return `url(#${id})`;
  }

  clipRect(x: number, y: number, width: number, height: number): string {
    const id = this.id('clip');
    this.defs.push(
      `<clipPath id="${id}"><rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"/></clipPath>`,
    );
    return `url(#${id})`;
  }

  clipPath(d: string): string {
    const id = this.id('clip');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** The SVG document; `mirrored` flips it left to right, gradients and clips with it. */
  toString(mirrored = false): string {
    const shapes = this.shapes.join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${mirrored ? `<g transform="matrix(-1 0 0 1 ${this.width} 0)">${shapes}</g>` : shapes}</svg>`;
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
