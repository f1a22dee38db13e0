import { fmt } from '../canvas';
import { darken, lighten, mix } from '../color';
import { clouds, sky, sun, water } from '../elements';
import { boat, overwaterVillas, palm } from '../features';
import { between, pick } from '../random';
import { sunPosition, type SceneDefinition } from './shared';

/** Turquoise lagoon, a palm-fringed island and villas over the water: the Maldives, Seychelles, Bora Bora. */
export const island: SceneDefinition = {
  times: ['day', 'golden', 'day'],
  horizon: [0.44, 0.5],
  paint(scene, words) {
    const { canvas, random, palette, horizon } = scene;
    const sunAt = sunPosition(scene, palette.time === 'day' ? 300 : 120, palette.time === 'day' ? 420 : 220);
    canvas.add(sky(scene));
    canvas.add(sun(scene, sunAt, 26));
    canvas.add(clouds(scene, { count: 9, top: horizon * 0.45, bottom: horizon - 30, opacity: 0.8 }));
    canvas.add(clouds(scene, { count: 3, top: 40, bottom: horizon * 0.35, streaks: true, opacity: 0.4 }));

    const deep = mix('#0f5f8f', palette.glow, 0.08);
    const shallow = mix('#3fcfc8', palette.glow, 0.12);
    const sea = canvas.linearGradient(
      [
        [0, mix(deep, palette.sky[2], 0.3)],
        [0.25, deep],
        [1, mix(shallow, deep, 0.35)],
      ],
      [0, horizon],
      [0, canvas.height],
    );
    canvas.add(
      `<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${sea}"/>`,
    );

    const islandX = between(random, 0.3, 0.7) * canvas.width;
    const islandY = horizon + (canvas.height - horizon) * between(random, 0.42, 0.55);
    const sandbankOnly = words.has('sandbank');
    const islandW = sandbankOnly ? 260 : between(random, 480, 620);
    // Lagoon glow around the island, and darker coral heads on the reef flat.
    canvas.add(
      `<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY)}" rx="${fmt(islandW * 2.1)}" ry="${fmt(islandW * 0.38)}" fill="${canvas.softFill(lighten(shallow, 0.25), 0.95)}"/>`,
    );
    let reef = '';
    for (let i = 0; i < 26; i += 1) {
      const x = islandX + between(random, -1.8, 1.8) * islandW;
      const y = islandY + between(random, -0.25, 0.3) * islandW;
      reef += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 20, 70))}" ry="${fmt(between(random, 5, 14))}" fill="${darken(shallow, 0.35)}" opacity="0.35"/>`;
    }
    canvas.add(`<g filter="${canvas.blur(6)}">${reef}</g>`);
    canvas.add(water(scene, horizon, { reflect: [], sunAt, surface: false }));
    canvas.add(
      `<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY + 4)}" rx="${fmt(islandW * 0.64)}" ry="${fmt(islandW * 0.095)}" fill="${canvas.softFill(lighten(shallow, 0.55))}"/>`,
    );
    canvas.add(
      `<ellipse cx="${fmt(islandX)}" cy="${fmt(islandY)}" rx="${fmt(islandW * 0.5)}" ry="${fmt(islandW * 0.055)}" fill="${mix('#f6ead0', palette.glow, 0.2)}"/>`,
    );

    if (!sandbankOnly) {
      const jungle = mix('#2f5d3a', palette.glow, 0.12);
      let bush = '';
      for (let i = 0; i < 40; i += 1) {
        const x = islandX + between(random, -0.38, 0.38) * islandW;
        const r = between(random, 18, 42) * (1 - Math.abs(x - islandX) / islandW);
        bush += `<ellipse cx="${fmt(x)}" cy="${fmt(islandY - 6 - r * 0.3)}" rx="${fmt(r * 1.5)}" ry="${fmt(r)}" fill="${pick(random, [jungle, darken(jungle, 0.2), lighten(jungle, 0.12)])}"/>`;
      }
      canvas.add(bush);
      for (let i = 0; i < 6; i += 1) {
        const x = islandX + between(random, -0.42, 0.42) * islandW;
        const lean = ((x - islandX) / islandW) * 1.6 + between(random, -0.25, 0.25);
        canvas.add(palm(scene, [x, islandY - 4], between(random, 110, 230), lean, darken(jungle, 0.3)));
      }
      const direction = islandX < canvas.width / 2 ? 1 : -1;
      canvas.add(
        overwaterVillas(
          scene,
          [islandX + direction * islandW * 0.45, islandY + 6],
          [islandX + direction * islandW * 1.55, islandY + (canvas.height - islandY) * 0.55],
          6,
        ),
      );
    } else {
      canvas.add(boat(scene, [islandX + islandW * 0.7, islandY + 40], 26, -1));
    }
  },
};
