import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { portOf } from './site';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** Passes a request on to the site's API as it came, and the API's answer back as it comes. */
export const forwardToApi: Handler = (request, response) => {
  const upstream = http.request(
    `http://127.0.0.1:${portOf('api')}${request.url}`,
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
};

/**
 * A server in front of the API whose `handle` decides what each call gets (`forwardToApi` for the real
 * answer): give its origin as a shell server's API_ORIGIN, for its renders and its /api alike.
 */
export async function startApiProxy(handle: Handler) {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
