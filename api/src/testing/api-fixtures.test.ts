import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fixtureAnswers, fixtureFile, fixtureReads, type FixtureArea } from './api-fixtures';
import { buildTestApp, type TestApp } from './test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const areas = Object.keys(fixtureReads) as FixtureArea[];
const shown = (area: FixtureArea) => path.relative(path.resolve(__dirname, '../../..'), fixtureFile(area));

describe('the front ends’ MSW fixtures', () => {
  it.each(areas.map((area) => [shown(area), area]))(
    '%s is what the API answers over content/ (if not, run `npm run fixtures --workspace api`)',
    async (_file, area) => {
      const written = await readFile(fixtureFile(area), 'utf8');
      expect(JSON.parse(written)).toEqual(await fixtureAnswers(testApp.origin, area));
    },
  );
});
