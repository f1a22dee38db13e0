const http = require('node:http');
const Fastify = require('fastify');
const { registerApiProxy } = require('./api-proxy.mjs');

// The API believes the visitor's address a front end names only when the request carries the front
// ends' secret (PROXY_SECRET): the proxy sends it, and never a visitor's own X-Proxy-Secret.

let api;
/** The headers of each request the API received. */
let received;

beforeAll(async () => {
  api = http.createServer((request, response) => {
    received.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-store');
    response.end('{}');
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
});
const { PROXY_SECRET } = process.env;
afterAll(async () => {
  process.env.PROXY_SECRET = PROXY_SECRET;
  if (PROXY_SECRET === undefined) delete process.env.PROXY_SECRET;
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  received = [];
});

/** A front end's server, started with `proxySecret` as its PROXY_SECRET. */
async function frontEnd(proxySecret) {
  const server = Fastify();
  if (proxySecret === undefined) delete process.env.PROXY_SECRET;
  else process.env.PROXY_SECRET = proxySecret;
  await registerApiProxy(server, `http://127.0.0.1:${api.address().port}`);
  await server.listen({ host: '127.0.0.1', port: 0 });
  return server;
}

/** A visitor's POST and GET through `server`, each with a guess at the secret. */
async function visit(server) {
  const origin = `http://127.0.0.1:${server.server.address().port}`;
  const headers = { 'x-proxy-secret': 'a-visitors-guess-at-it', 'x-forwarded-for': '198.51.100.7' };
  await fetch(`${origin}/api/v1/enquiries/`, { method: 'POST', headers, body: '{}' });
  await fetch(`${origin}/media/hero.webp`, { headers });
}

it('sends the secret to the API with the visitor’s own address, in place of the visitor’s guess', async () => {
  const server = await frontEnd('front-ends-only-3f9a1c7e5b2d4a6f');
  try {
    await visit(server);
  } finally {
    await server.close();
  }
  expect(received).toHaveLength(2);
  for (const headers of received) {
    expect(headers['x-proxy-secret']).toBe('front-ends-only-3f9a1c7e5b2d4a6f');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  }
});

it('passes no X-Proxy-Secret on without PROXY_SECRET', async () => {
  const server = await frontEnd(undefined);
  try {
    await visit(server);
  } finally {
    await server.close();
  }
  expect(received).toHaveLength(2);
  for (const headers of received) expect(headers['x-proxy-secret']).toBeUndefined();
});

describe('a request body', () => {
  // An API route with a small body limit, as the enquiries' (16 KB): Fastify answers a longer body
  // with 413 at once and closes the connection while the body is still arriving.
  const LIMIT = 16 * 1024;
  let smallLimitApi;
  /** The body and content type of each enquiry the API took. */
  let taken;
  /** How many requests reached the API at all. */
  let arrived;
  let server;
  let origin;

  beforeAll(async () => {
    smallLimitApi = Fastify();
    smallLimitApi.addHook('onRequest', async () => {
      arrived += 1;
    });
    smallLimitApi.removeAllContentTypeParsers();
    smallLimitApi.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    smallLimitApi.post('/api/v1/enquiries', { bodyLimit: LIMIT }, async (request, reply) => {
      taken.push({ body: request.body, contentType: request.headers['content-type'] });
      return reply.code(201).send({ id: 1 });
    });
    await smallLimitApi.listen({ host: '127.0.0.1', port: 0 });
    server = Fastify();
    await registerApiProxy(server, `http://127.0.0.1:${smallLimitApi.server.address().port}`);
    await server.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${server.server.address().port}`;
  });
  afterAll(async () => {
    await server.close();
    await smallLimitApi.close();
  });
  beforeEach(() => {
    taken = [];
    arrived = 0;
  });

  const post = (body, contentType = 'application/json') =>
    fetch(`${origin}/api/v1/enquiries`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('reaches the API byte for byte, its content type as sent', async () => {
    // Duplicate keys and a __proto__ key: passed on as written, for the API to judge.
    const body = '{"name":"Zoë","name":"Zoë 2","__proto__":{}}';
    const response = await post(body, 'application/json; charset=utf-8');

    expect(response.status).toBe(201);
    expect(taken).toEqual([{ body: Buffer.from(body), contentType: 'application/json; charset=utf-8' }]);
  });

  it('over the API’s limit gets the API’s own 413, however long, never a 502', async () => {
    for (const length of [LIMIT + 1, 300 * 1024, 1000 * 1024]) {
      const response = await post(JSON.stringify({ message: 'a'.repeat(length) }));

      expect({ length, status: response.status }).toEqual({ length, status: 413 });
      expect(await response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    }
    expect(taken).toEqual([]);
  });

  it('past a megabyte is refused here, in the API’s words, before the API is troubled with it', async () => {
    const response = await post(JSON.stringify({ message: 'a'.repeat(3 * 1024 * 1024) }), 'text/plain');

    expect(response.status).toBe(413);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
    expect(arrived).toBe(0);
  });
});
