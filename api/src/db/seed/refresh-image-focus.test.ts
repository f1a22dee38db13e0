import type { Kysely } from 'kysely';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createDatabase, type Database } from '../database';
import { migrateToLatest } from '../migrate';
import { seedContent } from '.';
import { mediaUrl } from './content-helpers';
import { refreshImageFocus } from './refresh-image-focus';

let testDatabase: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const config = loadConfig(testDatabase.env).database;
  db = createDatabase(config);
  await migrateToLatest(db, config.dialect);
  await seedContent(db, config.dialect);
});
afterAll(async () => {
  await db.destroy();
  await testDatabase.drop();
});

const countryImages = () =>
  db.selectFrom('countries').select(['slug', 'hero_image_url']).orderBy('id').limit(2).execute();

it('leaves a database seeded by the current painter as it is', async () => {
  expect(await refreshImageFocus(db)).toBe(0);
});

it('moves artwork seeded by an older painter to the focal point it has now, and nothing else', async () => {
  const [painted, photographed] = await countryImages();
  if (!painted || !photographed) throw new Error('the seed has countries');
  const key = /\/media\/(.+)\.webp/.exec(painted.hero_image_url)?.[1] ?? '';
  const stale = `/media/${key}.webp#focus=1,99`;
  const photograph = 'https://photos.example/bhutan.jpg';
  await db.updateTable('countries').set({ hero_image_url: stale }).where('slug', '=', painted.slug).execute();
  await db
    .updateTable('countries')
    .set({ hero_image_url: photograph })
    .where('slug', '=', photographed.slug)
    .execute();

  expect(await refreshImageFocus(db)).toBe(1);
  expect(await countryImages()).toEqual([
    { slug: painted.slug, hero_image_url: mediaUrl(key) },
    { slug: photographed.slug, hero_image_url: photograph },
  ]);
  expect(await refreshImageFocus(db)).toBe(0);
});

it('reaches the picture columns of every table, a wellness hotel gallery among them', async () => {
  const stale = (url: string) => url.replace(/#focus=\d+,\d+$/, '#focus=1,99');
  const gallery = await db
    .selectFrom('wellness_gallery_images')
    .select(['id', 'image_url'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('wellness_gallery_images')
    .set({ image_url: stale(gallery.image_url) })
    .where('id', '=', gallery.id)
    .execute();

  expect(await refreshImageFocus(db)).toBe(1);
  expect(
    await db
      .selectFrom('wellness_gallery_images')
      .select('image_url')
      .where('id', '=', gallery.id)
      .executeTakeFirst(),
  ).toEqual({ image_url: gallery.image_url });
});
