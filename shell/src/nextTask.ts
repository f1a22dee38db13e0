/** Resolves in a task after the one running now: the browser can paint and answer a tap in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
