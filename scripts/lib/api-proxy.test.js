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
