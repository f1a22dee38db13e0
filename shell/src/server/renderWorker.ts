// One of the shell server's render threads (renderPool.ts), built as dist/server/renderWorker.js: it loads
// the server render (renderPage.js beside it, a webpack bundle with the federation runtime) once, then
// renders pages as they come, several at once (a render mostly waits for the API).
import { workerData } from 'node:worker_threads';
import type { RenderRequest, RenderedPage } from './renderPage';

export interface RenderThreadData {
  serverBuildFile: string;
  apiOrigin: string;
  distDir: string;
}

interface ServerRender {
  configure(options: { apiOrigin: string; distDir: string }): Promise<void> | void;
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}

// Node's own require: the server render is a build of its own, loaded from disk, not bundled into this one.
declare const __non_webpack_require__: NodeJS.Require;

const { serverBuildFile, apiOrigin, distDir } = workerData as RenderThreadData;

let loaded: Promise<ServerRender> | undefined;

// Loaded at the thread's first task, once: a failure then fails that task (and every later one), where a
// load started with the module would reject before any task awaited it and end the thread.
const loadServerRender = () =>
  (loaded ??= (async () => {
    // Its exports come once its federation runtime has started (webpack.common.js, asyncStartup).
    const renderer = (await __non_webpack_require__(serverBuildFile)) as ServerRender;
    await renderer.configure({ apiOrigin, distDir });
    return renderer;
  })());

/** `{ url, origin, manifest }` → `{ status, html, complete }` (renderPage.tsx). */
export default async function render(request: RenderRequest | 'ready?'): Promise<RenderedPage | 'ready'> {
  const renderer = await loadServerRender();
  // A thread that answers has loaded the server render (renderPool.ts, `warm`).
  return request === 'ready?' ? 'ready' : renderer.renderPage(request);
}
