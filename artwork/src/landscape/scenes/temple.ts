import { fmt, landPath, type Point } from '../canvas';
import { darken, mix } from '../color';
import { box, clouds, heightAt, land, mistBand, ridge, water } from '../elements';
import { canopy, goldenPavilion, mapleFoliage, pagoda, stoneLantern, templeRoof } from '../features';
import { between, pick } from '../random';
import { reflected, sunPosition, isAfterDark, skyWithLight, type SceneDefinition } from './shared';

/** Temple roofs among autumn maples on wooded hills: Kyoto, Nikko; a golden pavilion on a garden's pond. */
export const temple: SceneDefinition = {
  times: ['golden', 'dusk', 'dawn'],
  horizon: [0.58, 0.64],
  subject: { x: [0.58, 0.74], y: [0.4, 0.46] },
  variants: ['garden', 'lanterns', 'blossom'],
  motifs: ['garden', 'lanterns'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 110, 280);
    skyWithLight(scene, sunAt, 28);
    canvas.add(clouds(scene, { count: 5, top: 50, bottom: horizon * 0.5, streaks: true, opacity: 0.45 }));

    const far = ridge(scene, { base: horizon - 90, amplitude: 170, cells: 3, octaves: 4 });
    draw(
      land(scene, far, {
        color: mix(palette.shadow, palette.haze, 0.72),
        mist: 0.5,
        lightX: sunAt[0],
        rim: true,
      }),
    );
    draw(mistBand(scene, horizon - 90, 50, 0.35));

    // A wooded hillside in full autumn colour, the pagoda rising out of the trees.
    // The hill rises under the pagoda wherever it stands.
    const hill = ridge(scene, {
      base: horizon,
      amplitude: 230,
      cells: 2,
      octaves: 4,
      sharpness: 0.9,
      profile: (t) => Math.max(0.55, Math.exp(-(((t - subject[0] / canvas.width) / 0.2) ** 2))),
    });
    const hillColor = mix(mix('#5a2a20', palette.shadow, 0.4), palette.haze, 0.35);
    const pond = words.has('garden');
    // Without a pond in front, the woods run down to the bottom of the picture.
    const woodsBottom = pond ? horizon + 40 : canvas.height + 20;
    draw(land(scene, hill, { color: hillColor, mist: pond ? 0.3 : 0.05, lightX: sunAt[0] }));
    // Spring paints the woods in cherry blossom, autumn in maple red.
    const leaves = words.has('blossom')
      ? ['#e8b4c0', '#f2cdd5', '#d998aa', '#f7e1e4', '#7a5a4c', '#e3a5b5']
      : ['#b5452a', '#cf6a2e', '#9c3a26', '#d89a3a', '#7a4a2c', '#c45a2a'];
    const autumn = leaves.map((c) => mix(c, palette.haze, 0.38));
    const treetops = hill
      .filter((_, i) => i % 2 === 0)
      .map(([x, y]): Point => [x + between(random, -6, 6), y + 4]);
    const pagodaX = subject[0];
    const pagodaHeight = 300;
    const pagodaBase = Math.max(heightAt(hill, pagodaX) + 70, subject[1] + pagodaHeight / 2);
    // A pond garden's picture is its golden pavilion at the water's edge; otherwise the pagoda.
    if (!pond) draw(pagoda(scene, pagodaX, pagodaBase, pagodaHeight, darken(palette.shadow, 0.15)));
    draw(canopy(scene, treetops, autumn, 18));
    const clip = canvas.clipPath(landPath(hill, woodsBottom));
    let woods = '';
    for (let i = 0; i < (pond ? 420 : 900); i += 1) {
      const x = random() * canvas.width;
      const top = heightAt(hill, x);
      const y = top + random() ** 0.8 * (woodsBottom - top);
      if (Math.abs(x - pagodaX) < 40 && y < pagodaBase - 30) continue;
      // Nearer trees are larger and darker.
      const near = Math.min(1, Math.max(0, (y - horizon) / (canvas.height - horizon)));
      const color = mix(
        mix(pick(random, leaves), palette.haze, 0.38 * (1 - near)),
        palette.shadow,
        near * 0.3,
      );
      woods += `<circle cx="${fmt(x)}" cy="${fmt(y + 14)}" r="${fmt(between(random, 8, 18) * (1 + near * 0.8))}" fill="${color}"/>`;
    }
    draw(`<g clip-path="${clip}">${woods}</g>`);
    if (pond) draw(goldenPavilion(scene, pagodaX, horizon + 2, 300));

    const lit = isAfterDark(scene);
    if (pond) {
      canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.75 }));
      canvas.add(
        mapleFoliage(scene, [canvas.width * between(random, 0.1, 0.3), canvas.height - 30], 320, 120, 320),
      );
    } else if (words.has('lanterns')) {
      const ground = canvas.linearGradient(
        [
          [0, mix(palette.shadow, palette.haze, 0.25)],
          [1, palette.shadow],
        ],
        [0, horizon],
        [0, canvas.height],
      );
      canvas.add(
        `<rect x="0" y="${fmt(horizon)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${ground}"/>`,
      );
      // A stone path running into the trees, lanterns on either side.
      const vanish = canvas.width * between(random, 0.45, 0.6);
      canvas.add(
        `<path d="M${fmt(vanish - 14)},${fmt(horizon + 4)} L${fmt(vanish + 14)},${fmt(horizon + 4)} L${fmt(canvas.width * 0.78)},${canvas.height} L${fmt(canvas.width * 0.3)},${canvas.height} Z" fill="${mix('#8a7a6a', palette.glow, 0.25)}" opacity="0.8"/>`,
      );
      for (let i = 4; i >= 0; i -= 1) {
        const t = i / 4;
        const y = canvas.height - 20 - t * (canvas.height - horizon - 40);
        const spread = (1 - t) * canvas.width * 0.3 + 30;
        const size = 240 - t * 190;
        canvas.add(stoneLantern(scene, vanish - spread - size * 0.3, y, size, '#1f1714'));
        canvas.add(stoneLantern(scene, vanish + spread + size * 0.3, y, size, '#1f1714'));
      }
    } else {
      canvas.add(
        templeRoof(
          scene,
          canvas.width * between(random, 0.18, 0.3),
          canvas.height - 150,
          760,
          darken(palette.shadow, 0.2),
          lit,
        ),
      );
    }
    // Boughs framing the top corners, kept clear of the pagoda.
    if (pagodaX > canvas.width * 0.45) canvas.add(mapleFoliage(scene, [60, 40], 420, 200, 520));
    if (pagodaX < canvas.width * 0.7) canvas.add(mapleFoliage(scene, [canvas.width - 40, 20], 320, 150, 360));
    return box(
      [pagodaX, pagodaBase - pagodaHeight / 2],
      pagodaHeight * 0.26,
      pagodaHeight / 2,
      pagodaHeight / 2,
    );
  },
};
