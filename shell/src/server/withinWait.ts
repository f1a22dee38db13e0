// Node's timers, whatever global a test environment puts in their place.
import { setImmediate, setTimeout } from 'node:timers';

/**
 * `work`'s result, or undefined once `ms` have passed without it. A render thread kept busy past the
 * wait (other renders, a loaded machine) finds, when it gets back to its event loop, both the timer due
 * and the answer arrived; timers come first in the loop, so the timer takes one more turn, in which what
 * has arrived is read: only an answer that really came late counts as late.
 */
export function withinWait<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    work,
    new Promise<undefined>((resolve) => setTimeout(() => setImmediate(() => resolve(undefined)), ms).unref()),
  ]);
}
