// Where the site under test runs: the default ports, or the stack PORT_OFFSET moves (as for npm start),
// so the browser tests can run beside a site already running on this machine.
import { createRequire } from 'node:module';

type App = 'shell' | 'mfe-destinations' | 'mfe-experiences' | 'mfe-enquiry' | 'mfe-journal' | 'api';
type PageRegistry = { pages: Record<string, unknown> };

// The same helpers the scripts and the webpack factory use (plain Node modules).
const requireScript = createRequire(__filename);
const { internalPortOf, portOf, remotes, serverArgs, siteOrigins } = requireScript(
  '../../scripts/lib/ports.cjs',
) as {
  internalPortOf: (app: RemoteApp) => number;
  portOf: (app: App) => number;
  remotes: RemoteApp[];
  serverArgs: (app: Exclude<App, 'api'>) => string[];
  siteOrigins: () => string[];
};
const { manifestEntry, readRegistry } = requireScript('../../scripts/lib/page-registry.cjs') as {
  manifestEntry: (
    baseUrl: string,
    registry: PageRegistry,
    options: { serverBaseUrl: string },
  ) => { entry: string; serverEntry: string; pages: PageRegistry['pages'] };
  readRegistry: (file: string) => PageRegistry;
};

const { freePort, isFree } = requireScript('../../scripts/lib/free-port.cjs') as {
  freePort: () => Promise<number>;
  isFree: (port: number) => Promise<boolean>;
};

export { freePort, internalPortOf, isFree, portOf, remotes, serverArgs, siteOrigins };

/** e.g. origin('mfe-journal') → http://localhost:3004 */
export const origin = (app: App) => `http://localhost:${portOf(app)}`;

export type RemoteApp = Exclude<App, 'shell' | 'api'>;
const federationName = (app: RemoteApp) => app.replace(/-/g, '_');

/**
 * A site manifest (`/remotes.json`) with each remote's built registry, the remote served from `baseUrls`
 * (its own port unless given), its server container from the same path on its internal port.
 */
export function siteManifest(root: string, baseUrls: Partial<Record<RemoteApp, string>> = {}) {
  return Object.fromEntries(
    remotes.map((app) => {
      const baseUrl = baseUrls[app] ?? `${origin(app)}/`;
      const serverBaseUrl = new URL(new URL(baseUrl).pathname, `http://127.0.0.1:${internalPortOf(app)}`)
        .href;
      return [
        federationName(app),
        manifestEntry(baseUrl, readRegistry(`${root}/${app}/dist/pages.json`), { serverBaseUrl }),
      ];
    }),
  );
}
