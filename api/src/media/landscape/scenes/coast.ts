import { fmt, landPath, type Point } from '../canvas';
import { darken, mix } from '../color';
import { birds, box, clouds, heightAt, land, ridge, water } from '../elements';
import { boat, cliffTown, seaStacks } from '../features';
import { between, pick } from '../random';
import { reflected, isAfterDark, skyWithLight, type SceneDefinition } from './shared';

/** Cliffs stacked with pastel houses above a glittering sea: Amalfi, Capri, the Greek islands. */
export const coast: SceneDefinition = {
  times: ['golden', 'day', 'dusk'],
  horizon: [0.46, 0.52],
  subject: { x: [0.2, 0.3], y: [0.44, 0.5] },
  variants: ['faraglioni'],
  paint(scene, words) {
    const { canvas, random, palette, horizon, subject } = scene;
    const { layers, draw } = reflected(scene);
    // The town climbs the cliff on the left; the painter mirrors the picture for the other side.
    const side = -1;
    const sunX = (side < 0 ? between(random, 0.62, 0.8) : between(random, 0.2, 0.38)) * canvas.width;
    const sunAt: Point = [sunX, horizon - between(random, 90, palette.time === 'day' ? 360 : 200)];
    skyWithLight(scene, sunAt, 28);
    canvas.add(
      clouds(scene, {
        count: 5,
        top: 50,
        bottom: horizon * 0.6,
        streaks: palette.time !== 'day',
        opacity: 0.5,
      }),
    );
    const floor = Math.min(
      0.9,
      Math.max(0.3, (canvas.height + 30 - subject[1] + 60) / (canvas.height * 0.78)),
    );

    // A distant island on the horizon, blue with distance.
    const islandAt = side < 0 ? between(random, 0.6, 0.85) : between(random, 0.15, 0.4);
    const island = ridge(scene, {
      base: horizon + 1,
      amplitude: 90,
      cells: 4,
      octaves: 4,
      profile: (t) => Math.max(0, 1 - Math.abs(t - islandAt) / 0.13) ** 0.8,
    });
    draw(
      land(scene, island, { color: mix(palette.shadow, palette.haze, 0.72), mist: 0.4, bottom: horizon + 1 }),
    );
    canvas.add(water(scene, horizon, { reflect: layers, sunAt, clarity: 0.35 }));

    if (words.has('faraglioni')) {
      const x = (side < 0 ? between(random, 0.52, 0.62) : between(random, 0.2, 0.3)) * canvas.width;
      canvas.add(seaStacks(scene, x, horizon + 70, 3, sunX < x));
    }

    const cliff = ridge(scene, {
      base: canvas.height + 30,
      amplitude: canvas.height * 0.78,
      cells: 5,
      octaves: 5,
      persistence: 0.55,
      // High enough that the town reaches the focal point.
      floor,
      profile: (t) => {
        // High along the land, then falling steeply into the sea.
        const u = side < 0 ? t : 1 - t;
        return Math.max(0, 1 - (u / 0.55) ** 2.5) ** 0.7;
      },
    });
    const rock = mix('#6f5a48', palette.glow, 0.15);
    const cliffPath = landPath(cliff, canvas.height);
    const clip = canvas.clipPath(cliffPath);
    canvas.add(land(scene, cliff, { color: rock, mist: 0.15, lightX: sunX }));
    // Lemon terraces and scrub in bands across the rock.
    let greenery = '';
    for (let i = 0; i < 40; i += 1) {
      const x = (side < 0 ? between(random, 0, 0.5) : between(random, 0.5, 1)) * canvas.width;
      const y = heightAt(cliff, x) + between(random, 10, 300);
      greenery += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(between(random, 40, 120))}" ry="${fmt(between(random, 8, 20))}" fill="${mix(pick(random, ['#4f6b2f', '#6b7d35', '#3e5a2c']), palette.glow, 0.15)}" opacity="0.75"/>`;
    }
    canvas.add(`<g clip-path="${clip}" filter="${canvas.blur(3, 0.1)}">${greenery}</g>`);
    const slots: Point[] = [];
    for (let i = 0; i < 70; i += 1) {
      const x = subject[0] + between(random, -0.2, 0.2) * canvas.width;
      const top = heightAt(cliff, x);
      if (top > canvas.height - 60) continue;
      slots.push([x, top + 26 + random() ** 1.5 * Math.min(380, canvas.height - top - 40)]);
    }
    slots.sort((a, b) => a[1] - b[1]);
    canvas.add(`<g clip-path="${clip}">${cliffTown(scene, slots, isAfterDark(scene))}</g>`);

    canvas.add(birds(scene, [sunX, horizon * 0.4], 4, darken(palette.shadow, 0.1)));
    for (let i = 0; i < 4; i += 1) {
      const y = between(random, horizon + 40, canvas.height * 0.92);
      const x = (side < 0 ? between(random, 0.5, 0.95) : between(random, 0.05, 0.5)) * canvas.width;
      canvas.add(boat(scene, [x, y], 6 + ((y - horizon) / canvas.height) * 40, random() < 0.5 ? 1 : -1));
    }
    return box(subject, canvas.width * 0.2, 200, 260);
  },
};
