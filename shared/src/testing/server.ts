import { setupServer } from 'msw/node';
import { apiHandlers } from './handlers';

/** The mocked API of unit tests; a test adds failures with `apiServer.use(...)`. */
export const apiServer = setupServer(...apiHandlers);
