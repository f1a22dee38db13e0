import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import * as launchContent from './index';
import { CONTENT_DIR, contentFilesRead } from './content-files';
import type * as ContentFiles from './content-files';

describe('the content files', () => {
  it('are every one read, and valid, when the seed loads', async () => {
    // Importing the seed read and checked every file (a problem throws, naming file and field).
    expect(launchContent.seedJournalPosts.length).toBeGreaterThan(0);
    const onDisk = (await readdir(CONTENT_DIR, { recursive: true }))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => name.split(path.sep).join('/'))
      .sort();
    expect(onDisk.length).toBeGreaterThan(20);
    // A file no loader reads (a new group not listed in experiences/menu.yaml, say) would be ignored.
    expect(contentFilesRead()).toEqual(onDisk);
  });
});

describe('a content file an editor got wrong', () => {
  let dir: string;
  let readContent: typeof ContentFiles.readContent;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lux-content-'));
    process.env.CONTENT_DIR = dir;
    jest.isolateModules(() => {
      ({ readContent } = jest.requireActual<typeof ContentFiles>('./content-files'));
    });
  });
  afterAll(async () => {
    delete process.env.CONTENT_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  const countries = z.array(z.strictObject({ slug: z.string(), name: z.string().min(1) }));

  it('names the file, the entry and the field, for every problem at once', async () => {
    await writeFile(
      path.join(dir, 'countries.yaml'),
      '- slug: india\n  name: ""\n- slug: kenya\n  nmae: Kenya\n',
    );
    expect(() => readContent('countries', countries)).toThrow(
      /^content\/countries\.yaml: \[0\]\.name: .*; \[1\]\.name: .*; \[1\]: Unrecognized key: "nmae"$/,
    );
  });

  it('names the file and the line of broken YAML', async () => {
    await writeFile(path.join(dir, 'broken.yaml'), '- slug: india\n  name: "India\n');
    expect(() => readContent('broken', countries)).toThrow(
      /^content\/broken\.yaml: Missing closing "quote at line \d+/,
    );
  });

  it('names a file that is not there', () => {
    expect(() => readContent('missing', countries)).toThrow(/missing\.yaml/);
  });
});
