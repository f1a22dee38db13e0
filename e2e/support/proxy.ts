import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { portOf } from './site';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** Passes a request on to a server of the site as it came, and its answer back as it comes. */
export const forwardTo =
  (port: number): Handler =>
  (request, response) => {
    const upstream = http.request(
      `http://127.0.0.1:${port}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };

export const forwardToApi = forwardTo(portOf('api'));

/**
 * A server in front of one of the site's (the API: give its origin as a shell server's API_ORIGIN) whose
 * `handle` decides what each request gets (`forwardTo` for the real answer).
 */
export async function startProxy(handle: Handler) {
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
