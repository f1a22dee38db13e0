import { setupServer } from 'msw/node';
import { apiHandlers } from './handlers';

/** The mocked API of unit tests; a test adds failures with `apiServer.use(...)`. */
export const apiServer = setupServer(...apiHandlers);

/**
 * Starts noting the paths of the API calls made from now on (e.g. `continents/`), for tests of when
 * data is fetched; setupTests stops it at the end of the test.
 */
export function recordApiRequests(): () => string[] {
  const paths: string[] = [];
  const note = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname.replace(/^\/api\/v1\//, ''));
  };
  apiServer.events.on('request:start', note);
  return () => [...paths];
}
