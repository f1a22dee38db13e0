import { RenderQueueFull, createRenderQueue } from './renderQueue';

/** A task that finishes when the test says so. */
function deferredTask() {
  let finish: (value: unknown) => void = () => {};
  const finished = new Promise((resolve) => (finish = resolve));
  return { task: () => finished, finish: (value: unknown) => finish(value) };
}

it('runs at most `concurrency` tasks at once and starts a waiting one as soon as one ends', async () => {
  const queue = createRenderQueue({ concurrency: 2, maxWaiting: 5 });
  const tasks = [deferredTask(), deferredTask(), deferredTask()];
  const results = tasks.map(({ task }) => queue.run(task));
  await Promise.resolve();
  expect([queue.running, queue.waiting]).toEqual([2, 1]);

  tasks[0]?.finish('first');
  expect(await results[0]).toBe('first');
  expect([queue.running, queue.waiting]).toEqual([2, 0]);
  tasks[1]?.finish('second');
  tasks[2]?.finish('third');
  expect(await Promise.all(results.slice(1))).toEqual(['second', 'third']);
  expect([queue.running, queue.waiting]).toEqual([0, 0]);
});

it('refuses at once, with RenderQueueFull, a task past the bound of waiting ones', async () => {
  const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
  const running = deferredTask();
  const waiting = deferredTask();
  const first = queue.run(running.task);
  const second = queue.run(waiting.task);

  await expect(queue.run(() => Promise.resolve('never'))).rejects.toBeInstanceOf(RenderQueueFull);
  running.finish(1);
  waiting.finish(2);
  expect([await first, await second]).toEqual([1, 2]);
  // Room again once the queue has drained.
  await expect(queue.run(() => Promise.resolve('again'))).resolves.toBe('again');
});

it('frees a turn when a task fails', async () => {
  const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
  await expect(queue.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
  await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  expect(queue.running).toBe(0);
});
