import { fmt } from '../canvas';
import { darken, lighten, mix } from '../color';
import { birds, box, clouds, heightAt, land, ridge, water } from '../elements';
import {
  acacia,
  balloon,
  canopy,
  elephant,
  kilimanjaro,
  kopje,
  lioness,
  mokoro,
  reeds,
  wildebeest,
  windingRiver,
} from '../features';
import { between } from '../random';
import { reflected, sunPosition, skyWithLight, type SceneDefinition } from './shared';

/**
 * Flat golden plains, umbrella thorns and floodwater: Botswana's delta. Kenya's Mara has its river
 * winding through the grass; Tanzania's plains have Kilimanjaro's snow above them and granite kopjes.
 */
export const savanna: SceneDefinition = {
  times: ['golden', 'dusk'],
  horizon: [0.55, 0.62],
  subject: { x: [0.22, 0.34], y: [0.42, 0.48] },
  variants: ['lagoon', 'floodplain', 'kilimanjaro', 'mara', 'balloon', 'lion', 'elephant', 'migration'],
  motifs: ['balloon', 'lion', 'migration', 'kilimanjaro', 'elephant'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    const sunAt = sunPosition(scene, 20, 120);
    // A picture of an animal or a balloon has it at the focal point, its acacia standing off to the side.
    const flight = ['balloon', 'lion', 'elephant', 'migration'].some((word) => words.has(word));
    const treeX = flight ? subject[0] + canvas.width * 0.32 : subject[0];
    // The great acacia the picture is of, its crown at the focal point, standing at `base`.
    const tree = (base: number) => {
      const size = flight ? 260 : Math.max(300, (base - subject[1]) / 0.6);
      return {
        at: [treeX, base] as [number, number],
        size,
        box: box([treeX, base], size * 0.5, size * 0.72, 0),
      };
    };
    let subjectBox = box(subject, 1, 1, 1);
    skyWithLight(scene, sunAt, 58);
    canvas.add(clouds(scene, { count: 6, top: 60, bottom: horizon * 0.6, streaks: true, opacity: 0.5 }));
    if (words.has('kilimanjaro')) {
      // Close enough behind the acacia that both stand in the slice a phone shows of the picture.
      const peakX = subject[0] + canvas.width * between(random, 0.1, 0.13);
      draw(
        kilimanjaro(scene, peakX, horizon + 4, canvas.width * 0.62, horizon * between(random, 0.36, 0.44)),
      );
    }
    const treeLine = ridge(scene, { base: horizon, amplitude: 26, cells: 20, octaves: 2 });
    const distant = mix(palette.shadow, palette.haze, 0.5);
    draw(land(scene, treeLine, { color: distant, mist: 0.2 }));
    draw(
      canopy(
        scene,
        treeLine.filter((_, i) => i % 4 === 0),
        [distant],
        10,
      ),
    );
    for (let i = 0; i < 3; i += 1) {
      draw(
        acacia(scene, [between(random, 0, 1) * canvas.width, horizon + 2], between(random, 60, 110), distant),
      );
    }

    const silhouette = darken(palette.shadow, 0.1);
    canvas.add(birds(scene, [sunAt[0] + between(random, -250, 250), horizon * 0.45], 7, silhouette));
    const dry = words.has('kilimanjaro') || words.has('mara');
    if (!dry && (words.has('lagoon') || words.has('floodplain') || random() < 0.5)) {
      canvas.add(
        water(scene, horizon + 4, {
          reflect: layers.map((layer) => `<g transform="translate(0 -4)">${layer}</g>`),
          sunAt,
          clarity: 0.6,
        }),
      );
      const bank = ridge(scene, { base: canvas.height * 0.84, amplitude: 50, cells: 4, octaves: 3 });
      if (words.has('lagoon')) {
        canvas.add(mokoro(scene, [sunAt[0] + 40, canvas.height * 0.74], 120, silhouette));
        const great = tree(horizon + 6);
        subjectBox = great.box;
        canvas.add(acacia(scene, great.at, great.size, mix(silhouette, palette.haze, 0.15)));
        canvas.add(reeds(scene, -20, canvas.width * 0.3, canvas.height + 10, 260, silhouette));
        canvas.add(reeds(scene, canvas.width * 0.78, canvas.width + 20, canvas.height + 10, 220, silhouette));
      } else {
        canvas.add(land(scene, bank, { color: mix(silhouette, '#6b5a2a', 0.25), mist: 0.05 }));
        const great = tree(heightAt(bank, subject[0]) + 10);
        subjectBox = great.box;
        canvas.add(acacia(scene, great.at, great.size, silhouette));
      }
    } else {
      const grass = canvas.linearGradient(
        [
          [0, mix('#c9a35a', palette.glow, 0.3)],
          [1, darken('#8a6a32', 0.2)],
        ],
        [0, horizon],
        [0, canvas.height],
      );
      canvas.add(
        `<rect x="0" y="${fmt(horizon + 3)}" width="${canvas.width}" height="${fmt(canvas.height - horizon)}" fill="${grass}"/>`,
      );
      // Drifts of lighter and darker grass, flattened by distance.
      let drifts = '';
      for (let i = 0; i < 26; i += 1) {
        const depth = random() ** 1.5;
        const y = horizon + 8 + depth * (canvas.height - horizon);
        const tone = random() < 0.5 ? lighten('#c9a35a', 0.2) : darken('#8a6a32', 0.25);
        drifts += `<ellipse cx="${fmt(random() * canvas.width)}" cy="${fmt(y)}" rx="${fmt(between(random, 120, 420) * (0.4 + depth))}" ry="${fmt(between(random, 4, 14) * (0.3 + depth))}" fill="${tone}" opacity="0.35"/>`;
      }
      canvas.add(`<g filter="${canvas.blur(6, 0.1)}">${drifts}</g>`);
      if (words.has('mara')) {
        canvas.add(windingRiver(scene, horizon + 6, canvas.height + 20, subject[0] + canvas.width * 0.38));
      }
      if (words.has('kilimanjaro')) {
        const rock = mix('#8a7a66', palette.glow, 0.2);
        canvas.add(kopje(scene, [subject[0] + canvas.width * 0.5, horizon + 70], 220, rock));
        canvas.add(
          kopje(scene, [subject[0] + canvas.width * 0.22, horizon + 30], 110, mix(rock, palette.haze, 0.3)),
        );
      }
      const great = tree(Math.max(horizon + 60, subject[1] + 312));
      subjectBox = great.box;
      canvas.add(acacia(scene, great.at, great.size, silhouette));
      canvas.add(reeds(scene, -20, canvas.width + 20, canvas.height + 10, 90, silhouette));
    }
    const herd = darken(palette.shadow, 0.08);
    if (words.has('lion')) {
      // A lioness on a termite mound in front, the plains and their herds below her.
      const mound = mix('#9a6a3c', palette.glow, 0.2);
      const [lx, ly] = [subject[0], subject[1] + 150];
      canvas.add(
        `<path d="M${fmt(lx - 330)},${canvas.height} Q${fmt(lx - 200)},${fmt(ly + 10)} ${fmt(lx)},${fmt(ly)} Q${fmt(lx + 220)},${fmt(ly + 10)} ${fmt(lx + 360)},${canvas.height} Z" fill="${darken(mound, 0.25)}"/>`,
      );
      canvas.add(lioness([lx, ly + 6], 260, 1, herd));
      for (let i = 0; i < 9; i += 1) {
        canvas.add(
          wildebeest([lx + 300 + i * 60, horizon + 26 + (i % 3) * 6], 30, -1, mix(herd, palette.haze, 0.3)),
        );
      }
      return box([lx, ly - 80], 180, 120, 80);
    }
    if (words.has('elephant')) {
      for (let i = 0; i < 4; i += 1) {
        const size = 300 - i * 60;
        canvas.add(
          elephant(
            [subject[0] + i * 170 - 120, subject[1] + 250 - i * 30],
            size,
            1,
            mix(herd, palette.haze, i * 0.12),
          ),
        );
      }
      return box([subject[0], subject[1] + 110], 240, 140, 140);
    }
    if (words.has('migration')) {
      // The herds strung across the plains in lines to the horizon.
      for (let line = 0; line < 4; line += 1) {
        const y = horizon + 30 + line * line * 26;
        const size = 24 + line * 18;
        for (let x = -40; x < canvas.width + 40; x += size * between(random, 1.1, 1.8)) {
          canvas.add(
            wildebeest(
              [x, y + between(random, -6, 6)],
              size,
              line % 2 === 0 ? 1 : -1,
              mix(herd, palette.haze, 0.35 - line * 0.1),
            ),
          );
        }
      }
      // The lines of the herd to the horizon and the sky just above it, where the focal point stands.
      return box([subject[0], horizon], 240, Math.max(120, horizon - subject[1] + 40), 160);
    }
    if (words.has('balloon')) {
      // The balloon drifting low over the plain, two more far off in the morning air.
      canvas.add(balloon(scene, [subject[0] + canvas.width * 0.5, subject[1] - 180], 46));
      canvas.add(balloon(scene, [subject[0] + canvas.width * 0.2, subject[1] - 260], 70));
      canvas.add(balloon(scene, subject, 190));
      return box(subject, 150, 150, 120);
    }
    return subjectBox;
  },
};
