import '@testing-library/jest-dom';
import { installBrowserApis } from './browserApis';
import { takeConsoleErrorsAllowed } from './consoleErrors';
import { apiServer } from './server';

installBrowserApis();

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
});
afterAll(() => apiServer.close());

// A component that logs an error is broken even when its assertions pass, unless the test said it
// expects errors (allowConsoleErrors).
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (!takeConsoleErrorsAllowed() && calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((call) => call.map(String).join(' ')).join('\n')}`,
    );
  }
});
