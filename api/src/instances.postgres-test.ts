import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { startNginx } from '../../e2e/support/nginx';
import { loadConfig } from './config';
import { createDatabase, type Database } from './db/database';
import {
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from './routes/enquiries/enquiry-fixtures';
import {
  buildCompiledApi,
  freePort,
  type CompiledApi,
  type CompiledApiProcess,
} from './testing/compiled-api';
import { eventually } from './testing/eventually';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

jest.setTimeout(90_000);

// Two API processes on one PostgreSQL, each behind its own nginx running the front ends' production
// config (deploy/nginx/frontend.conf.template), as docker-compose runs several instances.
describe('two API instances on one PostgreSQL, behind the production nginx', () => {
  const RATE_LIMIT = 3;
  let compiled: CompiledApi;
  let database: TestDatabase;
  let db: Kysely<Database>;
  let workDir: string;
  let nginx: ChildProcess;
  let env: NodeJS.ProcessEnv;
  let apis: CompiledApiProcess[];
  /** The front ends' origins: the first passes /api to the first instance, the second to the second. */
  let sites: [string, string];

  beforeAll(async () => {
    [compiled, database, workDir] = await Promise.all([
      buildCompiledApi(),
      createTestDatabase(),
      mkdtemp(path.join(tmpdir(), 'lux-instances-')),
    ]);
    env = {
      ...database.env,
      MEDIA_DIR: path.join(workDir, 'media'),
      // nginx, on this machine, names the visitor.
      TRUST_PROXY: '127.0.0.1',
      ENQUIRY_RATE_LIMIT_MAX: String(RATE_LIMIT),
    };
    // One at a time, as a rolling deployment starts them: the first migrates and seeds.
    apis = [await compiled.start(env)];
    apis.push(await compiled.start(env));
    db = createDatabase(loadConfig(env).database, { warn: () => undefined });

    const siteRoot = path.join(workDir, 'site');
    await mkdir(siteRoot);
    await writeFile(path.join(siteRoot, 'index.html'), '<!doctype html><title>Front end</title>');
    const ports = [await freePort(), await freePort()];
    const internalPorts = [await freePort(), await freePort()];
    nginx = await startNginx(
      workDir,
      apis.map((api, i) => ({
        listenPort: ports[i] ?? 0,
        internalPort: internalPorts[i] ?? 0,
        siteRoot,
        apiUpstream: api.origin,
      })),
    );
    sites = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await compiled?.remove();
    await db?.destroy();
    await database?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('allows a visitor the enquiry limit once in total, whichever instance answers', async () => {
    const [destination] = (await useDestinations(db)) as [FixtureDestination];
    const statuses = [];
    for (let i = 0; i < RATE_LIMIT + 2; i += 1) {
      statuses.push((await postEnquiry(sites[i % 2] ?? '', modalEnquiry(destination))).status);
    }

    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it("drops an instance's cached content when another one changes content", async () => {
    const asiaOn = async (site: string) => {
      const continents = (await (await fetch(`${site}/api/v1/continents/`)).json()) as {
        slug: string;
        name: string;
      }[];
      return continents.find(({ slug }) => slug === 'asia')?.name;
    };
    expect(await asiaOn(sites[0])).toBe('Asia');
    await db.updateTable('continents').set({ name: 'Asia, Renamed' }).where('slug', '=', 'asia').execute();
    // The first instance still answers from its cache: nothing told it.
    expect(await asiaOn(sites[0])).toBe('Asia');

    // A new release of the second instance: its start seeds content, and announces the change.
    const [, second] = apis;
    second?.process.kill('SIGTERM');
    expect(await second?.exited).toBe(0);
    const replacement = await compiled.start(env);
    apis[1] = replacement;

    await eventually(
      async () => (await asiaOn(sites[0])) === 'Asia, Renamed',
      'the first instance reads afresh',
    );
  });
});
