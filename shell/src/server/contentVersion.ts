// How the shell's server learns that content changed: a long poll of the API's /api/v1/content-version/
// (api/src/routes/content-version/routes.ts). The API answers at once with a new token after any content
// change (on PostgreSQL, one made by any instance; on SQLite, one written by any process), else after
// `waitSeconds` with the same one. A new token calls `onChange`; so does the first one, and the first one
// after the API was out of reach (a change may have been missed meanwhile; a restarted API names its
// content anew). While the API is out of reach, kept pages stay: they were made from the content it had.

const RETRY_MS = 1000;

/**
 * Starts watching; `stop()` ends it. `onChange(token)` is called for every new token; `ready` resolves
 * once the first one is known (or the first attempt failed).
 */
export function watchContentVersion({
  apiOrigin,
  onChange,
  waitSeconds = 20,
  retryMs = RETRY_MS,
}: {
  apiOrigin: string;
  onChange: (token: string) => void;
  waitSeconds?: number;
  retryMs?: number;
}): { ready: Promise<void>; stop: () => void } {
  const stopping = new AbortController();
  let known: string | undefined;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      stopping.signal.addEventListener('abort', done);
    });

  void (async () => {
    while (!stopping.signal.aborted) {
      const url = new URL('/api/v1/content-version/', apiOrigin);
      if (known !== undefined) {
        url.searchParams.set('after', known);
        url.searchParams.set('wait', String(waitSeconds));
      }
      const askedAt = Date.now();
      try {
        const response = await fetch(url, {
          // Past the API's longest wait: a connection that went silent is given up and made again.
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout((waitSeconds + 10) * 1000)]),
        });
        if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
        const { token } = (await response.json()) as { token?: unknown };
        if (typeof token !== 'string') throw new Error(`${url.pathname} named no token`);
        markReady();
        if (token !== known) {
          known = token;
          onChange(token);
        } else if (Date.now() - askedAt < retryMs) {
          // The same token at once: a server that does not hold the request is not asked in a loop.
          await pause(retryMs);
        }
      } catch {
        if (stopping.signal.aborted) break;
        markReady();
        await pause(retryMs);
      }
    }
  })();

  return { ready, stop: () => stopping.abort() };
}
