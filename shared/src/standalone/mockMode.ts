import { delay, http, HttpResponse } from 'msw';

/**
 * How a remote run standalone answers its API calls, picked with `?mock=` (and kept for the tab):
 * - `?mock` or `?mock=on`: the mocked answers of @lux/shared/testing;
 * - `?mock=error`: every call answers 500, to see each page's error text (a page that makes no call
 *   shows the one the site shows when its code cannot load: renderStandalone.tsx);
 * - `?mock=slow`: no call ever answers, to see each page's loading text;
 * - `?mock=error:/journal/`, `?mock=slow:country-detail`: only calls whose path contains that text;
 * - `?mock=off`: the real API again.
 */
export type MockMode = { kind: 'off' } | { kind: 'mocked' } | { kind: 'error' | 'slow'; only?: string };

export function parseMockMode(value: string | null): MockMode {
  if (value === null || value === 'off') return { kind: 'off' };
  const [kind, only] = value.split(/:(.*)/s);
  if (kind === 'error' || kind === 'slow') return only ? { kind, only } : { kind };
  return { kind: 'mocked' };
}

/** Handlers that go before the mocked answers: a call they leave alone falls through to those. */
export function mockModeHandlers(mode: MockMode) {
  if (mode.kind !== 'error' && mode.kind !== 'slow') return [];
  const { kind, only } = mode;
  return [
    http.all('*/api/v1/*', async ({ request }) => {
      if (only && !new URL(request.url).pathname.includes(only)) return undefined;
      if (kind === 'slow') await delay('infinite');
      return HttpResponse.json(
        { statusCode: 500, error: 'Internal Server Error', message: 'Mocked failure (?mock=error)' },
        { status: 500 },
      );
    }),
  ];
}

/** What the standalone frame says about where answers come from. */
export function describeMockMode(mode: MockMode): string {
  const calls =
    mode.kind !== 'off' && mode.kind !== 'mocked' && mode.only ? `calls to ${mode.only}` : 'every call';
  switch (mode.kind) {
    case 'off':
      return 'live API';
    case 'mocked':
      return 'mocked API';
    case 'error':
      return `mocked API, ${calls} fails`;
    case 'slow':
      return `mocked API, ${calls} never answers`;
  }
}
