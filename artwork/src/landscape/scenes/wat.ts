import { type Point } from '../canvas';
import { mix } from '../color';
import { box, clouds, heightAt, land, mistBand, ridge, water } from '../elements';
import { balloon, chedi, longtail, palm, watHall } from '../features';
import { between } from '../random';
import { reflected, isAfterDark, skyWithLight, type SceneDefinition } from './shared';

/**
 * A temple by the river: a gilded chedi beside a hall of stacked red and green roofs, palms and a
 * longtail on the water: Bangkok, Chiang Mai. The Bagan variant spreads brick stupas across a misty
 * plain under drifting balloons; the hills variant sets the temple among northern hills.
 */
export const wat: SceneDefinition = {
  times: ['golden', 'dusk', 'dawn'],
  horizon: [0.6, 0.66],
  subject: { x: [0.56, 0.7], y: [0.42, 0.5] },
  variants: ['bagan', 'hills', 'stupa', 'pagoda'],
  motifs: ['bagan', 'stupa', 'pagoda', 'hills'],
  paint(scene, variant) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt: Point = [
      subject[0] < canvas.width / 2 ? canvas.width * 0.75 : canvas.width * 0.25,
      horizon - between(random, 60, 200),
    ];
    skyWithLight(scene, sunAt, 30);
    canvas.add(clouds(scene, { count: 5, top: 40, bottom: horizon * 0.5, streaks: true, opacity: 0.45 }));
    const far = ridge(scene, {
      base: horizon,
      amplitude: variant.has('hills') ? 220 : 70,
      cells: 3,
      octaves: 4,
    });
    draw(
      land(scene, far, {
        color: mix(palette.shadow, palette.haze, 0.6),
        mist: 0.5,
        lightX: sunAt[0],
        rim: true,
      }),
    );
    const gold = mix('#d9a441', palette.glow, 0.25);
    const brick = mix('#9a5a3a', palette.glow, 0.2);
    const lit = isAfterDark(scene);
    const [x, y] = subject;
    const height = (horizon - y) * 2.1;

    if (variant.has('bagan')) {
      const plain = mix('#5d6b3a', palette.haze, 0.4);
      canvas.add(
        `<rect x="0" y="${horizon}" width="${canvas.width}" height="${canvas.height - horizon}" fill="${plain}"/>`,
      );
      for (let rank = 0; rank < 3; rank += 1) {
        for (let i = 0; i < 9; i += 1) {
          const sx = between(random, 0, 1) * canvas.width;
          if (Math.abs(sx - x) < 120) continue;
          const sy = horizon + 6 + rank * 50 + between(random, 0, 30);
          canvas.add(
            chedi(
              scene,
              [sx, sy],
              between(random, 40, 90) * (1 + rank * 0.5),
              mix(brick, palette.haze, 0.5 - rank * 0.18),
            ),
          );
        }
        canvas.add(mistBand(scene, horizon + 20 + rank * 50, 30, 0.45));
      }
      canvas.add(chedi(scene, [x, y + height / 2], height, brick));
      for (let i = 0; i < 6; i += 1) {
        canvas.add(
          balloon(
            scene,
            [between(random, 0.05, 0.95) * canvas.width, between(random, 0.12, 0.4) * canvas.height],
            between(random, 18, 46),
          ),
        );
      }
      return box([x, y], height * 0.27, height * 0.55, height * 0.5);
    }

    const groundY = y + height / 2;
    const bank = ridge(scene, { base: groundY + 10, amplitude: 20, cells: 6, octaves: 2 });
    draw(
      land(scene, bank, { color: mix(palette.shadow, palette.haze, 0.25), mist: 0.1, bottom: groundY + 14 }),
    );
    const white = variant.has('stupa') || variant.has('pagoda');
    draw(
      chedi(scene, [x + height * 0.28, groundY], height, white ? mix('#efe8dc', palette.glow, 0.25) : gold),
    );
    draw(watHall(scene, [x - height * 0.18, groundY], height * 0.75, lit));
    const trees = mix(palette.shadow, palette.haze, 0.15);
    for (let i = 0; i < 5; i += 1) {
      const px = x + (random() < 0.5 ? -1 : 1) * between(random, 0.35, 0.8) * height;
      draw(
        palm(scene, [px, heightAt(bank, px)], between(random, 130, 220), between(random, -0.5, 0.5), trees),
      );
    }
    canvas.add(water(scene, groundY + 12, { reflect: layers, sunAt, clarity: 0.6 }));
    canvas.add(
      longtail(
        scene,
        [x < canvas.width / 2 ? canvas.width * 0.78 : canvas.width * 0.24, canvas.height * 0.84],
        340,
        x < canvas.width / 2 ? -1 : 1,
      ),
    );
    return box([x, y], height * 0.6, height * 0.55, height * 0.5);
  },
};
