import { fmt, type Point } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, land, mistBand, ridge, type Scene } from '../elements';
import { canopy, palm } from '../features';
import { between } from '../random';
import { skyWithLight, sunPosition, type SceneDefinition } from './shared';

/**
 * Sigiriya: the lion rock rising sheer from a sea of jungle, hills fading behind it, seen down the
 * axis of its water gardens: long pools between lawns leading the eye to the rock.
 */
export const sigiriya: SceneDefinition = {
  times: ['golden', 'mist', 'dawn'],
  horizon: [0.56, 0.6],
  subject: { x: [0.5, 0.62], y: [0.34, 0.4] },
  variants: [],
  paint(scene) {
    const { canvas, palette, horizon, subject, random } = scene;
    const sunAt = sunPosition(scene, 100, 260);
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 6, top: 40, bottom: horizon * 0.6, opacity: 0.45 }));
    const hills = ridge(scene, { base: horizon - 10, amplitude: 130, cells: 3, octaves: 3 });
    canvas.add(
      land(scene, hills, { color: mix('#4f7a4a', palette.haze, 0.62), mist: 0.4, lightX: sunAt[0] }),
    );
    canvas.add(mistBand(scene, horizon - 10, 40, 0.5));
    const [x, y] = subject;
    const base = horizon + 40;
    const height = base - y + 70;
    canvas.add(lionRock(scene, [x, base], height * 1.25, height, sunAt[0]));
    // The jungle round the rock's foot in two bands of canopy, the nearer darker and larger.
    const green = mix('#2f5a34', palette.glow, 0.15);
    for (const [offset, size, shade] of [
      [0, 22, 0.05],
      [60, 34, 0.18],
    ] as const) {
      const jungle = ridge(scene, { base: base + offset, amplitude: 40, cells: 14, octaves: 2 });
      const color = darken(green, shade);
      canvas.add(land(scene, jungle, { color, mist: 0.1 }));
      canvas.add(
        canopy(
          scene,
          jungle.filter((_, i) => i % 3 === 0),
          [color, lighten(color, 0.1), darken(color, 0.15)],
          size,
        ),
      );
    }
    canvas.add(waterGardens(scene, x, base + 110, sunAt));
    // Palms framing the gardens' sides, nearest at the edges.
    const dark = darken(palette.shadow, 0.1);
    for (const [px, h, lean] of [
      [0.04, 520, 0.25],
      [0.12, 380, 0.1],
      [0.9, 420, -0.15],
      [0.98, 560, -0.3],
    ] as const) {
      canvas.add(
        palm(scene, [canvas.width * px + between(random, -20, 20), canvas.height + 10], h, lean, dark),
      );
    }
    return box([x, y + 10], height * 0.6, height * 0.45, base - y - 10);
  },
};

/**
 * The rock: a monolith with sheer, slightly overhanging walls and a top that slopes away, streaked by
 * the rains and banded by its strata, the pale mirror-wall gallery across its face, the lion terrace
 * at its foot and ruins and trees on its summit.
 */
function lionRock(scene: Scene, [x, baseY]: Point, width: number, height: number, lightX: number): string {
  const { palette, random, canvas } = scene;
  const rock = mix('#8a5e45', palette.glow, 0.25);
  const top = baseY - height;
  const w = width;
  const outline =
    `M${fmt(x - w * 0.62)},${fmt(baseY)} C${fmt(x - w * 0.5)},${fmt(baseY - height * 0.2)} ${fmt(x - w * 0.5)},${fmt(baseY - height * 0.55)} ${fmt(x - w * 0.46)},${fmt(top + height * 0.16)}` +
    ` C${fmt(x - w * 0.44)},${fmt(top + height * 0.04)} ${fmt(x - w * 0.36)},${fmt(top)} ${fmt(x - w * 0.22)},${fmt(top)}` +
    ` Q${fmt(x)},${fmt(top - height * 0.06)} ${fmt(x + w * 0.18)},${fmt(top + height * 0.02)} Q${fmt(x + w * 0.3)},${fmt(top + height * 0.05)} ${fmt(x + w * 0.36)},${fmt(top + height * 0.09)}` +
    ` C${fmt(x + w * 0.46)},${fmt(top + height * 0.12)} ${fmt(x + w * 0.5)},${fmt(top + height * 0.2)} ${fmt(x + w * 0.49)},${fmt(top + height * 0.34)}` +
    ` C${fmt(x + w * 0.47)},${fmt(baseY - height * 0.35)} ${fmt(x + w * 0.5)},${fmt(baseY - height * 0.15)} ${fmt(x + w * 0.64)},${fmt(baseY)} Z`;
  const litLeft = lightX < x;
  const fill = canvas.linearGradient(
    [
      [0, litLeft ? lighten(rock, 0.2) : darken(rock, 0.3)],
      [0.55, rock],
      [1, litLeft ? darken(rock, 0.4) : lighten(rock, 0.12)],
    ],
    [x - w / 2, 0],
    [x + w / 2, 0],
  );
  const clip = canvas.clipPath(outline);
  let streaks = '';
  for (let i = 0; i < 46; i += 1) {
    const sx = x + between(random, -0.5, 0.5) * w;
    const sy = top + between(random, 0.02, 0.3) * height;
    streaks += `<path d="M${fmt(sx)},${fmt(sy)} q${fmt(between(random, -8, 8))},${fmt(height * 0.3)} ${fmt(between(random, -6, 6))},${fmt(between(random, 0.3, 0.8) * height)}" stroke="${darken(rock, between(random, 0.25, 0.5))}" stroke-width="${fmt(between(random, 2, 9))}" opacity="${fmt(between(random, 0.2, 0.5))}" fill="none"/>`;
  }
  let strata = '';
  for (let i = 0; i < 9; i += 1) {
    const sy = top + height * (0.12 + i * 0.09) + between(random, -6, 6);
    strata += `M${fmt(x - w * 0.7)},${fmt(sy)} Q${fmt(x)},${fmt(sy + between(random, -14, 14))} ${fmt(x + w * 0.7)},${fmt(sy + between(random, -10, 10))}`;
  }
  // The mirror wall: a pale gallery climbing across the face a third of the way up.
  const gy = baseY - height * 0.36;
  const gallery = `M${fmt(x - w * 0.5)},${fmt(gy + 40)} C${fmt(x - w * 0.25)},${fmt(gy + 46)} ${fmt(x - w * 0.05)},${fmt(gy + 4)} ${fmt(x + w * 0.12)},${fmt(gy - 6)} S${fmt(x + w * 0.34)},${fmt(gy - 60)} ${fmt(x + w * 0.4)},${fmt(gy - 90)}`;
  let markup = `<path d="${outline}" fill="${fill}"/>`;
  markup += `<g clip-path="${clip}">${streaks}<path d="${strata}" stroke="${lighten(rock, 0.15)}" stroke-width="3" opacity="0.35" fill="none"/>`;
  markup += `<path d="${gallery}" stroke="${mix('#e8c89a', palette.glow, 0.3)}" stroke-width="9" fill="none" opacity="0.75"/>`;
  markup += `<path d="${gallery}" transform="translate(0 8)" stroke="${darken(rock, 0.45)}" stroke-width="4" fill="none" opacity="0.6"/></g>`;
  // The summit: brick terraces of the palace ruins among trees.
  const brick = mix('#a0553a', palette.glow, 0.2);
  for (let i = 0; i < 4; i += 1) {
    const tx = x - w * 0.3 + i * w * 0.14;
    const ty = top + height * 0.02 * i + 2;
    markup += `<rect x="${fmt(tx)}" y="${fmt(ty - 10)}" width="${fmt(w * 0.1)}" height="12" fill="${brick}" opacity="0.85"/>`;
  }
  const leaf = mix('#3f6a3a', palette.glow, 0.2);
  for (let i = 0; i < 26; i += 1) {
    const t = between(random, -0.4, 0.4);
    const ty = top + (t > 0 ? t * height * 0.2 : 0) + between(random, -6, 4);
    markup += `<ellipse cx="${fmt(x + t * w)}" cy="${fmt(ty - 6)}" rx="${fmt(between(random, 12, 28))}" ry="${fmt(between(random, 8, 14))}" fill="${random() < 0.5 ? leaf : darken(leaf, 0.2)}"/>`;
  }
  // The lion terrace at the foot: a platform and the two great paws either side of the stair.
  const ly = baseY - height * 0.12;
  const stone = mix('#c8a880', palette.glow, 0.25);
  markup += `<rect x="${fmt(x - w * 0.14)}" y="${fmt(ly)}" width="${fmt(w * 0.28)}" height="18" fill="${stone}"/>`;
  for (const side of [-1, 1]) {
    const px = x + side * w * 0.06;
    markup += `<path d="M${fmt(px - 18)},${fmt(ly)} q0,-34 18,-40 q18,6 18,40 Z" fill="${darken(stone, 0.15)}"/>`;
  }
  markup += `<path d="M${fmt(x - 10)},${fmt(ly)} L${fmt(x - 4)},${fmt(top + height * 0.45)} L${fmt(x + 4)},${fmt(top + height * 0.45)} L${fmt(x + 10)},${fmt(ly)}" stroke="${stone}" stroke-width="3" fill="none" opacity="0.7"/>`;
  return markup;
}

/** The water gardens: a long pool between lawns and stone kerbs, running toward the rock. */
function waterGardens(scene: Scene, x: number, top: number, sunAt: Point): string {
  const { canvas, palette } = scene;
  const h = canvas.height;
  const lawn = mix('#5f8a3f', palette.glow, 0.2);
  const kerb = mix('#d8c8a8', palette.glow, 0.25);
  const water = canvas.linearGradient(
    [
      [0, mix(palette.sky[2], palette.water, 0.25)],
      [1, darken(mix(palette.sky[0], palette.water, 0.5), 0.15)],
    ],
    [0, top],
    [0, h],
  );
  const farHalf = 70;
  const nearHalf = canvas.width * 0.3;
  let markup = `<path d="M0,${fmt(top)} L${canvas.width},${fmt(top)} L${canvas.width},${h} L0,${h} Z" fill="${lawn}"/>`;
  // Lighter stripes mown into the lawn, converging on the rock.
  for (let i = -6; i <= 6; i += 1) {
    markup += `<path d="M${fmt(x + i * 40)},${fmt(top)} L${fmt(x + i * canvas.width * 0.16)},${h}" stroke="${lighten(lawn, 0.08)}" stroke-width="${fmt(20 + Math.abs(i) * 6)}" opacity="0.35"/>`;
  }
  const pool = `M${fmt(x - farHalf)},${fmt(top + 6)} L${fmt(x + farHalf)},${fmt(top + 6)} L${fmt(x + nearHalf)},${h} L${fmt(x - nearHalf)},${h} Z`;
  markup += `<path d="M${fmt(x - farHalf - 14)},${fmt(top + 2)} L${fmt(x + farHalf + 14)},${fmt(top + 2)} L${fmt(x + nearHalf + 60)},${h} L${fmt(x - nearHalf - 60)},${h} Z" fill="${kerb}"/>`;
  markup += `<path d="${pool}" fill="${water}"/>`;
  // The sun's path on the still water, broken by a breath of wind.
  for (let i = 0; i < 18; i += 1) {
    const t = i / 18;
    const yy = top + 10 + t * t * (h - top);
    const half = farHalf + (nearHalf - farHalf) * ((yy - top) / (h - top));
    markup += `<path d="M${fmt(x - half * 0.5 + (sunAt[0] - x) * 0.1)},${fmt(yy)} h${fmt(half * 0.4)}" stroke="${lighten(palette.glow, 0.3)}" stroke-width="${fmt(1 + t * 4)}" opacity="0.35"/>`;
  }
  // Cross-paths of stone over the pool, nearer ones wider.
  for (const t of [0.3, 0.65]) {
    const yy = top + t * t * (h - top) + 10;
    const half = farHalf + (nearHalf - farHalf) * ((yy - top) / (h - top));
    markup += `<rect x="${fmt(x - half - 60)}" y="${fmt(yy)}" width="${fmt(half * 2 + 120)}" height="${fmt(6 + t * 30)}" fill="${kerb}"/>`;
  }
  return markup;
}
