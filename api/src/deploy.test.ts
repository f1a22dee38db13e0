import { readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import YAML from 'yaml';
import { buildCompiledApi, type CompiledApi } from './testing/compiled-api';
import { buildTestApp, type TestApp } from './testing/test-app';

// Docker is not run here: this holds docker-compose.yml and deploy/ to the code they deploy.

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  networks?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
}
interface Compose {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config: { subnet: string }[] } }>;
}

const compose = YAML.parse(read('docker-compose.yml'), { merge: true }) as Compose;
const services = Object.entries(compose.services);
const frontEnds = ['shell', 'mfe-destinations', 'mfe-experiences', 'mfe-enquiry', 'mfe-journal'];
/** A service that runs once and exits (it has nothing to check the health of). */
const isOneShot = (service: Service) => service.command !== undefined && !service.ports;

/** The service a front end is published by: the shell's page cache, `site`, for the shell. */
const published = (name: string) => compose.services[name === 'shell' ? 'site' : name] as Service;

/** The URL a healthcheck asks, whether by wget or by node's fetch. */
const healthUrl = (service: Service) => {
  const url = service.healthcheck?.test.join(' ').match(/http:\/\/127\.0\.0\.1[^\s'"]*/)?.[0];
  if (!url) throw new Error('no healthcheck URL');
  return new URL(url);
};

/** The Dockerfile's instructions, continuation lines joined, comments left out. */
const instructions = (dockerfile: string) =>
  read(dockerfile)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));

describe('docker-compose.yml', () => {
  it.each(services.filter(([, service]) => !isOneShot(service)))('%s has a healthcheck', (_name, service) => {
    expect(service.healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('seeds the content files into the database before the API starts, with the API’s image', () => {
    const { seed, api } = compose.services;
    expect(seed?.command).toEqual(['node', '--enable-source-maps', 'dist/seed.js']);
    expect(seed?.build).toEqual(api?.build);
    expect(seed?.environment?.DATABASE_URL).toBe(api?.environment?.DATABASE_URL);
    expect(api?.depends_on).toMatchObject({ seed: { condition: 'service_completed_successfully' } });
  });

  it.each(services.filter(([, service]) => service.depends_on))(
    '%s starts only once what it needs is healthy (or, for a one-shot, done)',
    (_name, service) => {
      expect(Array.isArray(service.depends_on)).toBe(false);
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        const neededService = compose.services[needed];
        expect(neededService).toBeDefined();
        expect(condition).toBe(
          isOneShot(neededService as Service) ? 'service_completed_successfully' : 'service_healthy',
        );
      }
    },
  );

  it('publishes every front end (the shell through its page cache, `site`) and not the API', () => {
    expect(compose.services.api?.ports).toBeUndefined();
    for (const name of frontEnds) expect(published(name).ports?.length).toBe(1);
    expect(compose.services.shell?.ports).toBeUndefined();
    expect(compose.services.site?.depends_on).toEqual({ shell: { condition: 'service_healthy' } });
  });

  it("has the manifest read each remote's server container on its internal port, which no one publishes", () => {
    const image = read('deploy/frontend.Dockerfile');
    const internalPort = image.match(/INTERNAL_PORT=(\d+)/)?.[1];
    expect(internalPort).toBeDefined();
    const remotes = frontEnds.filter((name) => name !== 'shell');
    const manifestArgs = compose.services['remotes-manifest']?.command ?? [];
    for (const name of remotes) {
      expect(manifestArgs).toContain(
        `${name.replace(/-/g, '_')}=http://localhost:${compose.services[name]?.ports?.[0]?.split(':')[0]}/@http://${name}:${internalPort}/`,
      );
      expect(compose.services[name]?.ports).toEqual([expect.stringMatching(/:80$/)]);
    }
  });

  it('lets the API trust only the network the front ends reach it on', () => {
    const { TRUST_PROXY } = compose.services.api?.environment ?? {};
    const edge = Object.entries(compose.networks).find(
      ([, network]) => network.ipam?.config[0]?.subnet === TRUST_PROXY,
    );
    expect(edge).toBeDefined();
    const [edgeName] = edge ?? [];
    const onEdge = services.filter(([, service]) => service.networks?.includes(String(edgeName)));
    // The one-shot manifest writer is there too: it reads the remotes, and never calls the API.
    expect(onEdge.map(([name]) => name).sort()).toEqual(
      ['api', ...frontEnds, 'remotes-manifest', 'site'].sort(),
    );
    // Behind `site`, the shell believes the visitor's address it names, and passes it on.
    expect(compose.services.shell?.environment?.TRUST_PROXY).toBe(TRUST_PROXY);
    expect(compose.services.postgres?.networks).not.toContain(edgeName);
  });

  it('gives the API and every front end the site origins', () => {
    const origins = compose.services.api?.environment?.SITE_ORIGINS;
    expect(origins).toContain('http://localhost:8080');
    for (const name of frontEnds) expect(compose.services[name]?.environment?.SITE_ORIGINS).toBe(origins);
  });

  it('gives the API and every front end one PROXY_SECRET, which the deployment must set', () => {
    const secret = compose.services.api?.environment?.PROXY_SECRET;
    expect(secret).toMatch(/^\$\{PROXY_SECRET:\?[^}]+\}$/);
    for (const name of frontEnds) expect(compose.services[name]?.environment?.PROXY_SECRET).toBe(secret);
  });

  it.each(frontEnds)('checks %s on the port its image listens on', (name) => {
    const service = published(name);
    const [, containerPort] = String(service.ports?.[0]).split(':');
    expect(healthUrl(service).port || '80').toBe(containerPort);
  });
});

describe('the API in docker-compose.yml', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it("checks readiness on a path the API answers, on its image's port", async () => {
    const url = healthUrl(compose.services.api as Service);
    expect(url.pathname).toBe('/ready');
    expect(instructions('deploy/api.Dockerfile')).toContainEqual(expect.stringContaining(`PORT=${url.port}`));

    expect((await testApp.get(url.pathname)).status).toBe(200);
  });

  it('runs the compiled server with plain node', () => {
    const cmd = instructions('deploy/api.Dockerfile').find((line) => line.startsWith('CMD'));
    expect(cmd).toMatch(/"node".*"dist\/server\.js"/);
    expect(cmd).not.toContain('tsx');
  });
});

describe('deploy/api.Dockerfile', () => {
  let compiled: CompiledApi;
  beforeAll(async () => {
    compiled = await buildCompiledApi();
  }, 60_000);
  afterAll(() => compiled.remove());

  it('copies every file of ours the compiled API is built from, so the build in the image finds them', () => {
    const copied = instructions('deploy/api.Dockerfile').flatMap(
      (line) => line.match(/^COPY (?!--from)(.+) \S+$/)?.[1]?.split(' ') ?? [],
    );
    // The bundles' source maps name every file compiled in, relative to the build folder.
    const compiledIn = ['server', 'enquiries', 'seed', 'artwork'].flatMap((entry) => {
      const map = JSON.parse(readFileSync(path.join(compiled.dir, `${entry}.js.map`), 'utf8')) as {
        sources: string[];
      };
      return map.sources.map((source) => path.relative(root, path.resolve(compiled.dir, source)));
    });
    const ours = [...new Set(compiledIn)].filter((file) => !file.split(path.sep).includes('node_modules'));
    expect(ours).toContain(path.join('api', 'src', 'server.ts'));

    const isCopied = (file: string) =>
      copied.some((source) => file === source || file.startsWith(`${source}/`));
    expect(ours.filter((file) => !isCopied(file))).toEqual([]);
  });

  it('copies the content files, which the compiled API reads at run time', () => {
    const copies = instructions('deploy/api.Dockerfile').filter((line) => line.startsWith('COPY'));
    // Beside api/, where the compiled API looks for it (api/src/db/seed/content-files.ts).
    expect(copies).toContain('COPY content content');
  });
});

describe('the front ends’ nginx (deploy/nginx/frontend.conf.template)', () => {
  // As the image's build writes the security policy in.
  const { renderNginxTemplate } = createRequire(__filename)('../../scripts/lib/security-headers.cjs') as {
    renderNginxTemplate: (template: string) => string;
  };
  const template = renderNginxTemplate(read('deploy/nginx/frontend.conf.template'));

  it('vouches for the forwarded headers it sends the API with PROXY_SECRET, in place of a visitor’s', () => {
    const apiLocation = template.match(/location \^~ \/api\/ \{([\s\S]*?)\n {4}\}/)?.[1] ?? '';
    expect(apiLocation).toContain('proxy_set_header X-Forwarded-For');
    // Quoted: an unset secret is an empty value, which nginx does not send.
    expect(apiLocation).toContain('proxy_set_header X-Proxy-Secret "${PROXY_SECRET}";');
  });

  it('has every variable it names filled in by the image', () => {
    const named = new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]));
    const cmd = instructions('deploy/frontend.Dockerfile').find((line) => line.startsWith('CMD')) ?? '';
    const substituted = new Set(
      [...(cmd.match(/envsubst '([^']*)'/)?.[1] ?? '').matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]),
    );
    expect(substituted).toEqual(named);
    expect(named).toContain('PROXY_SECRET');
  });
});

describe.each(['deploy/api.Dockerfile', 'deploy/frontend.Dockerfile', 'deploy/shell.Dockerfile'])(
  '%s',
  (dockerfile) => {
    it('installs from the package files alone, so a source change reuses the install layer', () => {
      const lines = instructions(dockerfile);
      const install = lines.findIndex((line) => /^RUN npm ci\b/.test(line));
      expect(install).toBeGreaterThan(0);
      const copiedBefore = lines.slice(0, install).filter((line) => line.startsWith('COPY'));
      for (const copy of copiedBefore) expect(copy).toMatch(/^COPY (\S*package(-lock)?\.json ?)+ \S+$/);
      // Every workspace's package.json, or npm ci refuses the lockfile.
      const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
      for (const workspace of workspaces) {
        expect(copiedBefore).toContain(`COPY ${workspace}/package.json ${workspace}/`);
      }
    });
  },
);

/** A Dockerfile's stages, the image last: each its name (`AS`) and instructions. */
function stagesOf(dockerfile: string) {
  const stages: { name?: string; lines: string[] }[] = [];
  for (const line of instructions(dockerfile)) {
    const from = line.match(/^FROM \S+(?: AS (\S+))?/);
    if (from) stages.push({ name: from[1], lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

interface LockedPackage {
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const locked = (JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> })
  .packages;

/** Whether an `npm ci` with these flags leaves the package out (`devOptional`: reached by the tools and by an optional dependency). */
const omittedBy = (npmCi: string, entry: LockedPackage) =>
  Boolean(
    (npmCi.includes('--omit=dev') && entry.dev) ||
    (npmCi.includes('--omit=optional') && (entry.optional || entry.devOptional)),
  );

/**
 * At most what an `npm ci` with these flags installs: every package of the lockfile it does not leave
 * out. (Its --workspace installs fewer: npm's narrowing is not modelled here, so what must be absent is
 * checked against this.)
 */
const installedAtMost = (npmCi: string) =>
  new Set(
    Object.entries(locked).flatMap(([location, entry]) => {
      const name = location.match(/node_modules\/((?:@[^/]+\/)?[^/]+)$/)?.[1];
      return name && !omittedBy(npmCi, entry) ? [name] : [];
    }),
  );

/** Where Node finds `name` from the package at `from`: its own node_modules, or its parents'. */
function lockedLocation(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    const location = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (locked[location]) return location;
    if (!dir || !dir.includes('node_modules/')) {
      return locked[`node_modules/${name}`] ? `node_modules/${name}` : undefined;
    }
  }
}

/** At least what it installs: its workspace's dependencies and theirs, less what it leaves out. */
function installedAtLeast(npmCi: string): Set<string> {
  const workspace = npmCi.match(/--workspace[= ](\S+)/)?.[1] ?? '';
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (location: string) => {
    if (seen.has(location)) return;
    seen.add(location);
    const entry = locked[location] as LockedPackage;
    if (entry.link && entry.resolved) return visit(entry.resolved);
    const wanted = { ...entry.peerDependencies, ...entry.optionalDependencies, ...entry.dependencies };
    for (const name of Object.keys(wanted)) {
      const found = lockedLocation(name, location);
      if (!found || omittedBy(npmCi, locked[found] as LockedPackage)) continue;
      names.add(name);
      visit(found);
    }
  };
  visit(workspace);
  return names;
}

const devDependenciesOf = (packageJson: string) =>
  Object.keys((JSON.parse(read(packageJson)) as { devDependencies?: object }).devDependencies ?? {});

/** The packages a file's text names (`from`, `import()`, `require()`), by package name. */
const packagesNamedIn = (text: string) =>
  [...text.matchAll(/(?:from |import\(|require\()\s*['"]([^'".][^'"]*)['"]/g)]
    .map((match) => match[1] as string)
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );

interface NodeBuild {
  name: string;
  externals:
    | Record<string, string>
    | ((data: { request: string }, callback: (error?: Error, result?: string) => void) => void);
}

/** The packages the shell's Node builds (its server program and its server render) leave to node_modules. */
function shellExternals(candidates: Iterable<string>) {
  const configs = (
    createRequire(__filename)('../../shell/webpack.config.js') as (
      env: object,
      argv: { mode: string },
    ) => NodeBuild[]
  )({}, { mode: 'production' }).filter((config) => config.externals);
  return configs.flatMap(({ externals }) =>
    typeof externals === 'function'
      ? [...candidates].filter((request) => {
          let left = false;
          externals({ request }, (_error, result) => (left = result !== undefined));
          return left;
        })
      : Object.keys(externals),
  );
}

describe.each(['deploy/shell.Dockerfile', 'deploy/api.Dockerfile'])(
  '%s holds only what runs',
  (dockerfile) => {
    const stages = stagesOf(dockerfile);
    const image = stages.at(-1) as { lines: string[] };
    // Where the image's node_modules come from: its own install, or a stage it copies whole.
    const fromStage = image.lines
      .map((line) => line.match(/^COPY --from=(\S+) \/app\/? /)?.[1])
      .find((name) => name !== undefined);
    const installStage = fromStage ? stages.find((stage) => stage.name === fromStage) : image;
    const npmCi = installStage?.lines.find((line) => /^RUN npm ci\b/.test(line)) ?? '';

    it('installs the production dependencies alone, none of the tools that build and test the site', () => {
      expect(npmCi).toContain('--omit=dev');
      const installed = installedAtMost(npmCi);
      // The repository's devDependencies are those tools (a type package is a few .d.ts files, not one).
      const tools = devDependenciesOf('package.json').filter((name) => !name.startsWith('@types/'));
      expect(tools.length).toBeGreaterThan(10);
      expect(tools.filter((tool) => installed.has(tool))).toEqual([]);
      expect(
        [...installed].filter((name) =>
          /webpack|jest|playwright|lighthouse|eslint|typescript|esbuild|^tsx$/.test(name),
        ),
      ).toEqual([]);
    });

    if (dockerfile.includes('shell')) {
      it('holds the shell’s build and runs the server built with it, with no source of ours', () => {
        const copiedFromContext = image.lines.flatMap((line) => {
          const copy = line.match(/^COPY (?!--from)(.+) \S+$/);
          return copy ? (copy[1] as string).split(' ') : [];
        });
        expect(copiedFromContext.filter((file) => !/(^|\/)package(-lock)?\.json$/.test(file))).toEqual([]);
        expect(image.lines).toContain('COPY --from=build /app/shell-build shell/dist');
        expect(image.lines.at(-1)).toBe('CMD ["node", "shell/dist/server/serve.js"]');
      });

      it('has every package the shell’s server and server render leave to node_modules', () => {
        const left = shellExternals(installedAtMost(''));
        expect(left).toEqual(expect.arrayContaining(['fastify', 'piscina', 'jsdom']));
        const installed = installedAtLeast(npmCi);
        expect(left.filter((name) => !installed.has(name))).toEqual([]);
      }, 30_000);
    } else {
      it('has every package the compiled API and its commands load', async () => {
        const compiled = await buildCompiledApi();
        try {
          const packages = ['server', 'delivery-thread', 'enquiries', 'seed'].flatMap((entry) =>
            packagesNamedIn(readFileSync(path.join(compiled.dir, `${entry}.js`), 'utf8')),
          );
          expect(packages.length).toBeGreaterThan(5);
          const installed = installedAtLeast(npmCi);
          expect([...new Set(packages)].filter((name) => !installed.has(name))).toEqual([]);
        } finally {
          await compiled.remove();
        }
      }, 60_000);
    }
  },
);
