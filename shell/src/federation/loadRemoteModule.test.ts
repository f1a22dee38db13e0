import { loadRemote } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { RemoteModuleLoadError, loadRemoteModule } from './loadRemoteModule';
import { loadManifest } from './manifest';

// The federation runtime only exists in a webpack build: here its loadRemote is a stand-in per test,
// and the manifest names the remote at one entry that the page's policy allows.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn() }));
jest.mock('./manifest', () => ({
  allowedByPagePolicy: () => true,
  currentEntryOf: () => 'http://127.0.0.1:4101/server/remoteEntry.js',
  currentManifest: () => Promise.resolve({}),
  loadManifest: jest.fn(() => Promise.resolve({})),
}));
const remoteLoad = jest.mocked(loadRemote);
const manifestReload = jest.mocked(loadManifest);

const Page = () => null;
const page = { remote: 'mfe_destinations', module: 'PackagePage' };
/** What Node's fetch throws when the connection fails: a TypeError whose cause says why. */
const fetchFailed = () =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
  });

beforeEach(() => remoteLoad.mockReset());

it('asks again once when a chunk’s fetch failed on its connection, and loads the page', async () => {
  remoteLoad.mockRejectedValueOnce(fetchFailed()).mockResolvedValueOnce({ default: Page });
  await expect(loadRemoteModule(page)).resolves.toEqual({ default: Page });
  expect(remoteLoad).toHaveBeenCalledTimes(2);
});

it('fails after a second failed fetch, saying why the connection failed', async () => {
  remoteLoad.mockRejectedValue(fetchFailed());
  const failure = loadRemoteModule(page);
  await expect(failure).rejects.toBeInstanceOf(RemoteModuleLoadError);
  await expect(failure).rejects.toThrow(
    'Could not load remote module mfe_destinations/PackagePage: fetch failed (UND_ERR_SOCKET)',
  );
  expect(remoteLoad).toHaveBeenCalledTimes(2);
});

it('does not ask again when the remote answered with a failure', async () => {
  remoteLoad.mockRejectedValue(
    new Error('[ Federation Runtime ]: remote "mfe_destinations" has no module "./PackagePage"'),
  );
  await expect(loadRemoteModule(page)).rejects.toBeInstanceOf(RemoteModuleLoadError);
  expect(remoteLoad).toHaveBeenCalledTimes(1);
});

/** What the server containers' file fetch throws when the remote's server answers with a failure. */
const answered = (status: number) =>
  Object.assign(new Error(`GET http://127.0.0.1:4101/server/1.js answered ${status}`), {
    name: 'RemoteFileAnswerError',
    status,
  });

it('asks again once when the remote’s server answered a chunk with a temporary failure', async () => {
  remoteLoad.mockRejectedValueOnce(answered(503)).mockResolvedValueOnce({ default: Page });
  await expect(loadRemoteModule(page)).resolves.toEqual({ default: Page });
  expect(remoteLoad).toHaveBeenCalledTimes(2);
});

it('does not ask again for a chunk the remote’s server does not have, and says which', async () => {
  remoteLoad.mockRejectedValue(answered(404));
  await expect(loadRemoteModule(page)).rejects.toThrow(
    'Could not load remote module mfe_destinations/PackagePage: GET http://127.0.0.1:4101/server/1.js answered 404',
  );
  expect(remoteLoad).toHaveBeenCalledTimes(1);
});

it('loads one remote’s modules one after another, and different remotes’ at once', async () => {
  const pending = new Map<string, () => void>();
  remoteLoad.mockImplementation(
    (id: string) =>
      new Promise((resolve) => pending.set(id, () => resolve({ default: Page }))) as ReturnType<
        typeof loadRemote
      >,
  );
  const loads = [
    loadRemoteModule(page),
    loadRemoteModule({ remote: 'mfe_destinations', module: 'CountryPage' }),
    loadRemoteModule({ remote: 'mfe_journal', module: 'JournalListPage' }),
  ];
  await waitFor(() =>
    expect([...pending.keys()]).toEqual(['mfe_destinations/PackagePage', 'mfe_journal/JournalListPage']),
  );
  pending.get('mfe_destinations/PackagePage')?.();
  await waitFor(() => expect(pending.has('mfe_destinations/CountryPage')).toBe(true));
  pending.get('mfe_destinations/CountryPage')?.();
  pending.get('mfe_journal/JournalListPage')?.();
  await expect(Promise.all(loads)).resolves.toHaveLength(3);
});

it('registers a remote afresh for a load asked for while another of its loads was failing', async () => {
  // The federation runtime's state after a failure (a kit half made) is not for the next load to use.
  const versionError = new Error('Version 1.0.0 of @lux/store does not satisfy ^2.0.0');
  let failFirst: (error: Error) => void = () => {};
  remoteLoad
    .mockImplementationOnce(
      () => new Promise((_resolve, reject) => (failFirst = reject)) as ReturnType<typeof loadRemote>,
    )
    .mockRejectedValueOnce(versionError);
  manifestReload.mockClear();
  const first = loadRemoteModule({ remote: 'mfe_journal', module: 'JournalListPage' });
  const second = loadRemoteModule({ remote: 'mfe_journal', module: 'JournalArticlePage' });
  await waitFor(() => expect(remoteLoad).toHaveBeenCalledTimes(1));
  failFirst(versionError);
  await expect(first).rejects.toBeInstanceOf(RemoteModuleLoadError);
  await expect(second).rejects.toBeInstanceOf(RemoteModuleLoadError);
  expect(manifestReload).toHaveBeenCalledWith(['mfe_journal']);
  expect(manifestReload.mock.invocationCallOrder[0]).toBeLessThan(
    remoteLoad.mock.invocationCallOrder[1] ?? 0,
  );
});
