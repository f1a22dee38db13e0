import type { Page } from '@playwright/test';
import type { Rgb } from '../../shared/src/ui/contrast';

/** A rectangle of the viewport, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Screenshots the part of the viewport the boxes cover and reads back the pixels inside each box, row
 * by row (a box reaching past the viewport is cut to it). The PNG is decoded by the page's own canvas,
 * so the tests need no image library. Each box comes back as one base64 string of its RGB bytes: as an
 * array of numbers, the hundreds of thousands of channels under a hero's text cost seconds of CPU to
 * pass from the page.
 */
export async function pixelsIn(page: Page, boxes: Box[]): Promise<Rgb[][]> {
  const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.x))));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.y))));
  const right = Math.min(viewport.width, Math.ceil(Math.max(...boxes.map((box) => box.x + box.width))));
  const bottom = Math.min(viewport.height, Math.ceil(Math.max(...boxes.map((box) => box.y + box.height))));
  if (right <= left || bottom <= top) return boxes.map(() => []);
  // Only what the boxes cover is pictured: encoding the whole screen as PNG cost more than the rest.
  const clip = { x: left, y: top, width: right - left, height: bottom - top };
  const png = (await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })).toString('base64');
  const encoded = await page.evaluate(
    async ({ png, boxes, clip }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const scale = bitmap.width / clip.width;
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(bitmap, 0, 0);
      return boxes.map((box) => {
        const left = Math.max(0, Math.floor((box.x - clip.x) * scale));
        const top = Math.max(0, Math.floor((box.y - clip.y) * scale));
        const right = Math.min(bitmap.width, Math.ceil((box.x - clip.x + box.width) * scale));
        const bottom = Math.min(bitmap.height, Math.ceil((box.y - clip.y + box.height) * scale));
        if (right <= left || bottom <= top) return '';
        const rgba = context.getImageData(left, top, right - left, bottom - top).data;
        const rgb = new Uint8Array((rgba.length / 4) * 3);
        for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3)
          rgb.set(rgba.subarray(from, from + 3), to);
        let binary = '';
        for (let start = 0; start < rgb.length; start += 0x8000)
          binary += String.fromCharCode(...rgb.subarray(start, start + 0x8000));
        return btoa(binary);
      });
    },
    { png, boxes, clip },
  );
  return encoded.map((base64) => {
    const rgb = Buffer.from(base64, 'base64');
    const pixels: Rgb[] = [];
    for (let i = 0; i < rgb.length; i += 3) pixels.push([rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0]);
    return pixels;
  });
}

/** 'rgb(255, 255, 255)' or 'rgba(…)' as its three channels. */
export function parseRgb(cssColour: string): Rgb {
  const [r = 0, g = 0, b = 0] = (cssColour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}
