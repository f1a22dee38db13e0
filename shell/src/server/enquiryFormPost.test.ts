import { allowConsoleErrors } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { http as mock, passthrough } from 'msw';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteManifest } from '../federation/manifest';
import { registerEnquiryFormPost } from './enquiryFormPost';

const proxySecret = 'shared-by-the-site-and-its-api';

/** A stand-in for the API's POST /api/v1/enquiries/: answers with `statuses` in turn, 201 after them. */
async function standInApi(statuses: number[] = []) {
  const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) as Record<string, unknown> });
      const status = statuses.shift() ?? 201;
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    // The site's fetch keeps its connection open for the next post.
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { origin, received, close };
}

/** The site's remotes as the shell's server reads them: one page takes the enquiry form's post. */
const pageEntry = (paths: string[], formPost?: 'enquiry') => ({
  paths,
  source: './src/SomePage.tsx',
  texts: { error: 'Sorry.' },
  ...(formPost && { formPost }),
});
let manifest: RemoteManifest;
const remotesOfTheMoment = (): RemoteManifest => ({
  mfe_enquiry: {
    entry: 'http://localhost:3003/remoteEntry.js',
    pages: { EnquiryPage: pageEntry(['/enquire', '/contact'], 'enquiry') },
  },
  mfe_journal: {
    entry: 'http://localhost:3004/remoteEntry.js',
    pages: { AboutPage: pageEntry(['/about']) },
  },
});

let site: FastifyInstance;
let siteOrigin: string;
// Real servers on both sides, not the browser tests' mocked API.
beforeEach(() => apiServer.use(mock.all('*', () => passthrough())));
afterEach(() => site.close());

/** The shell's server, its form posts passed to `apiOrigin`. */
async function siteOver(apiOrigin: string) {
  site = Fastify({ forceCloseConnections: true });
  // The front-end server's shows a page again, by GET (e2e: hardening.spec); a stand-in here.
  site.setNotFoundHandler((_request, reply) => reply.code(418).send());
  manifest = remotesOfTheMoment();
  await registerEnquiryFormPost(site, { apiOrigin, proxySecret, readManifest: async () => manifest });
  siteOrigin = await site.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Posts to the site as a browser does (with node:http: fetch sets its own Fetch Metadata), and reads its
 * answer without following it.
 */
async function post(page: string, body: string, headers: Record<string, string>) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.request(`${siteOrigin}${page}`, { method: 'POST', headers }, resolve).on('error', reject).end(body);
  });
  response.resume();
  return {
    status: response.statusCode,
    location: response.headers.location ?? null,
    cacheControl: response.headers['cache-control'] ?? null,
  };
}

const filledIn =
  'destination=japan&travel_month=October&travel_year=2027&duration=12+Nights&pax=2+Adults' +
  '&comments=Gardens%0D%0Aand+ryokans&full_name=Meera+Kapoor&email=meera%40example.com' +
  '&country_code=uk&phone=7700+900123&source=&newsletter_signup=on&website=';

const postForm = (page: string, payload = filledIn) =>
  post(page, payload, {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'https://www.example.com',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    referer: `https://www.example.com${page}`,
  });

describe('the enquiry form posted without the app', () => {
  it('is sent to the API as the app sends it, vouched for, and the visitor sent back to the page', async () => {
    const api = await standInApi();
    await siteOver(api.origin);

    const answer = await postForm('/contact');

    expect(answer).toEqual({
      status: 303,
      location: '/contact?enquiry=sent#enquiry-sent',
      cacheControl: 'no-store',
    });
    expect(api.received).toHaveLength(1);
    const [{ headers, body }] = api.received as [(typeof api.received)[0]];
    expect(body).toEqual({
      destination: 'japan',
      travel_month: 'October',
      travel_year: '2027',
      duration: '12 Nights',
      pax: '2 Adults',
      comments: 'Gardens\r\nand ryokans',
      full_name: 'Meera Kapoor',
      email: 'meera@example.com',
      country_code: 'uk',
      phone: '7700 900123',
      source: '',
      newsletter_signup: true,
      website: '',
    });
    const key = headers['idempotency-key'] as string;
    expect(headers['x-form-post']).toBe(createHmac('sha256', proxySecret).update(key).digest('hex'));
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'x-proxy-secret': proxySecret,
      'x-forwarded-for': '127.0.0.1',
      origin: 'https://www.example.com',
      'sec-fetch-site': 'same-origin',
      referer: 'https://www.example.com/contact',
    });
    await api.close();
  });

  it('takes the post of a page a remote has declared since, and of another spelling of its address', async () => {
    const api = await standInApi();
    await siteOver(api.origin);
    manifest = remotesOfTheMoment();
    manifest.mfe_enquiry?.pages.EnquiryPage?.paths.push('/plan/:journey');

    expect((await postForm('/plan/kerala-by-boat')).location).toBe(
      '/plan/kerala-by-boat?enquiry=sent#enquiry-sent',
    );
    expect((await postForm('/Contact/')).location).toBe('/contact?enquiry=sent#enquiry-sent');
    expect(api.received).toHaveLength(2);
    await api.close();
  });

  it('leaves the post of any other page to the site’s not-found handler, sending nothing', async () => {
    const api = await standInApi();
    await siteOver(api.origin);

    expect((await postForm('/about')).status).toBe(418);
    expect((await postForm('//elsewhere.example/enquire')).status).toBe(418);
    expect((await postForm('/enquire/more')).status).toBe(418);
    expect(api.received).toEqual([]);
    await api.close();
  });

  it('vouches only for a browser’s own submission: a script’s post of the fields goes unvouched', async () => {
    const api = await standInApi();
    await siteOver(api.origin);

    // As curl, or a bot's HTTP library, posts it; then as a page's script would, from the same site.
    const asScript = { 'content-type': 'application/x-www-form-urlencoded' };
    await post('/enquire', filledIn, asScript);
    await post('/enquire', filledIn, {
      ...asScript,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
    });

    expect(api.received).toHaveLength(2);
    for (const { headers } of api.received) {
      expect(headers['x-form-post']).toBeUndefined();
      expect(headers['x-proxy-secret']).toBe(proxySecret);
    }
    await api.close();
  });

  it('sends a post made twice (a reload that resends it) with the same key, so it is stored once', async () => {
    const api = await standInApi();
    await siteOver(api.origin);

    await postForm('/enquire');
    await postForm('/enquire');
    await postForm('/enquire', filledIn.replace('newsletter_signup=on&', ''));

    const [first, again, other] = api.received.map(({ headers }) => headers['idempotency-key']);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(api.received[2]?.body).toMatchObject({ newsletter_signup: false });
    await api.close();
  });

  it('sends the very same request again while the API is out for a moment', async () => {
    const api = await standInApi([503, 502]);
    await siteOver(api.origin);
    allowConsoleErrors();

    const answer = await postForm('/enquire');

    expect(answer.location).toBe('/enquire?enquiry=sent#enquiry-sent');
    expect(api.received).toHaveLength(3);
    expect(new Set(api.received.map(({ headers }) => headers['idempotency-key'])).size).toBe(1);
    expect(new Set(api.received.map(({ body }) => JSON.stringify(body))).size).toBe(1);
    await api.close();
  });

  it('says it was not sent when the API refuses it, asking once', async () => {
    const api = await standInApi([400]);
    await siteOver(api.origin);
    allowConsoleErrors();

    const answer = await postForm('/enquire', 'destination=atlantis');

    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/enquire?enquiry=failed#enquiry-form-title');
    expect(api.received).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Enquiry form post: the API answered 400/),
    );
    await api.close();
  });

  it('says it was not sent when the API cannot be reached at all', async () => {
    const api = await standInApi();
    await api.close();
    await siteOver(api.origin);
    allowConsoleErrors();

    const answer = await postForm('/enquire');

    expect(answer.location).toBe('/enquire?enquiry=failed#enquiry-form-title');
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('sends nothing for a body that is not a form', async () => {
    const api = await standInApi();
    await siteOver(api.origin);

    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', 'application/octet-stream']) {
      const answer = await post('/enquire', 'full_name=Meera', { 'content-type': contentType });
      expect(answer.location).toBe('/enquire?enquiry=failed#enquiry-form-title');
    }
    // Another page's post in any encoding still reaches the not-found handler.
    expect(
      (await post('/about', '--x--', { 'content-type': 'multipart/form-data; boundary=x' })).status,
    ).toBe(418);
    expect(api.received).toEqual([]);
    await api.close();
  });
});
