// The shell server's renders, off its request thread: a pool of worker threads (piscina), one per core by
// default (RENDER_THREADS), each loading the server render once. A render holds a thread for tens of
// milliseconds; in the pool it never delays a kept page, a file or /robots.txt, and a machine's every core
// renders. A render past its budget (RENDER_TIMEOUT_MS) is abandoned: its thread is ended and made anew,
// and the caller is told at once (RenderTimedOut) to answer without it.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RenderRequest, RenderedPage } from './renderPage';
import type { RenderThreadData } from './renderWorker';

/** Longer than a render that waits its longest for a remote and the API (renderPage.tsx, 3 s a wait). */
export const DEFAULT_RENDER_TIMEOUT_MS = 15_000;

export class RenderTimedOut extends Error {
  constructor(url: string, ms: number) {
    super(`Rendering ${url} took more than ${ms} ms: abandoned`);
    this.name = 'RenderTimedOut';
  }
}

/**
 * `render(request)` renders in a thread running `workerFile` (the build's renderWorker.js); `warm()`
 * resolves once the threads have loaded the server render; `close()` ends the threads.
 */
export function createRenderPool({
  workerFile,
  threads = availableParallelism(),
  timeoutMs = DEFAULT_RENDER_TIMEOUT_MS,
  // A thread runs a few renders at once: most of a render is waiting for the API.
  rendersPerThread = 2,
  ...workerData
}: RenderThreadData & {
  workerFile: string;
  threads?: number;
  timeoutMs?: number;
  rendersPerThread?: number;
}) {
  const pool = new Piscina<RenderRequest | 'ready?', RenderedPage | 'ready'>({
    filename: workerFile,
    workerData,
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
    async render(request: RenderRequest): Promise<RenderedPage> {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return (await pool.run(request, { signal })) as RenderedPage;
      } catch (error) {
        if (signal.aborted) throw new RenderTimedOut(request.url, timeoutMs);
        throw error;
      }
    },
    close: () => pool.close({ force: true }),
  };
}
