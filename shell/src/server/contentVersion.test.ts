import { apiServer } from '@lux/shared/testing/server';
import { http as mock, passthrough } from 'msw';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchContentVersion } from './contentVersion';

/** A stand-in for the API's /api/v1/content-version/: a long poll held until `change()` is called. */
async function fakeApi() {
  let token = 'first';
  let held: (() => void)[] = [];
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    asked.push(url.search);
    const answer = () => response.end(JSON.stringify({ token }));
    if (url.searchParams.get('after') === token) held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    change(next: string) {
      token = next;
      for (const answer of held) answer();
      held = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const answer of held) answer();
        server.close(() => resolve());
      }),
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

// The watch asks a real server on this machine, which the unit tests' mocked API (MSW) would refuse.
beforeEach(() => apiServer.use(mock.get('*/api/v1/content-version/', () => passthrough())));

describe('watching the content version', () => {
  it('tells of the first token and of every change, as soon as the held request is answered', async () => {
    const api = await fakeApi();
    const seen: string[] = [];
    const watch = watchContentVersion({ apiOrigin: api.origin, onChange: (token) => seen.push(token) });
    try {
      await watch.ready;
      expect(seen).toEqual(['first']);
      await until(() => api.asked.length === 2);
      expect(api.asked[1]).toBe('?after=first&wait=20');
      api.change('second');
      await until(() => seen.length === 2);
      expect(seen).toEqual(['first', 'second']);
    } finally {
      watch.stop();
      await api.close();
    }
  });

  it('keeps trying while the API is out of reach, and tells of the token it finds when back', async () => {
    const api = await fakeApi();
    const { origin } = api;
    await api.close();
    const seen: string[] = [];
    const watch = watchContentVersion({
      apiOrigin: origin,
      onChange: (token) => seen.push(token),
      retryMs: 10,
    });
    try {
      await watch.ready;
      expect(seen).toEqual([]);
      const back = http.createServer((_request, response) =>
        response.end(JSON.stringify({ token: 'after' })),
      );
      await new Promise<void>((resolve) => back.listen(Number(new URL(origin).port), '127.0.0.1', resolve));
      try {
        await until(() => seen.length === 1);
        expect(seen).toEqual(['after']);
      } finally {
        watch.stop();
        back.closeAllConnections();
        await new Promise<void>((resolve) => back.close(() => resolve()));
      }
    } finally {
      watch.stop();
    }
  });
});
