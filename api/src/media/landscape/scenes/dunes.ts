import { fmt } from '../canvas';
import { darken, lighten, mix } from '../color';
import { box, clouds, land, ridge, sky, sun, type Box } from '../elements';
import { deadTree, tent } from '../features';
import { between } from '../random';
import { sunPosition, type SceneDefinition } from './shared';

/** Ranks of wind-sharpened dunes: the Namib, the Sahara, Wadi Rum. */
export const dunes: SceneDefinition = {
  times: ['dawn', 'golden', 'golden'],
  horizon: [0.44, 0.5],
  subject: { x: [0.3, 0.45], y: [0.48, 0.52] },
  variants: ['dunes', 'camp'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const sunAt = sunPosition(scene, 30, 150);
    canvas.add(sky(scene));
    canvas.add(sun(scene, sunAt, 32));
    canvas.add(clouds(scene, { count: 4, top: 40, bottom: horizon * 0.5, streaks: true, opacity: 0.45 }));

    const sand = mix('#d9773f', palette.glow, 0.2);
    const slip = mix('#6e2a22', palette.sky[0], 0.25);
    const far = ridge(scene, { base: horizon, amplitude: 70, cells: 4, octaves: 3 });
    canvas.add(land(scene, far, { color: mix(sand, palette.haze, 0.55), mist: 0.3, lightX: sunAt[0] }));

    const lightFromLeft = sunAt[0] < canvas.width / 2;
    const rows = 4;
    for (let row = 0; row < rows; row += 1) {
      const depth = row / (rows - 1);
      const baseY = horizon + 20 + depth * (canvas.height - horizon) * 0.55;
      const haze = 0.5 * (1 - depth);
      const lit = mix(sand, palette.haze, haze);
      const shade = mix(slip, palette.haze, haze * 0.8);
      const floor = canvas.linearGradient(
        [
          [0, lit],
          [1, darken(lit, 0.15)],
        ],
        [0, baseY],
        [0, canvas.height],
      );
      canvas.add(
        `<rect x="0" y="${fmt(baseY - 2)}" width="${canvas.width}" height="${fmt(canvas.height - baseY + 2)}" fill="${floor}"/>`,
      );
      for (let x = -200; x < canvas.width + 200; x += between(random, 260, 520) * (0.6 + depth)) {
        const width = between(random, 380, 700) * (0.6 + depth * 0.9);
        const crestY = baseY - between(random, 70, 200) * (0.5 + depth);
        const height = baseY - crestY;
        const dir = lightFromLeft ? 1 : -1;
        const crestX = x;
        const footLit = crestX - dir * width * 0.55;
        const footShade = crestX + dir * width * 0.45;
        const ridgeFoot = crestX + dir * width * 0.1;
        // The knife-edge crest snakes down from the summit, the lit windward face on one side
        // and the steep slip face in shadow on the other.
        const crestLine = `C${fmt(crestX + dir * width * 0.16)},${fmt(crestY + height * 0.3)} ${fmt(crestX - dir * width * 0.06)},${fmt(crestY + height * 0.7)} ${fmt(ridgeFoot)},${fmt(baseY)}`;
        canvas.add(
          `<path d="M${fmt(footLit)},${fmt(baseY)} Q${fmt(crestX - dir * width * 0.25)},${fmt(crestY + height * 0.12)} ${fmt(crestX)},${fmt(crestY)} ${crestLine} Z" fill="${lit}"/>` +
            `<path d="M${fmt(crestX)},${fmt(crestY)} Q${fmt(crestX + dir * width * 0.3)},${fmt(crestY + height * 0.2)} ${fmt(footShade)},${fmt(baseY)} L${fmt(ridgeFoot)},${fmt(baseY)} C${fmt(crestX - dir * width * 0.06)},${fmt(crestY + height * 0.7)} ${fmt(crestX + dir * width * 0.16)},${fmt(crestY + height * 0.3)} ${fmt(crestX)},${fmt(crestY)} Z" fill="${shade}"/>` +
            `<path d="M${fmt(crestX)},${fmt(crestY)} ${crestLine}" fill="none" stroke="${lighten(lit, 0.3)}" stroke-width="1.5" opacity="0.6"/>`,
        );
      }
    }

    const pan = horizon + (canvas.height - horizon) * 0.72;
    let subjectBox: Box;
    if (words.has('dunes') || !words.has('camp')) {
      // A white clay pan in front, with the black skeletons of trees that died centuries ago.
      const clay = mix('#efe6d6', palette.glow, 0.2);
      canvas.add(
        `<path d="M0,${fmt(pan)} Q${fmt(canvas.width * 0.5)},${fmt(pan - 30)} ${canvas.width},${fmt(pan + 10)} V${canvas.height} H0 Z" fill="${clay}"/>`,
      );
      let cracks = '';
      for (let i = 0; i < 120; i += 1) {
        const x = random() * canvas.width;
        const y = between(random, pan + 10, canvas.height);
        cracks += `M${fmt(x)},${fmt(y)} l${fmt(between(random, -30, 30))},${fmt(between(random, -4, 4))}`;
      }
      canvas.add(
        `<path d="${cracks}" stroke="${darken(clay, 0.2)}" stroke-width="1" opacity="0.6" fill="none"/>`,
      );
      // The tree the picture is of, tall in front; a few more stand further off.
      const base = Math.max(pan + 40, subject[1] + 170);
      // Tall enough that its crown reaches the focal point however far down the pan lies.
      const size = Math.max(440, base - subject[1] + 40);
      canvas.add(deadTree(scene, [subject[0], base], size, '#1d1410'));
      subjectBox = box([subject[0], base], size / 2, size, 10);
      const trees = 2 + Math.floor(random() * 3);
      for (let i = 0; i < trees; i += 1) {
        const y = between(random, pan + 20, pan + 90);
        const size = 90 + (y - pan) * 1.1;
        canvas.add(deadTree(scene, [between(random, 0.08, 0.92) * canvas.width, y], size, '#1d1410'));
      }
    } else {
      const ground = darken(sand, 0.3);
      canvas.add(
        `<path d="M0,${fmt(pan)} Q${fmt(canvas.width * 0.5)},${fmt(pan - 40)} ${canvas.width},${fmt(pan)} V${canvas.height} H0 Z" fill="${ground}"/>`,
      );
      const first = subject[0] / canvas.width - 0.24;
      for (let i = 0; i < 4; i += 1) {
        const size = 70 + i * 8;
        canvas.add(
          tent(
            scene,
            [canvas.width * (first + i * 0.16), pan + 10 + i * 14],
            size,
            mix('#eadfc8', palette.glow, 0.25),
            true,
          ),
        );
      }
      subjectBox = box([subject[0], pan], canvas.width * 0.3, pan - subject[1] + 60, 120);
    }
    return subjectBox;
  },
};
