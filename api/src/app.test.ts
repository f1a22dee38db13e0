import { HttpError } from './http-errors';
import { buildTestApp, type TestApp } from './testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    // Routes that fail on purpose, to see what clients are told.
    extend(app) {
      app.get('/test/crash', async () => {
        throw new Error('connection to db-internal-7:5432 refused');
      });
      app.get('/test/teapot', async () => {
        throw new HttpError(418, 'This route only brews tea');
      });
      // What pg raises while PostgreSQL restarts: its server's message, then losing the socket.
      app.get('/test/postgres-shutting-down', async () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      });
      app.get('/test/postgres-refused', async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
      app.get('/test/postgres-lost', async () => {
        throw new Error('Connection terminated unexpectedly');
      });
    },
  });
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.get(url);

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const response = await get('/api/v1/no-such-thing/');

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/v1/no-such-thing/ not found',
    });
  });

  it.each([
    ['a long path', `/api/v1/${'a'.repeat(5000)}`],
    ['a path segment past the router cap', `/api/v1/countries/${'b'.repeat(5000)}/packages`],
    ['a malformed percent-encoding', `/api/v1/countries/%E0%A4%A/${'c'.repeat(5000)}`],
  ])('never echoes %s back whole', async (_case, url) => {
    const response = await get(url);

    expect(response.status).toBe(404);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/^Route GET \/api\/v1\/.{1,200}… not found$/);
    expect(response.body.length).toBeLessThan(400);
  });

  it('never echoes a long slug back whole in a detail 404', async () => {
    const response = await get(`/api/v1/package-detail/${'d'.repeat(900)}`);

    expect(response.status).toBe(404);
    expect(response.json<{ message: string }>().message).toMatch(/^Package "d{1,200}…$/);
  });

  it('hides the details of a server error behind a generic message', async () => {
    const response = await get('/test/crash');

    expect(response.status).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side.',
    });
    expect(response.body).not.toContain('db-internal');
    expect(response.body).not.toContain('at ');
  });

  it.each(['/test/postgres-shutting-down', '/test/postgres-refused', '/test/postgres-lost'])(
    'answers 503 with Retry-After when the database is out of reach (%s)',
    async (url) => {
      const response = await get(url);

      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is unavailable for a moment. Please try again in a few seconds.',
      });
    },
  );

  it('passes client error messages through', async () => {
    const response = await get('/test/teapot');

    expect(response.status).toBe(418);
    expect(response.json()).toEqual({
      statusCode: 418,
      error: "I'm a Teapot",
      message: 'This route only brews tea',
    });
  });
});
