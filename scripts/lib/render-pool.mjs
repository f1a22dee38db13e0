// The shell server's renders, off its request thread: a pool of worker threads (piscina), one per core by
// default (RENDER_THREADS), each loading the server render once. A render holds a thread for tens of
// milliseconds; in the pool it never delays a kept page, a file or /robots.txt, and a machine's every core
// renders. A render past its budget (RENDER_TIMEOUT_MS) is abandoned: its thread is ended and made anew,
// and the caller is told at once (RenderTimedOut) to answer without it.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** Longer than a render that waits its longest for a remote and the API (renderPage.tsx, 3 s a wait). */
export const DEFAULT_RENDER_TIMEOUT_MS = 15_000;

export class RenderTimedOut extends Error {
  constructor(url, ms) {
    super(`Rendering ${url} took more than ${ms} ms: abandoned`);
    this.name = 'RenderTimedOut';
  }
}

/**
 * `render({ url, origin, manifest })` renders in a worker; `warm()` resolves once the threads have loaded
 * the server render; `close()` ends the threads.
 */
export function createRenderPool({
  serverBuildFile,
  apiOrigin,
  distDir,
  threads = availableParallelism(),
  timeoutMs = DEFAULT_RENDER_TIMEOUT_MS,
  // A worker runs a few renders at once: most of a render is waiting for the API.
  rendersPerThread = 2,
}) {
  const pool = new Piscina({
    filename: path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-worker.mjs'),
    workerData: { serverBuildFile, apiOrigin, distDir },
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: rendersPerThread,
    // Threads stay: a new one loads the whole server render again.
    idleTimeout: Number.POSITIVE_INFINITY,
  });

  return {
    threads,
    concurrency: threads * rendersPerThread,
    /** Resolves once the threads answer (each loads the server render first, about a second). */
    warm: () => Promise.all(Array.from({ length: threads }, () => pool.run('ready?'))),
    async render(request) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return await pool.run(request, { signal });
      } catch (error) {
        if (signal.aborted) throw new RenderTimedOut(request.url, timeoutMs);
        throw error;
      }
    },
    close: () => pool.close({ force: true }),
  };
}
