import { http, HttpResponse } from 'msw';
import { apiServer } from '../testing/server';
import checkedFileFetch, { isTemporaryFileAnswer } from './checkedFileFetch';

const chunk = 'http://127.0.0.1:4101/server/123.abc.js';
async function fetchFile(url: string): Promise<Response> {
  const { fetch } = checkedFileFetch();
  if (!fetch) throw new Error('the plugin has no fetch hook');
  return (await fetch(url, {})) as Response;
}
/** The remote's server answering the chunk with a status and Fastify's JSON error body. */
const answer = (status: number) =>
  apiServer.use(
    http.get(chunk, () => HttpResponse.json({ statusCode: status, error: 'Not the file' }, { status })),
  );

it('hands the runtime the file when the remote’s server sends it', async () => {
  apiServer.use(http.get(chunk, () => new HttpResponse('exports.ids = [123];', { status: 200 })));
  await expect((await fetchFile(chunk)).text()).resolves.toBe('exports.ids = [123];');
});

it('fails on an answer that is not the file, naming its address and status, instead of running it', async () => {
  answer(404);
  const failure = fetchFile(chunk);
  await expect(failure).rejects.toThrow(`GET ${chunk} answered 404`);
  await expect(failure).rejects.toMatchObject({ name: 'RemoteFileAnswerError', status: 404 });
});

it('calls a busy, restarting or slow server temporary, a missing file not', async () => {
  const failureOf = async (status: number) => {
    answer(status);
    return fetchFile(chunk).catch((error: unknown) => error);
  };
  for (const status of [503, 502, 500, 408, 429])
    expect(isTemporaryFileAnswer(await failureOf(status))).toBe(true);
  for (const status of [404, 403, 400]) expect(isTemporaryFileAnswer(await failureOf(status))).toBe(false);
  expect(isTemporaryFileAnswer(new TypeError('fetch failed'))).toBe(false);
});

describe('a remote’s entry file, which the runtime fetches past the fetch hook', () => {
  const entry = 'http://127.0.0.1:4101/releases/missing/server/remoteEntry.js';
  async function checkEntry() {
    const { loadEntry } = checkedFileFetch();
    if (!loadEntry) throw new Error('the plugin has no loadEntry hook');
    return loadEntry({ remoteInfo: { entry } } as Parameters<typeof loadEntry>[0]);
  }

  it('is left to the runtime to load when it is there', async () => {
    apiServer.use(http.head(entry, () => new HttpResponse(null, { status: 200 })));
    await expect(checkEntry()).resolves.toBeUndefined();
  });

  it('fails, naming its address and status, when its release is not there', async () => {
    apiServer.use(http.head(entry, () => new HttpResponse(null, { status: 404 })));
    const failure = checkEntry();
    await expect(failure).rejects.toThrow(`HEAD ${entry} answered 404`);
    await expect(failure).rejects.toMatchObject({ name: 'RemoteFileAnswerError', status: 404 });
  });
});
