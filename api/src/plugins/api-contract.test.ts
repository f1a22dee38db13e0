import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { listSitePages } from '../testing/site-pages';
import { buildTestApp, type TestApp } from '../testing/test-app';

let testApp: TestApp;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  testApp = await buildTestApp();
  document = (await testApp.get('/api/v1/openapi.json')).json();
});
afterAll(() => testApp.close());

// The routes that are not the API's contract: the document itself, its reference page, and the
// media files (@fastify/static hides its own routes).
const undocumented = /^\/api\/v1\/(openapi\.json|docs(\/|$))|\*/;

/** Every route the app serves, `GET /api/v1/journal/{slug}`, read from Fastify's own route tree. */
function servedRoutes(): string[] {
  const stack: string[] = [];
  return testApp.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
      if (!match) return [];
      const [, indent = '', segment = '', methods = ''] = match;
      const depth = indent.length / 4;
      stack.length = depth;
      const path = [...stack, segment].join('');
      stack.push(segment);
      return methods
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    })
    .filter((route) => !undocumented.test(route.split(' ')[1] ?? ''));
}

const documentedRoutes = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the OpenAPI document at /api/v1/openapi.json', () => {
  it('describes every route the API serves, and no other', () => {
    const served = servedRoutes();
    expect(served).toContain('GET /api/v1/journal/{slug}');
    expect(documentedRoutes().sort()).toEqual(served.sort());
  });

  it('declares what every route answers, and the parameters each takes', () => {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        const {
          responses = {},
          parameters = [],
          tags = [],
          summary,
        } = operation as OpenAPIV3_1.OperationObject;
        const where = `${method.toUpperCase()} ${path}`;
        expect({ where, tagged: tags.length, summarised: !!summary }).toEqual({
          where,
          tagged: 1,
          summarised: true,
        });
        expect({ where, success: Object.keys(responses).some((status) => /^2\d\d$/.test(status)) }).toEqual({
          where,
          success: true,
        });
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
        const declared = (parameters as OpenAPIV3_1.ParameterObject[])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name)
          .sort();
        expect({ where, declared }).toEqual({ where, declared: inPath });
      }
    }
  });

  it('has a reference page a person can read', async () => {
    const page = await testApp.get('/api/v1/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
  });
});

describe('every content answer, as the document says', () => {
  // zod names a `startsWith` check as a format beside the pattern that checks it.
  const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false })).addFormat('starts_with', true);

  /** The document's schema of `GET path`'s 200, with the components its references name. */
  const validatorFor = (path: string) => {
    const ok = document.paths?.[path]?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
    const schema = ok?.content?.['application/json']?.schema;
    return schema && ajv.compile({ ...schema, components: document.components });
  };

  it('answers every page of the site with exactly the fields its schema names', async () => {
    // The reads every page of the sitemap makes, the menus and lists, and a search.
    const pages = await listSitePages(testApp);
    const reads = new Set([
      ...pages.flatMap((page) => page.reads),
      '/page-seo/Homepage/',
      '/packages/?q=safari',
    ]);
    const checked = new Set<string>();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const validate = item?.get && validatorFor(path);
      if (!validate) continue;
      const route = new RegExp(`^${path.replace('/api/v1', '').replace(/\{\w+\}/g, '[^/?]+')}/?(\\?.*)?$`);
      const urls = [
        ...(path.includes('{') ? [] : [path]),
        ...[...reads].filter((read) => route.test(read)).map((read) => `/api/v1${read}`),
      ];
      for (const url of urls) {
        const response = await testApp.get(url);
        expect({ url, status: response.status }).toEqual({ url, status: 200 });
        validate(response.json());
        expect({ url, errors: validate.errors ?? [] }).toEqual({ url, errors: [] });
      }
      if (urls.length > 0) checked.add(path);
    }
    // Every JSON route was read at least once, so a new route cannot slip past this test.
    const jsonGets = Object.keys(document.paths ?? {}).filter((path) => validatorFor(path));
    expect([...checked].sort()).toEqual(jsonGets.sort());
  });

  it('refuses what a schema does not allow, rather than sending it', async () => {
    const validate = validatorFor('/api/v1/country-detail/{slug}');
    const india = (await testApp.get('/api/v1/country-detail/india/')).json<Record<string, unknown>>();
    expect(validate?.(india)).toBe(true);
    expect(validate?.({ ...india, internal_notes: 'not for visitors' })).toBe(false);
    const { seo: _seo, ...withoutSeo } = india;
    expect(validate?.(withoutSeo)).toBe(false);
  });
});
