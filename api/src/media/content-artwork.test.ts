import os from 'node:os';
import sharp from 'sharp';
import {
  ARTWORK_HEIGHT,
  ARTWORK_WIDTH,
  artworkFocus,
  artworkLayout,
  lightByPlace,
  paintLandscape,
} from '@lux/artwork/landscape';
import * as mockedAnswers from '@lux/shared/testing/fixtures';
import { experienceImageKeys, seedJournalPosts } from '../db/seed';
import { SITE_ARTWORK_KEYS, artworkKeys, heroVideoKeys } from './artwork-keys';

jest.setTimeout(60_000);

// The paintings of this site's content: which keys it has, and that the painter paints each place as
// itself. No database: they run once, with the painter's own tests (jest.config.js).

describe('the keys', () => {
  it('covers every image the seed content links to and every site image', () => {
    const keys = artworkKeys();
    const seedUrls = seedJournalPosts.flatMap((post) => [
      post.featured_image,
      ...post.blocks.flatMap((block) => (block.block_type === 'image' ? [block.image_url] : [])),
    ]);

    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining([...SITE_ARTWORK_KEYS]));
    expect(keys).toEqual(expect.arrayContaining(experienceImageKeys()));
    expect(
      seedUrls.every((url) => keys.includes(url.replace(/^\/media\/(.+)\.webp#focus=\d+,\d+$/, '$1'))),
    ).toBe(true);
  });

  it('paints every picture and clip the mocked API of a remote on its own names', () => {
    // A name the painter does not know is a 404 in QA's mocked pages on a fresh clone.
    const named = [...JSON.stringify(mockedAnswers).matchAll(/\/media\/([a-z0-9-]+)\.(webp|mp4)/g)];
    const unknown = named.filter(([, key = '', kind]) =>
      kind === 'mp4' ? !heroVideoKeys().includes(key) : !artworkKeys().includes(key),
    );

    expect(named.length).toBeGreaterThan(50);
    expect(unknown.map(([url]) => url)).toEqual([]);
  });
});

/**
 * The place a key paints: the first word after its kind (`country-`, `pkg-`, `hotel-`, `mice-<kind>-`...),
 * two words for the places whose names have two. Site images are each a place of their own.
 */
const TWO_WORD_NAMES = new Set([
  'sri',
  'new',
  'south',
  'north',
  'french',
  'costa',
  'hong',
  'saudi',
  'central',
  'middle',
  'abu',
]);
function placeOf(key: string): string {
  const words = key.split('-');
  const kind = words.shift();
  if (kind === 'site') return key;
  // MICE keys name their kind of event before the place: mice-conference-singapore-skyline.
  if (kind === 'mice') words.shift();
  const [first = '', second = ''] = words;
  return TWO_WORD_NAMES.has(first) ? `${first}-${second}` : first;
}

// Retreats named by their valley rather than their country: Bhutan's valleys are one landscape,
// each with its dzong.
const COUNTRY_OF_WORD: Record<string, string> = {
  bhutan: 'bhutan',
  paro: 'bhutan',
  punakha: 'bhutan',
  thimphu: 'bhutan',
};
const countryOf = (key: string) => key.split('-').find((word) => COUNTRY_OF_WORD[word]);
const sameCountry = (a: string, b: string) => {
  const [countryA, countryB] = [countryOf(a), countryOf(b)];
  return (
    countryA !== undefined &&
    countryB !== undefined &&
    COUNTRY_OF_WORD[countryA] === COUNTRY_OF_WORD[countryB]
  );
};

/**
 * Two keys show the same place when they name the same place first, or one names the other's place
 * anywhere (the Bali package and the Indonesia page's Bali terraces; a Kyoto article and Japan's
 * Kyoto package). Such keys may share a scene; keys of different places must not look alike.
 */
const samePlace = (a: string, b: string): boolean => {
  const [placeA, placeB] = [placeOf(a), placeOf(b)];
  return (
    placeA === placeB ||
    `${b}-`.includes(`-${placeA}-`) ||
    `${a}-`.includes(`-${placeB}-`) ||
    sameCountry(a, b)
  );
};

// A thumbnail of 48 x 32 keeps the composition (where the masses, the horizon and the subject
// stand) and drops the detail that would let two copies of one composition pass as different.
const THUMB_WIDTH = 48;
const THUMB_HEIGHT = 32;

/** Each key's painting, made once: the structure and the phone crop tests both look at every one. */
const paintings = new Map<string, ReturnType<typeof paintLandscape>>();
function paintingOf(key: string) {
  const painting = paintings.get(key) ?? paintLandscape(key);
  paintings.set(key, painting);
  return painting;
}

/**
 * The picture's structure: a small greyscale rasterisation, normalised to zero mean and unit
 * variance, so the same composition in another light (dusk or noon palette) still matches.
 */
async function structure(key: string): Promise<Float32Array> {
  const { data } = await sharp(Buffer.from(paintingOf(key).svg), {
    // Rasterised at 96 px wide: librsvg draws the filters and gradients a fraction as slowly as at 1600.
    density: (72 * 96) / ARTWORK_WIDTH,
  })
    .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const values = Float32Array.from(data);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const deviation =
    Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length) || 1;
  return values.map((value) => (value - mean) / deviation);
}

const mirror = (values: Float32Array): Float32Array =>
  values.map(
    (_, i) => values[Math.floor(i / THUMB_WIDTH) * THUMB_WIDTH + THUMB_WIDTH - 1 - (i % THUMB_WIDTH)] ?? 0,
  );

const distance = (a: Float32Array, b: Float32Array): number => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum / a.length);
};

/**
 * Below this root-mean-square distance two structures look alike. Measured on the painter before
 * places had landmarks: copies of one composition in different light (every palace a Udaipur lake
 * palace; Kenya's and Tanzania's lone acacia) measured 0.22 to 0.34; paintings of different subjects
 * measured 0.35 and more.
 */
const ALIKE = 0.34;

const percent = (value: number, of: number) => Math.round((value / of) * 50) * 2;

/**
 * The painting's recipe: what stands in it (scene, landmark words and foreground), in which light, and how it is
 * composed (which way round, where the horizon and the subject stand, to 2% of the picture).
 */
const signature = (key: string): string => {
  const { name, variant, palette, mirrored, horizon, subject, foreground, aurora } = artworkLayout(key);
  return [
    name,
    [...variant].sort().join('+'),
    foreground ?? '',
    aurora,
    palette.time,
    palette.sky.join(''),
    mirrored,
    percent(horizon, ARTWORK_HEIGHT),
    percent(subject[0], ARTWORK_WIDTH),
    percent(subject[1], ARTWORK_HEIGHT),
  ].join(' ');
};

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe('no two places alike', () => {
  const keys = artworkKeys();
  const pairs = keys.flatMap((a, i) =>
    keys.slice(i + 1).flatMap((b) => (samePlace(a, b) ? [] : [[a, b] as const])),
  );

  it('paints different places from different recipes', () => {
    // Each key's recipe once: laying a painting out takes milliseconds, and there are tens of thousands of pairs.
    const signatures = new Map(keys.map((key) => [key, signature(key)]));
    const shared = pairs
      .filter(([a, b]) => signatures.get(a) === signatures.get(b))
      .map(([a, b]) => `${a} = ${b}: ${signatures.get(a)}`);
    expect(shared).toEqual([]);
  });

  // Paints and rasterises every picture of the site: about 11 s on two idle cores, and more beside the
  // other suites' workers, so it has its own bound.
  it('gives different places paintings that do not look alike, even flipped', async () => {
    const structures = new Map<string, { as: Float32Array; flipped: Float32Array }>();
    await mapLimit(keys, os.availableParallelism() + 1, async (key) => {
      const as = await structure(key);
      structures.set(key, { as, flipped: mirror(as) });
    });
    const alike = pairs
      .map(([a, b]) => {
        const first = structures.get(a);
        const second = structures.get(b);
        if (!first || !second) throw new Error(`no structure for ${a} or ${b}`);
        return { a, b, d: Math.min(distance(first.as, second.as), distance(first.as, second.flipped)) };
      })
      .filter(({ d }) => d < ALIKE)
      .map(({ a, b, d }) => `${a} ~ ${b}: ${d.toFixed(3)}`);
    expect(alike).toEqual([]);
  }, 180_000);
});

describe('the phone crop', () => {
  // A 390 x 844 portrait phone shows a full-height hero: the picture scaled to 844 px high shows a
  // slice of it this wide, centred on the focal point where the edges allow.
  const WINDOW = (ARTWORK_HEIGHT * 390) / 844;

  it('puts every focal point in the upper middle, above the title in the lower part of a hero', () => {
    const low = artworkKeys()
      .map((key) => ({ key, y: artworkFocus(key)[1] }))
      .filter(({ y }) => y < 30 || y > 52)
      .map(({ key, y }) => `${key}: ${y}%`);
    expect(low).toEqual([]);
  });

  it('keeps the middle of every subject in the slice a phone shows, its top in the clear upper half', () => {
    const cropped = artworkKeys()
      .map((key) => ({ key, subject: paintingOf(key).subject }))
      .filter(({ key, subject: { left, right, top } }) => {
        const [x] = artworkFocus(key);
        const centre = Math.min(Math.max((x / 100) * ARTWORK_WIDTH, WINDOW / 2), ARTWORK_WIDTH - WINDOW / 2);
        const middle = (left + right) / 2;
        return Math.abs(middle - centre) > WINDOW / 2 || top > ARTWORK_HEIGHT / 2;
      })
      .map(({ key, subject }) => `${key}: ${JSON.stringify(subject)}`);
    expect(cropped).toEqual([]);
  });
});

describe('what each place is painted as', () => {
  it.each([
    ['country-indonesia-bali-rice-terraces', 'bali'],
    ['pkg-bali-uluwatu-temple-cliff-coast', 'bali'],
    ['pkg-cambodia-angkor-temple-sunrise', 'angkor'],
    ['country-jordan-petra-treasury-canyon', 'petra'],
    ['pkg-sigiriya-rock-fort-jungle', 'sigiriya'],
    ['pkg-sri-lanka-dambulla-temple-cave', 'caveTemple'],
    ['mice-conference-singapore-skyline', 'skyline'],
    ['country-uae-dubai-creek-harbour', 'skyline'],
    ['wellness-retreat-spa-pavilion', 'wellness'],
    ['wellness-spa-pavilion-bali', 'wellness'],
    ['wellness-retreat-yoga-deck-hills', 'wellness'],
    ['pkg-mexico-chichen-itza-pyramid', 'rainforest'],
    ['pkg-costa-rica-toucan-rainforest-wildlife', 'rainforest'],
    ['wellness-como-uma-paro-tigers-nest-cliff', 'dzong'],
    ['anniversary-venice-lagoon-gondola-dusk', 'palace'],
    ['art-rome-vatican-dome-city-rooftops', 'palace'],
    ['wellness-kamalaya-koh-samui-sunset-bay', 'rainforest'],
    ['wellness-thailand-koh-samui-hillside-jungle-bay', 'rainforest'],
    ['pkg-south-africa-cape-town-table-mountain', 'coast'],
    ['pkg-tanzania-ngorongoro-crater-rim', 'savanna'],
    ['pkg-france-luberon-village-hills', 'teaHills'],
    ['pkg-italy-florence-duomo-hills', 'palace'],
    ['pkg-peru-machu-picchu-mountain-cloud', 'mountainLake'],
    ['country-south-africa-cape-coast-mountain', 'coast'],
    // Beside "Stories to Inspire Your Sri Lanka Journey" on every destination: travel notes, no other place.
    ['site-journal-teaser', 'journalDesk'],
  ])('%s is painted as %s', (key, scene) => {
    expect(artworkLayout(key).name).toBe(scene);
  });

  it.each([
    ['pkg-tanzania-serengeti-migration-plains', 'kilimanjaro'],
    ['country-kenya-masai-mara-savanna', 'mara'],
    ['country-maldives-atoll-overwater', 'atoll'],
    ['country-seychelles-la-digue-beach', 'granite'],
    ['mice-conference-singapore-skyline', 'singapore'],
    ['mice-meetings-dubai-skyline', 'dubai'],
    ['pkg-italy-venice-canal-palazzo', 'canal'],
    ['pkg-uae-abu-dhabi-mosque-palace', 'mosque'],
    ['pkg-australia-sydney-harbour', 'sydney'],
    ['country-greece-cyclades-village-coast', 'cyclades'],
    ['pkg-portugal-algarve-cliffs-coast', 'algarve'],
    ['pkg-brazil-paraty-colonial-coast', 'paraty'],
    ['pkg-mexico-chichen-itza-pyramid', 'pyramid'],
    ['rainforest-costa-rica-arenal-volcano-cloud-forest', 'volcano'],
    ['art-rome-vatican-dome-city-rooftops', 'rome'],
    ['pkg-portugal-lisbon-harbour-tram', 'lisbon'],
    ['mice-conference-lisbon-tagus-riverside-harbour', 'lisbon'],
    ['pkg-france-riviera-coast-villa', 'riviera'],
    ['pkg-galle-ramparts-coast-lighthouse', 'galle'],
    ['pkg-south-africa-cape-point-coast', 'capepoint'],
    ['pkg-south-africa-garden-route-coast-cliffs', 'knysna'],
    ['wellness-kamalaya-koh-samui-hillside-bay', 'bay'],
    ['pkg-italy-florence-duomo-hills', 'florence'],
    ['country-peru-machu-picchu-cloud-mountain', 'machu'],
    ['country-spain-barcelona-harbour', 'barcelona'],
    ['pkg-argentina-buenos-aires-harbour', 'buenos'],
    ['country-south-africa-cape-coast-mountain', 'table'],
  ])('%s has its landmark, %s', (key, landmark) => {
    expect(artworkLayout(key).variant).toContain(landmark);
  });
});

describe('the light of day', () => {
  // A key that names its own hour keeps it (a Uluru dusk, an Annapurna sunrise).
  const namesAnHour =
    /night|aurora|northern-lights|lanterns|bungalow|sunset|dusk|dawn|sunrise|mist|maldives|soneva|randheli|lankanfushi|reethi|laamu|joali|cocoa-island|journal-hero/;

  it.each([
    ['pkg-seychelles-la-digue-granite-beach', 'day'],
    ['pkg-french-polynesia-bora-bora-lagoon', 'day'],
    ['pkg-amalfi-positano-coast', 'day'],
    ['pkg-greece-santorini-caldera-village', 'golden'],
    ['pkg-morocco-sahara-dunes-camp', 'golden'],
    ['pkg-cambodia-angkor-temple-sunrise', 'dawn'],
    ['pkg-agra-taj-mahal-palace-dawn', 'dawn'],
    ['mice-conference-singapore-skyline', 'dusk'],
    ['pkg-kerala-munnar-tea-hills', 'mist'],
  ])('paints %s in the light it is best known in (%s)', (key, time) => {
    expect(artworkLayout(key).palette.time).toBe(time);
  });

  it('paints every key of a place in its known light unless the key names its own hour', () => {
    const astray = artworkKeys().flatMap((key) => {
      if (namesAnHour.test(key)) return [];
      const known = lightByPlace.find(([place]) => place.test(key))?.[1];
      const time = artworkLayout(key).palette.time;
      return known && time !== known ? [`${key}: ${time}, not ${known}`] : [];
    });
    expect(astray).toEqual([]);
  });

  it('keeps dusk for the places known for it: not the light of most pictures', () => {
    const keys = artworkKeys();
    const dusk = keys.filter((key) => ['dusk', 'night'].includes(artworkLayout(key).palette.time));
    expect(dusk.length / keys.length).toBeLessThan(0.18);
  });
});
