// A bound on the shell server's page renders. A render holds a thread for tens of milliseconds, so a crowd
// of them would delay every other answer (files, /robots.txt, the API passed through) by seconds: at
// most `concurrency` renders run at once, at most `maxWaiting` wait for a turn, and past that the caller
// is told at once to answer "busy" rather than queue without end.

/** Thrown by `run` when the queue is full: answer 503 with Retry-After. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many pages are being rendered at once');
    this.name = 'RenderQueueFull';
  }
}

export interface RenderQueue {
  /** Runs `task` in its turn; rejects with RenderQueueFull at once if too many are already waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createRenderQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): RenderQueue {
  if (!(Number.isInteger(concurrency) && concurrency >= 1)) throw new Error('concurrency must be 1 or more');
  if (!(Number.isInteger(maxWaiting) && maxWaiting >= 0)) throw new Error('maxWaiting must be 0 or more');
  let running = 0;
  const waiting: (() => void)[] = [];

  const turn = () => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new RenderQueueFull());
    return new Promise<void>((resolve) => waiting.push(resolve));
  };

  const done = () => {
    const next = waiting.shift();
    // The finished render's turn passes straight to the longest waiting one.
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        done();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
