const { DEFAULT_REQUEST_TIMEOUT_MS, requestTimeoutMs, timeoutOptions } = require('./http-timeouts.cjs');

it('reads REQUEST_TIMEOUT_MS, 30 s unless set, and refuses a value that is no timeout', () => {
  expect(requestTimeoutMs({})).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
  expect(requestTimeoutMs({ REQUEST_TIMEOUT_MS: '' })).toBe(30_000);
  expect(requestTimeoutMs({ REQUEST_TIMEOUT_MS: '2000' })).toBe(2000);
  for (const bad of ['0', '500', 'soon', '1.5e3x', '-2000'])
    expect(() => requestTimeoutMs({ REQUEST_TIMEOUT_MS: bad })).toThrow(/REQUEST_TIMEOUT_MS/);
});

it('cuts a whole request at the timeout, headers at 10 s at most, and checks often enough to keep to it', () => {
  expect(timeoutOptions(30_000)).toEqual({
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1000 },
  });
  // Node requires headersTimeout <= requestTimeout.
  expect(timeoutOptions(2000).http).toEqual({ headersTimeout: 2000, connectionsCheckingInterval: 1000 });
});
