import { apiServer } from '@lux/shared/testing/server';
import { http, HttpResponse } from 'msw';
import type * as ManifestModule from './manifest';
import type { RemoteManifest } from './manifest';

// The federation runtime only exists in a webpack build; here its registration is watched at its seam:
// what is registered, and what is removed from its registered remotes.
jest.mock('@module-federation/enhanced/runtime', () => {
  const remotes: { name: string; entry: string }[] = [];
  const removeRemote = jest.fn((remote: { name: string }) =>
    remotes.splice(remotes.indexOf(remote as never), 1),
  );
  return {
    registerRemotes: jest.fn((added: typeof remotes) => remotes.push(...added)),
    getInstance: () => ({ options: { remotes }, remoteHandler: { removeRemote } }),
  };
});

const journalPages = {
  JournalListPage: {
    paths: ['/journal'],
    source: './src/journal-list/JournalListPage.tsx',
    texts: { error: 'Could not load articles.' },
  },
};
const manifestAt = (journalEntry: string): RemoteManifest => ({
  mfe_journal: { entry: journalEntry, pages: journalPages },
  mfe_enquiry: { entry: 'http://localhost:3003/remoteEntry.js', pages: {} },
});
const serveManifest = (body: object, status = 200) =>
  apiServer.use(http.get('*/remotes.json', () => HttpResponse.json(body, { status })));

// The manifest is module state (one per page load), so each test starts from a fresh module.
let manifest: typeof ManifestModule;
let register: jest.Mock;
let removeRemote: jest.Mock;
beforeEach(() => {
  jest.resetModules();
  manifest = jest.requireActual<typeof ManifestModule>('./manifest');
  const runtime = jest.requireMock<{
    registerRemotes: jest.Mock;
    getInstance: () => { options: { remotes: unknown[] }; remoteHandler: { removeRemote: jest.Mock } };
  }>('@module-federation/enhanced/runtime');
  register = runtime.registerRemotes;
  removeRemote = runtime.getInstance().remoteHandler.removeRemote;
  runtime.getInstance().options.remotes.length = 0;
  register.mockClear();
  removeRemote.mockClear();
});

it('reads /remotes.json and registers each remote once', async () => {
  serveManifest(manifestAt('http://localhost:3004/remoteEntry.js'));
  await expect(manifest.loadManifest()).resolves.toEqual(manifestAt('http://localhost:3004/remoteEntry.js'));
  expect(register).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledWith([
    { name: 'mfe_journal', entry: 'http://localhost:3004/remoteEntry.js' },
    { name: 'mfe_enquiry', entry: 'http://localhost:3003/remoteEntry.js' },
  ]);
});

it('re-registers, afresh, a remote repointed since, and one named to refresh, letting the old go', async () => {
  serveManifest(manifestAt('http://localhost:3004/remoteEntry.js'));
  await manifest.loadManifest();
  register.mockClear();

  serveManifest(manifestAt('http://cdn.example/journal/v2/remoteEntry.js'));
  await manifest.loadManifest();
  // Removed, then registered: the runtime drops the old container, with no warning (as `force` gives).
  expect(removeRemote).toHaveBeenCalledWith({
    name: 'mfe_journal',
    entry: 'http://localhost:3004/remoteEntry.js',
  });
  expect(register).toHaveBeenCalledWith([
    { name: 'mfe_journal', entry: 'http://cdn.example/journal/v2/remoteEntry.js' },
  ]);

  register.mockClear();
  removeRemote.mockClear();
  await manifest.loadManifest(['mfe_enquiry']);
  expect(removeRemote).toHaveBeenCalledWith({
    name: 'mfe_enquiry',
    entry: 'http://localhost:3003/remoteEntry.js',
  });
  expect(register).toHaveBeenCalledWith([
    { name: 'mfe_enquiry', entry: 'http://localhost:3003/remoteEntry.js' },
  ]);
});

it('fails without routes when the manifest cannot be read, and recovers on the next read', async () => {
  serveManifest({}, 503);
  await expect(manifest.loadManifest()).rejects.toThrow('Remote manifest answered 503');
  serveManifest(manifestAt('http://localhost:3004/remoteEntry.js'));
  await expect(manifest.currentManifest()).resolves.toHaveProperty('mfe_journal');
});

it('keeps the routes it has when a later read fails', async () => {
  serveManifest(manifestAt('http://localhost:3004/remoteEntry.js'));
  await manifest.loadManifest();
  serveManifest({}, 500);
  await expect(manifest.loadManifest(['mfe_journal'])).rejects.toThrow();
  await expect(manifest.currentManifest()).resolves.toHaveProperty('mfe_journal');
});

it('drops a malformed entry instead of the whole manifest', async () => {
  serveManifest({ ...manifestAt('http://localhost:3004/remoteEntry.js'), mfe_broken: 'http://old-format/' });
  expect(Object.keys(await manifest.loadManifest())).toEqual(['mfe_journal', 'mfe_enquiry']);
});

it('knows when a remote has moved to an origin the page was not served with', async () => {
  manifest.adoptManifest(manifestAt('http://localhost:3004/remoteEntry.js'));
  expect(manifest.allowedByPagePolicy('mfe_journal')).toBe(true);
  // A new release on the same origin runs under the page's policy...
  serveManifest(manifestAt('http://localhost:3004/releases/42/remoteEntry.js'));
  await manifest.loadManifest(['mfe_journal']);
  expect(manifest.allowedByPagePolicy('mfe_journal')).toBe(true);
  // ...one on another origin does not.
  serveManifest(manifestAt('https://journal.example.com/remoteEntry.js'));
  await manifest.loadManifest(['mfe_journal']);
  expect(manifest.allowedByPagePolicy('mfe_journal')).toBe(false);
  expect(manifest.allowedByPagePolicy('mfe_enquiry')).toBe(true);
});
