import { http, HttpResponse } from 'msw';
import { continentFixtures } from '@lux/shared/testing/fixtures';
import { apiServer } from '@lux/shared/testing/server';
import { createLuxStore } from './createLuxStore';
import { injectEndpoints, setApiOrigin } from './luxApi';

const continents = 'http://127.0.0.1:4000/api/v1/continents/';
const { endpoints } = injectEndpoints({
  endpoints: (build) => ({ getContinents: build.query<unknown, void>({ query: () => 'continents/' }) }),
});

/** The server's way of reading the API: asks for the continents, counting the requests that reach it. */
async function continentsAsTheServerReadsThem(answers: (() => Response)[]) {
  setApiOrigin('http://127.0.0.1:4000');
  let requests = 0;
  apiServer.use(http.get(continents, () => answers[requests++]?.() ?? HttpResponse.json(continentFixtures)));
  const store = createLuxStore();
  const result = await store.dispatch(endpoints.getContinents.initiate());
  return { result, requests };
}

it('asks again, on the server, for a query whose request failed on its connection', async () => {
  const { result, requests } = await continentsAsTheServerReadsThem([
    () => HttpResponse.error(),
    () => HttpResponse.error(),
  ]);
  expect(result.data).toEqual(continentFixtures);
  expect(requests).toBe(3);
});

it('gives up after a third failed connection, and never repeats an answer', async () => {
  const failed = await continentsAsTheServerReadsThem([
    () => HttpResponse.error(),
    () => HttpResponse.error(),
    () => HttpResponse.error(),
  ]);
  expect(failed.result.error).toMatchObject({ status: 'FETCH_ERROR' });
  expect(failed.requests).toBe(3);

  const answered = await continentsAsTheServerReadsThem([() => new HttpResponse(null, { status: 503 })]);
  expect(answered.result.error).toMatchObject({ status: 503 });
  expect(answered.requests).toBe(1);
});

it('takes the definitions of an area injected again (a remote redeployed) in place of the old ones', async () => {
  setApiOrigin('http://127.0.0.1:4000');
  apiServer.use(
    http.get('http://127.0.0.1:4000/api/v1/old-address/', () => HttpResponse.json('old')),
    http.get('http://127.0.0.1:4000/api/v1/new-address/', () => HttpResponse.json('new')),
  );
  injectEndpoints({
    endpoints: (build) => ({ getRedeployed: build.query<string, void>({ query: () => 'old-address/' }) }),
  });
  const redeployed = injectEndpoints({
    endpoints: (build) => ({ getRedeployed: build.query<string, void>({ query: () => 'new-address/' }) }),
  });

  const result = await createLuxStore().dispatch(redeployed.endpoints.getRedeployed.initiate());
  expect(result.data).toBe('new');
});
