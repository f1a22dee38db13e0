import { execFile, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import YAML from 'yaml';
import { startNginx } from '../../e2e/support/nginx';
import { loadConfig } from './config';
import { createDatabase, type Database } from './db/database';
import { CONTENT_DIR } from './db/seed/content-files';
import {
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from './routes/enquiries/enquiry-fixtures';
import { freePort } from '../../scripts/lib/free-port.cjs';
import { buildCompiledApi, type CompiledApi, type CompiledApiProcess } from './testing/compiled-api';
import { eventually } from './testing/eventually';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

jest.setTimeout(90_000);

/** What docker-compose gives the API and every front end. */
const PROXY_SECRET = 'compose-proxy-secret-5e0c2a9b7d4f1e38';

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
      PROXY_SECRET,
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
        proxySecret: PROXY_SECRET,
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

  it('counts each visitor named by a proxy in front of nginx apart: nginx vouches with the secret', async () => {
    const [destination] = (await useDestinations(db)) as [FixtureDestination];
    // A TLS terminator on this machine, say: nginx adds its address after the visitor's.
    const asNamed = (visitor: string, i: number) =>
      postEnquiry(sites[i % 2] ?? '', modalEnquiry(destination), { 'x-forwarded-for': visitor });
    const statuses = [];
    for (let i = 0; i < RATE_LIMIT + 1; i += 1) statuses.push((await asNamed('198.51.100.23', i)).status);
    const another = await asNamed('198.51.100.24', 0);

    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(another.status).toBe(201);
  });

  it('drops both instances’ cached content when `npm run seed` changes it', async () => {
    const asiaOn = async (site: string) => {
      const continents = (await (await fetch(`${site}/api/v1/continents/`)).json()) as {
        slug: string;
        name: string;
      }[];
      return continents.find(({ slug }) => slug === 'asia')?.name;
    };
    for (const site of sites) expect(await asiaOn(site)).toBe('Asia');
    await db.updateTable('continents').set({ name: 'Asia, Renamed' }).where('slug', '=', 'asia').execute();
    // The instances still answer from their caches: nothing told them.
    for (const site of sites) expect(await asiaOn(site)).toBe('Asia');

    // An editor renames the continent in its file and seeds it, as a deploy does, while the site runs.
    const contentDir = path.join(workDir, 'content');
    await cp(CONTENT_DIR, contentDir, { recursive: true });
    const continentsFile = path.join(contentDir, 'destinations/continents.yaml');
    const continents = YAML.parse(await readFile(continentsFile, 'utf8')) as { slug: string; name: string }[];
    for (const continent of continents)
      if (continent.slug === 'asia') continent.name = 'Asia and the Far East';
    await writeFile(continentsFile, YAML.stringify(continents));
    await promisify(execFile)(process.execPath, [path.join(compiled.dir, 'seed.js')], {
      env: { ...process.env, ...env, CONTENT_DIR: contentDir },
    });

    for (const site of sites) {
      await eventually(async () => (await asiaOn(site)) === 'Asia and the Far East', `${site} reads afresh`);
    }
  });
});
