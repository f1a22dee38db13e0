import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe.each(['/api/v1/health', '/ready', '/health'])('GET %s', (url) => {
  it('reports ok, and is never cached', async () => {
    const response = await testApp.get(url);

    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
