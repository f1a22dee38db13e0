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
